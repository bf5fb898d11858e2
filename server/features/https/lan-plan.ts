import { isIP } from 'node:net';

/** HEARTH_HTTPS: `auto` (the default: HTTPS while sharing on the LAN), `off`, or `on` (also on loopback). */
export const httpsModes = ['auto', 'on', 'off'] as const;
export type HttpsMode = (typeof httpsModes)[number];

export const defaultHttpsPort = 7443;

export function parseHttpsMode(value: string | undefined): HttpsMode {
  const mode = (value ?? '').trim().toLowerCase() || 'auto';
  if (!(httpsModes as readonly string[]).includes(mode)) throw new Error(`Invalid HEARTH_HTTPS "${value}": use auto, on or off.`);
  return mode as HttpsMode;
}

/** 127.0.0.0/8, ::1 and localhost: this machine only. */
export function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '').replace(/^\[|\]$/g, '');
  return plain === 'localhost' || plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * What runs beside the http listener. Both follow sharing on the LAN: the desktop app's window
 * (loopback) stays plain http, and nothing is advertised or encrypted for this machine alone.
 */
export function lanServicesPlan(host: string, mode: HttpsMode, advertise = true): { https: boolean; mdns: boolean } {
  const sharing = !isLoopback(host);
  return { https: mode === 'on' || (mode === 'auto' && sharing), mdns: sharing && advertise };
}

/** HEARTH_MDNS: `off` keeps Hearth from advertising hearth.local (anything else, or unset: on). */
export function parseMdnsSwitch(value: string | undefined): boolean {
  return (value ?? '').trim().toLowerCase() !== 'off';
}
