import { lanAddresses, type InterfaceTable } from '../server/net/lan-addresses.js';

export { lanAddresses, type InterfaceTable } from '../server/net/lan-addresses.js';

/** The port of the server's https://HOST:PORT while it serves HTTPS, else null. */
export function httpsPortOf(httpsUrl: string | null): number | null {
  if (!httpsUrl) return null;
  try {
    const port = Number(new URL(httpsUrl).port);
    return Number.isInteger(port) && port > 0 ? port : null;
  } catch {
    return null;
  }
}

/** `http://<address>:<port>` for each LAN address, then `https://<address>:<httpsPort>` when HTTPS runs. */
export function lanUrls(interfaces: InterfaceTable, port: number, httpsPort: number | null = null): string[] {
  const addresses = lanAddresses(interfaces);
  const plain = addresses.map((address) => `http://${address}:${port}`);
  return httpsPort === null ? plain : [...plain, ...addresses.map((address) => `https://${address}:${httpsPort}`)];
}
