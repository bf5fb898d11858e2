import type { HostedServer } from './server-host.js';
import { PortTakenError, StoppedError, bindHost, isPortUnavailable, urlAfterRestart, windowUrl } from './server-host.js';

/** Starts the real server (main.ts) or a fake (tests) on one host and port. */
export type LaunchServer<S extends HostedServer> = (options: { host: string; port: number }) => Promise<S>;

export interface ServerControllerOptions {
  /** The configured port (HEARTH_PORT, the saved one, or 7420), read at every start. */
  port(): number;
  /**
   * Rejects (EADDRINUSE) when another program holds 127.0.0.1:port. On Windows and macOS a
   * 0.0.0.0 bind succeeds beside such a program, and the window, which uses loopback, would then
   * show that program instead of Hearth.
   */
  checkLoopbackFree(port: number): Promise<void>;
}

/** How a host switch ended; `reloadUrl` is what the window must load, or null to stay put. */
export type SwitchOutcome =
  | { switched: true; reloadUrl: string | null }
  | { switched: false; reloadUrl: string | null; error: unknown };

export interface ServerController<S extends HostedServer> {
  /** The running server, or null while stopped or between a stop and a start. */
  current(): S | null;
  /** Starts on the configured port; a taken port rejects with PortTakenError, never a random one. */
  start(shareOnLan: boolean): Promise<S>;
  /**
   * Moves the server to the other bind host on the same port. If the new host can't be served,
   * the old one is restored (`switched: false`); if even that fails, the promise rejects and no
   * server is running.
   */
  switchHost(shareOnLan: boolean, previousShareOnLan: boolean): Promise<SwitchOutcome>;
  /** Stops what runs (if anything) and starts again on the same port: the supervisor's restart. */
  restart(shareOnLan: boolean): Promise<S>;
  /**
   * Stops the server once the start or switch under way has finished; starts and switches not
   * begun yet reject with StoppedError, so quitting mid-switch or mid-start still closes the database.
   */
  stop(): Promise<void>;
}

/** The embedded server's lifecycle; calls run one at a time, in order. */
export function createServerController<S extends HostedServer>(
  launch: LaunchServer<S>,
  options: ServerControllerOptions,
): ServerController<S> {
  let server: S | null = null;
  let stopping = false;
  let queue: Promise<unknown> = Promise.resolve();

  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function startOn(shareOnLan: boolean, port: number): Promise<S> {
    const host = bindHost(shareOnLan);
    try {
      if (shareOnLan) await options.checkLoopbackFree(port);
      server = await launch({ host, port });
    } catch (error) {
      throw isPortUnavailable(error) ? new PortTakenError(port, error) : error;
    }
    return server;
  }

  async function stopCurrent(): Promise<S | null> {
    const running = server;
    server = null;
    await running?.close();
    return running;
  }

  return {
    current: () => server,
    start: (shareOnLan) => {
      if (stopping) return Promise.reject(new StoppedError());
      return serialised(() => startOn(shareOnLan, options.port()));
    },
    switchHost: (shareOnLan, previousShareOnLan) => {
      if (stopping) return Promise.reject(new StoppedError());
      return serialised(async () => {
        const before = await stopCurrent();
        const port = before?.port ?? options.port();
        const reloadUrl = (after: S): string | null => (before ? urlAfterRestart(before, after) : windowUrl(after));
        try {
          return { switched: true, reloadUrl: reloadUrl(await startOn(shareOnLan, port)) };
        } catch (error) {
          const restored = await startOn(previousShareOnLan, port);
          return { switched: false, reloadUrl: reloadUrl(restored), error };
        }
      });
    },
    restart: (shareOnLan) => {
      if (stopping) return Promise.reject(new StoppedError());
      return serialised(async () => {
        const before = await stopCurrent().catch(() => null);
        return startOn(shareOnLan, before?.port ?? options.port());
      });
    },
    stop: () => {
      stopping = true;
      return serialised(async () => void (await stopCurrent()));
    },
  };
}
