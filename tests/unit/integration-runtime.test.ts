// The integration runtime as the headless server runs it: a real child process per app under
// Node's permission model, package code in the sandbox worker (64 MB heap), a scrubbed
// environment and a per-call time limit. What hostile packages try is in sandbox-escapes.test.ts,
// run under both launchers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { defaultRunnerDir, runIntegration, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { RuntimePool, type RuntimeSandbox } from '../../server/features/integrations/runtime/pool.js';
import { systemStatsProbe } from '../../server/features/integrations/runtime/process-stats.js';
import { until } from '../helpers/until.js';
import { runtimeSpawnOptions } from '../../server/features/integrations/runtime/spawn-options.js';
import { answering, writePackage } from '../helpers/integrations.js';
import { integrationMessages } from '../../shared/messages.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

let root: string;
beforeAll(() => {
  // Shaped like the data folder: <data>/hearth.db beside <data>/apps/<appId>.
  root = mkdtempSync(join(tmpdir(), 'hearth-runtime-'));
  writeFileSync(join(root, 'hearth.db'), 'secret database');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Ten seconds unless the limit is the subject: on a loaded machine a call must not fail for being slow.
async function run(appId: string, appJs: string, timeoutMs = 10_000): Promise<RunOutcome> {
  const dir = writePackage(join(root, 'apps'), { appId, appJs });
  return runIntegration(dir, { kind: 'initialize', config: {}, appUrl: closed.origin }, { timeoutMs, startTimeoutMs: 60_000 });
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
    expect(outcome).toEqual({ ok: false, status: 502, error: integrationMessages.tooMuchMemory(64) });
  });

  // A package may ship its own copy of an allowed module: it runs in the sandbox too.
  async function runShippedOutcome(appId: string, moduleBody: string): Promise<RunOutcome> {
    const dir = writePackage(join(root, 'apps'), { appId, appJs: answering("require('lodash')") });
    mkdirSync(join(dir, 'node_modules', 'lodash'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'lodash', 'index.js'), `module.exports = (${moduleBody});`);
    return runIntegration(dir, { kind: 'initialize', config: {} }, { timeoutMs: 10_000, startTimeoutMs: 60_000 });
  }

  it("runs app.js with the original's globals only: no process, Buffer or fs of its own", async () => {
    expect(card(await run('globals.app', answering('[typeof process, typeof Buffer, typeof global, typeof require, typeof setTimeout].join()')))).toBe('<p>undefined,undefined,object,function,function</p>');
    expect(card(await run('fs.app', answering("require('fs')")))).toBe("<p>threw: Importing of module 'fs' is not allowed.</p>");
  });

  it('reports what confines each process: the sandbox, and the permission model of its launcher', async () => {
    const seen: RuntimeSandbox[] = [];
    const dir = writePackage(join(root, 'apps'), { appId: 'sandbox.app', appJs: answering("'ok'") });
    const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), startTimeoutMs: 60_000, onSandbox: (sandbox) => seen.push(sandbox) });
    try {
      expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>ok</p>');
      expect(seen).toEqual([{ permissionModel: true, compartments: true }]);
    } finally {
      pool.stop();
    }
  });

  it("carries a refusal's status and what a card keeps for its link's next run; a connection test is offered no keeping", async () => {
    const dir = writePackage(join(root, 'apps'), {
      appId: 'keeps.app',
      appJs: `global.initialize = async (app) => {
        if (app.kept === 'wrong') return app.sendError({ response: { status: 401, data: 'no' } });
        if (app.keep) app.keep('session-' + (app.kept === null ? 'new' : app.kept));
        app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'ok' }]);
      };
      global.connectionTest = async (t) => (typeof t.keep === 'function' ? t.connectionFailed('offered keep') : t.connectionSuccess());`,
    });
    const first = await runIntegration(dir, { kind: 'initialize', config: {}, appUrl: 'http://127.0.0.1:9', kept: null });
    expect(first).toMatchObject({ ok: true, kept: 'session-new' });
    const refused = await runIntegration(dir, { kind: 'initialize', config: {}, appUrl: 'http://127.0.0.1:9', kept: 'wrong' });
    expect(refused).toMatchObject({ ok: false, refusal: 401 });
    // Without a kept value offered, there is nothing to keep into.
    const unkept = await runIntegration(dir, { kind: 'initialize', config: {}, appUrl: 'http://127.0.0.1:9' });
    expect(unkept).toMatchObject({ ok: true });
    expect(unkept).not.toHaveProperty('kept');
    expect(await runIntegration(dir, { kind: 'connectionTest', config: {}, appUrl: 'http://127.0.0.1:9', kept: null })).toMatchObject({ ok: true });
  });

  it('answers a throwing package with its message, never a stack', async () => {
    const outcome = await run('throws.app', "global.initialize = async () => { throw new Error('upstream said no'); };");
    expect(outcome).toEqual({ ok: false, status: 400, error: 'upstream said no' });
  });

  it('keeps the spawn flags in one pure function, for every OS and launcher', () => {
    const spawn = runtimeSpawnOptions({ runnerDir: '/r', modulesDir: '/m', appDir: '/a', nodeVersion: '20.20.2' }, path.posix);
    expect(spawn.execArgv).toEqual(['--experimental-permission', '--allow-fs-read=/r/', '--allow-fs-read=/m/', '--allow-fs-read=/a/', '--allow-worker', '--max-old-space-size=128']);
    // No ELECTRON_RUN_AS_NODE: the packaged app's fuse ignores it; Electron's utilityProcess starts the runner there.
    expect(spawn.env).toEqual({ NODE_ENV: 'production', NODE_NO_WARNINGS: '1' });
    // The sandbox worker's heap (MB) is the third argument: a cap that every launcher honours.
    expect(spawn.args).toEqual(['/m', '/a', '64']);
    expect(runtimeSpawnOptions({ runnerDir: '/r', modulesDir: '/m', appDir: '/a', nodeVersion: '22.12.0' }, path.posix).execArgv[0]).toBe('--permission');
    const windows = runtimeSpawnOptions({ runnerDir: 'C:\\H\\resources\\app.asar.unpacked\\dist\\resources\\integration-runtime', modulesDir: 'C:\\H\\resources\\app.asar\\node_modules', appDir: 'C:\\Users\\me\\AppData\\Roaming\\Hearth\\apps\\com.x', nodeVersion: '24.11.0' }, path.win32);
    expect(windows.modulePath).toBe('C:\\H\\resources\\app.asar.unpacked\\dist\\resources\\integration-runtime\\runner.cjs');
    expect(windows.execArgv).toContain('--allow-fs-read=C:\\Users\\me\\AppData\\Roaming\\Hearth\\apps\\com.x\\');
  });

  it("gives a Windows runtime what Windows needs (SystemRoot, TEMP, …) and nothing else of the server's environment", () => {
    const server = { SystemRoot: 'C:\\WINDOWS', windir: 'C:\\WINDOWS', TEMP: 'C:\\Users\\me\\AppData\\Local\\Temp', TMP: 'C:\\Users\\me\\AppData\\Local\\Temp', Path: 'C:\\WINDOWS\\system32', USERPROFILE: 'C:\\Users\\me', HEARTH_ADMIN_PASSWORD: 'secret', APPDATA: 'C:\\Users\\me\\AppData\\Roaming' };
    const windows = runtimeSpawnOptions({ runnerDir: 'C:\\r', modulesDir: 'C:\\m', appDir: 'C:\\a', nodeVersion: '24.11.1', platform: 'win32', parentEnv: server }, path.win32);
    expect(windows.env).toEqual({ NODE_ENV: 'production', NODE_NO_WARNINGS: '1', SystemRoot: 'C:\\WINDOWS', windir: 'C:\\WINDOWS', TEMP: server.TEMP, TMP: server.TMP, Path: server.Path, USERPROFILE: server.USERPROFILE });
    for (const platform of ['linux', 'darwin'] as const) {
      expect(runtimeSpawnOptions({ runnerDir: '/r', modulesDir: '/m', appDir: '/a', nodeVersion: '24.11.1', platform, parentEnv: { ...server, PATH: '/usr/bin', HOME: '/home/me' } }, path.posix).env).toEqual({ NODE_ENV: 'production', NODE_NO_WARNINGS: '1' });
    }
  });

  it('keeps a process warm for the same app and retires it when the app changes', async () => {
    const dir = writePackage(join(root, 'apps'), { appId: 'warm.app', appJs: answering("require('lodash')()") });
    mkdirSync(join(dir, 'node_modules', 'lodash'), { recursive: true });
    // Module state lives as long as the process: a counter shows whether the process was reused.
    writeFileSync(join(dir, 'node_modules', 'lodash', 'index.js'), 'let n = 0; module.exports = () => ++n;');
    const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), startTimeoutMs: 60_000, warmPerApp: 1 });
    try {
      const once = async () => card(await runThrough(pool, dir, { kind: 'initialize' }));
      expect([await once(), await once()]).toEqual(['<p>1</p>', '<p>2</p>']);
      pool.stop(dir);
      expect(await once()).toBe('<p>1</p>');
    } finally {
      pool.stop();
    }
  });

  it("cannot reach the channel to the server, so it cannot forge or flood the runtime's messages", async () => {
    const forged = await runShippedOutcome('forge.app', "(process.send || process.parentPort.postMessage)({ id: 'guess', type: 'response', template: 'x' })");
    // In a compartment a name with no binding reads as undefined (SES's scope terminator).
    expect(card(forged)).toBe("<p>threw: Cannot read properties of undefined (reading 'send')</p>");
  });

  describe('limits measured from outside the process', () => {
    const stats = systemStatsProbe(process.platform);

    it('stops a call whose memory outside the heap (Buffers) passes the cap, with a clear 502', async () => {
      const dir = writePackage(join(root, 'apps'), { appId: 'buffers.app', appJs: "global.initialize = async () => { const keep = []; for (let i = 0; i < 60; i++) { keep.push(require('buffer').Buffer.alloc(16 * 1024 * 1024, 1)); await new Promise((r) => setTimeout(r, 20)); } };" });
      const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), startTimeoutMs: 60_000, stats, maxRssMb: 160, timeoutMs: 8000 });
      try {
        expect(await runThrough(pool, dir, { kind: 'initialize' })).toEqual({ ok: false, status: 502, error: integrationMessages.tooMuchMemory(160) });
      } finally {
        pool.stop();
      }
    });

    it("ends the timers a package left running when it answers: the idle process stays quiet", async () => {
      const appJs = "global.initialize = async (app) => { setInterval(() => { const end = Date.now() + 40; while (Date.now() < end); }, 1); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'done' }]); };";
      const dir = writePackage(join(root, 'apps'), { appId: 'spinner.app', appJs });
      const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), startTimeoutMs: 60_000, stats, warmPerApp: 1, sampleMs: 200 });
      try {
        expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>done</p>');
        const [idle] = pool.idleProcesses(dir);
        const pid = idle?.pid ?? 0;
        const before = (await stats(pid))?.cpuMs ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const after = (await stats(pid))?.cpuMs ?? Infinity;
        // The spinner would have taken most of a core for 1.5 s; a quiet process takes next to nothing.
        expect(after - before).toBeLessThan(400);
        expect(pool.idleProcesses(dir).map((entry) => entry.pid)).toEqual([pid]);
      } finally {
        pool.stop();
      }
    });

    it('stops a quiet idle process after the idle time, and counts the CPU time of each call', async () => {
      const dir = writePackage(join(root, 'apps'), { appId: 'quiet.app', appJs: "global.initialize = async (app) => { let x = 0; for (let i = 0; i < 1.5e8; i++) x = (x + i) % 1000003; app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: x >= 0 ? 'ok' : 'no' }]); };" });
      const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), startTimeoutMs: 60_000, timeoutMs: 60_000, stats, warmPerApp: 1, sampleMs: 100, idleMs: 800 });
      try {
        expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>ok</p>');
        // A fixed amount of work (not of time): its CPU time shows however busy the machine is.
        expect(pool.idleProcesses(dir)[0]?.lastCallCpuMs).toBeGreaterThan(150);
        await until('the idle process to be stopped', () => pool.idleProcesses(dir).length === 0, 10_000);
      } finally {
        pool.stop();
      }
    });
  });
});
