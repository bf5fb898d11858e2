// Hostile packages against the isolated runtime (a real child process per app, Node's permission
// model, a 64 MB heap, a scrubbed environment and a per-call time limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { defaultRunnerDir, runIntegration, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { RuntimePool, type RuntimeSandbox } from '../../server/features/integrations/runtime/pool.js';
import { forkLauncher, type LaunchRuntime } from '../../server/features/integrations/runtime/launcher.js';
import { systemStatsProbe } from '../../server/features/integrations/runtime/process-stats.js';
import { until } from '../helpers/until.js';
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
    writeFileSync(join(dir, 'node_modules', 'lodash', 'evil.node'), 'not really an addon');
    writeFileSync(join(dir, 'node_modules', 'lodash', 'index.js'), `let v; try { v = ${moduleBody}; } catch (e) { v = 'threw: ' + (e.code || e.message); } module.exports = v;`);
    return card(await runIntegration(dir, { kind: 'initialize', config: {} }, { timeoutMs: 3000 }));
  }

  async function runShippedOutcome(appId: string, moduleBody: string): Promise<RunOutcome> {
    const dir = writePackage(join(root, 'apps'), { appId, appJs: answering("require('lodash')") });
    mkdirSync(join(dir, 'node_modules', 'lodash'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'lodash', 'index.js'), `module.exports = (${moduleBody});`);
    return runIntegration(dir, { kind: 'initialize', config: {} }, { timeoutMs: 3000 });
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
    // The context's global and host functions lead to the runner's realm, whose Function the guard refuses.
    expect(card(await run('escape.app', answering("this.constructor.constructor('return process')()")))).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
    expect(card(await run('escape2.app', answering("setTimeout.constructor('return process')()")))).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
    expect(card(await run('escape3.app', answering("(async () => {}).constructor.constructor('return process')()")))).toBe('<p>threw: Code generation from strings disallowed for this context</p>');
  });

  it("cannot signal, spawn or load natives through what Node leaves on process (Hearth's guard)", async () => {
    const attempts: [string, string][] = [
      ['kill.app', "process.kill(process.ppid, 'SIGKILL')"],
      ['kill2.app', "process._kill(process.ppid, 9)"],
      ['binding.app', "process.binding('spawn_sync')"],
      ['linked.app', "process._linkedBinding('spawn_sync')"],
      ['builtin.app', "process.getBuiltinModule('child_process')"],
      ['dlopen.app', "process.dlopen({ exports: {} }, '/nonexistent.node')"],
      ['signal.app', "process.on('SIGTERM', () => {})"],
      ['vm.app', "require('vm').runInThisContext('1')"],
      ['v8.app', "require('v8').setFlagsFromString('--allow-natives-syntax')"],
      ['module.app', "require('module')._load('child_process')"],
      ['ctor.app', "module.constructor._load('child_process')"],
      ['write.app', "require('fs').writeFileSync(__dirname + '/planted.js', 'x')"],
      ['addon.app', "require('fs').existsSync(__dirname + '/evil.node') && require('./evil.node')"],
      ['eval.app', "eval('1 + 1')"],
      ['fn.app', "Function('return 1')()"],
    ];
    for (const [appId, body] of attempts) {
      expect(await runShipped(appId, body), body).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
    }
  });

  it("refuses import() from a package's modules (it would pass around require)", async () => {
    const dir = writePackage(join(root, 'apps'), { appId: 'import2.app', appJs: answering("require('lodash')") });
    mkdirSync(join(dir, 'node_modules', 'lodash'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'lodash', 'index.js'), "const settled = (async () => { try { return (await import('node:child_process')) && 'imported'; } catch (e) { return e.code; } })(); module.exports = () => settled;");
    writeFileSync(join(dir, 'app.js'), "global.initialize = async (app) => { const value = await require('lodash')(); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value }]); };");
    // Refused by the guard's compile, or by Node itself before the guard's callback is asked.
    expect(card(await runIntegration(dir, { kind: 'initialize', config: {} }, { timeoutMs: 3000 }))).toMatch(/^<p>(ERR_ACCESS_DENIED|ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG)<\/p>$/);
  });

  it('reports what confines each process, and refuses to run where nothing covers imports', async () => {
    const seen: RuntimeSandbox[] = [];
    const dir = writePackage(join(root, 'apps'), { appId: 'sandbox.app', appJs: answering("'ok'") });
    const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), onSandbox: (sandbox) => seen.push(sandbox) });
    try {
      expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>ok</p>');
      expect(seen).toEqual([{ permissionModel: true, guard: true }]);
    } finally {
      pool.stop();
    }
    // A launcher that drops Node's permission flags (as Electron's utilityProcess does) on a Node
    // without module.registerHooks: nothing would guard import, so the process is refused.
    if ('registerHooks' in (await import('node:module')).default) return;
    const withoutPermission: LaunchRuntime = (spawn, cwd) => forkLauncher({ ...spawn, execArgv: spawn.execArgv.filter((flag) => !/permission|allow-fs/.test(flag)) }, cwd);
    const unsafe = new RuntimePool({ runnerDir: defaultRunnerDir(), launch: withoutPermission });
    try {
      expect(await runThrough(unsafe, dir, { kind: 'initialize' })).toEqual({ ok: false, status: 500, error: integrationMessages.runtimeFailed });
    } finally {
      unsafe.stop();
    }
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

  it('keeps the spawn flags in one pure function, for every OS and launcher', () => {
    const spawn = runtimeSpawnOptions({ runnerDir: '/r', modulesDir: '/m', appDir: '/a', nodeVersion: '20.20.2' }, path.posix);
    expect(spawn.execArgv).toEqual(['--experimental-permission', '--allow-fs-read=/r/', '--allow-fs-read=/m/', '--allow-fs-read=/a/', '--max-old-space-size=64', '--disallow-code-generation-from-strings']);
    // No ELECTRON_RUN_AS_NODE: the packaged app's fuse ignores it; Electron's utilityProcess starts the runner there.
    expect(spawn.env).toEqual({ NODE_ENV: 'production', NODE_NO_WARNINGS: '1' });
    expect(spawn.args).toEqual(['/m', '/a']);
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
    const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 1 });
    try {
      const once = async () => card(await runThrough(pool, dir, { kind: 'initialize' }));
      expect([await once(), await once()]).toEqual(['<p>1</p>', '<p>2</p>']);
      pool.stop(dir);
      expect(await once()).toBe('<p>1</p>');
    } finally {
      pool.stop();
    }
  });

  it('ends a process that forges or floods runtime messages', async () => {
    const forged = await runShippedOutcome('forge.app', "process.send({ id: 'guess', type: 'response', template: 'x' }), 1");
    expect(forged).toEqual({ ok: false, status: 502, error: integrationMessages.crashed });
  });

  describe('limits measured from outside the process', () => {
    const stats = systemStatsProbe(process.platform);

    it('stops a call whose memory outside the heap (Buffers) passes the cap, with a clear 502', async () => {
      const dir = writePackage(join(root, 'apps'), { appId: 'buffers.app', appJs: "global.initialize = async () => { const keep = []; for (let i = 0; i < 60; i++) { keep.push(require('buffer').Buffer.alloc(16 * 1024 * 1024, 1)); await new Promise((r) => setTimeout(r, 20)); } };" });
      const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), stats, maxRssMb: 160, timeoutMs: 8000 });
      try {
        expect(await runThrough(pool, dir, { kind: 'initialize' })).toEqual({ ok: false, status: 502, error: integrationMessages.tooMuchMemory(160) });
      } finally {
        pool.stop();
      }
    });

    it('stops an idle process that keeps the CPU busy after answering (a timer left running)', async () => {
      const appJs = "global.initialize = async (app) => { setInterval(() => { const end = Date.now() + 40; while (Date.now() < end); }, 1); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'done' }]); };";
      const dir = writePackage(join(root, 'apps'), { appId: 'spinner.app', appJs });
      const lines: string[] = [];
      // A fifth of a core, not the default half: on a busy test machine the spinner may not get more.
      const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), stats, warmPerApp: 1, sampleMs: 200, idleCpuShare: 0.2, log: (line) => lines.push(line) });
      try {
        expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>done</p>');
        const [idle] = pool.idleProcesses(dir);
        expect(idle?.pid).toBeDefined();
        await until('the busy idle process to be stopped', () => pool.idleProcesses(dir).length === 0, 10_000);
        expect(lines.some((line) => line.includes(`pid ${idle?.pid}`) && line.includes('kept the CPU busy'))).toBe(true);
      } finally {
        pool.stop();
      }
    });

    it('stops a quiet idle process after the idle time, and counts the CPU time of each call', async () => {
      const dir = writePackage(join(root, 'apps'), { appId: 'quiet.app', appJs: "global.initialize = async (app) => { const end = Date.now() + 600; while (Date.now() < end); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'ok' }]); };" });
      const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), stats, warmPerApp: 1, sampleMs: 100, idleMs: 800 });
      try {
        expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>ok</p>');
        expect(pool.idleProcesses(dir)[0]?.lastCallCpuMs).toBeGreaterThan(200);
        await until('the idle process to be stopped', () => pool.idleProcesses(dir).length === 0, 10_000);
      } finally {
        pool.stop();
      }
    });
  });
});
