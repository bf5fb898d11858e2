/** What the last attempt on a camera found: a picture, or why there was none. */
export interface HealthRecord {
  ok: boolean;
  reason: string | null;
  at: string;
}

/**
 * The last thing learnt about each camera (by URL, so listings of one camera share it) from a
 * relay, a preview or a check. Kept in memory: after a restart every camera is unknown again.
 */
export class CameraHealth {
  private readonly records = new Map<string, HealthRecord>();

  constructor(private readonly clock: () => number = Date.now) {}

  record(url: string, ok: boolean, reason: string | null = null): void {
    this.records.set(url, { ok, reason: ok ? null : reason, at: new Date(this.clock()).toISOString() });
  }

  get(url: string): HealthRecord | undefined {
    return this.records.get(url);
  }

  /** A camera saved under another URL, or deleted, is forgotten. */
  forget(url: string): void {
    this.records.delete(url);
  }
}
