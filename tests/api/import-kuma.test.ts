// Issue 46 item 6: an Uptime Kuma backup is uploaded (answered with its preview), previewed
// again, and applied in one transaction; a second apply adds nothing; another user's upload is
// a 404; a bad file is a 400 that says why. Real server, real SQLite file; the fixture's
// addresses are all on 127.0.0.1 and its checks are never run here (the clock stands still).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kumaImportPath, maxKumaBackupChars, type KumaImportResult, type KumaPreview } from '../../shared/contracts/imports-kuma.js';
import { kumaImportMessages as m, monitorChannelMessages, monitorMessages } from '../../shared/messages.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { summaries, checkNow } from '../helpers/monitoring.js';
import { readDb } from '../helpers/snippets.js';
import { startRecorder, type RequestRecorder } from '../helpers/request-recorder.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { enableDevices } from '../helpers/devices.js';

const fixture = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'uptime-kuma', 'backup.json'), 'utf8');
const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };
const closed = await sharedClosedPort();

let server: TestServer;
let admin: string;
let recorder: RequestRecorder;

beforeAll(async () => {
  recorder = await startRecorder();
  server = await startTestServer({ monitorClock: stillClock });
  admin = await loginAdmin(server);
  await enableDevices(server, admin);
});
afterAll(async () => {
  await server.stop();
  await recorder.close();
});

const upload = (token: string, text: string) => call<KumaPreview>(server, 'POST', kumaImportPath, { token, body: { text } });
const apply = (token: string, id: string) => call<KumaImportResult>(server, 'POST', `${kumaImportPath}/${id}/apply`, { token });

describe('the fixture', () => {
  let preview: KumaPreview;

  it('uploads to a preview with counts, every left-out part with its reason, and the links kept', async () => {
    const answer = await upload(admin, fixture);
    expect(answer.status).toBe(200);
    preview = answer.body.message;
    expect(preview.version).toBe('1.23.17');
    expect(preview.counts).toEqual({ monitors: 10, channels: 7, links: 4, leftOut: 13 });
    const monitor = (name: string) => preview.monitors.find((p) => p.name === name);
    expect(monitor('Home Assistant')).toMatchObject({ kind: 'link', target: 'http://127.0.0.1:8123/', channels: ['Phone (ntfy)', 'Family Discord'], leftOut: null });
    expect(monitor('NAS SSH')).toMatchObject({ kind: 'tcp', target: '127.0.0.1:2222', channels: ['Family Discord', 'Ops Telegram'] });
    // Email becomes an email channel, so Sonarr's link to it is kept.
    expect(monitor('Sonarr API')).toMatchObject({ kind: 'link', channels: ['Email'] });
    expect(monitor('Plex container')).toMatchObject({ kind: null, leftOut: m.dockerLeftOut });
    expect(preview.channels.filter((c) => c.leftOut).map((c) => [c.name, c.leftOut])).toEqual([
      // The fixture's user key is 29 characters; Pushover's are 30, and Hearth's form says so.
      ['Pushover', m.channelRefused(monitorMessages.pushoverUserInvalid)],
    ]);
    expect(preview.leftOutParts).toEqual([m.statusPages, m.tags(['home']), m.noLinksAlertAll]);
    // No secret of the file comes back in the preview.
    for (const secret of ['tk_kumafixturentfytoken0000001', 'kuma-fixture-discord-token', 'AAkumaFixtureTelegramBotToken', 'AkumaFixtureGotify', 'kumaFixturePushToken']) expect(JSON.stringify(preview)).not.toContain(secret);
    // The same preview again by its id.
    expect((await call<KumaPreview>(server, 'GET', `${kumaImportPath}/${preview.id}`, { token: admin })).body.message).toEqual(preview);
    // A ping check is added paused while the account's Network Devices is off, and the preview says so.
    await enableDevices(server, admin, false);
    const off = (await call<KumaPreview>(server, 'GET', `${kumaImportPath}/${preview.id}`, { token: admin })).body.message;
    expect(off.monitors.find((p) => p.name === 'Router')?.notes).toEqual([m.pingDevice, m.pingPaused]);
    await enableDevices(server, admin, true);
    expect(monitor('Router')?.notes).toEqual([m.pingDevice]);
  });

  it('is invisible to another user: preview and apply are 404 and add nothing', async () => {
    const other = await createUser(server, 'other-kuma');
    expect((await call(server, 'GET', `${kumaImportPath}/${preview.id}`, { token: other })).status).toBe(404);
    const refused = await apply(other, preview.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(m.notFound);
    expect(await summaries(server, other)).toEqual([]);
    // Their own upload of the same file is theirs: a new id, the same plan.
    const theirs = (await upload(other, fixture)).body.message;
    expect(theirs.id).not.toBe(preview.id);
    expect(theirs.counts).toEqual(preview.counts);
  });

  it('applies: the checks under monitoring, the channels sealed, the links stored', async () => {
    const done = await apply(admin, preview.id);
    expect(done.status).toBe(200);
    expect(done.body.message).toMatchObject({ added: { monitors: 10, channels: 7, links: 4 }, leftOut: 13, message: m.imported(10, 7, 13) });
    const seen = (await summaries(server, admin)).map((s) => [s.kind, s.name, s.target]).sort();
    expect(seen).toEqual(
      [
        ['device', 'Router', '127.0.0.1'],
        ['dns', 'Local resolver', 'A nas.home.arpa @ 127.0.0.1:5354'],
        ['json', 'Jellyfin health', 'http://127.0.0.1:8096/health.json → status'],
        ['link', 'Home Assistant', 'http://127.0.0.1:8123/'],
        ['link', 'Nextcloud login page', 'https://127.0.0.1:8443/login'],
        ['link', 'Paused website', 'http://127.0.0.1:8088/'],
        ['link', 'Sonarr API', 'http://127.0.0.1:8989/ping'],
        ['mqtt', 'Mosquitto', '127.0.0.1:1883'],
        ['push', 'Backup heartbeat', 'Push URL'],
        ['tcp', 'NAS SSH', '127.0.0.1:2222'],
      ].sort(),
    );
    const stored = readDb(server.dataDir, (db) => ({
      channels: db.prepare('SELECT kind, name, url_sealed, secret_sealed, chat_id, enabled FROM alert_channels ORDER BY created_at, name').all() as Record<string, unknown>[],
      links: db.prepare('SELECT COALESCE(l.listing_name, d.device_name, m.name) AS watched, c.name AS channel FROM monitor_alert_channels x JOIN monitors m ON m.id = x.monitor_id LEFT JOIN listings l ON l.id = m.listing_id LEFT JOIN network_devices d ON d.id = m.device_id JOIN alert_channels c ON c.id = x.channel_id').all() as Record<string, unknown>[],
      monitors: db.prepare('SELECT m.kind, m.enabled, m.interval_seconds, m.timeout_seconds, m.failure_threshold, m.status_min, m.status_max, m.keyword, l.listing_name FROM monitors m JOIN listings l ON l.id = m.listing_id ORDER BY l.listing_name').all() as Record<string, unknown>[],
    }));
    expect(stored.channels.map((c) => [c.kind, c.name, c.enabled]).sort()).toEqual([
      ['discord', 'Family Discord', 1],
      ['email', 'Email', 1],
      ['gotify', 'Gotify', 1],
      ['ntfy', 'Phone (ntfy)', 1],
      ['slack', 'Slack #homelab', 1],
      ['telegram', 'Ops Telegram', 0],
      ['webhook', 'n8n webhook', 1],
    ]);
    const raw = JSON.stringify(stored.channels);
    for (const secret of ['tk_kumafixturentfytoken0000001', 'kuma-fixture-discord-token', 'AAkumaFixtureTelegramBotToken', 'AkumaFixtureGotify', 'kuma-fixture-smtp-password', '127.0.0.1']) expect(raw).not.toContain(secret);
    // The email channel keeps its recipients, sender and SMTP settings (nothing secret) as options.
    const options = readDb(server.dataDir, (db) => db.prepare("SELECT options FROM alert_channels WHERE kind = 'email'").get() as { options: string });
    expect(JSON.parse(options.options)).toEqual({ to: 'me@home.arpa', from: 'kuma@home.arpa', port: 2525, security: 'starttls', username: 'kuma' });
    expect(stored.channels.find((c) => c.kind === 'telegram')?.chat_id).toBe('-1001234567890');
    expect(stored.links.map((l) => [l.watched, l.channel]).sort()).toEqual(
      [
        ['Home Assistant', 'Phone (ntfy)'],
        ['Home Assistant', 'Family Discord'],
        ['Nextcloud login page', 'Phone (ntfy)'],
        ['Jellyfin health', 'Gotify'],
        ['NAS SSH', 'Family Discord'],
        ['NAS SSH', 'Ops Telegram'],
        ['Backup heartbeat', 'Phone (ntfy)'],
        ['Backup heartbeat', 'n8n webhook'],
        ['Mosquitto', 'Slack #homelab'],
        ['Sonarr API', 'Email'],
        ['Router', 'Phone (ntfy)'],
      ].sort(),
    );
    expect(stored.monitors).toEqual([
      { kind: 'link', enabled: 1, interval_seconds: 60, timeout_seconds: 48, failure_threshold: 2, status_min: 200, status_max: 399, keyword: null, listing_name: 'Home Assistant' },
      { kind: 'link', enabled: 1, interval_seconds: 120, timeout_seconds: 30, failure_threshold: 3, status_min: 200, status_max: 299, keyword: 'Nextcloud', listing_name: 'Nextcloud login page' },
      { kind: 'link', enabled: 0, interval_seconds: 60, timeout_seconds: 48, failure_threshold: 1, status_min: 200, status_max: 299, keyword: null, listing_name: 'Paused website' },
      { kind: 'link', enabled: 1, interval_seconds: 60, timeout_seconds: 48, failure_threshold: 1, status_min: 200, status_max: 299, keyword: null, listing_name: 'Sonarr API' },
    ]);
  });

  it('adds nothing on a second apply, nor from a second upload of the same file', async () => {
    const before = (await summaries(server, admin)).length;
    const again = await apply(admin, preview.id);
    expect(again.body.message).toMatchObject({ added: { monitors: 0, channels: 0, links: 0 }, message: m.nothingToImport });
    const second = (await upload(admin, fixture)).body.message;
    expect(second.counts).toMatchObject({ monitors: 0, channels: 0 });
    expect(second.monitors.find((p) => p.name === 'Home Assistant')?.leftOut).toBe(m.alreadyHere);
    expect(second.channels.find((c) => c.name === 'Gotify')?.leftOut).toBe(m.channelAlreadyHere);
    expect((await apply(admin, second.id)).body.message.added).toEqual({ monitors: 0, channels: 0, links: 0 });
    expect(await summaries(server, admin)).toHaveLength(before);
  });
});

describe('bad uploads', () => {
  it('answers 400 with what is wrong, and 401 without a session', async () => {
    const refusals: [unknown, string][] = [
      [{ text: '{"version": "1.23.17",' }, 'This is not a JSON file'],
      [{ text: '{"hello": 1}' }, m.notBackup],
      [{ text: JSON.stringify({ version: '2.0.0', notificationList: [], monitorList: [] }) }, m.wrongVersion('2.0.0')],
      [{ text: '' }, m.chooseFile],
      [{}, m.chooseFile],
      [{ text: 'x'.repeat(maxKumaBackupChars + 1) }, m.tooLarge('10 MB')],
    ];
    for (const [body, message] of refusals) {
      const answer = await call(server, 'POST', kumaImportPath, { token: admin, body });
      expect(answer.status).toBe(400);
      expect(String(answer.body.message)).toContain(message);
    }
    const huge = await call(server, 'POST', kumaImportPath, { token: admin, rawBody: `{"text":"${'"'.repeat(1)}${'x'.repeat(25 * 1024 * 1024)}"}` });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(m.tooLarge('10 MB'));
    expect((await call(server, 'POST', kumaImportPath, { body: { text: fixture } })).status).toBe(401);
    expect((await call(server, 'GET', `${kumaImportPath}/nope`, { token: admin })).status).toBe(404);
  });
});

describe('links between monitors and channels', () => {
  it('sends a monitor that goes down to the channels Kuma linked it to, and no other', async () => {
    const backup = {
      version: '1.23.17',
      notificationList: [
        { id: 1, name: 'One', config: JSON.stringify({ name: 'One', type: 'webhook', webhookURL: `${recorder.url}/one`, webhookContentType: 'json' }), active: true, user_id: 1, is_default: false },
        { id: 2, name: 'Two', config: JSON.stringify({ name: 'Two', type: 'webhook', webhookURL: `${recorder.url}/two`, webhookContentType: 'json' }), active: true, user_id: 1, is_default: false },
      ],
      monitorList: [{ id: 1, name: 'Closed port', type: 'port', hostname: '127.0.0.1', port: closed.port, interval: 60, maxretries: 0, active: true, notificationIDList: { '2': true }, tags: [] }],
    };
    const preview = (await upload(admin, JSON.stringify(backup))).body.message;
    expect(preview.monitors[0]).toMatchObject({ kind: 'tcp', channels: ['Two'], leftOut: null });
    await apply(admin, preview.id);
    const row = (await summaries(server, admin)).find((s) => s.name === 'Closed port');
    expect(row).toBeDefined();
    const checked = await checkNow(server, admin, row!._id);
    expect(checked.body.message.health).toBe('down');
    await expect.poll(() => recorder.requests.map((r) => r.url), { timeout: 5000 }).toEqual(['/two']);
  });
});

describe('choosing a monitor’s channels', () => {
  it('reads and replaces them for the owner; another user’s monitor is 404, another user’s channel 400', async () => {
    const rows = await summaries(server, admin);
    const nas = rows.find((s) => s.name === 'NAS SSH')!;
    const path = `/monitoring/monitor/${nas._id}/channels`;
    const channels = readDb(server.dataDir, (db) => db.prepare("SELECT id, name FROM alert_channels WHERE name IN ('Gotify', 'Family Discord') ORDER BY name").all() as { id: string; name: string }[]);
    const [discord, gotify] = channels.map((c) => c.id);
    expect((await call<{ channelIds: string[] }>(server, 'GET', path, { token: admin })).body.message.channelIds).toHaveLength(2);
    const saved = await call<{ channelIds: string[] }>(server, 'POST', path, { token: admin, body: { channelIds: [gotify, gotify] } });
    expect(saved.status).toBe(200);
    expect(saved.body.message.channelIds).toEqual([gotify]);
    expect((await call(server, 'POST', path, { token: admin, body: { channelIds: 'all' } })).status).toBe(400);
    const stranger = await createUser(server, 'stranger-kuma');
    expect((await call(server, 'GET', path, { token: stranger })).status).toBe(404);
    expect((await call(server, 'POST', path, { token: stranger, body: { channelIds: [] } })).status).toBe(404);
    // Their own check cannot be pointed at the administrator's channel.
    const theirs = await call<KumaPreview>(server, 'POST', kumaImportPath, { token: stranger, body: { text: JSON.stringify({ version: '1.23.17', notificationList: [], monitorList: [{ id: 1, name: 'Beat', type: 'push', interval: 60, pushToken: '', active: true }] }) } });
    await apply(stranger, theirs.body.message.id);
    const beat = (await summaries(server, stranger)).find((s) => s.name === 'Beat')!;
    const refused = await call(server, 'POST', `/monitoring/monitor/${beat._id}/channels`, { token: stranger, body: { channelIds: [discord] } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(monitorChannelMessages.channelUnknown);
    expect((await call(server, 'GET', path)).status).toBe(401);
    // Cleared: the check alerts every channel again.
    expect((await call<{ channelIds: string[] }>(server, 'POST', path, { token: admin, body: { channelIds: [] } })).body.message.channelIds).toEqual([]);
  });
});
