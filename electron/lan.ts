import { lanAddresses, type InterfaceTable } from '../server/net/lan-addresses.js';

export { lanAddresses, type InterfaceTable } from '../server/net/lan-addresses.js';

/** `http://<address>:<port>` for each LAN address, then `https://<address>:<httpsPort>` when HTTPS runs. */
export function lanUrls(interfaces: InterfaceTable, port: number, httpsPort: number | null = null): string[] {
  const addresses = lanAddresses(interfaces);
  const plain = addresses.map((address) => `http://${address}:${port}`);
  return httpsPort === null ? plain : [...plain, ...addresses.map((address) => `https://${address}:${httpsPort}`)];
}
