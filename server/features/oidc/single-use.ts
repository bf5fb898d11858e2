/**
 * Short-lived, single-use values kept in memory: a sign-in's state, nonce and PKCE verifier
 * between leaving for the provider and coming back, and the one-time code the login page trades
 * for a session. Taking one removes it; a full store drops its oldest first, so a flood of started
 * sign-ins costs bounded memory.
 */
export class SingleUse<T> {
  private entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly clock: () => number,
    private readonly capacity = 1000,
  ) {}

  put(key: string, value: T): void {
    this.sweep();
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.clock() + this.lifetimeMs });
  }

  /** The value once, while it lives; undefined when unknown, used or expired. */
  take(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return entry.expires > this.clock() ? entry.value : undefined;
  }

  private sweep(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}
