// Quiet hours hold alerts back; what is still down when they end is sent then, what recovered
// meanwhile is not. Real SQLite file, a fake clock, the socket push captured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/index.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { createAccount } from '../../auth/auth.service.js';
import type { AlertMessage } from '../../../../shared/contracts/monitoring.js';
import { AlertSender } from './alert-sender.js';
import { saveSettings } from './alerts.repo.js';
import type { AlertContent } from './webhook-bodies.js';

let dir: string;
let database: OpenDatabase;
let owner: UserRow;
let now = Date.parse('2030-06-01T23:00:00Z');
const pushed: AlertMessage[] = [];
let sender: AlertSender;

const alert = (event: 'down' | 'up', monitorId: string): AlertContent => ({ event, title: `${monitorId} is ${event}`, body: 'why', monitor: { id: monitorId, name: monitorId, kind: 'link', target: 'http://nas.lan' }, click: null, at: now });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-alerts-'));
  database = await openDatabase(dir, resolve(import.meta.dirname, '../../../db/migrations'));
  owner = await createAccount(database.db, { fullName: 'A', username: 'a', passwordDigest: '0'.repeat(32), isSuperAdmin: false });
  saveSettings(database.db, { userId: owner.id, quietFrom: '22:00', quietTo: '07:00', timeZone: 'UTC', updatedAt: '2030' });
  const ctx = { db: database.db, secrets: new SecretBox(dir, database.db), config: { loopbackTargets: 'everyone' as const }, log: () => undefined };
  sender = new AlertSender(ctx, () => now, (_userId, message) => pushed.push(message));
});
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('quiet hours', () => {
  it('hold alerts back at night and send, when they end, only what is still down', async () => {
    await sender.alert(owner, alert('down', 'nas'));
    await sender.alert(owner, alert('down', 'printer'));
    await sender.alert(owner, alert('up', 'printer'));
    await sender.alert(owner, alert('down', 'router'));
    expect(pushed).toEqual([]);

    const stillDown = new Set(['nas']);
    now = Date.parse('2030-06-02T06:59:00Z');
    await sender.releaseHeld(() => owner, (id) => stillDown.has(id));
    expect(pushed).toEqual([]);

    now = Date.parse('2030-06-02T07:00:00Z');
    await sender.releaseHeld(() => owner, (id) => stillDown.has(id));
    expect(pushed.map((p) => [p.event, p.monitorId])).toEqual([['down', 'nas']]);
    // Sent once: the next round has nothing left.
    await sender.releaseHeld(() => owner, (id) => stillDown.has(id));
    expect(pushed).toHaveLength(1);
  });

  it('let alerts through at once during the day', async () => {
    await sender.alert(owner, alert('down', 'tv'));
    expect(pushed.at(-1)).toMatchObject({ event: 'down', monitorId: 'tv', title: 'tv is down' });
  });
});
