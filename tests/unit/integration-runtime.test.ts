// Hostile packages against the isolated runtime (a real child process per app, Node's permission
// model, a 64 MB heap, a scrubbed environment and a per-call time limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runIntegration, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { runtimeSpawnOptions } from '../../server/features/integrations/runtime/spawn-options.js';
import { answering, writePackage } from '../helpers/integrations.js';
import { integrationMessages } from '../../shared/messages.js';

let root: string;
beforeAll(() => {
  // Shaped like the data folder: <data>/hearth.db beside <data>/apps/<appId>.
  root = mkdtempSync(join(tmpdir(), 'hearth-runtime-'));
  writeFileSync(join(root, 'hearth.db'), 'secret database');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(appId: string, appJs: string, timeoutMs = 3000): Promise<RunOutcome> {
  const dir = writePackage(join(root, 'apps'), { appId, appJs });
  return runIntegration(dir, { kind: 'initialize', config: {}, appUrl: 'http://127.0.0.1:9' }, { timeoutMs });
}

function card(outcome: RunOutcome): string {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return outcome.html;
}

describe('integration runtime', () => {
  it('runs a well-behaved package and escapes its values', async () => {
    expect(card(await run('ok.app', answering("'<b>hi</b>'")))).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>');
  });

  it('kills an infinite loop at the time limit with 504', async () => {
    const outcome = await run('loop.app', 'global.initialize = async () => { for (;;) {} };', 1500);
    expect(outcome).toEqual({ ok: false, status: 504, error: integrationMessages.timedOut });
  });

  it('stops a package that never answers with 504', async () => {
    const outcome = await run('silent.app', 'global.initialize = async () => new Promise(() => {});', 1500);
    expect(outcome).toEqual({ ok: false, status: 504, error: integrationMessages.timedOut });
  });

  it('ends a memory bomb at the 64 MB heap with a clear 502', async () => {
    const outcome = await run('bomb.app', 'global.initialize = async () => { const a = []; for (;;) a.push(new Array(1e6).fill(Math.random())); };', 9000);
    expect(outcome).toEqual({ ok: false, status: 502, error: integrationMessages.crashed });
  });

  // A package may ship its own copy of an allowed module; that code runs with Node's real
  // require, so only the process's permissions stand between it and the host.
  async function runShipped(appId: string, moduleBody: string): Promise<string> {
    const dir = writePackage(join(root, 'apps'), { appId, appJs: answering("require('lodash')") });
    mkdirSync(join(dir, 'node_modules', 'lodash'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'lodash', 'index.js'), `let v; try { v = ${moduleBody}; } catch (e) { v = 'threw: ' + (e.code || e.message); } module.exports = v;`);
    return card(await runIntegration(dir, { kind: 'initialize', config: {} }, { timeoutMs: 3000 }));
  }

  it('cannot read the database beside its folder or /etc/passwd', async () => {
    expect(card(await run('read-db.app', answering(`require('fs').readFileSync('../../hearth.db', 'utf8')`)))).toBe("<p>threw: Importing of module 'fs' is not allowed.</p>");
    expect(await runShipped('read-db2.app', "require('fs').readFileSync('../../hearth.db', 'utf8')")).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
    expect(await runShipped('passwd.app', "require('fs').readFileSync('/etc/passwd', 'utf8')")).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
  });

  it('refuses child_process through require and through shipped code', async () => {
    expect(card(await run('cp.app', answering("require('child_process')")))).toBe("<p>threw: Importing of module 'child_process' is not allowed.</p>");
    expect(await runShipped('cp2.app', "require('child_process').execSync('id').toString()")).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
    expect(await runShipped('worker.app', "new (require('worker_threads').Worker)('1', { eval: true })")).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
  });

  it('cannot generate code from strings to reach the host process', async () => {
    expect(card(await run('escape.app', answering("this.constructor.constructor('return process')()")))).toBe('<p>threw: Code generation from strings disallowed for this context</p>');
  });

  it('sees no process global and an empty environment', async () => {
    process.env.HEARTH_RUNTIME_TEST_SECRET = 'do-not-leak';
    try {
      expect(card(await run('env.app', answering('typeof process')))).toBe('<p>undefined</p>');
      const env = await runShipped('env2.app', 'JSON.stringify(process.env)');
      expect(env).toBe('<p>{"NODE_ENV":"production","NODE_NO_WARNINGS":"1"}</p>');
    } finally {
      delete process.env.HEARTH_RUNTIME_TEST_SECRET;
    }
  });

  it('answers a throwing package with its message, never a stack', async () => {
    const outcome = await run('throws.app', "global.initialize = async () => { throw new Error('upstream said no'); };");
    expect(outcome).toEqual({ ok: false, status: 400, error: 'upstream said no' });
  });

  it('keeps the spawn flags in one pure function', () => {
    const spawn = runtimeSpawnOptions({ runnerDir: '/r', modulesDir: '/m', appDir: '/a', nodeVersion: '20.20.2', electron: true });
    expect(spawn.execArgv).toEqual(['--experimental-permission', '--allow-fs-read=/r/', '--allow-fs-read=/m/', '--allow-fs-read=/a/', '--max-old-space-size=64', '--disallow-code-generation-from-strings']);
    expect(spawn.env).toEqual({ NODE_ENV: 'production', NODE_NO_WARNINGS: '1', ELECTRON_RUN_AS_NODE: '1' });
    expect(runtimeSpawnOptions({ runnerDir: '/r', modulesDir: '/m', appDir: '/a', nodeVersion: '22.12.0', electron: false }).execArgv[0]).toBe('--permission');
  });
});
