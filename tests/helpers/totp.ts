import { createHmac } from 'node:crypto';
import { call } from './server.js';

/** Turns on "Enable TOTP Authenticator" for the signed-in user (the calls answer 400 until then). */
export async function enableAuthenticator(server: { url: string }, token: string, on = true): Promise<void> {
  const current = await call<Record<string, unknown>>(server, 'GET', '/settings', { token });
  const res = await call(server, 'POST', '/settings', { token, body: { ...current.body.message, authenticator: on } });
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/**
 * RFC 6238 written out with node:crypto: an oracle that shares no code with the server's OTP
 * library, for entries beyond the RFC's own vectors (other digits and periods).
 */
export function referenceCode(secret: Buffer, seconds: number, options: { algorithm?: string; digits?: number; period?: number } = {}): string {
  const { algorithm = 'sha1', digits = 6, period = 30 } = options;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(seconds / period)));
  const hmac = createHmac(algorithm, secret).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
