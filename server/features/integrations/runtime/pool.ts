import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { modulesDirOf } from '../../../host/packaged-paths.js';
import { forkLauncher, type LaunchRuntime, type RuntimeProcess } from './launcher.js';
import { runtimeSpawnOptions } from './spawn-options.js';
import type { StatsProbe } from './process-stats.js';
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
  /** How long a process may take to report ready (default: defaultStartTimeoutMs). */
  startTimeoutMs?: number;
  /**
   * Measures a process from outside (memory, CPU time). Without it no memory cap or idle CPU
   * check applies; the integrations feature always gives one (process-stats.ts).
   */
  stats?: StatsProbe;
  /** Resident memory one process may reach during a call (Buffers too, which the heap limit misses). */
  maxRssMb?: number;
  /** An idle process is stopped after this long, and at once if it keeps the CPU busy meanwhile. */
  idleMs?: number;
  /** How often calls and idle processes are measured. */
  sampleMs?: number;
  /** Share of a core an idle process may use between two samples before it is stopped (a timer left running). */
  idleCpuShare?: number;
  log?: (line: string) => void;
  /** The OS runtime processes start on, and the server's environment (only what the OS needs is kept). */
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
}

/**
 * How long a new runtime process may take to report ready. A process is started once and then
 * kept warm, so only a card's first run waits on this. Ten seconds was too short on a loaded
 * two-core machine (the test suite running beside helpers saw starts fail with "could not be
 * started"), and a Raspberry-Pi-class home server starting several at once is slower still.
 */
export const defaultStartTimeoutMs = 30_000;

export const runtimeLimits = { maxRssMb: 256, idleMs: 5 * 60_000, sampleMs: 1000, idleCpuShare: 0.5 } as const;

/** What a runtime process reports confines it (runner.cjs). */
export interface RuntimeSandbox {
  /** Node's permission model is in force over the whole process (the launcher honoured its flags). */
  permissionModel: boolean;
  /** Package code runs in the sandbox worker's compartments (always, or the process is refused). */
  compartments: boolean;
}

function isSandbox(value: unknown): value is RuntimeSandbox {
  if (!value || typeof value !== 'object') return false;
  const sandbox = value as Record<string, unknown>;
  return typeof sandbox.permissionModel === 'boolean' && sandbox.compartments === true;
}

interface Runner {
  child: RuntimeProcess;
  /** While idle: since when, and the CPU time it had at the last sample, and when that was. */
  idleSince: number;
  idleCpuMs: number | null;
  idleSampledAt: number;
  /** CPU time the last call used, when the process could be measured. */
  lastCallCpuMs: number | null;
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
/** The runner's own deadline for a call's upstream requests: the pool's limit less a margin. */
export function runnerDeadlineMs(limitMs: number): number {
  return Math.max(limitMs - 500, Math.round(limitMs * 0.8));
}

export class RuntimePool {
  private readonly idle = new Map<string, Runner[]>();
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly all = new Set<RuntimeProcess>();
  private readonly generations = new Map<string, number>();
  private modulesDir: string | null = null;
  private closed = false;
  private idleWatch: NodeJS.Timeout | null = null;
  private watching = false;

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
    if (!appDir && this.idleWatch) clearInterval(this.idleWatch);
  }

  /** Stops the processes of every app (their code was replaced by a restore); the pool stays open. */
  stopApps(): void {
    for (const dir of new Set([...this.idle.keys(), ...this.running.keys()])) this.stop(dir);
  }

  /** CPU time the last call of a process for this app used (tests and diagnostics). */
  idleProcesses(appDir: string): { pid: number | undefined; lastCallCpuMs: number | null }[] {
    return (this.idle.get(appDir) ?? []).map((runner) => ({ pid: runner.child.pid, lastCallCpuMs: runner.lastCallCpuMs }));
  }

  /**
   * Idle processes are measured every sample: one that keeps the CPU busy (a timer app code left
   * running after its answer) or that idled past idleMs is stopped. Runs only while any idles.
   */
  private watchIdle(): void {
    if (this.idleWatch || this.closed) return;
    const sampleMs = this.options.sampleMs ?? runtimeLimits.sampleMs;
    this.idleWatch = setInterval(() => void this.checkIdle(), sampleMs);
    this.idleWatch.unref();
  }

  private async checkIdle(): Promise<void> {
    if (this.watching) return;
    this.watching = true;
    try {
      const idleMs = this.options.idleMs ?? runtimeLimits.idleMs;
      const share = this.options.idleCpuShare ?? runtimeLimits.idleCpuShare;
      const runners = [...this.idle.values()].flat();
      if (runners.length === 0 && this.idleWatch) {
        clearInterval(this.idleWatch);
        this.idleWatch = null;
        return;
      }
      for (const runner of runners) {
        if (Date.now() - runner.idleSince > idleMs) {
          runner.child.kill();
          continue;
        }
        const pid = runner.child.pid;
        const stats = pid !== undefined && this.options.stats ? await this.options.stats(pid).catch(() => null) : null;
        if (!stats) continue;
        const elapsed = Date.now() - runner.idleSampledAt;
        if (runner.idleCpuMs !== null && elapsed > 0 && (stats.cpuMs - runner.idleCpuMs) / elapsed > share) {
          this.options.log?.(`Stopped an idle integration process (pid ${pid}) that kept the CPU busy after its answer.`);
          runner.child.kill();
          continue;
        }
        runner.idleCpuMs = stats.cpuMs;
        runner.idleSampledAt = Date.now();
      }
    } finally {
      this.watching = false;
    }
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
      runner.idleSince = Date.now();
      runner.idleCpuMs = null;
      this.idle.set(appDir, [...idle, runner]);
      this.watchIdle();
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
      platform: this.options.platform,
      parentEnv: this.options.env,
    });
    const child = (this.options.launch ?? forkLauncher)(spawn, appDir);
    this.all.add(child);
    child.on('exit', () => {
      this.all.delete(child);
      const idle = this.idle.get(appDir);
      if (idle) this.idle.set(appDir, idle.filter((r) => r.child !== child));
    });
    const runner: Runner = { child, inCall: false, ready: Promise.resolve(), generation: this.generations.get(appDir) ?? 0, idleSince: 0, idleCpuMs: null, idleSampledAt: 0, lastCallCpuMs: null };
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
      }, this.options.startTimeoutMs ?? defaultStartTimeoutMs);
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
    const maxRssBytes = (this.options.maxRssMb ?? runtimeLimits.maxRssMb) * 1024 * 1024;
    const limitMs = this.options.timeoutMs ?? 10_000;
    const { stats } = this.options;
    let startCpuMs: number | null = null;
    return new Promise<RunResult>((resolve, reject) => {
      // Measured from outside while the call runs: memory past the cap (Buffers escape the heap
      // limit) ends it; the CPU time it used is kept.
      let measuring = false;
      const measure = async () => {
        if (measuring || child.pid === undefined || !stats) return;
        measuring = true;
        try {
          const now = await stats(child.pid).catch(() => null);
          if (!now || !runner.inCall) return;
          startCpuMs ??= now.cpuMs;
          runner.lastCallCpuMs = now.cpuMs - startCpuMs;
          if (now.rssBytes > maxRssBytes) {
            child.kill();
            finish(new RuntimeError(502, integrationMessages.tooMuchMemory(Math.round(maxRssBytes / 1024 / 1024))));
          }
        } finally {
          measuring = false;
        }
      };
      const sampler = stats ? setInterval(() => void measure(), Math.min(this.options.sampleMs ?? runtimeLimits.sampleMs, 250)) : null;
      sampler?.unref();
      void measure();
      const finish = (error: RuntimeError | null, result?: RunResult) => {
        if (sampler) clearInterval(sampler);
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
      }, limitMs);
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
      // The runner holds its calls to a deadline inside this limit, so a slow call is named
      // in the answer before the limit stops the run.
      if (!child.send({ ...request, id, deadlineMs: runnerDeadlineMs(limitMs) })) finish(new RuntimeError(502, integrationMessages.crashed));
    });
  }
}
