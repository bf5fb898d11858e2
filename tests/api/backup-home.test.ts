// Issue 44: the whole-instance backup carries the home's new tables (a snapshot of the whole
// database): restored on a fresh Hearth with another key, a user's widgets (on Home and on a
// page), feeds and calendars are back, and a calendar's sealed address and password still open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makePage } from '../helpers/pages.js';
import { uploadBackup as upload } from '../helpers/backups.js';
import { icalLogin, startIcalHost } from '../fixtures/services/calendar-ical.js';
import { startFeedsHost, type FeedsHost } from '../fixtures/feeds-host.js';
import { backupMessages } from '../../shared/messages.js';
import type { BackupFile } from '../../shared/contracts/backup.js';
import type { CalendarAnswer, CalendarSourceView } from '../../shared/contracts/calendar.js';
import type { Feed } from '../../shared/contracts/feeds.js';
import type { Widget } from '../../shared/contracts/widgets.js';

const passphrase = 'a long household passphrase';
let source: TestServer;
let target: TestServer;
let host: Awaited<ReturnType<typeof startIcalHost>>;
let feeds: FeedsHost;
let pageId: string;

async function ok<T>(answer: Promise<{ status: number; body: { message: T } }>): Promise<T> {
  const res = await answer;
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.message;
}

/** What the user sees of their home's parts, without times. */
async function holdings(server: TestServer, token: string) {
  const widgets = async (area: string) => (await ok(call<Widget[]>(server, 'GET', `/widgets?area=${area}`, { token }))).map((w) => ({ id: w.id, kind: w.kind, config: w.config }));
  return {
    home: await widgets('home'),
    page: await widgets(pageId),
    feeds: (await ok(call<Feed[]>(server, 'GET', '/feeds', { token }))).map((f) => ({ id: f.id, url: f.url, title: f.title })),
    calendars: (await ok(call<{ items: CalendarSourceView[] }>(server, 'GET', '/calendar/sources', { token }))).items,
  };
}

beforeAll(async () => {
  [source, host, feeds] = await Promise.all([startTestServer(), startIcalHost(), startFeedsHost()]);
  const token = await loginAdmin(source);
  pageId = (await makePage(source, token, { pageTitle: 'Lab' }))._id;
  await ok(call(source, 'POST', '/widgets', { token, body: { kind: 'clock', config: { timeZone: 'Asia/Tokyo', label: 'Tokyo office' } } }));
  await ok(call(source, 'POST', '/widgets', { token, body: { area: pageId, kind: 'note', config: { markdown: 'Patch panel: **port 12**' } } }));
  await ok(call(source, 'POST', '/feeds', { token, body: { url: `${feeds.origin}/rss.xml`, title: 'Local news' } }));
  await ok(call(source, 'POST', '/calendar/sources', { token, body: { kind: 'ical', name: 'Family', url: `${host.url}/private.ics?token=s3cret`, username: icalLogin.user, password: icalLogin.password } }));

  // The restoring Hearth starts with a key of its own: the backup's key must come with it.
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dataDir, 'secret.key'), `hearth-secret-key v1\nplain\n${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  target = await startTestServer({ dataDir, withAdmin: false });
}, 60_000);

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop(), host?.close(), feeds?.close()]);
});

describe('a backup restored on a fresh Hearth', () => {
  it("brings back the user's widgets, feeds and calendars, the calendar's sealed address and password working", async () => {
    const token = await loginAdmin(source);
    const before = await holdings(source, token);
    expect(before.home).toHaveLength(1);
    expect(before.page).toHaveLength(1);
    expect(before.calendars).toHaveLength(1);

    const made = await ok(call<BackupFile>(source, 'POST', '/backups', { token, body: { passphrase } }));
    const archive = Buffer.from(await (await fetch(`${source.url}/api/v1/backups/files/${made.name}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    const code = new URL(target.setupUrl!).searchParams.get('code')!;
    expect(await upload(target, '/setup/restore', archive, { passphrase, code })).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });

    const restored = await loginAdmin(target);
    expect(await holdings(target, restored)).toEqual(before);
    const answer = await ok(call<CalendarAnswer>(target, 'GET', '/calendar?from=2026-12-01&to=2026-12-31', { token: restored }));
    expect(answer.sources.map((s) => [s.name, s.error])).toEqual([['Family', null]]);
    expect(answer.events.length).toBeGreaterThan(0);
  });
});
