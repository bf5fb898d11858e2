import type { HostedServer } from './server-host.js';
import { bindHost, portCandidates, startOnFirstFreePort, urlAfterRestart, windowUrl } from './server-host.js';

/** Starts the real server (main.ts) or a fake (tests) on one host and port. */
export type LaunchServer<S extends HostedServer> = (options: { host: string; port: number }) => Promise<S>;

/** How a host switch ended; `reloadUrl` is what the window must load, or null to stay put. */
export type SwitchOutcome =
  | { switched: true; reloadUrl: string | null }
  | { switched: false; reloadUrl: string | null; error: unknown };

export interface ServerController<S extends HostedServer> {
  /** The running server, or null while stopped or between a stop and a start. */
  current(): S | null;
  start(shareOnLan: boolean): Promise<S>;
  /**
   * Moves the server to the other bind host, keeping its port when it is still free. If the new
   * host can't be served, the old one is restored (`switched: false`); if even that fails, the
   * promise rejects and no server is running.
   */
  switchHost(shareOnLan: boolean, previousShareOnLan: boolean): Promise<SwitchOutcome>;
  stop(): Promise<void>;
}

/** The embedded server's lifecycle; calls run one at a time, in order. */
export function createServerController<S extends HostedServer>(
  launch: LaunchServer<S>,
  envPort: string | undefined,
): ServerController<S> {
  let server: S | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function startOn(shareOnLan: boolean, currentPort?: number): Promise<S> {
    const host = bindHost(shareOnLan);
    server = await startOnFirstFreePort(portCandidates(envPort, currentPort), (port) => launch({ host, port }));
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
    start: (shareOnLan) => serialised(() => startOn(shareOnLan)),
    switchHost: (shareOnLan, previousShareOnLan) =>
      serialised(async () => {
        const before = await stopCurrent();
        const reloadUrl = (after: S): string | null => (before ? urlAfterRestart(before, after) : windowUrl(after));
        try {
          return { switched: true, reloadUrl: reloadUrl(await startOn(shareOnLan, before?.port)) };
        } catch (error) {
          const restored = await startOn(previousShareOnLan, before?.port);
          return { switched: false, reloadUrl: reloadUrl(restored), error };
        }
      }),
    stop: () => serialised(async () => void (await stopCurrent())),
  };
}
