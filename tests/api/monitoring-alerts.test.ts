// Alert channels: each service gets the body its documentation asks for (checked by local fakes
// of the services), "send test", secrets sealed at rest, quiet hours, and each user's own only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startTestServer, call, loginAdmin, createUser, type TestServer } from '../helpers/server.js';
import { rowOf } from '../helpers/rows.js';
import { makeLink } from '../helpers/listings.js';
import { until } from '../helpers/until.js';
import { checkNow, monitor } from '../helpers/monitoring.js';
import { startAlertServices, type AlertServices } from '../fixtures/alert-services.js';
import { startMonitorTargets, type MonitorTargets } from '../fixtures/monitor-targets.js';
import { monitorMessages as m } from '../../shared/messages.js';
import { monitorSocketPath, type AlertChannel, type AlertSettingsView, type MonitorSocketMessage } from '../../shared/contracts/monitoring.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };

let server: TestServer;
let services: AlertServices;
let targets: MonitorTargets;
let token: string;

beforeAll(async () => {
  [services, targets] = await Promise.all([startAlertServices(), startMonitorTargets()]);
  server = await startTestServer({ monitorClock: stillClock });
  token = await loginAdmin(server);
});
afterAll(async () => {
  await server.stop();
  await Promise.all([services.close(), targets.close()]);
});

const channels = () => ({
  ntfy: { kind: 'ntfy', name: 'Phone', url: `${services.origin}/ntfy/protected`, secret: services.ntfyToken },
  gotify: { kind: 'gotify', name: 'Gotify', url: `${services.origin}/gotify`, secret: services.gotifyToken },
  discord: { kind: 'discord', name: 'Discord', url: `${services.origin}${services.discordPath}` },
  slack: { kind: 'slack', name: 'Slack', url: `${services.origin}${services.slackPath}` },
  telegram: { kind: 'telegram', name: 'Telegram', url: `${services.origin}/telegram`, secret: services.telegramToken, chatId: String(services.telegramChat) },
  webhook: { kind: 'webhook', name: 'Script', url: `${services.origin}/hook`, secret: 'shared-secret' },
});

const lastOf = (service: string) => services.received.filter((r) => r.service === service).at(-1);

describe('send test', () => {
  it('sends each service the body its API documents', async () => {
    for (const body of Object.values(channels())) {
      const answer = await call(server, 'POST', '/monitoring/alerts/channel/test', { token, body });
      expect({ kind: body.kind, status: answer.status, message: answer.body.message }).toEqual({ kind: body.kind, status: 200, message: m.testSent });
    }
    expect(lastOf('ntfy')).toMatchObject({ headers: { authorization: `Bearer ${services.ntfyToken}` }, body: { topic: 'protected', title: m.alertTestTitle, message: m.alertTestBody, priority: 3, tags: ['bell'] } });
    expect(lastOf('gotify')).toMatchObject({ headers: { 'x-gotify-key': services.gotifyToken }, body: { title: m.alertTestTitle, message: m.alertTestBody, priority: 5 } });
    expect(lastOf('discord')?.body).toMatchObject({ username: 'Hearth', allowed_mentions: { parse: [] }, embeds: [{ title: m.alertTestTitle, description: m.alertTestBody, color: 0x1a73e8 }] });
    expect(lastOf('slack')?.body).toEqual({ text: `*${m.alertTestTitle}*\n${m.alertTestBody}` });
    expect(lastOf('telegram')?.body).toEqual({ chat_id: services.telegramChat, text: `${m.alertTestTitle}\n${m.alertTestBody}` });
    const hook = lastOf('webhook');
    expect(hook?.body).toMatchObject({ event: 'test', title: m.alertTestTitle, message: m.alertTestBody, monitor: null });
    const signature = `sha256=${createHmac('sha256', 'shared-secret').update(JSON.stringify(hook?.body)).digest('hex')}`;
    expect(hook?.headers).toMatchObject({ 'x-hearth-event': 'test', 'x-hearth-signature-256': signature });
  });

  it("says what the service answered when it refuses, in the service's own words", async () => {
    const all = channels();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...all.ntfy, secret: 'tk_wrong' }, m.channelAnswered('ntfy', 403, 'forbidden')],
      [{ ...all.gotify, secret: 'wrong' }, m.channelAnswered('Gotify', 403, 'you are not allowed to access this api')],
      [{ ...all.discord, url: `${services.origin}/discord/api/webhooks/1/nope` }, m.channelAnswered('Discord', 401, 'Invalid Webhook Token')],
      [{ ...all.slack, url: `${services.origin}/slack/services/T/B/gone` }, m.channelAnswered('Slack', 404, 'no_service')],
      [{ ...all.telegram, chatId: '42' }, m.channelAnswered('Telegram', 400, 'Bad Request: chat not found')],
      [{ ...all.webhook, url: `${closed.origin}/hook` }, m.channelUnreachable('JSON webhook', m.refused)],
    ];
    for (const [body, message] of cases) {
      const answer = await call(server, 'POST', '/monitoring/alerts/channel/test', { token, body });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
  });

  it('refuses what a service needs but lacks', async () => {
    const all = channels();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...all.ntfy, url: `${services.origin}/` }, m.ntfyTopicMissing],
      [{ ...all.gotify, secret: '' }, m.channelSecretRequired('application token')],
      [{ ...all.telegram, chatId: '' }, m.chatIdRequired],
      [{ ...all.telegram, chatId: 'my chat' }, m.chatIdInvalid],
      [{ ...all.telegram, secret: 'nope' }, m.telegramTokenInvalid],
      [{ ...all.slack, url: 'javascript:alert(1)' }, m.channelUrlInvalid],
      [{ ...all.slack, url: '' }, m.channelUrlRequired],
      [{ ...all.slack, kind: 'pager' }, m.channelKindInvalid],
      [{ ...all.slack, name: '' }, m.channelNameRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await call(server, 'POST', '/monitoring/alerts/channel/save', { token, body });
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message });
    }
  });
});

describe('saved channels', () => {
  let saved: AlertChannel[];

  it('keep URL and secret sealed: the list shows the host only, the database holds neither', async () => {
    saved = [];
    for (const body of Object.values(channels())) {
      const answer = await call<AlertChannel>(server, 'POST', '/monitoring/alerts/channel/save', { token, body });
      expect(answer.status).toBe(200);
      saved.push(answer.body.message);
    }
    const view = await call<AlertSettingsView>(server, 'GET', '/monitoring/alerts', { token });
    const text = JSON.stringify(view.body.message);
    for (const secret of [services.ntfyToken, services.gotifyToken, services.telegramToken, 'shared-secret', 'webhook-token_AbC', 'XXXXXXXX']) expect(text).not.toContain(secret);
    expect(view.body.message.channels.find((c) => c.kind === 'discord')).toMatchObject({ host: new URL(services.origin).host, hasSecret: false });
    expect(view.body.message.channels.find((c) => c.kind === 'gotify')).toMatchObject({ hasSecret: true });
    const file = readFileSync(join(server.dataDir, 'hearth.db'));
    const wal = readFileSync(join(server.dataDir, 'hearth.db-wal'));
    for (const secret of [services.ntfyToken, services.gotifyToken, services.telegramToken, 'shared-secret', 'webhook-token_AbC']) {
      expect(file.includes(secret)).toBe(false);
      expect(wal.includes(secret)).toBe(false);
    }
  });

  it('keep their saved URL and secret when edited with them left as set', async () => {
    const gotify = saved.find((c) => c.kind === 'gotify');
    const edit = await call<AlertChannel>(server, 'POST', '/monitoring/alerts/channel/save', { token, body: { channelId: gotify?._id, kind: 'gotify', name: 'Gotify (renamed)', url: secretIsSet, secret: secretIsSet } });
    expect(edit.body.message).toMatchObject({ name: 'Gotify (renamed)', hasSecret: true });
    const test = await call(server, 'POST', '/monitoring/alerts/channel/test', { token, body: { channelId: gotify?._id, kind: 'gotify', name: 'x', url: '', secret: '' } });
    expect(test.body.message).toBe(m.testSent);
  });

  it('all receive a down alert with the monitor named, and the socket carries it to the tray and browsers', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}${monitorSocketPath}?token=${token}`);
    const heard: MonitorSocketMessage[] = [];
    socket.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString('utf8')) as MonitorSocketMessage));
    await new Promise((resolve) => socket.once('open', resolve));
    const before = services.received.length;
    const listing = await makeLink(server, token, { linkName: 'NAS <admin>', linkURL: `${targets.origin}/status/502` });
    const { summary } = await monitor(server, token, 'link', listing._id, { failureThreshold: 1 });
    await until('six deliveries', () => services.received.length - before >= 6);
    const reason = m.httpStatus(502, 200, 399);
    const title = m.alertDownTitle('NAS <admin>');
    const body = `${reason}\n${targets.origin}/status/502`;
    expect(lastOf('ntfy')?.body).toMatchObject({ title, message: body, priority: 4, tags: ['rotating_light'], click: `${targets.origin}/status/502` });
    expect(lastOf('gotify')?.body).toMatchObject({ title, message: body, priority: 8 });
    expect(lastOf('discord')?.body).toMatchObject({ embeds: [{ title, description: body, color: 0xd93025, url: `${targets.origin}/status/502` }] });
    // Slack escapes &, < and > (its formatting rules).
    expect(lastOf('slack')?.body).toEqual({ text: `*NAS &lt;admin&gt; is down*\n${body}` });
    expect(lastOf('telegram')?.body).toEqual({ chat_id: services.telegramChat, text: `${title}\n${body}` });
    expect(lastOf('webhook')?.body).toMatchObject({ event: 'down', title, message: body, monitor: { id: summary._id, name: 'NAS <admin>', kind: 'link', target: `${targets.origin}/status/502` } });
    await until('the socket alert', () => heard.some((h) => h.type === 'alert'));
    expect(heard.find((h) => h.type === 'alert')).toMatchObject({ type: 'alert', event: 'down', monitorId: summary._id, title, body });
    expect(heard.find((h) => h.type === 'status')).toMatchObject({ type: 'status', monitor: { _id: summary._id, health: 'down' } });
    socket.close();
  });

  it('are quiet during quiet hours: nothing is sent while they last', async () => {
    const now = new Date();
    const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
    const quiet = await call(server, 'POST', '/monitoring/alerts/quiet', { token, body: { quietFrom: hhmm(new Date(now.getTime() - 3_600_000)), quietTo: hhmm(new Date(now.getTime() + 3_600_000)), timeZone: 'UTC' } });
    expect(quiet.body.message).toBe(m.quietSaved);
    const before = services.received.filter((r) => r.service === 'webhook').length;
    const listing = await makeLink(server, token, { linkName: 'Night', linkURL: `${targets.origin}/status/500` });
    const { summary } = await monitor(server, token, 'link', listing._id, { failureThreshold: 1 });
    await until('the check', async () => (await checkNow(server, token, summary._id)).body.message.health === 'down');
    // A test alert sent after the down alert would have been: it arrives alone.
    const test = await call(server, 'POST', '/monitoring/alerts/channel/test', { token, body: channels().webhook });
    expect(test.status).toBe(200);
    const events = services.received.filter((r) => r.service === 'webhook').slice(before).map((r) => (r.body as { event: string }).event);
    expect(events).toEqual(['test']);
    await call(server, 'POST', '/monitoring/alerts/quiet', { token, body: { quietFrom: '', quietTo: '', timeZone: 'UTC' } });
  });

  it('refuses quiet hours that are not times, half given, or in an unknown zone', async () => {
    for (const [body, message] of [
      [{ quietFrom: '25:00', quietTo: '07:00', timeZone: 'UTC' }, m.quietTimeInvalid],
      [{ quietFrom: '22:00', quietTo: '', timeZone: 'UTC' }, m.quietBothTimes],
      [{ quietFrom: '22:00', quietTo: '22:00', timeZone: 'UTC' }, m.quietSameTimes],
      [{ quietFrom: '22:00', quietTo: '07:00', timeZone: 'Mars/Olympus' }, m.timeZoneInvalid],
    ] as const) {
      const answer = await call(server, 'POST', '/monitoring/alerts/quiet', { token, body });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
  });

  it("are another user's to see, edit, test or delete: 404 for anyone else", async () => {
    const other = await createUser(server, 'lodger');
    const id = saved[0]?._id ?? '';
    const before = rowOf(server.dataDir, 'alert_channels', id);
    expect(before).toMatchObject({ id });
    expect((await call(server, 'DELETE', `/monitoring/alerts/channel/${id}`, { token: other })).status).toBe(404);
    expect((await call(server, 'POST', '/monitoring/alerts/channel/save', { token: other, body: { ...channels().webhook, channelId: id } })).status).toBe(404);
    expect((await call(server, 'POST', '/monitoring/alerts/channel/test', { token: other, body: { channelId: id, kind: 'ntfy', name: 'x', url: '', secret: '' } })).status).toBe(404);
    expect((await call<AlertSettingsView>(server, 'GET', '/monitoring/alerts', { token: other })).body.message.channels).toEqual([]);
    expect(rowOf(server.dataDir, 'alert_channels', id)).toEqual(before);
    expect((await call(server, 'DELETE', `/monitoring/alerts/channel/${id}`, { token })).body.message).toBe(m.channelDeleted);
  });
});
