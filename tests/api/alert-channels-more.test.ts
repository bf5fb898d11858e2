// The alert channels of issue 46 (Pushover, Matrix, Mattermost, Teams, Home Assistant, Signal,
// Apprise): each "send test" reaches a local model of the service built from its documented
// request (tests/fixtures/alert-services-more.ts) with the method, path, headers and body it asks
// for; a refusal comes back in the service's own words; what a kind needs is checked with a 400
// that says what to type; a saved token goes only to the host it was saved for, and never out in
// an answer or the database file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makeLink } from '../helpers/listings.js';
import { checkNow, monitor } from '../helpers/monitoring.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { until } from '../helpers/until.js';
import { startMoreAlertServices, type MoreAlertServices } from '../fixtures/alert-services-more.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { AlertChannel, AlertSettingsView } from '../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../shared/messages.js';

let server: TestServer;
let token: string;
let a: MoreAlertServices;
let b: MoreAlertServices;

beforeAll(async () => {
  [a, b] = await Promise.all([startMoreAlertServices(), startMoreAlertServices({ matrixToken: 'syt_c2Vjb25k_SecondHostToken_9ZyXwV', haToken: 'second.host.token' })]);
  server = await startTestServer();
  token = await loginAdmin(server);
});
afterAll(async () => {
  await server.stop();
  await Promise.all([a.close(), b.close()]);
});

const channels = (at: MoreAlertServices) => {
  const s = at.secrets;
  return {
    pushover: { kind: 'pushover', name: 'Pushover', url: `${at.origin}/pushover`, secret: s.pushoverToken, to: s.pushoverUser },
    matrix: { kind: 'matrix', name: 'Matrix', url: `${at.origin}/matrix`, secret: s.matrixToken, to: s.matrixRoom },
    mattermost: { kind: 'mattermost', name: 'Mattermost', url: `${at.origin}${s.mattermostPath}` },
    teams: { kind: 'teams', name: 'Teams', url: `${at.origin}${s.teamsPath}` },
    homeassistant: { kind: 'homeassistant', name: 'Home Assistant', url: `${at.origin}/ha`, secret: s.haToken, to: s.haService },
    signal: { kind: 'signal', name: 'Signal', url: `${at.origin}/signal`, from: s.signalNumber, to: '+4917612345678, group.aGVhcnRoZ3JvdXA=' },
    apprise: { kind: 'apprise', name: 'Apprise', url: `${at.origin}/apprise`, to: s.appriseKey },
  };
};
const sendTest = (body: Record<string, unknown>) => call<string>(server, 'POST', '/monitoring/alerts/channel/test', { token, body });
const save = (body: Record<string, unknown>) => call<AlertChannel>(server, 'POST', '/monitoring/alerts/channel/save', { token, body });
const lastOf = (service: string) => a.received.filter((r) => r.service === service).at(-1);
const text = `${m.alertTestTitle}\n${m.alertTestBody}`;

describe('send test', () => {
  it('sends each service the request its documentation describes', async () => {
    for (const body of Object.values(channels(a))) {
      const answer = await sendTest(body);
      expect({ kind: body.kind, status: answer.status, message: answer.body.message }).toEqual({ kind: body.kind, status: 200, message: m.testSent });
    }
    const s = a.secrets;
    expect(lastOf('pushover')).toMatchObject({ method: 'POST', path: '/pushover/1/messages.json', headers: { 'content-type': 'application/json' }, body: { token: s.pushoverToken, user: s.pushoverUser, title: m.alertTestTitle, message: m.alertTestBody, priority: 0 } });
    const matrix = lastOf('matrix');
    expect(matrix).toMatchObject({ method: 'PUT', headers: { authorization: `Bearer ${s.matrixToken}` }, body: { msgtype: 'm.text', body: text } });
    expect(matrix?.path).toMatch(/^\/matrix\/_matrix\/client\/v3\/rooms\/!hearthroom%3Amatrix\.test\/send\/m\.room\.message\/hearth-[0-9a-f-]{36}$/);
    expect(lastOf('mattermost')).toMatchObject({ method: 'POST', path: s.mattermostPath, body: { username: 'Hearth', text: `#### ${m.alertTestTitle}\n${m.alertTestBody}` } });
    expect(lastOf('teams')).toMatchObject({
      method: 'POST',
      body: {
        type: 'message',
        attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'AdaptiveCard', version: '1.4', body: [{ type: 'TextBlock', text: m.alertTestTitle, weight: 'Bolder' }, { type: 'TextBlock', text: m.alertTestBody, wrap: true }] } }],
      },
    });
    expect(lastOf('homeassistant')).toMatchObject({ method: 'POST', path: `/ha/api/services/notify/${s.haService}`, headers: { authorization: `Bearer ${s.haToken}` }, body: { title: m.alertTestTitle, message: m.alertTestBody } });
    expect(lastOf('signal')).toMatchObject({ method: 'POST', path: '/signal/v2/send', body: { message: text, number: s.signalNumber, recipients: ['+4917612345678', 'group.aGVhcnRoZ3JvdXA='] } });
    expect(lastOf('apprise')).toMatchObject({ method: 'POST', path: `/apprise/notify/${s.appriseKey}`, body: { title: m.alertTestTitle, body: m.alertTestBody, type: 'info' } });
  });

  it('sends Apprise its URLs when no configuration key is given', async () => {
    const answer = await sendTest({ kind: 'apprise', name: 'Apprise', url: `${a.origin}/apprise`, secret: 'ntfys://ntfy.example/alerts, mailto://me@example.com' });
    expect(answer.status).toBe(200);
    expect(lastOf('apprise')).toMatchObject({ path: '/apprise/notify', body: { urls: 'ntfys://ntfy.example/alerts, mailto://me@example.com', body: m.alertTestBody, type: 'info' } });
  });

  it("reports a refusal (a non-2xx answer) in the service's own words", async () => {
    const all = channels(a);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...all.pushover, to: 'x'.repeat(30) }, m.channelAnswered('Pushover', 400, 'user identifier is not a valid user, group, or subscribed user key')],
      [{ ...all.matrix, secret: 'syt_wrong' }, m.channelAnswered('Matrix', 401, 'M_UNKNOWN_TOKEN: Invalid access token passed.')],
      [{ ...all.matrix, to: '!other:matrix.test' }, m.channelAnswered('Matrix', 403, 'M_FORBIDDEN: User @hearth:matrix.test not in room !other:matrix.test')],
      [{ ...all.mattermost, url: `${a.origin}/mattermost/hooks/unknown` }, m.channelAnswered('Mattermost', 400, 'Invalid webhook.')],
      [{ ...all.teams, url: `${a.origin}/teams/workflows/0a1b2c3d4e5f/triggers/manual/paths/invoke?api-version=1&sig=wrong` }, m.channelAnswered('Microsoft Teams', 401, "The provided authentication token is not valid: 'sig' query parameter does not match.")],
      [{ ...all.homeassistant, secret: 'wrong' }, m.channelAnswered('Home Assistant', 401, '401: Unauthorized')],
      [{ ...all.homeassistant, to: 'no_such_phone' }, m.channelAnswered('Home Assistant', 400, '400: Bad Request')],
      [{ ...all.signal, from: '+4915199999999' }, m.channelAnswered('Signal (signal-cli REST API)', 400, 'User +4915199999999 is not registered.')],
      [{ ...all.apprise, to: 'nobody' }, m.channelAnswered('Apprise API', 204, 'no configuration is saved under the key "nobody"')],
      [{ kind: 'apprise', name: 'Apprise', url: `${a.origin}/apprise`, secret: 'fail://x' }, m.channelAnswered('Apprise API', 424, 'One or more notification could not be sent.')],
    ];
    for (const [body, message] of cases) {
      const answer = await sendTest(body);
      expect({ kind: body.kind, status: answer.status, message: answer.body.message }).toEqual({ kind: body.kind, status: 400, message });
    }
  });

  it('refuses, with what to type, what a kind needs but lacks', async () => {
    const all = channels(a);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...all.pushover, to: '' }, m.pushoverUserInvalid],
      [{ ...all.pushover, secret: 'short' }, m.pushoverTokenInvalid],
      [{ ...all.pushover, secret: '' }, m.channelSecretRequired('API token')],
      [{ ...all.matrix, to: '#alias:matrix.test' }, m.matrixRoomInvalid],
      [{ ...all.matrix, secret: '' }, m.channelSecretRequired('access token')],
      [{ ...all.homeassistant, to: 'notify.mobile_app_pixel_8' }, m.notifyServiceInvalid],
      [{ ...all.homeassistant, secret: '' }, m.channelSecretRequired('long-lived access token')],
      [{ ...all.signal, from: '015112345678' }, m.signalNumberInvalid],
      [{ ...all.signal, to: '' }, m.signalRecipientsInvalid],
      [{ ...all.signal, to: '+49151, bob' }, m.signalRecipientsInvalid],
      [{ ...all.apprise, to: '' }, m.appriseNeedsTarget],
      [{ ...all.apprise, to: 'no spaces' }, m.appriseKeyInvalid],
      [{ ...all.teams, url: '' }, m.channelUrlRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message });
    }
  });
});

describe('saved channels', () => {
  it('show their recipients but never a token, here or in the database file', async () => {
    for (const body of Object.values(channels(a))) expect((await save(body)).status).toBe(200);
    const view = await call<AlertSettingsView>(server, 'GET', '/monitoring/alerts', { token });
    const shown = JSON.stringify(view.body.message);
    const s = a.secrets;
    const secrets = [s.pushoverToken, s.matrixToken, s.haToken, s.mattermostPath.split('/').at(-1) ?? '', 'HearthTestSignature0123456789'];
    for (const secret of secrets) expect(shown).not.toContain(secret);
    expect(view.body.message.channels.find((c) => c.kind === 'matrix')).toMatchObject({ to: s.matrixRoom, hasSecret: true, smtp: null, lastError: null });
    expect(view.body.message.channels.find((c) => c.kind === 'signal')).toMatchObject({ from: s.signalNumber, to: '+4917612345678, group.aGVhcnRoZ3JvdXA=' });
    const file = Buffer.concat([readFileSync(join(server.dataDir, 'hearth.db')), readFileSync(join(server.dataDir, 'hearth.db-wal'))]);
    for (const secret of secrets) expect(file.includes(secret)).toBe(false);
  });

  it("send a saved Matrix token only to the host it was saved for; typed again, the new host gets its own", async () => {
    const saved = await save({ ...channels(a).matrix, name: 'Matrix moved' });
    const id = saved.body.message._id;
    const moved = { channelId: id, kind: 'matrix', name: 'Matrix moved', url: `${b.origin}/matrix`, secret: secretIsSet, to: b.secrets.matrixRoom };
    const message = m.channelSecretNewHost('access token', new URL(b.origin).host);
    const before = b.arrived.length;
    expect(await sendTest(moved)).toMatchObject({ status: 400, body: { message } });
    expect(await save(moved)).toMatchObject({ status: 400, body: { message } });
    expect(b.arrived.length).toBe(before);
    expect((await save({ ...moved, secret: b.secrets.matrixToken })).status).toBe(200);
    expect((await sendTest({ ...moved, url: secretIsSet })).status).toBe(200);
    const arrived = b.arrived.slice(before);
    expect(arrived.map((r) => r.headers.authorization)).toEqual([`Bearer ${b.secrets.matrixToken}`]);
  });
});

describe('a real alert', () => {
  it("that a service refuses is shown on that channel with when; the others show when they last got one", async () => {
    const closed = await sharedClosedPort();
    const refusing = await save({ kind: 'mattermost', name: 'Old hook', url: `${b.origin}/mattermost/hooks/deletedhook` });
    expect(refusing.status).toBe(200);
    const listing = await makeLink(server, token, { linkName: 'Printer', linkURL: `${closed.origin}/` });
    const { summary } = await monitor(server, token, 'link', listing._id, { failureThreshold: 1 });
    await until('the check', async () => (await checkNow(server, token, summary._id)).body.message.health === 'down');
    const view = async () => (await call<AlertSettingsView>(server, 'GET', '/monitoring/alerts', { token })).body.message.channels;
    await until('the failure kept', async () => (await view()).find((c) => c._id === refusing.body.message._id)?.lastError !== null);
    const channel = (await view()).find((c) => c._id === refusing.body.message._id);
    expect(channel).toMatchObject({ lastError: m.channelAnswered('Mattermost', 400, 'Invalid webhook.'), lastSentAt: null });
    expect(Date.parse(channel?.lastErrorAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    await until('the others sent', async () => (await view()).filter((c) => c.kind === 'pushover').every((c) => c.lastSentAt !== null));
    expect(a.received.filter((r) => r.service === 'pushover').at(-1)?.body).toMatchObject({ title: 'Printer is down', priority: 1 });
  });
});
