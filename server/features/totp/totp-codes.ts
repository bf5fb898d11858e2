import type * as OtpAuthModule from 'otpauth';
import type { TotpAlgorithm } from '../../../shared/totp.js';

type OtpAuth = typeof OtpAuthModule;

// otpauth is loaded on the first code, not at server start (start-up budget).
let loaded: Promise<OtpAuth> | null = null;
function otpauth(): Promise<OtpAuth> {
  loaded ??= import('otpauth');
  return loaded;
}

export interface CodeSpec {
  secret: string;
  algorithm: TotpAlgorithm;
  digits: number;
  period: number;
}

export interface Codes {
  code: string;
  nextCode: string;
  secondsLeft: number;
}

/** The code of the period holding `now` (ms), the next period's code, and the seconds left. */
export async function codesAt(spec: CodeSpec, now: number): Promise<Codes> {
  const { TOTP, Secret } = await otpauth();
  const totp = new TOTP({ secret: Secret.fromBase32(spec.secret), algorithm: spec.algorithm, digits: spec.digits, period: spec.period });
  const seconds = Math.floor(now / 1000);
  return {
    code: totp.generate({ timestamp: now }),
    nextCode: totp.generate({ timestamp: now + spec.period * 1000 }),
    secondsLeft: spec.period - (seconds % spec.period),
  };
}

/**
 * The time step (counter) of the period whose code `code` is, looking `window` periods either
 * side of `now` for a clock that drifts; null when it matches none.
 */
export async function matchingStep(spec: CodeSpec, code: string, now: number, window = 1): Promise<number | null> {
  const { TOTP, Secret } = await otpauth();
  const totp = new TOTP({ secret: Secret.fromBase32(spec.secret), algorithm: spec.algorithm, digits: spec.digits, period: spec.period });
  const delta = totp.validate({ token: code, timestamp: now, window });
  if (delta === null) return null;
  return Math.floor(now / 1000 / spec.period) + delta;
}

/** A new random seed in base32 (160 bits, RFC 4226's recommended length). */
export async function newSeed(): Promise<string> {
  const { Secret } = await otpauth();
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export async function otpauthUri(spec: CodeSpec, issuer: string, label: string): Promise<string> {
  const { TOTP, Secret } = await otpauth();
  return new TOTP({ issuer, label, secret: Secret.fromBase32(spec.secret), algorithm: spec.algorithm, digits: spec.digits, period: spec.period }).toString();
}
