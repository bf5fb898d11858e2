// A failed send is kept on the channel (the error and when) and tried again after 30 s, 2 and 10
// minutes, then given up; a later success is kept too. Retries are bounded per channel and stop
// for a channel deleted meanwhile. Real SQLite file, a local model of Mattermost that can be told
// to answer 503, and timers a test runs by hand (nothing sleeps).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/index.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { newId } from '../../../ids.js';
import { createAccount } from '../../auth/auth.service.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import { startMoreAlertServices, type MoreAlertServices } from '../../../../tests/fixtures/alert-services-more.js';
import { AlertSender, sealChannelValue } from './alert-sender.js';
import { deleteChannel, insertChannel, ownChannel } from './alerts.repo.js';
import { maxWaitingPerChannel } from './retry-queue.js';
import type { AlertContent } from './webhook-bodies.js';

let dir: string;
let database: OpenDatabase;
let owner: UserRow;
let services: MoreAlertServices;
let sender: AlertSender;
let channelId: string;
const now = Date.parse('2030-06-01T12:00:00Z');
const logs: string[] = [];
/** The timers the sender set, run by the test. */
let timers: { run: () => void; ms: number; cleared: boolean }[] = [];

const down: AlertContent = { event: 'down', title: 'NAS is down', body: 'timed out', monitor: { id: 'nas', name: 'NAS', kind: 'link', target: 'http://nas.lan' }, click: null, at: now };
const unavailable = m.channelAnswered('Mattermost', 503, 'Service Unavailable');

/** Runs the next timer still set, and waits for its send to finish. */
async function runNext(): Promise<number> {
  const next = timers.find((t) => !t.cleared);
  if (!next) throw new Error('no retry is waiting');
  next.cleared = true;
  const before = services.arrived.length;
  next.run();
  await waitFor(() => services.arrived.length > before);
  // The outcome is written right after the answer arrives.
  await new Promise((done) => setTimeout(done, 20));
  return next.ms;
}

async function waitFor(test: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !test(); i++) await new Promise((done) => setTimeout(done, 5));
  if (!test()) throw new Error('timed out waiting');
}

const waitingTimers = () => timers.filter((t) => !t.cleared).map((t) => t.ms);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-retry-'));
  database = await openDatabase(dir, resolve(import.meta.dirname, '../../../db/migrations'));
  owner = await createAccount(database.db, { fullName: 'A', username: 'a', passwordDigest: '0'.repeat(32), isSuperAdmin: false });
  services = await startMoreAlertServices();
  const ctx = { db: database.db, secrets: new SecretBox(dir, database.db), config: { loopbackTargets: 'everyone' as const }, log: (line: string) => logs.push(line) };
  const clock = {
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  };
  sender = new AlertSender(ctx, () => now, () => undefined, clock);
  channelId = newId();
  insertChannel(database.db, { id: channelId, userId: owner.id, kind: 'mattermost', name: 'Team', urlSealed: sealChannelValue(ctx, `${services.origin}${services.secrets.mattermostPath}`), secretSealed: null, createdAt: '2030', updatedAt: '2030' });
});
afterAll(async () => {
  sender.stop();
  await services.close();
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  timers = [];
});

describe('a failed send', () => {
  it('is kept on the channel and tried again after 30 s, 2 and 10 minutes, then given up', async () => {
    services.failNext(100);
    const before = services.arrived.length;
    await sender.alert(owner, down);
    expect(services.arrived.length - before).toBe(1);
    expect(ownChannel(database.db, owner.id, channelId)).toMatchObject({ lastError: unavailable, lastErrorAt: new Date(now).toISOString(), lastSentAt: null });
    expect(waitingTimers()).toEqual([30_000]);
    expect(sender.waiting(channelId)).toBe(1);
    expect(await runNext()).toBe(30_000);
    expect(waitingTimers()).toEqual([120_000]);
    expect(await runNext()).toBe(120_000);
    expect(waitingTimers()).toEqual([600_000]);
    expect(await runNext()).toBe(600_000);
    expect(waitingTimers()).toEqual([]);
    expect(services.arrived.length - before).toBe(4);
    expect(sender.waiting(channelId)).toBe(0);
    expect(logs.at(-1)).toBe(`Alert to mattermost channel "Team" failed (try 4 of 4, given up): ${unavailable}`);
    services.failNext(0);
  });

  it('that succeeds on a retry is delivered once and kept as the last sent', async () => {
    services.failNext(1);
    const received = services.received.length;
    await sender.alert(owner, down);
    expect(await runNext()).toBe(30_000);
    expect(services.received.length - received).toBe(1);
    expect(services.received.at(-1)?.body).toEqual({ username: 'Hearth', text: '#### NAS is down\ntimed out' });
    expect(waitingTimers()).toEqual([]);
    expect(ownChannel(database.db, owner.id, channelId)).toMatchObject({ lastSentAt: new Date(now).toISOString(), lastError: unavailable });
  });

  it('does not pile up: at most a few alerts wait per channel, the oldest dropped', async () => {
    services.failNext(100);
    for (let i = 0; i < maxWaitingPerChannel + 3; i++) await sender.alert(owner, { ...down, title: `alert ${i}` });
    expect(sender.waiting(channelId)).toBe(maxWaitingPerChannel);
    expect(waitingTimers()).toHaveLength(maxWaitingPerChannel);
    expect(logs.filter((line) => line.includes('the oldest is dropped'))).toHaveLength(3);
    services.failNext(0);
  });

  it('is not retried on a channel deleted meanwhile', async () => {
    services.failNext(1);
    await sender.alert(owner, down);
    const waiting = timers.filter((t) => !t.cleared);
    expect(waiting.length).toBeGreaterThan(0);
    deleteChannel(database.db, owner.id, channelId);
    const before = services.arrived.length;
    for (const timer of waiting) {
      timer.cleared = true;
      timer.run();
    }
    await new Promise((done) => setTimeout(done, 50));
    expect(services.arrived.length).toBe(before);
  });
});
