/**
 * The last line of defence for a long-running Hearth (`hearth serve`, the desktop app): an error
 * nothing else caught is logged with its stack, and the process keeps serving. Every handler
 * outside Express is meant to catch its own errors; this is for the one that was missed, so one
 * bad request or a failing background task never takes the dashboard down.
 */
const guarded = Symbol.for('hearth.processGuard');

export function guardProcess(log: (line: string) => void): void {
  // Once per process: the desktop shell may be loaded more than once in one test process.
  const marks = process as unknown as Record<symbol, boolean>;
  if (marks[guarded]) return;
  marks[guarded] = true;
  const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.on('uncaughtException', (error) => {
    try {
      log(`Unexpected error (Hearth keeps running): ${describe(error)}`);
    } catch {
      // Logging itself failed (a closed stdout): nothing more can be done, and exiting is worse.
    }
  });
  process.on('unhandledRejection', (reason) => {
    try {
      log(`Unhandled promise rejection (Hearth keeps running): ${describe(reason)}`);
    } catch {
      // As above.
    }
  });
}
