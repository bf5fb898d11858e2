// The fake utilityProcess's own rules, each as Electron 41's source has it (tests/fixtures/SOURCES.md,
// section "Electron"). The desktop runtime tests lean on this fake, so its rules are checked here
// against a real process on Electron's Node.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type Electron from 'electron';
import { createFakeUtilityProcess, desktopNode, electronAppliedExecArgv, electronUtilityEnv, terminateGraceMs } from './fake-utility-process.js';
import { missing } from '../../tests/helpers/prerequisites.js';

describe('Electron utility process rules, as pure functions', () => {
  it('passes the env exactly as given when it has entries, with nothing added', () => {
    expect(electronUtilityEnv({ NODE_ENV: 'production' }, { PATH: '/bin', SystemRoot: 'C:\\Windows' })).toEqual({ NODE_ENV: 'production' });
  });

  it("inherits the parent's whole environment when env is empty or missing", () => {
    const parent = { PATH: '/bin', HOME: '/home/a' };
    expect(electronUtilityEnv({}, parent)).toEqual(parent);
    expect(electronUtilityEnv(undefined, parent)).toEqual(parent);
  });

  it('drops the permission model, heap limits and code-generation flags, keeping the few allowed options', () => {
    const asked = ['--permission', '--allow-fs-read=/x/', '--max-old-space-size=64', '--disallow-code-generation-from-strings', '--dns-result-order=ipv4first', '--no-deprecation', '--inspect=9229'];
    expect(electronAppliedExecArgv(asked)).toEqual(['--dns-result-order=ipv4first', '--no-deprecation']);
    expect(electronAppliedExecArgv(asked, true)).toEqual(['--dns-result-order=ipv4first', '--no-deprecation', '--inspect=9229']);
  });
});

const node = desktopNode();

describe.skipIf(missing('Node 24 (scripts/test-node.mjs)', node ? null : 'not in node_modules/.cache/hearth'))('the fake utilityProcess, run on Electron’s Node', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hearth-fake-utility-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Forks a module that answers what it sees on its first message. */
  function start(source: string, options: Electron.ForkOptions, parentEnv: NodeJS.ProcessEnv = { HEARTH_PARENT_ONLY: 'yes', PATH: process.env.PATH ?? '' }) {
    const file = path.join(dir, `probe-${Math.random().toString(36).slice(2)}.cjs`);
    writeFileSync(file, source);
    const utility = createFakeUtilityProcess(node ?? '', parentEnv);
    return utility.fork(file, [], options);
  }

  function firstMessage(child: Electron.UtilityProcess): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message within 10 s')), 10_000);
      child.once('message', (message: unknown) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  }

  function exited(child: Electron.UtilityProcess): Promise<number> {
    return new Promise((resolve) => child.once('exit', (code: number) => resolve(code)));
  }

  const probe = `
    const v8 = require('node:v8');
    let generated = 'refused';
    try { generated = Function('return "compiled"')(); } catch {}
    process.parentPort.once('message', () => process.parentPort.postMessage({
      env: process.env,
      send: typeof process.send,
      heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576),
      generated,
      node: process.versions.node,
    }));`;

  it('gives the module exactly the env it was given, parentPort and no Node IPC channel, and drops the heap and code flags', async () => {
    const child = start(probe, { env: { NODE_ENV: 'production', ONLY: '1' }, execArgv: ['--max-old-space-size=64', '--disallow-code-generation-from-strings'] });
    const answer = firstMessage(child);
    child.postMessage('go');
    const seen = (await answer) as { env: Record<string, string>; send: string; heapLimitMb: number; generated: string; node: string };
    child.kill();
    expect(seen.node.split('.')[0]).toBe('24');
    expect(seen.env).toEqual({ NODE_ENV: 'production', ONLY: '1' });
    expect(seen.send).toBe('undefined');
    expect(seen.heapLimitMb).toBeGreaterThan(64);
    expect(seen.generated).toBe('compiled');
  });

  it("starts the module with the parent's environment when env is empty", async () => {
    const child = start(probe, { env: {} });
    const answer = firstMessage(child);
    child.postMessage('go');
    const seen = (await answer) as { env: Record<string, string> };
    child.kill();
    expect(seen.env.HEARTH_PARENT_ONLY).toBe('yes');
  });

  it('keeps running after an unhandled rejection', async () => {
    const child = start(`Promise.reject(new Error('nobody waits'));
      setTimeout(() => process.parentPort.postMessage('still here'), 200);`, {});
    await expect(firstMessage(child)).resolves.toBe('still here');
    child.kill();
  });

  it('kill() ends a process that ignores the request to stop, after the grace period', async () => {
    const child = start(`process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); process.parentPort.postMessage('ready');`, {});
    await firstMessage(child);
    const started = Date.now();
    const exit = exited(child);
    expect(child.kill()).toBe(true);
    await exit;
    expect(Date.now() - started).toBeGreaterThanOrEqual(terminateGraceMs - 100);
  });
});
