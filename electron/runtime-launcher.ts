/**
 * Starts the integration runtime (runner.cjs) in the desktop app. The packaged app's RunAsNode
 * fuse is off, so Node's fork() (which relies on ELECTRON_RUN_AS_NODE) would start a second
 * Hearth, not the runner; Electron's utilityProcess gives a Node process of its own instead.
 * Electron does not apply Node's permission flags there; package code is confined by the
 * runner's sandbox worker either way (resources/integration-runtime/README.md), and the runner
 * reports which confinement holds.
 */
import type Electron from 'electron';
import type { LaunchRuntime, RuntimeProcess } from '../server/features/integrations/runtime/launcher.js';
import { RuntimeProcessEvents } from '../server/features/integrations/runtime/launcher.js';

/** The part of Electron's utilityProcess used here (a fake in the smoke test). */
export interface UtilityProcessApi {
  fork(modulePath: string, args?: string[], options?: Electron.ForkOptions): Electron.UtilityProcess;
}

/** How long a process asked to stop (SIGTERM / TerminateProcess) gets before it is killed outright. */
export const killGraceMs = 2000;

class UtilityRuntime extends RuntimeProcessEvents implements RuntimeProcess {
  constructor(
    private readonly child: Electron.UtilityProcess,
    private readonly forceKill: (pid: number) => void,
  ) {
    super();
    child.on('message', (message: unknown) => this.emit('message', message));
    child.once('exit', () => this.markExited());
    // A V8 fatal error ends the process; 'exit' follows.
    child.on('error', () => undefined);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  send(message: unknown): boolean {
    if (!this.alive) return false;
    try {
      this.child.postMessage(message);
      return true;
    } catch {
      return false;
    }
  }

  kill(): void {
    if (!this.alive) return;
    const { pid } = this.child;
    this.child.kill();
    if (pid === undefined) return;
    const timer = setTimeout(() => {
      if (!this.alive) return;
      try {
        this.forceKill(pid);
      } catch {
        // Gone in the meantime.
      }
    }, killGraceMs);
    timer.unref();
  }
}

export function utilityLauncher(api: UtilityProcessApi, forceKill: (pid: number) => void = (pid) => process.kill(pid, 'SIGKILL')): LaunchRuntime {
  return (spawn, cwd) =>
    new UtilityRuntime(api.fork(spawn.modulePath, spawn.args, { execArgv: spawn.execArgv, env: spawn.env, cwd, stdio: 'ignore', serviceName: 'Hearth integration' }), forceKill);
}
