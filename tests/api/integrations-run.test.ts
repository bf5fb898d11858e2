// Link integrations end to end: the original GitHub package installed unchanged from a ZIP (its
// `moment` installed from a local fake of the npm registry), config with a sealed password, Test
// Connection, /app/run with its per-listing cache, and hostile packages through the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon, makeLink } from '../helpers/listings.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { fakeMoment, originalGitHubPackage, startFakeGitHub, type FakeGitHub } from '../fixtures/fake-github.js';
import { startFakeRegistry, type FakeRegistry } from '../fixtures/npm-registry.js';
import { until } from '../helpers/until.js';
import { integrationMessages } from '../../shared/messages.js';
import { secretIsSet, type IntegrationApp, type InstalledPage, type RunAnswer } from '../../shared/contracts/integrations.js';

let server: TestServer;
let github: FakeGitHub;
let admin: string;
let user: string;
let other: string;
let registry: FakeRegistry;
const token = 'ghp_secret_token_123';

async function upload(zip: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)]), 'app.zip');
  const res = await fetch(`${server.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  return res.status;
}

/** The background dependency install reports through the app's state; read it until it settles. */
function settled(appId: string): Promise<number> {
  return until(`${appId}'s dependencies`, async () => {
    const res = await call<InstalledPage>(server, 'GET', '/app/installed?limit=50', { token: admin });
    const app = res.body.message.appList.find((a: IntegrationApp) => a.appId === appId);
    return app && app.npmInstalled !== 0 ? app.npmInstalled : null;
  });
}

beforeAll(async () => {
  registry = await startFakeRegistry({ moment: [fakeMoment] });
  github = await startFakeGitHub('octo', token);
  server = await startTestServer({ env: { HEARTH_NPM_REGISTRY: registry.url } });
  admin = await loginAdmin(server);
  user = await createUser(server, 'runner');
  other = await createUser(server, 'someoneelse');
  expect(await upload(await zipOf(originalGitHubPackage(github.origin)))).toBe(200);
  expect(await settled('com.github')).toBe(1);
}, 120_000);
afterAll(async () => {
  await server.stop();
  await github.close();
  await registry.close();
});

const repoUrl = 'https://github.com/hearth/hearth';
const githubLink = (config: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  makeLink(server, user, { linkName: 'Repo', linkURL: repoUrl, integration: { package: 'com.github', config }, ...overrides });

describe('link integration config', () => {
  it('needs every required field', async () => {
    const before = await call<{ items: unknown[] }>(server, 'GET', '/listing/folder/list', { token: user });
    const res = await call(server, 'POST', '/listing/save/link', { token: user, body: { linkName: 'R', linkIcon, linkURL: repoUrl, integration: { package: 'com.github', config: { username: 'octo' } } } });
    expect(res).toMatchObject({ status: 400, body: { error: true, message: 'Personal Access Token is required' } });
    const after = await call<{ items: unknown[] }>(server, 'GET', '/listing/folder/list', { token: user });
    expect(after.body.message.items).toHaveLength(before.body.message.items.length);
  });

  it('seals the password at rest, never sends it back, and keeps it when saved unchanged', async () => {
    const link = await githubLink({ username: 'octo', password: token });
    const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
    const stored = (db.prepare('SELECT integration FROM listings WHERE id = ?').get(link._id) as { integration: string }).integration;
    db.close();
    expect(stored).not.toContain(token);
    const sealed = JSON.parse((JSON.parse(stored) as { config: string }).config) as { password: string };
    expect(sealed.password).toMatch(/^v1\./);
    const detail = await call<{ listing: { integration: { config: Record<string, unknown> } }; integrations: IntegrationApp[] }>(server, 'GET', `/listing/link/${link._id}`, { token: user });
    expect(detail.body.message.listing.integration.config).toEqual({ username: 'octo', password: secretIsSet });
    expect(detail.body.message.integrations.map((a) => a.appId)).toContain('com.github');
    await githubLink({ username: 'octo', password: secretIsSet }, { listingId: link._id, linkName: 'Renamed' });
    const run = await call<RunAnswer>(server, 'GET', `/app/run/${link._id}/${link.integration?._id}`, { token: user });
    expect(run.status).toBe(200);
  });
});

describe('/app/run', () => {
  it('shows the original package card, escaped and sanitised, with its detailed view', async () => {
    const link = await githubLink({ username: 'octo', password: token });
    const res = await call<never>(server, 'GET', `/app/run/${link._id}/${link.integration?._id}`, { token: user });
    expect(res.status).toBe(200);
    expect(res.body as unknown as RunAnswer).toEqual({
      html: '<div class="gh"><strong>2</strong> open PRs</div>',
      fullHtml: `<div class="gh-detail"><p>2 open PRs</p><p>Last: 20 Nov 2026 by octo&lt;cat&gt;</p><a href="${repoUrl}" target="_blank" rel="noopener noreferrer">${repoUrl}</a></div>`,
      background: null,
      alwaysShowDetailedView: true,
    });
  });

  it('shares one upstream call per listing within the refresh period', async () => {
    const link = await githubLink({ username: 'octo', password: token });
    const before = github.requests.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(server, 'GET', `/app/run/${link._id}/x`, { token: user })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(github.requests.length - before).toBe(1);
  });

  it('answers upstream failures with a short message, never a stack', async () => {
    const link = await githubLink({ username: 'octo', password: 'wrong' });
    const res = await call(server, 'GET', `/app/run/${link._id}/x`, { token: user });
    expect(res).toMatchObject({ status: 400, body: { error: true, message: 'The service answered HTTP 401.' } });
  });

  it('answers 401 without a token, 404 for another user\'s listing, 400 for a link without integration', async () => {
    const link = await githubLink({ username: 'octo', password: token });
    expect((await call(server, 'GET', `/app/run/${link._id}/x`)).status).toBe(401);
    expect((await call(server, 'GET', `/app/run/${link._id}/x`, { token: other })).body).toEqual({ error: true, message: integrationMessages.listingNotFound });
    expect((await call(server, 'GET', '/app/run/nope/x', { token: user })).status).toBe(404);
    const plain = await makeLink(server, user);
    expect((await call(server, 'GET', `/app/run/${plain._id}/x`, { token: user })).body).toEqual({ error: true, message: integrationMessages.noIntegration });
  });
});

describe('/app/test', () => {
  it('answers Connection successful. and Connection failed. with the reason', async () => {
    const ok = await call(server, 'POST', '/app/test', { token: user, body: { appId: 'com.github', linkURL: repoUrl, config: { username: 'octo', password: token } } });
    expect(ok).toMatchObject({ status: 200, body: { error: false, message: 'Connection successful.' } });
    const bad = await call(server, 'POST', '/app/test', { token: user, body: { appId: 'com.github', linkURL: repoUrl, config: { username: 'octo', password: 'nope' } } });
    expect(bad).toMatchObject({ status: 400, body: { error: true, message: 'The service answered HTTP 401.' } });
  });

  it('uses a saved link\'s password for a field left as set, only for its owner', async () => {
    const link = await githubLink({ username: 'octo', password: token });
    const body = { appId: 'com.github', linkURL: repoUrl, listingId: link._id, config: { username: 'octo', password: secretIsSet } };
    expect((await call(server, 'POST', '/app/test', { token: user, body })).status).toBe(200);
    expect((await call(server, 'POST', '/app/test', { token: other, body })).status).toBe(400);
  });

  it('refuses bad bodies and unknown apps', async () => {
    expect((await call(server, 'POST', '/app/test', { token: user, body: { appId: '../../etc' } })).body).toEqual({ error: true, message: integrationMessages.appIdInvalid });
    expect((await call(server, 'POST', '/app/test', { token: user, body: { appId: 'com.none' } })).status).toBe(404);
    expect((await call(server, 'POST', '/app/test', { body: { appId: 'com.github' } })).status).toBe(401);
  });
});

describe('hostile packages through the server', () => {
  it('stops an infinite loop at 10 s with 504 while the server keeps answering', async () => {
    expect(await upload(await zipOf(packageFiles({ appId: 'com.loop', appJs: 'global.initialize = async () => { for (;;) {} };' })))).toBe(200);
    const link = await makeLink(server, user, { integration: { package: 'com.loop', config: {} } });
    const started = Date.now();
    const pending = call(server, 'GET', `/app/run/${link._id}/x`, { token: user });
    const health = await call(server, 'GET', '/home');
    expect(health.status).toBe(200);
    const res = await pending;
    expect(res).toEqual(expect.objectContaining({ status: 504, body: { error: true, message: integrationMessages.timedOut } }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    expect((await call(server, 'GET', '/app/installed', { token: user })).status).toBe(200);
  }, 30_000);

  it('answers a package that throws with its message as JSON', async () => {
    expect(await upload(await zipOf(packageFiles({ appId: 'com.throws', appJs: "global.initialize = async () => { throw new TypeError('boom'); };" })))).toBe(200);
    const link = await makeLink(server, user, { integration: { package: 'com.throws', config: {} } });
    expect((await call(server, 'GET', `/app/run/${link._id}/x`, { token: user })).body).toEqual({ error: true, message: 'boom' });
  });

  it('keeps the server\'s database out of reach', async () => {
    expect(await upload(await zipOf(packageFiles({ appId: 'com.reader', appJs: answering("require('fs').readFileSync('../../hearth.db')") })))).toBe(200);
    const link = await makeLink(server, user, { integration: { package: 'com.reader', config: {} } });
    const res = await call<never>(server, 'GET', `/app/run/${link._id}/x`, { token: user });
    expect((res.body as unknown as RunAnswer).html).toBe("<p>threw: Importing of module 'fs' is not allowed.</p>");
  });
});
