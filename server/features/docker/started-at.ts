const unitSeconds: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86_400, week: 604_800, month: 2_678_400, year: 31_622_400 };

/**
 * The longest a container can have been up, read from the engine's status words ("Up 3 minutes",
 * "Up About an hour", "Up Less than a second"), in seconds; null when the words are not those.
 */
export function uptimeAtMost(status: string): number | null {
  if (/^Up Less than a second/i.test(status)) return 1;
  const about = /^Up About an? (minute|hour)/i.exec(status);
  if (about?.[1]) return 2 * (unitSeconds[about[1].toLowerCase()] ?? 0);
  const counted = /^Up (\d+) (second|minute|hour|day|week|month|year)s?/i.exec(status);
  if (!counted?.[1] || !counted[2]) return null;
  const unit = unitSeconds[counted[2].toLowerCase()] ?? 0;
  return (Number(counted[1]) + 1) * unit;
}

/**
 * When each running container started. The list does not say, so each is inspected once and
 * remembered; the memory is dropped when the container is seen stopped, or when its status words
 * say it has been up for less time than remembered (restarted between two lists).
 */
export class StartedAtCache {
  private readonly known = new Map<string, number>();

  /** The remembered start (ISO), or null when it has to be inspected. */
  get(id: string, status: string, now: number): string | null {
    const started = this.known.get(id);
    if (started === undefined) return null;
    const atMost = uptimeAtMost(status);
    if (atMost !== null && now - started > (atMost + 60) * 1000) {
      this.known.delete(id);
      return null;
    }
    return new Date(started).toISOString();
  }

  set(id: string, startedAt: string): void {
    const ms = Date.parse(startedAt);
    if (Number.isFinite(ms) && ms > 0) this.known.set(id, ms);
  }

  forget(id: string): void {
    this.known.delete(id);
  }

  /** Keeps only these ids (running now). */
  keep(ids: ReadonlySet<string>): void {
    for (const id of this.known.keys()) if (!ids.has(id)) this.known.delete(id);
  }
}
