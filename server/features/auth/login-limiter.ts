import { isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../http/errors.js';
import { messages } from '../../../shared/messages.js';

export interface LoginLimits {
  /** Sign-in attempts checked per account from one client address in the window. */
  perAccountAndAddress: number;
  /** Sign-in attempts checked per client address (all accounts) in the window. */
  perAddress: number;
  windowSeconds: number;
  /**
   * Failures on one account from any address after which every further attempt on it waits
   * slowDownMs before its password is checked: guessing spread over many addresses gets slower,
   * and the owner is never refused for it.
   */
  slowDownAfter: number;
  slowDownMs: number;
}

export const defaultLoginLimits: LoginLimits = {
  perAccountAndAddress: 10,
  perAddress: 30,
  windowSeconds: 15 * 60,
  slowDownAfter: 100,
  slowDownMs: 2000,
};

/** A checked sign-in: its points go back when the password was right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Limits sign-in attempts. The point is taken before the password is checked (a burst of
 * parallel guesses is counted as it arrives, not after the slow hash), per account-and-address
 * pair and per address, so failures from one address never lock the account for the others.
 */
export class LoginLimiter {
  private readonly byPair: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;
  private readonly accountFailures: RateLimiterMemory;
  private readonly keyFailures: RateLimiterMemory;
  private readonly limits: LoginLimits;

  constructor(
    limits: Partial<LoginLimits> = {},
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    this.limits = { ...defaultLoginLimits, ...limits };
    const duration = this.limits.windowSeconds;
    this.byPair = new RateLimiterMemory({ keyPrefix: 'pair', points: this.limits.perAccountAndAddress, duration });
    this.byAddress = new RateLimiterMemory({ keyPrefix: 'addr', points: this.limits.perAddress, duration });
    this.accountFailures = new RateLimiterMemory({ keyPrefix: 'acct', points: Number.MAX_SAFE_INTEGER, duration });
    this.keyFailures = new RateLimiterMemory({ keyPrefix: 'key', points: this.limits.perAddress, duration });
  }

  /**
   * Throws 429 when an address has sent as many bad API keys in the window as it may try
   * sign-ins. Only failures count, so a script using a good key is never slowed.
   */
  async checkKeyAddress(address: string): Promise<void> {
    const used = await this.keyFailures.get(addressKey(address));
    if (used && used.consumedPoints >= this.limits.perAddress) throw tooMany(used);
  }

  /** Counts a bad API key against its address. */
  async keyFailed(address: string): Promise<void> {
    await this.keyFailures.penalty(addressKey(address));
  }

  /** Takes the attempt's points, or throws 429 when the pair or the address has none left. */
  async take(username: string, address: string): Promise<LoginAttempt> {
    const pair = `${username}\n${addressKey(address)}`;
    const client = addressKey(address);
    try {
      await this.byPair.consume(pair);
    } catch (error) {
      throw tooMany(error);
    }
    try {
      await this.byAddress.consume(client);
    } catch (error) {
      await this.byPair.reward(pair);
      throw tooMany(error);
    }
    const failures = (await this.accountFailures.get(username))?.consumedPoints ?? 0;
    if (failures >= this.limits.slowDownAfter) await this.wait(this.limits.slowDownMs);
    return {
      succeeded: async () => {
        await Promise.all([this.byPair.reward(pair), this.byAddress.reward(client)]);
      },
      failed: async () => {
        await this.accountFailures.penalty(username);
      },
    };
  }
}

/**
 * The key an address is counted under: IPv4-mapped IPv6 as plain IPv4, other IPv6 addresses by
 * their /64 (one household or host usually holds a whole /64).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function tooMany(reason: unknown): HttpError {
  if (!(reason instanceof RateLimiterRes)) throw reason;
  const minutes = Math.max(1, Math.ceil(reason.msBeforeNext / 60_000));
  return new HttpError(429, messages.tooManyAttempts.replace('a few minutes', minutes === 1 ? '1 minute' : `${minutes} minutes`));
}
