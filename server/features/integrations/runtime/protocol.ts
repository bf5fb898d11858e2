/** What the server asks a runtime process, and what comes back (runner.cjs speaks the same). */
export interface RunRequest {
  kind: 'initialize' | 'connectionTest';
  appDir: string;
  config: Record<string, unknown>;
  payload: Record<string, unknown> | null;
  appUrl: string;
  userName: string;
}

/** An upstream HTTP failure as the original reported it, or a short text. */
export type AppFailure = string | { status: number; response: unknown } | Record<string, unknown> | null;

export type RunResult =
  | { type: 'response'; template: string; statusCode: number; variables: unknown; background: unknown }
  | { type: 'success' }
  | { type: 'error'; error: AppFailure };

/** The runtime itself failed (time limit, crash, closed): status and a clear message. */
export class RuntimeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RuntimeError';
  }
}
