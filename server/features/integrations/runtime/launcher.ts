import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { RuntimeSpawn } from './spawn-options.js';

/**
 * A started runtime process, however it was started: the pool only sends, listens and kills.
 * Each launcher adapts its own process object to this (Node's ChildProcess here, Electron's
 * UtilityProcess in electron/runtime-launcher.ts). 'exit' is emitted once, however the process
 * ended (exit, signal, failure to start).
 */
export interface RuntimeProcess {
  readonly pid: number | undefined;
  /** False once the process has exited or failed to start. */
  readonly alive: boolean;
  /** Sends one message; false when the channel is closed. Never throws. */
  send(message: unknown): boolean;
  /** Ends the process for good (no handler in it can refuse). */
  kill(): void;
  on(event: 'message', listener: (message: unknown) => void): this;
  on(event: 'exit', listener: () => void): this;
  off(event: 'message', listener: (message: unknown) => void): this;
  off(event: 'exit', listener: () => void): this;
}

export type LaunchRuntime = (spawn: RuntimeSpawn, cwd: string) => RuntimeProcess;

/** The shared half of every adapter: the events, and the one 'exit'. */
export class RuntimeProcessEvents extends EventEmitter {
  private exited = false;

  get alive(): boolean {
    return !this.exited;
  }

  protected markExited(): void {
    if (this.exited) return;
    this.exited = true;
    this.emit('exit');
  }
}

class ForkedRuntime extends RuntimeProcessEvents implements RuntimeProcess {
  constructor(private readonly child: ChildProcess) {
    super();
    child.on('message', (message: unknown) => this.emit('message', message));
    child.once('exit', () => this.markExited());
    child.on('error', () => {
      child.kill('SIGKILL');
      this.markExited();
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  send(message: unknown): boolean {
    if (!this.alive || !this.child.connected) return false;
    try {
      return this.child.send(message as object);
    } catch {
      return false;
    }
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}

/** Node's fork(): the headless server's runtime, with Node's permission model in force. */
export const forkLauncher: LaunchRuntime = (spawn, cwd) =>
  new ForkedRuntime(fork(spawn.modulePath, spawn.args, { execArgv: spawn.execArgv, env: spawn.env, cwd, stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'json' }));
