// TLS for integrations: certificates are verified by default, so a token never goes to whoever
// answers; a link may trust its own self-signed certificate, the one seen at Test connection
// (pinned by its SHA-256 fingerprint); a changed certificate is refused before anything is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon } from '../helpers/listings.js';
import { packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { startTlsService, type TlsService } from '../fixtures/tls-service.js';
import type { ConnectionTestAnswer, RunAnswer } from '../../shared/contracts/integrations.js';
import type { Listing } from '../../shared/contracts/listings.js';
import { integrationMessages } from '../../shared/messages.js';
import { targetOrigin } from '../../shared/contracts/integration-targets.js';
import Database from 'better-sqlite3';
import { join } from 'node:path';

let hearth: TestServer;
let token: string;
let service: TlsService;
let other: TlsService;

// A package that sends its token to the link's host and, when asked, to another host too.
const tokenApp = packageFiles({
  appId: 'com.tokened',
  manifest: { config: [{ name: 'token', label: 'Token', type: 'password', required: true }, { name: 'alsoCall', label: 'Also call', type: 'text', required: false }] },
  appJs: `const call = async (ctx) => {
  await ctx.axios.get(ctx.appUrl + '/api', { headers: { Authorization: 'Bearer ' + ctx.config.token } });
  if (ctx.config.alsoCall) await ctx.axios.get(ctx.config.alsoCall + '/api', { headers: { Authorization: 'Bearer ' + ctx.config.token } });
};
global.initialize = async (app) => { try { await call(app); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'reached' }]); } catch (e) { app.sendError(e.message); } };
global.connectionTest = async (t) => { try { await call(t); t.connectionSuccess(); } catch (e) { t.connectionFailed(e.message); } };`,
});

beforeAll(async () => {
  service = await startTlsService();
  other = await startTlsService();
  hearth = await startTestServer();
  token = await loginAdmin(hearth);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await zipOf(tokenApp))]), 'app.zip');
  expect((await fetch(`${hearth.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
  expect((await call(hearth, 'GET', '/app/com.hearth.status/install', { token })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await hearth.stop();
  await service.close();
  await other.close();
});

const saveLink = (integration: Record<string, unknown>, linkURL = service.url, listingId?: string) =>
  call(hearth, 'POST', '/listing/save/link', { token, body: { listingId, linkName: 'Lab', linkIcon, linkURL, integration } });

async function run(link: Listing): Promise<{ status: number; body: RunAnswer & { message?: string } }> {
  const res = await call<string>(hearth, 'GET', `/app/run/${link._id}/${link.integration?._id}`, { token });
  return { status: res.status, body: res.body as unknown as RunAnswer & { message?: string } };
}

describe('integrations verify TLS by default', () => {
  it('never sends a token to a host whose certificate is not trusted, and says what to do', async () => {
    const saved = await saveLink({ package: 'com.tokened', config: { token: 'ghp_secret' } });
    const answer = await run((saved.body as unknown as { data: Listing }).data);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('a self-signed certificate, which Hearth does not trust');
    expect(answer.body.message).toContain('Allow a self-signed certificate');
    expect(service.requests.filter((r) => r.secret.includes('ghp_secret'))).toEqual([]);
  });

  it('Site Status shows a bad certificate as a problem, not as "Up"', async () => {
    const saved = await saveLink({ package: 'com.hearth.status', config: {} });
    const answer = await run((saved.body as unknown as { data: Listing }).data);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('does not trust');
  });
});

describe('a trusted self-signed certificate past its end date', () => {
  let expired: TlsService;
  beforeAll(async () => {
    expired = await startTlsService({ expired: true });
  });
  afterAll(async () => {
    await expired.close();
  });

  it('Site Status says the certificate expired instead of "Up", even with the certificate pinned', async () => {
    const saved = await saveLink({ package: 'com.hearth.status', config: {}, selfSigned: true, fingerprint: expired.fingerprint() }, expired.url);
    expect(saved.status).toBe(200);
    const answer = await run((saved.body as unknown as { data: Listing }).data);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^The service's certificate expired on \d{4}-\d{2}-\d{2}\. Renew it on the service/);
    expect(expired.requests).toEqual([]);
  });
});

describe('a link that allows its own self-signed certificate', () => {
  let link: Listing;

  it('learns the certificate at Test connection and shows its SHA-256 fingerprint', async () => {
    const test = await call<string>(hearth, 'POST', '/app/test', { token, body: { appId: 'com.tokened', linkURL: service.url, config: { token: 'lab-token' }, selfSigned: true } });
    expect(test.status).toBe(200);
    const { certificate } = test.body as unknown as ConnectionTestAnswer;
    expect(certificate).toMatchObject({ fingerprint256: service.fingerprint(), subject: 'homelab.test', authorized: false });
  });

  it('refuses to save the choice before a test has seen the certificate', async () => {
    expect(await saveLink({ package: 'com.tokened', config: { token: 'lab-token' }, selfSigned: true })).toMatchObject({ status: 400, body: { message: integrationMessages.testToTrust } });
  });

  it("runs against the pinned certificate, and the link's details (what the edit form reads) carry the pin", async () => {
    const saved = await saveLink({ package: 'com.tokened', config: { token: 'lab-token' }, selfSigned: true, fingerprint: service.fingerprint() });
    expect(saved.status).toBe(200);
    link = (saved.body as unknown as { data: Listing }).data;
    const answer = await run(link);
    expect(answer.status).toBe(200);
    expect(answer.body.html).toContain('reached');
    expect(service.requests.at(-1)?.secret).toBe('Bearer lab-token');
    const detail = await call<{ listing: Listing }>(hearth, 'GET', `/listing/link/${link._id}`, { token });
    expect(detail.body.message.listing.integration?.tls).toEqual({ selfSigned: true, fingerprint: service.fingerprint(), pins: { [targetOrigin(service.url)!]: service.fingerprint() } });
  });

  it("still runs a link saved before pins were kept per address: its pin is the link's own", async () => {
    const db = new Database(join(hearth.dataDir, 'hearth.db'));
    try {
      const row = db.prepare('SELECT integration FROM listings WHERE id = ?').get(link._id) as { integration: string };
      const integration = JSON.parse(row.integration) as { tls: Record<string, unknown> };
      delete integration.tls.pins;
      db.prepare('UPDATE listings SET integration = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(integration), new Date().toISOString(), link._id);
    } finally {
      db.close();
    }
    const before = service.requests.length;
    const answer = await run(link);
    expect(answer.status).toBe(200);
    expect(service.requests.length).toBeGreaterThan(before);
  });

  it('still verifies every other host the integration calls', async () => {
    const saved = await saveLink({ package: 'com.tokened', config: { token: 'lab-token', alsoCall: other.url }, selfSigned: true }, service.url, link._id);
    expect(saved.status).toBe(200);
    const before = service.requests.length;
    const answer = await run((saved.body as unknown as { data: Listing }).data);
    // The pinned host was reached; the other one was refused for its certificate, before any request.
    expect(service.requests.length).toBe(before + 1);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('a self-signed certificate, which Hearth does not trust');
    expect(other.requests).toEqual([]);
  });

  it('refuses a changed certificate before sending anything, and says how to trust the new one', async () => {
    const restored = await saveLink({ package: 'com.tokened', config: { token: 'lab-token' }, selfSigned: true }, service.url, link._id);
    link = (restored.body as unknown as { data: Listing }).data;
    const pinned = service.fingerprint();
    await service.renew();
    const before = service.requests.length;
    const answer = await run(link);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("The service's certificate changed since it was trusted");
    expect(answer.body.message).toContain(service.fingerprint());
    expect(service.fingerprint()).not.toBe(pinned);
    expect(service.requests.length).toBe(before);
  });
});
