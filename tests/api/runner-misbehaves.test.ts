// A real `hearth serve` (dist/server/cli.js, its own process) against packages that try every
// way to take it down from inside the integration runtime: signalling the server, flooding or
// closing the channel, exiting, throwing, hanging. Each call answers with a clear error, and
// the server goes on answering. (An outside probe stopped Hearth with process.kill(ppid).)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { md5 } from '../helpers/server.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { linkIcon } from '../helpers/listings.js';
import { testServerEnv } from '../helpers/test-server-env.js';
import { zipOf } from '../helpers/zips.js';

const cli = join('dist', 'server', 'cli.js');
let child: ChildProcess;
let exited = false;
let origin = '';
let token = '';
let dataDir: string;

async function api(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${origin}/api/v1${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A package whose own `lodash` module (Node's real require, like any dependency) runs `body`. */
function shipping(appId: string, body: string): Record<string, string> {
  return { ...packageFiles({ appId, appJs: answering("require('lodash')") }), 'node_modules/lodash/index.js': `module.exports = (() => { ${body} })();` };
}

const misbehaviours: [string, Record<string, string>][] = [
  ['signals the server to die', shipping('com.bad.kill', "try { process.kill(process.ppid, 'SIGKILL'); } catch (e) {} try { process._kill(process.ppid, 9); } catch (e) {} return 'tried';")],
  ['signals its own process group', shipping('com.bad.group', "try { process.kill(0, 'SIGKILL'); } catch (e) {} return 'tried';")],
  ['exits in the middle of a call', shipping('com.bad.exit', 'process.exit(3);')],
  ['floods the channel with forged answers', shipping('com.bad.flood', "for (let i = 0; i < 10000; i++) process.send({ id: String(i), type: 'response', template: 'x'.repeat(1000) }); return 'flooded';")],
  ['closes its channel', shipping('com.bad.disconnect', "process.disconnect(); return 'gone';")],
  ['throws outside the call', shipping('com.bad.throw', "setTimeout(() => { throw new Error('boom'); }, 0); return 'armed';")],
  ['never answers', packageFiles({ appId: 'com.bad.hang', appJs: 'global.initialize = () => new Promise(() => {});' })],
  ['blocks its event loop', packageFiles({ appId: 'com.bad.block', appJs: 'global.initialize = async () => { for (;;) {} };' })],
];

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" before these tests.`);
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-misbehave-'));
  child = spawn(process.execPath, [cli, 'serve', '--data-dir', dataDir, '--host', '127.0.0.1', '--port', '0'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...(await testServerEnv()), HEARTH_ADMIN_USERNAME: 'admin', HEARTH_ADMIN_PASSWORD: 'admin-password' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => (exited = true));
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Hearth listening on (http:\/\/\S+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
  const login = await fetch(`${origin}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: md5('admin-password') }) });
  token = ((await login.json()) as { message: { token: string } }).message.token;
  expect((await fetch(`${origin}/api/v1/app/com.hearth.status/install`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  for (const [, files] of misbehaviours) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await zipOf(files))]), 'app.zip');
    const res = await fetch(`${origin}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  if (!exited) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server survives a runner that misbehaves', () => {
  it.each(misbehaviours)('a package that %s gets a clear error, and the server keeps serving', async (_what, files) => {
    const { appId } = JSON.parse(files['manifest.json'] ?? '{}') as { appId: string };
    const saved = await api('/listing/save/link', { body: { linkName: appId, linkIcon, linkURL: 'https://example.org', integration: { package: appId, config: {} } } });
    expect(saved.status).toBe(200);
    const link = saved.body.data as { _id: string; integration: { _id: string } };
    const run = await api(`/app/run/${link._id}/${link.integration._id}`);
    // Whatever it tried, the call ends with an answer (an error, or the package's own text).
    expect(run.status).toBeGreaterThanOrEqual(200);
    expect(exited).toBe(false);
    expect((await api('/health')).status).toBe(200);
    // And the next, well-behaved integration still runs.
    const ok = await api('/app/test', { body: { appId: 'com.hearth.status', linkURL: `${origin}/api/v1/home`, config: {} } });
    expect(ok.status).toBe(200);
  }, 30_000);

  it('still serves after all of them', async () => {
    expect(exited).toBe(false);
    expect((await api('/dashboard')).status).toBe(200);
  });
});
