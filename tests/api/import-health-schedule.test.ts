// Issue 41 item 3: the health checks an import adds are put on the schedule and run like any
// other. The test's clock moves only when told; the checks are real HTTP to 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { summaries } from '../helpers/monitoring.js';
import type { ImportResult } from '../../shared/contracts/imports.js';
import { TestClock } from '../helpers/test-clock.js';

const clock = new TestClock();
let server: TestServer;
let site: Server;
const hits: string[] = [];

beforeAll(async () => {
  // /ok answers 200; /broken answers 503, which a check from Homepage's ping still counts as an answer.
  site = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(req.url === '/ok' ? 200 : 503).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({ clock: clock.now, monitorClock: clock });
});
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => site.close(resolve));
});

it('checks an imported siteMonitor and ping within their interval, as the preview said', async () => {
  const admin = await loginAdmin(server);
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const text = ['- Lab:', '    - Site:', `        href: ${base}/ok`, `        siteMonitor: ${base}/ok`, '    - Box:', `        href: ${base}/broken`, '        ping: 127.0.0.1'].join('\n');
  const done = await call<ImportResult>(server, 'POST', '/import', { token: admin, body: { format: 'homepage', text } });
  expect(done.body.message.added.healthChecks).toBe(2);
  // Placed at their phase within the interval, not all checked at the moment of the import.
  expect(hits).toEqual([]);
  clock.advance(61_000);
  await vi.waitFor(() => expect(hits.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
  await vi.waitFor(async () => {
    const seen = (await summaries(server, admin)).map((s) => [s.name, s.target, s.lastCheckedAt !== null]);
    expect(seen.sort()).toEqual([
      ['Box', `${base}/broken`, true],
      ['Site', `${base}/ok`, true],
    ]);
  }, { timeout: 10_000 });
  const results = Object.fromEntries((await summaries(server, admin)).map((s) => [s.name, s.message]));
  // Both answered: the 503 is in the ping check's range (any status), so neither has a failure to tell.
  expect(results).toEqual({ Site: null, Box: null });
});
