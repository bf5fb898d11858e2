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
