/**
 * Keeps the embedded server serving: when it stops (its socket failed or closed, or it stopped
 * answering the window) or its database would not open, it is started again after a back-off,
 * and the window says what happened meanwhile. The clock and the start are injected, so the
 * order of events is tested without Electron (server-supervisor.test.ts).
 */

/** Waits between tries, in ms; the last one repeats. */
export const restartDelaysMs: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

/** A server that served this long counts as recovered: the next failure starts the back-off again. */
export const stableAfterMs = 60_000;

/** Reasons read after "Hearth's server …" (the log line and the restarting page). */
export const databaseDownReason = 'could not open its database';

export function restartDelay(attempt: number, delays: readonly number[] = restartDelaysMs): number {
  return delays[Math.min(Math.max(attempt, 1), delays.length) - 1] ?? 30_000;
}

/** Why the server is being restarted, which attempt this is, and when it comes. */
export interface RestartState {
  reason: string;
  attempt: number;
  delayMs: number;
}

export interface SupervisedServer {
  databaseConnected: boolean;
  onFailure(listener: (error: Error) => void): void;
}

export interface SupervisorDeps<S extends SupervisedServer> {
  /** Stops whatever runs and starts the server again on the same host and port. */
  restart(): Promise<S>;
  /** The window shows why, and when the next try is. */
  showRestarting(state: RestartState): void;
  /** The server serves again (with its database): the window goes back to Hearth. */
  recovered(server: S): void;
  log(line: string): void;
  now(): number;
  schedule(run: () => void, ms: number): { cancel(): void };
}

export interface Supervisor<S extends SupervisedServer> {
  /** Watches a server that just started, however it was (and, if its database is down, starts retrying). */
  watch(server: S): void;
  /** Something outside saw the server gone (the window could not reach it); `reason` reads after "Hearth's server". */
  failed(reason: string): void;
  /** Quitting: no more restarts. */
  stop(): void;
  /** Whether a restart is waiting or under way. */
  readonly restarting: boolean;
}

export function createSupervisor<S extends SupervisedServer>(deps: SupervisorDeps<S>): Supervisor<S> {
  let attempt = 0;
  let startedAt = 0;
  let pending: { cancel(): void } | null = null;
  let busy = false;
  let stopped = false;
  let current: S | null = null;
  const watched = new WeakSet<S>();

  const scheduleRestart = (reason: string) => {
    if (stopped || pending || busy) return;
    if (attempt > 0 && deps.now() - startedAt >= stableAfterMs) attempt = 0;
    attempt += 1;
    const delayMs = restartDelay(attempt);
    deps.log(`Restarting Hearth's server in ${delayMs / 1000} s (attempt ${attempt}): ${reason}`);
    deps.showRestarting({ reason, attempt, delayMs });
    pending = deps.schedule(() => {
      pending = null;
      void tryRestart(reason);
    }, delayMs);
  };

  const tryRestart = async (reason: string) => {
    if (stopped) return;
    busy = true;
    let server: S;
    try {
      server = await deps.restart();
    } catch (error) {
      busy = false;
      scheduleRestart(`${reason}; the restart failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    busy = false;
    if (stopped) return;
    watch(server);
    if (server.databaseConnected) deps.recovered(server);
  };

  const watch = (server: S) => {
    current = server;
    if (watched.has(server)) return;
    watched.add(server);
    startedAt = deps.now();
    server.onFailure((error) => {
      if (current === server) scheduleRestart(`stopped serving (${error.message})`);
    });
    if (!server.databaseConnected) scheduleRestart(databaseDownReason);
  };

  return {
    watch,
    failed: (reason) => scheduleRestart(reason),
    stop() {
      stopped = true;
      pending?.cancel();
      pending = null;
    },
    get restarting() {
      return pending !== null || busy;
    },
  };
}
