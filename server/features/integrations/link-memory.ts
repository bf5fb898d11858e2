import type { RunBackoff } from '../../../shared/contracts/integrations.js';
import type { RefusalStatus } from './runtime/protocol.js';

/**
 * How a card backs off once its service refuses it. After a refusal the next automatic run waits
 * the refresh interval times 2, 4, 8, then 16 at most. A refusal of the credentials (401, 403)
 * stops automatic runs after the third in a row, until the owner presses Retry or saves the
 * link: qBittorrent bans an address after 5 failed sign-ins in a row however far apart (an hour,
 * by default) and AdGuard Home blocks it after 5 in a minute (15 minutes), and on the desktop
 * that address is the user's own browser too. Three leaves the user two tries of their own. A
 * rate limit (429) is not a wrong password: it keeps trying, at the longest wait.
 */
export const backoffRules = { automaticRefusals: 3, maxFactor: 16 } as const;

export type RefusalKind = RunBackoff['reason'];

export function refusalKind(status: RefusalStatus): RefusalKind {
  return status === 429 ? 'rateLimited' : 'credentials';
}

/**
 * The wait before the next automatic run, or null: none until Retry. `refusals` counts every
 * refusal in a row, `credentialRefusals` those of the credentials among them (a rate limit in
 * between does not reset what the service counts against the password).
 */
export function backoffDelayMs(streak: { refusals: number; credentialRefusals: number }, intervalMs: number): number | null {
  if (streak.credentialRefusals >= backoffRules.automaticRefusals) return null;
  return intervalMs * Math.min(2 ** streak.refusals, backoffRules.maxFactor);
}

/** A link's refusals in a row and the answer that stands in for a run until the next may go. */
export interface Refused {
  refusals: number;
  credentialRefusals: number;
  /** The last refusal's kind. */
  kind: RefusalKind;
  /** The failed run's status and reason, answered again while the card waits. */
  status: number;
  message: string;
  /** Clock time (ms) of the next automatic run, or null: only Retry runs it. */
  nextAt: number | null;
}

interface LinkState {
  /** The link's integration settings and addresses when this was learned: a saved change forgets it. */
  fingerprint: string;
  refused: Refused | null;
  /** What the package kept for the link's next card run (a session cookie). */
  kept: string | null;
}

/**
 * What the server remembers between a link's card runs, in memory: the refusals it backs off
 * after, and what the package kept. Keyed by listing and app; a changed fingerprint (the link's
 * integration settings or addresses saved anew) starts afresh.
 */
export class LinkMemory {
  private readonly links = new Map<string, LinkState>();

  constructor(private readonly clock: () => number) {}

  private state(key: string, fingerprint: string): LinkState {
    let state = this.links.get(key);
    if (!state || state.fingerprint !== fingerprint) {
      state = { fingerprint, refused: null, kept: null };
      this.links.set(key, state);
    }
    return state;
  }

  /** The refusal to answer instead of running while the link waits, or null when it may run now. */
  waiting(key: string, fingerprint: string): Refused | null {
    const refused = this.state(key, fingerprint).refused;
    if (!refused) return null;
    return refused.nextAt === null || this.clock() < refused.nextAt ? refused : null;
  }

  kept(key: string, fingerprint: string): string | null {
    return this.state(key, fingerprint).kept;
  }

  keep(key: string, fingerprint: string, kept: string | null | undefined): void {
    if (kept !== undefined) this.state(key, fingerprint).kept = kept;
  }

  succeeded(key: string, fingerprint: string): void {
    this.state(key, fingerprint).refused = null;
  }

  /** Counts a refusal and sets when the next automatic run may go. */
  refused(key: string, fingerprint: string, status: RefusalStatus, failure: { status: number; message: string }, intervalMs: number): Refused {
    const state = this.state(key, fingerprint);
    const kind = refusalKind(status);
    const streak = { refusals: (state.refused?.refusals ?? 0) + 1, credentialRefusals: (state.refused?.credentialRefusals ?? 0) + (kind === 'credentials' ? 1 : 0) };
    const delay = backoffDelayMs(streak, intervalMs);
    state.refused = { ...streak, kind, ...failure, nextAt: delay === null ? null : this.clock() + delay };
    return state.refused;
  }

  forgetAll(): void {
    this.links.clear();
  }
}

/** What a waiting card's answer says about its back-off (the renderer stretches its refresh by it). */
export function backoffOf(refused: Refused, now: number): RunBackoff {
  return {
    refusals: refused.refusals,
    reason: refused.kind,
    nextAttemptAt: refused.nextAt === null ? null : new Date(refused.nextAt).toISOString(),
    retryAfterSeconds: refused.nextAt === null ? null : Math.max(0, Math.ceil((refused.nextAt - now) / 1000)),
  };
}
