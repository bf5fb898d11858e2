// Issue 39 item 1: an export file chose its own scrypt settings, so any signed-in user could ask
// the server for gigabytes per preview and stall sign-in for everyone. Only the settings Hearth
// writes are read, and one user's derivations wait their turn, one at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { call, createUser, loginAdmin, loginAs, startTestServer, type TestServer } from '../helpers/server.js';
import { base32, enableAuthenticator } from '../helpers/totp.js';
import type { TransferDocument, TransferResult } from '../../shared/contracts/transfer.js';
import { transferMessages } from '../../shared/messages.js';

let hearth: TestServer;
let bob: string;
let file: string;
const passphrase = 'correct horse battery';
const MiB = 1024 * 1024;

/** This process's resident memory and its peak since the last reset (the server runs in it). */
function memory(): { rss: number; peak: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts the peak over from the current resident size (Linux: "5" > clear_refs). */
function resetPeak(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}

const preview = (token: string, body: string) => call<TransferResult>(hearth, 'POST', '/transfer/preview', { token, body: { file: body, passphrase } });

beforeAll(async () => {
  hearth = await startTestServer();
  const alice = await loginAdmin(hearth);
  bob = await createUser(hearth, 'bob');
  await createUser(hearth, 'carol', 'carol-password');
  await enableAuthenticator(hearth, alice);
  const saved = await call(hearth, 'POST', '/totp/save', { token: alice, body: { serviceIcon: { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' }, serviceName: 'GitHub', accountName: 'alice', secret: base32(randomBytes(20)) } });
  expect(saved.status).toBe(200);
  const res = await fetch(`${hearth.url}/api/v1/transfer/export`, { method: 'POST', headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' }, body: JSON.stringify({ includeTotp: true, passphrase }) });
  file = await res.text();
  expect(res.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await hearth.stop();
});

describe('key derivation for an uploaded export', () => {
  it('refuses a file asking for N = 2^20 and r = 32 with a 400 saying so, without deriving', async () => {
    const doc = JSON.parse(file) as TransferDocument;
    const greedy = JSON.stringify({ ...doc, totp: { ...doc.totp, N: 2 ** 20, r: 32 } });
    resetPeak();
    const before = memory();
    const res = await preview(bob, greedy);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(transferMessages.unknownSeal);
    // Deriving with those settings takes 4 GiB; refusing takes next to nothing.
    expect(memory().peak - before.rss).toBeLessThan(64 * MiB);
  });

  it("queues one user's four parallel previews; another user signs in while they wait, and memory holds one derivation at a time", async () => {
    resetPeak();
    const before = memory();
    const finished: string[] = [];
    const previews = [1, 2, 3, 4].map((i) =>
      preview(bob, file).then((res) => {
        finished.push(`preview${i}`);
        return res;
      }),
    );
    // Once one preview has answered, the others are still waiting their turn: sign-in (its own
    // scrypt) must not wait behind them.
    await Promise.race(previews);
    const signIn = loginAs(hearth, 'carol', 'carol-password').then((token) => {
      finished.push('sign-in');
      return token;
    });
    const answers = await Promise.all(previews);
    await signIn;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.every((a) => a.body.message.added.totp === 1)).toBe(true);
    expect(finished.indexOf('sign-in')).toBeLessThan(finished.length - 1);
    // One derivation at Hearth's settings holds 32 MiB: four at once held 128 MiB and more.
    expect(memory().peak - before.rss).toBeLessThan(96 * MiB);
  });
});
