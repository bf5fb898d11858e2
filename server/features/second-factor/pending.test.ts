import { describe, expect, it } from 'vitest';
import { Challenges, PendingLogins, pendingLifetimeMs } from './pending.js';

describe('PendingLogins', () => {
  it('gives a token once, until it expires', () => {
    let now = 1_000_000;
    const pending = new PendingLogins(() => now);
    const token = pending.create('u1', 'alice');
    expect(pending.get(token)?.userId).toBe('u1');
    expect(pending.finish(token)).toBe(true);
    expect(pending.finish(token)).toBe(false);
    expect(pending.get(token)).toBeNull();
    const late = pending.create('u1', 'alice');
    now += pendingLifetimeMs;
    expect(pending.get(late)).toBeNull();
  });

  it('ends a token after 5 wrong answers', () => {
    const pending = new PendingLogins(() => 0);
    const token = pending.create('u1', 'alice');
    for (let i = 0; i < 4; i += 1) pending.wrong(token);
    expect(pending.get(token)).not.toBeNull();
    pending.wrong(token);
    expect(pending.get(token)).toBeNull();
  });

  it('keeps at most 5 pending sign-ins per account, dropping the oldest', () => {
    const pending = new PendingLogins(() => 0);
    const tokens = Array.from({ length: 6 }, () => pending.create('u1', 'alice'));
    const other = pending.create('u2', 'bob');
    expect(pending.get(tokens[0] ?? '')).toBeNull();
    for (const token of tokens.slice(1)) expect(pending.get(token)).not.toBeNull();
    expect(pending.get(other)).not.toBeNull();
  });
});

describe('Challenges', () => {
  it('hands a challenge out once, and not after it expired', () => {
    let now = 0;
    const challenges = new Challenges<string>(() => now);
    challenges.put('a', 'c1');
    expect(challenges.take('a')).toBe('c1');
    expect(challenges.take('a')).toBeNull();
    challenges.put('b', 'c2');
    now += pendingLifetimeMs;
    expect(challenges.take('b')).toBeNull();
  });
});
