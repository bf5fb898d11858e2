import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { appMeta } from '../../db/schema/index.js';
import type { UpdateStatus } from '../../../shared/contracts/updates.js';
import { isNewerRelease } from '../../../shared/release-versions.js';
import { isCheckDue, updateAvailableText, updateCheckEvery } from '../../../shared/update-policy.js';
import { getOutsideJson } from '../weather/outside-json.js';
import { githubApiHeaders, latestReleasePath, parseLatestRelease, type LatestRelease } from './github-release.js';

/** The last check, kept in app_meta so a restart does not ask again within the day. */
interface StoredCheck {
  checkedAt: number;
  latest: LatestRelease | null;
}

const storedKey = 'update_check';
// A release answer is about 5 KB with its notes; anything far larger is not one.
const maxBytes = 1024 * 1024;

function isStoredCheck(value: unknown): value is StoredCheck {
  if (!value || typeof value !== 'object') return false;
  const { checkedAt, latest } = value as Record<string, unknown>;
  const latestOk = latest === null || (typeof latest === 'object' && typeof (latest as LatestRelease).version === 'string' && typeof (latest as LatestRelease).url === 'string');
  return typeof checkedAt === 'number' && Number.isFinite(checkedAt) && latestOk;
}

/**
 * Headless Hearth's look for a newer release: GitHub's latest release, at most once a day,
 * within the outside-service time limit. A newer one is printed once per run and shown to super
 * admins (GET /api/v1/update). A failure is logged once until a check works again; nothing throws.
 */
export class UpdateChecker {
  private running: Promise<void> | null = null;
  private readonly closing = new AbortController();
  private failing = false;
  private announced: string | null = null;

  constructor(private readonly ctx: AppContext) {}

  private stored(): StoredCheck | null {
    const row = this.ctx.db.select().from(appMeta).where(eq(appMeta.key, storedKey)).get();
    if (!row) return null;
    try {
      const value: unknown = JSON.parse(row.value);
      return isStoredCheck(value) ? value : null;
    } catch {
      return null;
    }
  }

  private store(check: StoredCheck): void {
    const value = JSON.stringify(check);
    this.ctx.db.insert(appMeta).values({ key: storedKey, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run();
  }

  /** The newer release last seen, if it is still newer than this server. */
  private newer(check: StoredCheck | null): LatestRelease | null {
    const latest = check?.latest ?? null;
    return latest && isNewerRelease(latest.version, this.ctx.config.version) ? latest : null;
  }

  status(): UpdateStatus {
    const check = this.stored();
    const newer = this.ctx.config.updateCheck ? this.newer(check) : null;
    return {
      current: this.ctx.config.version,
      latest: newer?.version ?? null,
      url: newer?.url ?? null,
      checkedAt: this.ctx.config.updateCheck && check ? new Date(check.checkedAt).toISOString() : null,
    };
  }

  /** Prints the one line about a newer release, once per version in this run. */
  announce(): void {
    const newer = this.newer(this.stored());
    if (!newer || newer.version === this.announced) return;
    this.announced = newer.version;
    this.ctx.log(updateAvailableText(newer.version, this.ctx.config.version, newer.url));
  }

  /** Asks GitHub when a day has passed since the last check (one check at a time). */
  checkIfDue(): Promise<void> {
    if (!this.ctx.config.updateCheck || this.closing.signal.aborted) return Promise.resolve();
    // Nothing here may reach the process as an unhandled rejection (a database that went away).
    this.running ??= this.check()
      .catch((error: unknown) => this.ctx.log(`The update check failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async check(): Promise<void> {
    const previous = this.stored();
    if (!isCheckDue(previous?.checkedAt ?? null, this.ctx.clock(), updateCheckEvery.headless)) return;
    const url = new URL(`${this.ctx.config.updateUrl}${latestReleasePath}`);
    const failure = `no usable answer from ${url.origin} within ${this.ctx.config.outsideTimeoutMs / 1000} s`;
    let problem: string;
    try {
      const body = await getOutsideJson(url, { timeoutMs: this.ctx.config.outsideTimeoutMs, maxBytes, failure, headers: githubApiHeaders, signal: this.closing.signal });
      const parsed = parseLatestRelease(body);
      if ('release' in parsed) {
        this.failing = false;
        this.store({ checkedAt: this.ctx.clock(), latest: parsed.release });
        this.announce();
        return;
      }
      problem = parsed.problem;
    } catch (error) {
      if (this.closing.signal.aborted) return;
      problem = error instanceof Error ? error.message : String(error);
    }
    // A failed attempt counts too: at most one request a day, even through restarts.
    this.store({ checkedAt: this.ctx.clock(), latest: previous?.latest ?? null });
    if (this.failing) return;
    this.failing = true;
    this.ctx.log(`Could not check for a newer Hearth release: ${problem}. Hearth tries again tomorrow.`);
  }

  /** Stops a check under way (the server is closing) and waits for it. */
  async stop(): Promise<void> {
    this.closing.abort();
    await this.running;
  }
}
