// GET /api/v1/update and the headless update check, against a fake GitHub releases API on
// loopback (tests/fixtures/github-releases.ts). Every other test server has the check off
// (tests/helpers/test-server-env.ts); these turn it on and point HEARTH_UPDATE_URL at the fake.
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { UpdateStatus } from '../../shared/contracts/updates.js';
import { startFakeGitHubReleases, type FakeGitHubReleases, type ReleaseFeedMode } from '../fixtures/github-releases.js';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { until } from '../helpers/until.js';

const day = 24 * 3600_000;
const failureLine = /^Could not check for a newer Hearth release: /;
let servers: TestServer[] = [];
let fakes: FakeGitHubReleases[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(fakes.map((fake) => fake.close()));
  servers = [];
  fakes = [];
});

async function fakeFeed(mode: ReleaseFeedMode): Promise<FakeGitHubReleases> {
  const fake = await startFakeGitHubReleases(mode);
  fakes.push(fake);
  return fake;
}

/** A server running 1.1.0 whose update check is on and asks the fake at once. */
async function checkingServer(fake: FakeGitHubReleases, options: { clock?: () => number; dataDir?: string; timeoutMs?: number } = {}): Promise<TestServer> {
  const server = await startTestServer({
    version: '1.1.0',
    updateCheckDelayMs: 0,
    outsideTimeoutMs: options.timeoutMs ?? 2000,
    env: { HEARTH_UPDATE_CHECK: 'on', HEARTH_UPDATE_URL: fake.origin },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  servers.push(server);
  return server;
}

async function status(server: TestServer, token: string): Promise<UpdateStatus> {
  const answer = await call<UpdateStatus>(server, 'GET', '/update', { token });
  expect(answer.status).toBe(200);
  return answer.body.message;
}

/** The first answer of GET /update that passes `ready`, polled. */
function statusWhen(what: string, server: TestServer, token: string, ready: (answer: UpdateStatus) => boolean): Promise<UpdateStatus> {
  return until(what, async () => {
    const answer = await status(server, token);
    return ready(answer) ? answer : null;
  });
}

describe('GET /api/v1/update', () => {
  it('answers 401 without a token', async () => {
    const server = await startTestServer();
    servers.push(server);
    const answer = await call(server, 'GET', '/update');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: true, message: messages.unauthorized });
  });

  it('answers 403 to a signed-in user who is not a super admin, like every admin-only route', async () => {
    const server = await startTestServer();
    servers.push(server);
    const token = await createUser(server, 'ordinary');
    const answer = await call(server, 'GET', '/update', { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: true, message: messages.forbidden });
  });

  it('with the check off (as in every other test), never asks and knows of no release', async () => {
    const fake = await fakeFeed({ release: { tag: 'v9.0.0' } });
    const server = await startTestServer({ version: '1.1.0', updateCheckDelayMs: 0, env: { HEARTH_UPDATE_URL: fake.origin } });
    servers.push(server);
    const token = await loginAdmin(server);
    expect(await status(server, token)).toEqual({ current: '1.1.0', latest: null, url: null, checkedAt: null });
    // A check would have started on a zero-delay timer, long before this.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await status(server, token);
    expect(fake.requests).toEqual([]);
  });
});

describe('the headless update check', () => {
  it('finds a newer release, prints one line and shows it to super admins', async () => {
    const fake = await fakeFeed({ release: { tag: 'v1.2.0' } });
    const server = await checkingServer(fake);
    const token = await loginAdmin(server);
    const found = await statusWhen('the check to find 1.2.0', server, token, (answer) => answer.latest !== null);
    const page = `${fake.origin}/hearth-dashboard/hearth/releases/tag/v1.2.0`;
    expect(found).toEqual({ current: '1.1.0', latest: '1.2.0', url: page, checkedAt: expect.any(String) as string });
    expect(Date.parse(found.checkedAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(server.logs.filter((line) => line.includes('is available'))).toEqual([`Hearth 1.2.0 is available (you have 1.1.0): ${page}`]);
    expect(fake.requests).toEqual([
      { path: '/repos/hearth-dashboard/hearth/releases/latest', userAgent: 'Hearth (self-hosted dashboard)', accept: 'application/vnd.github+json', apiVersion: '2022-11-28' },
    ]);
  });

  it('asks at most once a day, across restarts, and reminds at each start', async () => {
    const fake = await fakeFeed({ release: { tag: 'v1.2.0' } });
    const first = await checkingServer(fake);
    await until('the first check', () => first.logs.some((line) => line.includes('is available')));
    const dataDir = first.dataDir;
    await first.close();
    servers = servers.filter((server) => server !== first);
    const second = await checkingServer(fake, { dataDir });
    const token = await loginAdmin(second);
    expect((await status(second, token)).latest).toBe('1.2.0');
    expect(second.logs.filter((line) => line.includes('is available'))).toHaveLength(1);
    await status(second, token);
    expect(fake.requests).toHaveLength(1);
  });

  it('shows nothing when the latest release is the running one', async () => {
    const fake = await fakeFeed({ release: { tag: 'v1.1.0' } });
    const server = await checkingServer(fake);
    const token = await loginAdmin(server);
    const checked = await statusWhen('the check', server, token, (answer) => answer.checkedAt !== null);
    expect(checked).toMatchObject({ current: '1.1.0', latest: null, url: null });
    expect(server.logs.some((line) => line.includes('is available') || failureLine.test(line))).toBe(false);
  });

  it('survives a feed that never answers: no notice, one line in the log, and the server keeps serving and closes', async () => {
    const fake = await fakeFeed('hang');
    const server = await checkingServer(fake, { timeoutMs: 300 });
    const token = await loginAdmin(server);
    await until('the time-out to be logged', () => server.logs.some((line) => failureLine.test(line)));
    expect(server.logs.filter((line) => failureLine.test(line))).toEqual([
      `Could not check for a newer Hearth release: no usable answer from ${fake.origin} within 0.3 s. Hearth tries again tomorrow.`,
    ]);
    expect(await status(server, token)).toMatchObject({ current: '1.1.0', latest: null, url: null });
    expect((await call(server, 'GET', '/health')).status).toBe(200);
  });

  it('closes at once while a check hangs', async () => {
    const fake = await fakeFeed('hang');
    const server = await checkingServer(fake, { timeoutMs: 60_000 });
    await until('the request to reach the feed', () => fake.requests.length > 0);
    await server.stop();
    servers = servers.filter((running) => running !== server);
    expect(server.logs.some((line) => failureLine.test(line))).toBe(false);
  });

  for (const mode of ['garbage', 'not-a-release'] as const) {
    it(`survives a feed answering ${mode === 'garbage' ? 'HTML instead of JSON' : 'JSON that is no release'}`, async () => {
      const fake = await fakeFeed(mode);
      const server = await checkingServer(fake);
      const token = await loginAdmin(server);
      await until('the failure to be logged', () => server.logs.some((line) => failureLine.test(line)));
      expect(await status(server, token)).toMatchObject({ latest: null, url: null });
    });
  }

  it('logs a failing feed once until a check works again, and checks again a day later', async () => {
    let now = Date.parse('2026-12-01T08:00:00Z');
    const fake = await fakeFeed('garbage');
    const server = await checkingServer(fake, { clock: () => now });
    const token = await loginAdmin(server);
    const failures = () => server.logs.filter((line) => failureLine.test(line)).length;
    await until('the first failure', () => failures() === 1);

    // Within the day: no new request however often an admin looks.
    await status(server, token);
    await status(server, token);
    expect(fake.requests).toHaveLength(1);

    now += day;
    await status(server, token);
    await until('the second check', async () => fake.requests.length === 2 && (await status(server, token)).checkedAt === new Date(now).toISOString());
    expect(failures()).toBe(1);

    fake.mode = { release: { tag: 'v1.2.0' } };
    now += day;
    await status(server, token);
    await statusWhen('the release to be found', server, token, (answer) => answer.latest === '1.2.0');

    fake.mode = 'garbage';
    now += day;
    await status(server, token);
    await until('a failure after the success to be logged', () => failures() === 2);
    // What was found before is still offered.
    expect((await status(server, token)).latest).toBe('1.2.0');
  });

  it('does not offer a release once the server runs it (after an upgrade)', async () => {
    const fake = await fakeFeed({ release: { tag: 'v1.2.0' } });
    const first = await checkingServer(fake);
    await until('the check', () => first.logs.some((line) => line.includes('is available')));
    await first.close();
    servers = servers.filter((server) => server !== first);
    const upgraded = await startTestServer({ dataDir: first.dataDir, version: '1.2.0', env: { HEARTH_UPDATE_CHECK: 'on', HEARTH_UPDATE_URL: fake.origin } });
    servers.push(upgraded);
    const token = await loginAdmin(upgraded);
    expect(await status(upgraded, token)).toMatchObject({ current: '1.2.0', latest: null, url: null });
    expect(upgraded.logs.some((line) => line.includes('is available'))).toBe(false);
  });
});
