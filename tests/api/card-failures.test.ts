import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunAnswer } from '../../shared/contracts/integrations.js';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { makeLink } from '../helpers/listings.js';
import { runBuiltin, stopBuiltins } from '../helpers/run-builtin.js';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Issue 41: a card whose latest refresh failed says so. The server never answers a failed run
 * with the HTML of an earlier success, and Site Status shows a site that stopped answering as
 * Down, its own result, instead of failing and leaving an earlier "Up" on the card. The server's
 * and the fakes' clock is the test's, moved on past a card's refresh period.
 */
let services: HomelabServices;
let server: TestServer;
let admin: string;
let now = Date.parse('2026-11-28T10:00:00Z');

beforeAll(async () => {
  services = await startHomelabServices({ clock: () => now });
  server = await startTestServer({ clock: () => now });
  admin = await loginAdmin(server);
  for (const appId of ['com.hearth.status', 'com.sonarr']) expect((await call(server, 'GET', `/app/${appId}/install`, { token: admin })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  stopBuiltins();
  await server?.stop();
  await services?.close();
});

async function run(listingId: string, options: { retry?: boolean } = {}) {
  const res = await call<never>(server, 'GET', `/app/run/${listingId}/card${options.retry ? '?retry=1' : ''}`, { token: admin });
  return { status: res.status, body: res.body as unknown as RunAnswer & { message?: string } };
}

/** One refresh period of the built-ins used here (60 s), and a little more. */
const nextRefresh = () => (now += 61_000);

describe('Site Status', () => {
  it('shows a site that stops answering as Down with the reason, not the "Up" of its last check', async () => {
    const link = await makeLink(server, admin, { linkName: 'Kuma page', linkURL: `${services.url('kuma')}/api/status-page/home`, integration: { package: 'com.hearth.status', config: {} } });
    const up = await run(link._id);
    expect(up.status).toBe(200);
    expect(up.body.html).toContain('>Up<');
    services.setDown('kuma', true);
    try {
      nextRefresh();
      const down = await run(link._id);
      expect(down.status).toBe(200);
      expect(down.body.html).toContain('>Down<');
      expect(down.body.html).toContain('unreachable (ECONNRESET)');
      expect(down.body.html).not.toContain('Up');
      expect(down.body.fullHtml).toContain('>Down<');
    } finally {
      services.setDown('kuma', false);
    }
  });

  it('shows a refused connection as Down, unreachable (connection refused)', async () => {
    const closed = await sharedClosedPort();
    const result = await runBuiltin('com.hearth.status', 'initialize', {}, `${closed.origin}/`, null);
    expect(result).toMatchObject({ status: 200, reason: '' });
    expect(result.html).toBe('<div class="hi-stat"><span class="hi-value hk-down">Down</span><span class="hi-label">unreachable (connection refused)</span></div>\n');
  });

  it('still fails its connection test for a site that does not answer', async () => {
    const closed = await sharedClosedPort();
    const result = await runBuiltin('com.hearth.status', 'connectionTest', {}, `${closed.origin}/`, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });
});

describe('a card whose service goes away', () => {
  it('answers its next refresh with the failure, never the HTML of the run before', async () => {
    const link = await makeLink(server, admin, { linkName: 'Sonarr', linkURL: services.url('sonarr'), integration: { package: 'com.sonarr', config: credentials.sonarr } });
    const first = await run(link._id);
    expect(first.status).toBe(200);
    expect(first.body.html).toContain('Series');
    services.setDown('sonarr', true);
    try {
      nextRefresh();
      const failed = await run(link._id);
      expect(failed.status).toBe(400);
      expect(failed.body.html).toBeUndefined();
      expect(failed.body.message).toMatch(/^unreachable \(ECONNRESET\)/);
    } finally {
      services.setDown('sonarr', false);
    }
    nextRefresh();
    expect((await run(link._id)).status).toBe(200);
  });

  it("runs the card again on the owner's Retry instead of answering the success it keeps for other browsers", async () => {
    const link = await makeLink(server, admin, { linkName: 'Sonarr retry', linkURL: services.url('sonarr'), integration: { package: 'com.sonarr', config: credentials.sonarr } });
    expect((await run(link._id)).status).toBe(200);
    services.setDown('sonarr', true);
    try {
      // Within the period another browser shares the answer; the Retry button asks the service.
      expect((await run(link._id)).status).toBe(200);
      const retried = await run(link._id, { retry: true });
      expect(retried.status).toBe(400);
      expect(retried.body.message).toMatch(/^unreachable \(ECONNRESET\)/);
    } finally {
      services.setDown('sonarr', false);
    }
  });
});
