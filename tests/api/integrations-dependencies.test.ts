// An integration package's dependencies: Hearth installs them itself from the npm registry (a
// local fake here), never with a package's own tools or configuration. The hostile vectors are
// the ones an outside probe used to make the server run a shell command during install: a
// package's own .git/config (core.gitProxy), .npmrc and git:// / file: / tarball dependencies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { until } from '../helpers/until.js';
import { startFakeRegistry, type FakeRegistry } from '../fixtures/npm-registry.js';
import { integrationMessages } from '../../shared/messages.js';
import type { IntegrationApp, InstalledPage, RunAnswer } from '../../shared/contracts/integrations.js';
import { makeLink } from '../helpers/listings.js';

let server: TestServer;
let registry: FakeRegistry;
let elsewhere: Server;
let elsewhereHits = 0;
let admin: string;
let scratch: string;
let marker: string;
let markerScript: string;

async function upload(files: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await zipOf(files))]), 'app.zip');
  const res = await fetch(`${server.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  return { status: res.status, body: (await res.json()) as { error: boolean; message: string } };
}

function settled(appId: string): Promise<number> {
  return until(`${appId}'s dependencies`, async () => {
    const res = await call<InstalledPage>(server, 'GET', '/app/installed?limit=50', { token: admin });
    const app = res.body.message.appList.find((a: IntegrationApp) => a.appId === appId);
    return app && app.npmInstalled !== 0 ? app.npmInstalled : null;
  });
}

const appDir = (appId: string) => join(server.dataDir, 'apps', appId);
const withDeps = (appId: string, dependencies: Record<string, string>, appJs = answering("'ok'")) => packageFiles({ appId, appJs, dependencies });

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'hearth-deps-'));
  marker = join(scratch, 'pwned');
  markerScript = join(scratch, 'proxy.sh');
  writeFileSync(markerScript, `#!/bin/sh\ntouch ${marker}\n`);
  chmodSync(markerScript, 0o755);
  elsewhere = createServer((_req, res) => {
    elsewhereHits += 1;
    res.end('not a tarball');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  registry = await startFakeRegistry({
    dayjs: [{ version: '1.11.13', dependencies: { 'hearth-inner': '^2.0.0' }, files: { 'index.js': "module.exports = () => 'dayjs+' + require('hearth-inner');" } }],
    'hearth-inner': [
      { version: '1.0.0', files: { 'index.js': "module.exports = 'inner-1';" } },
      { version: '2.1.0', files: { 'index.js': "module.exports = 'inner-2';" } },
    ],
    'hearth-gitdep': [{ version: '1.0.0', dependencies: { sneaky: 'git://127.0.0.1/sneaky.git' }, files: { 'index.js': '' } }],
    'hearth-corrupt': [{ version: '1.0.0', corrupt: true, files: { 'index.js': '' } }],
    'hearth-foreign': [{ version: '1.0.0', tarballUrl: `${elsewhereUrl}/hearth-foreign-1.0.0.tgz`, files: { 'index.js': '' } }],
    'hearth-optional': [{ version: '1.0.0', optionalDependencies: { 'hearth-win-only': '^1.0.0' }, files: { 'index.js': '' } }],
    'hearth-win-only': [{ version: '1.0.0', os: ['win32'], files: { 'index.js': '' } }],
  });
  server = await startTestServer({ env: { HEARTH_NPM_REGISTRY: registry.url } });
  admin = await loginAdmin(server);
}, 60_000);

afterAll(async () => {
  await server.stop();
  await registry.close();
  await new Promise((resolve) => elsewhere.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

describe('integration dependencies come only from the npm registry', () => {
  const hostile: [string, string][] = [
    ['git://', 'git://127.0.0.1/evil.git'],
    ['git+https:', 'git+https://127.0.0.1/evil.git'],
    ['git+ssh:', 'git+ssh://git@127.0.0.1/evil.git'],
    ['file:', 'file:../evil'],
    ['link:', 'link:../evil'],
    ['an http: tarball', 'http://127.0.0.1:9/evil.tgz'],
    ['an https: tarball', 'https://127.0.0.1:9/evil.tgz'],
    ['an npm: alias', 'npm:dayjs@^1.11.0'],
    ['a github: shorthand', 'github:evil/evil'],
    ['an owner/repo shorthand', 'evil/evil'],
    ['a dist-tag', 'latest'],
    ['a relative path', '../evil'],
    ['a workspace: spec', 'workspace:*'],
  ];

  it.each(hostile)('refuses a dependency from %s before anything is stored or fetched', async (_kind, spec) => {
    const before = registry.requests.length;
    const res = await upload(withDeps('com.hostile.dep', { evil: spec }));
    expect(res).toEqual({ status: 400, body: { error: true, message: integrationMessages.dependencySource('com.hostile.dep', 'evil', spec) } });
    expect(existsSync(appDir('com.hostile.dep'))).toBe(false);
    expect(registry.requests.length).toBe(before);
  });

  it('refuses a dependency name npm would not accept', async () => {
    const res = await upload(withDeps('com.badname.dep', { '../../etc': '^1.0.0' }));
    expect(res).toEqual({ status: 400, body: { error: true, message: integrationMessages.dependencyName('com.badname.dep', '../../etc') } });
  });

  it("never runs the package's own .git/config (core.gitProxy), .npmrc or git:// dependency", async () => {
    const files = {
      ...withDeps('com.probe.vector', { sneaky: 'git://127.0.0.1/sneaky.git' }),
      '.git/config': `[core]\n\tgitProxy = ${markerScript}\n`,
      '.npmrc': `git=${markerScript}\nignore-scripts=false\n`,
    };
    const res = await upload(files);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(integrationMessages.dependencySource('com.probe.vector', 'sneaky', 'git://127.0.0.1/sneaky.git'));
    expect(existsSync(marker)).toBe(false);
  });

  it('installs registry dependencies itself, nested where two versions are needed, and app code uses them', async () => {
    const appJs = answering("require('dayjs')() + '/' + (function () { try { return require('hearth-inner'); } catch (e) { return 'not allowed'; } })()");
    const files = { ...withDeps('com.deps.ok', { dayjs: '^1.11.0', 'hearth-inner': '^1.0.0' }, appJs), '.npmrc': `git=${markerScript}\n`, '.git/config': '[core]\n', '.env': 'SECRET=1' };
    expect((await upload(files)).status).toBe(200);
    expect(await settled('com.deps.ok')).toBe(1);
    const dir = appDir('com.deps.ok');
    expect(readdirSync(join(dir, 'node_modules')).sort()).toEqual(['dayjs', 'hearth-inner']);
    expect(readdirSync(join(dir, 'node_modules', 'dayjs', 'node_modules'))).toEqual(['hearth-inner']);
    // A package never brings its own tool configuration onto the disk.
    expect(existsSync(join(dir, '.npmrc'))).toBe(false);
    expect(existsSync(join(dir, '.git'))).toBe(false);
    expect(existsSync(join(dir, '.env'))).toBe(false);
    expect(existsSync(marker)).toBe(false);
    // dayjs gets inner 2 (its own, nested); hearth-inner itself is not on the runner's allow-list.
    const link = await makeLink(server, admin, { integration: { package: 'com.deps.ok', config: {} } });
    const run = await call<RunAnswer>(server, 'GET', `/app/run/${link._id}/${link.integration?._id}`, { token: admin });
    expect(run.status).toBe(200);
    expect(run.body.html).toContain('dayjs+inner-2/not allowed');
    expect(server.logs).toContain('Integration com.deps.ok: 3 dependencies installed.');
  });

  it("refuses a dependency's own non-registry dependency: nothing is installed (-1)", async () => {
    expect((await upload(withDeps('com.deps.gitdep', { 'hearth-gitdep': '^1.0.0' }))).status).toBe(200);
    expect(await settled('com.deps.gitdep')).toBe(-1);
    expect(existsSync(join(appDir('com.deps.gitdep'), 'node_modules'))).toBe(false);
    expect(server.logs).toContain(`Integration com.deps.gitdep: dependencies not installed: ${integrationMessages.dependencySource('hearth-gitdep@1.0.0', 'sneaky', 'git://127.0.0.1/sneaky.git')}`);
  });

  it("refuses a tarball that does not match the registry's checksum (-1)", async () => {
    expect((await upload(withDeps('com.deps.corrupt', { 'hearth-corrupt': '^1.0.0' }))).status).toBe(200);
    expect(await settled('com.deps.corrupt')).toBe(-1);
    expect(server.logs).toContain(`Integration com.deps.corrupt: dependencies not installed: ${integrationMessages.dependencyIntegrity('hearth-corrupt', '1.0.0')}`);
  });

  it('never downloads a tarball from a host other than the registry (-1)', async () => {
    expect((await upload(withDeps('com.deps.foreign', { 'hearth-foreign': '^1.0.0' }))).status).toBe(200);
    expect(await settled('com.deps.foreign')).toBe(-1);
    expect(elsewhereHits).toBe(0);
  });

  it('marks the app -1 when a dependency is not on the registry or matches no version', async () => {
    expect((await upload(withDeps('com.deps.missing', { 'hearth-nowhere': '^1.0.0' }))).status).toBe(200);
    expect(await settled('com.deps.missing')).toBe(-1);
    expect((await upload(withDeps('com.deps.noversion', { 'hearth-inner': '^9.0.0' }))).status).toBe(200);
    expect(await settled('com.deps.noversion')).toBe(-1);
    expect(server.logs).toContain(`Integration com.deps.noversion: dependencies not installed: ${integrationMessages.dependencyNoVersion('hearth-inner', '^9.0.0')}`);
  });

  it('leaves out an optional dependency made for another OS', async () => {
    expect((await upload(withDeps('com.deps.optional', { 'hearth-optional': '^1.0.0' }))).status).toBe(200);
    expect(await settled('com.deps.optional')).toBe(1);
    expect(readdirSync(join(appDir('com.deps.optional'), 'node_modules'))).toEqual(['hearth-optional']);
  });
});
