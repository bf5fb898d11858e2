import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { modulesDirOf } from '../../../host/packaged-paths.js';
import { forkLauncher, type LaunchRuntime, type RuntimeProcess } from './launcher.js';
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
  /** How processes are started: Node's fork (default) or, in the desktop app, Electron's utilityProcess. */
  launch?: LaunchRuntime;
  /** Told what confines each process as it reports ready (logged once by the integrations feature). */
  onSandbox?: (sandbox: RuntimeSandbox) => void;
  /** How long a process may take to report ready. */
  startTimeoutMs?: number;
}

/** What a runtime process reports confines it (runner.cjs, guard.cjs). */
export interface RuntimeSandbox {
  /** Node's permission model is in force (the launcher honoured its flags). */
  permissionModel: boolean;
  /** Hearth's own guard is installed (always, or the process is refused). */
  guard: boolean;
}

function isSandbox(value: unknown): value is RuntimeSandbox {
  if (!value || typeof value !== 'object') return false;
  const sandbox = value as Record<string, unknown>;
  return typeof sandbox.permissionModel === 'boolean' && sandbox.guard === true;
}

interface Runner {
  child: RuntimeProcess;
  /** Set while a call waits for its answer; a message at any other time ends the process. */
  inCall: boolean;
  /** The app folder's generation when started: an update or removal retires older processes. */
  generation: number;
  ready: Promise<void>;
}

/** Hearth's node_modules, found from where axios resolves (source, built and packaged layouts, any OS). */
function hearthModulesDir(): string {
  const axiosPath = createRequire(import.meta.url).resolve('axios');
  return modulesDirOf(axiosPath) ?? dirname(axiosPath);
}

/**
 * Warm runtime processes, one set per app: a process only ever runs one app's code (it may read
 * only that app's folder), one call at a time. Started on first use, never at server start.
 */
export class RuntimePool {
  private readonly idle = new Map<string, Runner[]>();
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly all = new Set<RuntimeProcess>();
  private readonly generations = new Map<string, number>();
  private modulesDir: string | null = null;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  async run(appDir: string, request: RunRequest): Promise<RunResult> {
    if (this.closed) throw new RuntimeError(503, integrationMessages.runtimeClosed);
    await this.slot(appDir);
    if (this.closed) throw new RuntimeError(503, integrationMessages.runtimeClosed);
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
    else this.generations.set(appDir, (this.generations.get(appDir) ?? 0) + 1);
    for (const [dir, runners] of this.idle) {
      if (appDir && dir !== appDir) continue;
      for (const runner of runners) runner.child.kill();
      this.idle.delete(dir);
    }
    if (!appDir) for (const child of this.all) child.kill();
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
    const current = runner.generation === (this.generations.get(appDir) ?? 0);
    const alive = runner.child.alive && !this.closed && current;
    const idle = this.idle.get(appDir) ?? [];
    // A call waiting for this app takes the process as it is; otherwise only a few stay warm.
    const wanted = (this.waiting.get(appDir)?.length ?? 0) > 0;
    if (alive && (wanted || idle.length < (this.options.warmPerApp ?? 2))) {
      this.idle.set(appDir, [...idle, runner]);
    } else if (runner.child.alive) {
      runner.child.kill();
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
      heapMb: this.options.heapMb,
    });
    const child = (this.options.launch ?? forkLauncher)(spawn, appDir);
    this.all.add(child);
    child.on('exit', () => {
      this.all.delete(child);
      const idle = this.idle.get(appDir);
      if (idle) this.idle.set(appDir, idle.filter((r) => r.child !== child));
    });
    const runner: Runner = { child, inCall: false, ready: Promise.resolve(), generation: this.generations.get(appDir) ?? 0 };
    runner.ready = this.handshake(runner);
    runner.ready.catch(() => {});
    return runner;
  }

  /**
   * The process's first message says it is ready and what confines it; until then, and between
   * calls, any message ends it. App code can reach the channel (a package's own modules run
   * with Node's real require), so it is not trusted: one answer per call, nothing else.
   */
  private handshake(runner: Runner): Promise<void> {
    const { child } = runner;
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      const fail = () => {
        clearTimeout(timer);
        reject(new RuntimeError(500, integrationMessages.runtimeFailed));
      };
      const timer = setTimeout(() => {
        child.kill();
        fail();
      }, this.options.startTimeoutMs ?? 10_000);
      child.on('exit', () => {
        if (!ready) fail();
      });
      child.on('message', (message: unknown) => {
        if (runner.inCall) return;
        const hello = message as { type?: unknown; sandbox?: unknown } | null;
        if (!ready && hello?.type === 'ready' && isSandbox(hello.sandbox)) {
          ready = true;
          clearTimeout(timer);
          this.options.onSandbox?.(hello.sandbox);
          resolve();
          return;
        }
        child.kill();
      });
    });
  }

  private call(runner: Runner, request: RunRequest): Promise<RunResult> {
    const { child } = runner;
    const id = Math.random().toString(36).slice(2);
    return new Promise<RunResult>((resolve, reject) => {
      const finish = (error: RuntimeError | null, result?: RunResult) => {
        clearTimeout(timer);
        runner.inCall = false;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(result as RunResult);
      };
      const timer = setTimeout(() => {
        child.kill();
        finish(new RuntimeError(504, integrationMessages.timedOut));
      }, this.options.timeoutMs ?? 10_000);
      const onMessage = (message: unknown) => {
        const result = message as (RunResult & { id: unknown }) | null;
        if (result?.id === id && typeof result.type === 'string') return finish(null, result);
        child.kill();
        finish(new RuntimeError(502, integrationMessages.crashed));
      };
      const onExit = () => finish(new RuntimeError(502, integrationMessages.crashed));
      runner.inCall = true;
      child.on('message', onMessage);
      child.on('exit', onExit);
      if (!child.send({ ...request, id })) finish(new RuntimeError(502, integrationMessages.crashed));
    });
  }
}
