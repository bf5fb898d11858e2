import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { addressKey, LoginLimiter } from './login-limiter.js';

describe('LoginLimiter', () => {
  it('slows every attempt on an account down once it has many failures from anywhere, never refusing', async () => {
    const waits: number[] = [];
    const limiter = new LoginLimiter({ slowDownAfter: 3, slowDownMs: 1234 }, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    // Spread over three addresses, so no per-pair or per-address limit is reached.
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const attempt = await limiter.take('ada', address);
      await attempt.failed();
    }
    expect(waits).toEqual([]);
    const owner = await limiter.take('ada', '192.0.2.7');
    expect(waits).toEqual([1234]);
    await owner.succeeded();
    // Other accounts are not slowed.
    await limiter.take('bob', '10.0.0.1');
    expect(waits).toEqual([1234]);
  });

  it('refuses the attempt after the pair limit with a 429 naming the wait', async () => {
    const limiter = new LoginLimiter({ perAccountAndAddress: 2, windowSeconds: 600 });
    await limiter.take('ada', '10.0.0.1');
    await limiter.take('ada', '10.0.0.1');
    const refused = await limiter.take('ada', '10.0.0.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, message: 'Too many sign-in attempts. Please wait 10 minutes and try again.' });
    await expect(limiter.take('ada', '10.0.0.2')).resolves.toMatchObject({ succeeded: expect.any(Function) as unknown, failed: expect.any(Function) as unknown });
  });

  it('counts an address refused by the per-address limit without using up the pair', async () => {
    const limiter = new LoginLimiter({ perAccountAndAddress: 5, perAddress: 1 });
    await limiter.take('ada', '10.0.0.1');
    await expect(limiter.take('bob', '10.0.0.1')).rejects.toMatchObject({ status: 429 });
    await expect(limiter.take('bob', '10.0.0.2')).resolves.toMatchObject({ succeeded: expect.any(Function) as unknown, failed: expect.any(Function) as unknown });
  });
});

describe('addressKey', () => {
  it('reads IPv4-mapped IPv6 as IPv4 and counts other IPv6 addresses by their /64', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
