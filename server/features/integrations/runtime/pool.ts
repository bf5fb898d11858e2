import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runtimeSpawnOptions } from './spawn-options.js';
import type { RunRequest, RunResult } from './protocol.js';
import { RuntimeError } from './protocol.js';
import { integrationMessages } from '../../../../shared/messages.js';

export interface PoolOptions {
  runnerDir: string;
  /** Per call; the process is killed past it. */
  timeoutMs?: number;
  /** Idle processes kept per app. */
  warmPerApp?: number;
  /** Processes running at once per app; more calls wait. */
  maxPerApp?: number;
  heapMb?: number;
}

interface Runner {
  child: ChildProcess;
  ready: Promise<void>;
}

/** Hearth's node_modules, found from where axios resolves (source and built layouts alike). */
function hearthModulesDir(): string {
  const axiosPath = createRequire(import.meta.url).resolve('axios');
  const marker = `${join('/', 'node_modules')}/`;
  return axiosPath.slice(0, axiosPath.lastIndexOf(marker) + marker.length - 1) || dirname(axiosPath);
}

/**
 * Warm runtime processes, one set per app: a process only ever runs one app's code (it may read
 * only that app's folder), one call at a time. Started on first use, never at server start.
 */
export class RuntimePool {
  private readonly idle = new Map<string, Runner[]>();
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly all = new Set<ChildProcess>();
  private modulesDir: string | null = null;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  async run(appDir: string, request: RunRequest): Promise<RunResult> {
    if (this.closed) throw new RuntimeError(503, integrationMessages.runtimeClosed);
    await this.slot(appDir);
    const runner = this.idle.get(appDir)?.pop() ?? this.start(appDir);
    try {
      await runner.ready;
      return await this.call(runner, request);
    } finally {
      this.release(appDir, runner);
    }
  }

  /** Stops every process (server close, or an app removed or updated). */
  stop(appDir?: string): void {
    if (!appDir) this.closed = true;
    for (const [dir, runners] of this.idle) {
      if (appDir && dir !== appDir) continue;
      for (const runner of runners) runner.child.kill('SIGKILL');
      this.idle.delete(dir);
    }
    if (!appDir) for (const child of this.all) child.kill('SIGKILL');
  }

  private async slot(appDir: string): Promise<void> {
    const max = this.options.maxPerApp ?? 4;
    while ((this.running.get(appDir) ?? 0) >= max) {
      await new Promise<void>((resolve) => this.waiting.set(appDir, [...(this.waiting.get(appDir) ?? []), resolve]));
    }
    this.running.set(appDir, (this.running.get(appDir) ?? 0) + 1);
  }

  private release(appDir: string, runner: Runner): void {
    this.running.set(appDir, (this.running.get(appDir) ?? 1) - 1);
    const alive = runner.child.exitCode === null && runner.child.signalCode === null && !runner.child.killed && !this.closed;
    const idle = this.idle.get(appDir) ?? [];
    // A call waiting for this app takes the process as it is; otherwise only a few stay warm.
    const wanted = (this.waiting.get(appDir)?.length ?? 0) > 0;
    if (alive && (wanted || idle.length < (this.options.warmPerApp ?? 2))) {
      this.idle.set(appDir, [...idle, runner]);
    } else if (alive) {
      runner.child.kill('SIGKILL');
    }
    const next = this.waiting.get(appDir)?.shift();
    next?.();
  }

  private start(appDir: string): Runner {
    this.modulesDir ??= hearthModulesDir();
    const spawn = runtimeSpawnOptions({
      runnerDir: this.options.runnerDir,
      modulesDir: this.modulesDir,
      appDir,
      nodeVersion: process.versions.node,
      electron: Boolean(process.versions.electron),
      heapMb: this.options.heapMb,
    });
    const child = fork(spawn.modulePath, spawn.args, { execArgv: spawn.execArgv, env: spawn.env, cwd: appDir, stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'json' });
    this.all.add(child);
    child.on('error', () => child.kill('SIGKILL'));
    child.once('exit', () => {
      this.all.delete(child);
      const idle = this.idle.get(appDir);
      if (idle) this.idle.set(appDir, idle.filter((r) => r.child !== child));
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.once('spawn', () => resolve());
      child.once('error', () => reject(new RuntimeError(500, integrationMessages.runtimeFailed)));
    });
    ready.catch(() => {});
    return { child, ready };
  }

  private call(runner: Runner, request: RunRequest): Promise<RunResult> {
    const { child } = runner;
    const id = Math.random().toString(36).slice(2);
    return new Promise<RunResult>((resolve, reject) => {
      const finish = (error: RuntimeError | null, result?: RunResult) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(result as RunResult);
      };
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish(new RuntimeError(504, integrationMessages.timedOut));
      }, this.options.timeoutMs ?? 10_000);
      const onMessage = (message: unknown) => {
        const result = message as RunResult & { id: string | null };
        if (result?.id !== id) return;
        finish(null, result);
      };
      const onExit = () => finish(new RuntimeError(502, integrationMessages.crashed));
      child.on('message', onMessage);
      child.on('exit', onExit);
      try {
        child.send({ ...request, id });
      } catch {
        finish(new RuntimeError(502, integrationMessages.crashed));
      }
    });
  }
}
