import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../http/errors.js';
import { messages } from '../../../shared/messages.js';

export interface LoginLimits {
  /** Failed sign-ins allowed per account in the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client address in the window. */
  perAddress: number;
  windowSeconds: number;
}

export const defaultLoginLimits: LoginLimits = { perAccount: 10, perAddress: 30, windowSeconds: 15 * 60 };

/** Counts failed sign-ins per account and per address; past either limit, answers 429. */
export class LoginLimiter {
  private readonly byAccount: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(limits: LoginLimits = defaultLoginLimits) {
    this.byAccount = new RateLimiterMemory({ keyPrefix: 'acct', points: limits.perAccount, duration: limits.windowSeconds });
    this.byAddress = new RateLimiterMemory({ keyPrefix: 'addr', points: limits.perAddress, duration: limits.windowSeconds });
  }

  /** Throws 429 when the account or address has used up its failed attempts. */
  async check(username: string, address: string): Promise<void> {
    const [account, client] = await Promise.all([this.byAccount.get(username), this.byAddress.get(address)]);
    const blocked = [account, client].find((r) => r && r.remainingPoints <= 0 && r.consumedPoints > 0);
    if (blocked) throw tooMany(blocked);
  }

  async failed(username: string, address: string): Promise<void> {
    await Promise.all([
      this.byAccount.consume(username).catch(ignoreLimit),
      this.byAddress.consume(address).catch(ignoreLimit),
    ]);
  }

  async succeeded(username: string): Promise<void> {
    await this.byAccount.delete(username);
  }
}

function ignoreLimit(reason: unknown): void {
  if (!(reason instanceof RateLimiterRes)) throw reason;
}

function tooMany(res: RateLimiterRes): HttpError {
  const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
  return new HttpError(429, `${messages.tooManyAttempts.replace('a few minutes', minutes === 1 ? '1 minute' : `${minutes} minutes`)}`);
}
