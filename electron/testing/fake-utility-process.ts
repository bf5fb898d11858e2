/**
 * A stand-in for Electron's utilityProcess: fork() starts the module on the Node that Electron
 * 41's utility processes run on (Node 24, fetched by scripts/test-node.mjs) with
 * process.parentPort provided, and, like Electron, applies none of Node's command-line flags
 * from execArgv (Electron does not honour --permission there). What runs is the real runner.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type Electron from 'electron';
import { desktopNodeBinary, desktopNodeDir } from '../../scripts/test-node-paths.mjs';

const root = path.join(import.meta.dirname, '..', '..');

/** The Node 24 binary, or null when scripts/test-node.mjs could not fetch it. */
export function desktopNode(): string | null {
  const binary = desktopNodeBinary(desktopNodeDir(root), process.platform);
  return existsSync(binary) ? binary : null;
}

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
    return this.child.kill('SIGTERM');
  }
}

export interface FakeUtilityProcessApi {
  fork(modulePath: string, args?: string[], options?: Electron.ForkOptions): Electron.UtilityProcess;
  /** Every fork's arguments, for assertions. */
  readonly forks: { modulePath: string; args: string[]; options: Electron.ForkOptions }[];
}

export function createFakeUtilityProcess(node: string): FakeUtilityProcessApi {
  const forks: FakeUtilityProcessApi['forks'] = [];
  return {
    forks,
    fork(modulePath, args = [], options = {}) {
      forks.push({ modulePath, args, options });
      const child = fork(modulePath, args, {
        execPath: node,
        execArgv: ['--require', path.join(import.meta.dirname, 'utility-parent-port.cjs')],
        env: options.env as NodeJS.ProcessEnv | undefined,
        cwd: options.cwd,
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        serialization: 'advanced',
      });
      return new FakeUtilityProcess(child) as unknown as Electron.UtilityProcess;
    },
  };
}
