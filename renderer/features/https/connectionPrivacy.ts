/** Plain http from another device on the LAN: loopback (this computer) never leaves the machine. */
export function connectionIsPrivate(protocol: string, hostname: string): boolean {
  if (protocol === 'https:') return true;
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
