/** A failure talking to an engine, already in words a person can act on; `status` is the engine's HTTP status when it answered. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
