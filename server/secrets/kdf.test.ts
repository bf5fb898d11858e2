import { describe, expect, it } from 'vitest';
import { scrypt } from 'node:crypto';
import { DerivationQueue } from './derivation-queue.js';
import { deriveKey, maxKdfMemory, scryptMemory } from './kdf.js';
import { HttpError } from '../http/errors.js';
import { currentScrypt, scryptSets } from '../../shared/contracts/kdf.js';
import { kdfMessages } from '../../shared/messages.js';

/** Work the test finishes by hand, so the order of events is the test's, not the clock's. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, done };
}

/** Lets every promise already settled run its callbacks (the queue starts the next call in one). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('deriveKey', () => {
  it('derives what scrypt derives for a set Hearth writes, from the NFC form of the passphrase', async () => {
    const salt = Buffer.alloc(16, 7);
    const expected = await new Promise<Buffer>((resolve, reject) =>
      scrypt('café', salt, 32, { ...currentScrypt, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
    );
    const key = await deriveKey('cafe\u0301', salt, currentScrypt, { owner: 'u1', keyLength: 32 });
    expect(key.equals(expected)).toBe(true);
  });

  it.each([
    { N: 2 ** 20, r: 32, p: 1 },
    { N: 2 ** 15, r: 8, p: 16 },
    { N: 2 ** 14, r: 8, p: 1 },
  ])('refuses settings Hearth does not write (%o) with a 400, deriving nothing', async (params) => {
    const error = await rejection(deriveKey('passphrase', Buffer.alloc(16), params, { owner: 'u1', keyLength: 32 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: kdfMessages.unknownSettings });
  });

  it('keeps every set Hearth writes under the memory ceiling', () => {
    for (const set of scryptSets) expect(scryptMemory(set)).toBeLessThan(maxKdfMemory);
  });
});

describe('DerivationQueue', () => {
  it("runs one owner's calls one at a time, in the order asked", async () => {
    const queue = new DerivationQueue({ global: 2, perOwner: 8, waitMs: 60_000 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const calls = gates.map((g, i) => queue.run('alice', async () => (started.push(i), await g.done, i)));
    await settle();
    expect(started).toEqual([0]);
    expect(queue.size).toEqual({ running: 1, waiting: 2 });
    gates[0]?.open();
    expect(await calls[0]).toBe(0);
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]?.open();
    gates[2]?.open();
    expect(await Promise.all(calls)).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
  });

  it("lets another owner's single call start beside one owner's pile, up to the global cap", async () => {
    const queue = new DerivationQueue({ global: 2, perOwner: 8, waitMs: 60_000 });
    const hold = gate();
    const started: string[] = [];
    const pile = [1, 2, 3, 4].map((i) => queue.run('alice', async () => (started.push(`alice${i}`), await hold.done)));
    const bob = queue.run('bob', () => Promise.resolve(void started.push('bob')));
    const carol = queue.run('carol', async () => (started.push('carol'), await hold.done));
    await bob;
    await settle();
    expect(started).toEqual(['alice1', 'bob', 'carol']);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    hold.open();
    await Promise.all([...pile, carol]);
    expect(started).toEqual(['alice1', 'bob', 'carol', 'alice2', 'alice3', 'alice4']);
  });

  it('refuses an owner past its limit with a 429, and other owners are not affected', async () => {
    const queue = new DerivationQueue({ global: 1, perOwner: 2, waitMs: 60_000 });
    const hold = gate();
    const mine = [queue.run('alice', () => hold.done), queue.run('alice', () => hold.done)];
    expect(await rejection(queue.run('alice', () => hold.done))).toMatchObject({ status: 429, message: kdfMessages.tooManyWaiting });
    const bob = queue.run('bob', () => Promise.resolve('bob'));
    hold.open();
    await Promise.all(mine);
    expect(await bob).toBe('bob');
  });

  it('gives up a call that waited past its limit with a 503, and runs the rest', async () => {
    const queue = new DerivationQueue({ global: 1, perOwner: 8, waitMs: 20 });
    const hold = gate();
    const first = queue.run('alice', () => hold.done);
    const second = queue.run('bob', () => Promise.resolve('ran'));
    expect(await rejection(second)).toMatchObject({ status: 503, message: kdfMessages.busy });
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    hold.open();
    await first;
    expect(await queue.run('bob', () => Promise.resolve('ran'))).toBe('ran');
  });

  it('turns a throw inside the work into a rejection and frees the turn', async () => {
    const queue = new DerivationQueue({ global: 1, perOwner: 8, waitMs: 60_000 });
    const failed = queue.run('alice', () => {
      throw new Error('broken');
    });
    expect(await rejection(failed)).toMatchObject({ message: 'broken' });
    expect(await queue.run('alice', () => Promise.resolve('next'))).toBe('next');
  });
});
