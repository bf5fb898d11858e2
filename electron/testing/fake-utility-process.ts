/**
 * A stand-in for Electron's utilityProcess that behaves as Electron 41's source says, not as
 * Node's fork() does. Each rule below has its row (file and line at v41.9.2) in
 * tests/fixtures/SOURCES.md, section "Electron":
 * - the module runs on the Node that Electron 41 embeds (Node 24, fetched by scripts/test-node.mjs);
 * - `env` is the whole environment when it has any entry, and the parent's when it is empty or
 *   missing (WithEnvironment(env_map, clear_environment = !env_map.empty())); nothing is added,
 *   where Node's fork() on Windows adds SYSTEMROOT and ten others back;
 * - `execArgv` is applied only for the few options Electron lets through (IsAllowedOption); the
 *   permission model, heap limits and --disallow-code-generation-from-strings are dropped, and
 *   the debug options too, as the packaged app's inspect fuse is off;
 * - unhandled rejections warn instead of ending the process; parentPort, no Node IPC channel
 *   (utility-parent-port.cjs);
 * - kill() asks the process to end, then ends it outright if it has not within 2 s
 *   (Process::Terminate, then EnsureProcessTerminated).
 * What runs is the real runner.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type Electron from 'electron';
import { desktopNodeBinary, desktopNodeDir } from '../../scripts/test-node-paths.mjs';
import { parseProcStat, type AppProcessMetric } from '../../server/features/integrations/runtime/process-stats.js';

const root = path.join(import.meta.dirname, '..', '..');

/** The Node 24 binary, or null when scripts/test-node.mjs could not fetch it. */
export function desktopNode(): string | null {
  const binary = desktopNodeBinary(desktopNodeDir(root), process.platform);
  return existsSync(binary) ? binary : null;
}

/** Node options Electron applies in a utility process (node_bindings.cc, IsAllowedOption). */
const allowedOptions = new Set(['--diagnostic-dir', '--dns-result-order', '--no-deprecation', '--throw-deprecation', '--trace-deprecation', '--trace-warnings', '--no-experimental-global-navigator']);
/** Applied only while the EnableNodeCliInspectArguments fuse is on (off in Hearth's release builds). */
const debugOptions = new Set(['--debug', '--debug-brk', '--debug-port', '--inspect', '--inspect-brk', '--inspect-brk-node', '--inspect-port', '--inspect-publish-uid']);

/** The execArgv entries an Electron utility process really applies. */
export function electronAppliedExecArgv(execArgv: readonly string[], inspectFuse = false): string[] {
  return execArgv.filter((option) => {
    const name = option.split('=')[0] ?? option;
    return allowedOptions.has(name) || (inspectFuse && debugOptions.has(name));
  });
}

/** The environment an Electron utility process starts with. */
export function electronUtilityEnv(env: object | undefined, parent: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env && Object.keys(env).length > 0 ? { ...(env as NodeJS.ProcessEnv) } : { ...parent };
}

/** How long Chromium waits after asking a killed child to end before it kills it outright. */
export const terminateGraceMs = 2000;

class FakeUtilityProcess extends EventEmitter {
  constructor(private readonly child: ChildProcess) {
    super();
    child.on('message', (message: unknown) => this.emit('message', message));
    child.once('spawn', () => this.emit('spawn'));
    child.once('exit', (code) => this.emit('exit', code ?? 1));
    child.on('error', () => this.emit('exit', 1));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  postMessage(message: unknown): void {
    this.child.send(message as object);
  }

  kill(): boolean {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return false;
    const asked = this.child.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    }, terminateGraceMs);
    timer.unref();
    return asked;
  }
}

export interface FakeUtilityProcessApi {
  fork(modulePath: string, args?: string[], options?: Electron.ForkOptions): Electron.UtilityProcess;
  /** Every fork's arguments, for assertions. */
  readonly forks: { modulePath: string; args: string[]; options: Electron.ForkOptions }[];
  /**
   * app.getAppMetrics()'s entries for the running ones: kilobytes and CPU seconds, read from
   * /proc as Chromium's ProcessMetrics does on Linux (docs/api/structures/process-metric.md).
   */
  metrics(): (AppProcessMetric & { type: string })[];
}

function procMetric(pid: number, type: string): (AppProcessMetric & { type: string }) | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const stats = parseProcStat(text);
  return stats ? { pid, type, memory: { workingSetSize: Math.round(stats.rssBytes / 1024) }, cpu: { cumulativeCPUUsage: stats.cpuMs / 1000 } } : null;
}

export function createFakeUtilityProcess(node: string, parentEnv: NodeJS.ProcessEnv = process.env): FakeUtilityProcessApi {
  const forks: FakeUtilityProcessApi['forks'] = [];
  const running = new Set<number>();
  return {
    forks,
    metrics: () => [procMetric(process.pid, 'Browser'), ...[...running].map((pid) => procMetric(pid, 'Utility'))].filter((metric) => metric !== null),
    fork(modulePath, args = [], options = {}) {
      forks.push({ modulePath, args, options });
      const child = fork(modulePath, args, {
        execPath: node,
        execArgv: ['--require', path.join(import.meta.dirname, 'utility-parent-port.cjs'), '--unhandled-rejections=warn-with-error-code', ...electronAppliedExecArgv(options.execArgv ?? [])],
        env: electronUtilityEnv(options.env, parentEnv),
        cwd: options.cwd,
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        serialization: 'advanced',
      });
      if (child.pid !== undefined) {
        const pid = child.pid;
        running.add(pid);
        child.once('exit', () => running.delete(pid));
      }
      return new FakeUtilityProcess(child) as unknown as Electron.UtilityProcess;
    },
  };
}
