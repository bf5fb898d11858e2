import { createHash, randomBytes } from 'node:crypto';

/** How long the second step may take after a right password. */
export const pendingLifetimeMs = 5 * 60 * 1000;
/** Wrong codes one pending sign-in takes before it is void (the limiter counts them too). */
const maxTriesPerPending = 5;
/**
 * Anyone can ask for a passwordless challenge, so the store is bounded: past this many the
 * oldest go first. A challenge is worth nothing without a passkey to sign it.
 */
const maxEntries = 2000;
/** Pending sign-ins one account may hold at once: a password holder cannot crowd out the others. */
const maxPerUser = 5;

export interface Pending {
  userId: string;
  username: string;
  expiresAt: number;
  tries: number;
  /** The WebAuthn challenge last given for this sign-in's passkey step. */
  challenge: string | null;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sign-ins waiting for their second factor, kept in memory by the SHA-256 of their token (a
 * restart ends them; they last minutes). A token is taken once: success or too many tries ends it.
 */
export class PendingLogins {
  private readonly entries = new Map<string, Pending>();

  constructor(private readonly clock: () => number) {}

  create(userId: string, username: string): string {
    this.sweep();
    const own = [...this.entries].filter(([, entry]) => entry.userId === userId);
    for (const [key] of own.slice(0, Math.max(0, own.length - maxPerUser + 1))) this.entries.delete(key);
    const token = randomBytes(32).toString('base64url');
    this.entries.set(digest(token), { userId, username, expiresAt: this.clock() + pendingLifetimeMs, tries: 0, challenge: null });
    return token;
  }

  /** The live pending sign-in of a token, or null. */
  get(token: string): Pending | null {
    const entry = this.entries.get(digest(token));
    if (!entry) return null;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(digest(token));
      return null;
    }
    return entry;
  }

  /** Ends it (the second step succeeded); false when it had already ended. */
  finish(token: string): boolean {
    return this.entries.delete(digest(token));
  }

  /** Counts a wrong answer; the last allowed one ends the pending sign-in. */
  wrong(token: string): void {
    const entry = this.entries.get(digest(token));
    if (!entry) return;
    entry.tries += 1;
    if (entry.tries >= maxTriesPerPending) this.entries.delete(digest(token));
  }

  private sweep(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    while (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** WebAuthn challenges by a random id (passwordless sign-in) or by user (registration), single-use. */
export class Challenges<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly clock: () => number) {}

  put(key: string, value: T): void {
    const now = this.clock();
    for (const [k, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(k);
    while (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + pendingLifetimeMs });
  }

  /** The value, once: taking it removes it. */
  take(key: string): T | null {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (!entry || entry.expiresAt <= this.clock()) return null;
    return entry.value;
  }
}
