// An alert channel's saved token or secret goes only to the host it was saved for: editing the
// address to another host without typing it again is refused with a clear message, for a save and
// for "send test" alike, and nothing is sent. Typed again, the new host gets its own and never the
// old one. Each "not sent" is checked on requests that did arrive at the new host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { startAlertServices, type AlertServices } from '../fixtures/alert-services.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import { alertChannelSpecs, type AlertChannel, type AlertChannelKind } from '../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../shared/messages.js';

let server: TestServer;
let token: string;
let a: AlertServices;
let b: AlertServices;

beforeAll(async () => {
  [a, b] = await Promise.all([
    startAlertServices(),
    startAlertServices({ ntfyToken: 'tk_secondhostaccesstoken000002', gotifyToken: 'ZyXwVu.TsRqPo2', discordPath: '/discord/api/webhooks/222/second-webhook-token', slackPath: '/slack/services/T222/B222/YYYYYYYY', telegramToken: '987654321:BBSecondHostTokenZyxwvutsrqponml' }),
  ]);
  server = await startTestServer();
  token = await loginAdmin(server);
});
afterAll(async () => {
  await server.stop();
  await Promise.all([a.close(), b.close()]);
});

/** A channel of `kind` at one host, with that host's secret ('' for the services whose address is the secret). */
type OldKind = Extract<AlertChannelKind, 'ntfy' | 'gotify' | 'discord' | 'slack' | 'telegram' | 'webhook'>;

function channel(kind: OldKind, at: AlertServices): { url: string; secret: string; chatId?: string } {
  switch (kind) {
    case 'ntfy':
      return { url: `${at.origin}/ntfy/protected`, secret: at.ntfyToken };
    case 'gotify':
      return { url: `${at.origin}/gotify`, secret: at.gotifyToken };
    case 'discord':
      return { url: `${at.origin}${at.discordPath}`, secret: '' };
    case 'slack':
      return { url: `${at.origin}${at.slackPath}`, secret: '' };
    case 'telegram':
      return { url: `${at.origin}/telegram`, secret: at.telegramToken, chatId: String(at.telegramChat) };
    case 'webhook':
      return { url: `${at.origin}/hook`, secret: at === a ? 'signing-secret-a' : 'signing-secret-b' };
  }
}

/** What of host A's a request to B could carry: its token anywhere, its webhook path, or a signature made with its secret. */
function carriesA(kind: OldKind, request: AlertServices['arrived'][number]): boolean {
  const { url, secret } = channel(kind, a);
  const text = `${request.path} ${JSON.stringify(request.headers)} ${request.text}`;
  if (kind === 'webhook') return request.headers['x-hearth-signature-256'] === `sha256=${createHmac('sha256', secret).update(request.text).digest('hex')}`;
  if (kind === 'discord' || kind === 'slack') return text.includes(new URL(url).pathname);
  return text.includes(secret);
}

const save = (body: Record<string, unknown>) => call<AlertChannel>(server, 'POST', '/monitoring/alerts/channel/save', { token, body });
const sendTest = (body: Record<string, unknown>) => call<string>(server, 'POST', '/monitoring/alerts/channel/test', { token, body });
// The first six kinds, against this file's fakes; the kinds of issue 46 have the same check in alert-channels-more.test.ts.
const kinds: OldKind[] = ['ntfy', 'gotify', 'discord', 'slack', 'telegram', 'webhook'];

describe.each(kinds)('a %s channel moved to another host', (kind) => {
  const spec = alertChannelSpecs[kind];
  let id: string;

  it('is saved at its first host, and its test reaches that host', async () => {
    const saved = await save({ kind, name: `${kind} alerts`, ...channel(kind, a) });
    expect(saved.status).toBe(200);
    id = saved.body.message._id;
    const before = a.received.length;
    expect((await sendTest({ channelId: id, kind, name: 'x', url: secretIsSet, secret: secretIsSet, chatId: channel(kind, a).chatId ?? '' })).status).toBe(200);
    expect(a.received.length).toBe(before + 1);
  });

  // Discord and Slack keep their token in the address itself: a new address is typed whole.
  if (spec.secret) it('keeps nothing of the saved secret: the save and the test say to type it again, and send nothing', async () => {
    const moved = { channelId: id, kind, name: `${kind} alerts`, url: channel(kind, b).url, secret: secretIsSet, chatId: channel(kind, b).chatId ?? '' };
    const message = m.channelSecretNewHost(spec.secret?.name ?? '', new URL(b.origin).host);
    const before = b.arrived.length;
    expect(await save(moved)).toMatchObject({ status: 400, body: { message } });
    expect(await sendTest(moved)).toMatchObject({ status: 400, body: { message } });
    expect(b.arrived.length).toBe(before);
  });

  it("sends the new host's own secret once typed, and never the first host's", async () => {
    const retyped = { channelId: id, kind, name: `${kind} alerts`, ...channel(kind, b) };
    expect((await save(retyped)).status).toBe(200);
    const before = b.arrived.length;
    // The saved channel as alerts use it: address and secret left as set.
    const sent = await sendTest({ channelId: id, kind, name: 'x', url: secretIsSet, secret: secretIsSet, chatId: channel(kind, b).chatId ?? '' });
    expect(sent.status).toBe(200);
    const arrived = b.arrived.slice(before);
    expect(arrived.length).toBe(1);
    expect(arrived.some((request) => carriesA(kind, request))).toBe(false);
    expect(b.received.at(-1)?.service).toBe(kind === 'webhook' ? 'webhook' : kind);
  });
});
