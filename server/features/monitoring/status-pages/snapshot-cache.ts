import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { StatusPageRow } from '../../../db/schema/index.js';
import type { PublicStatusPage } from '../../../../shared/contracts/status-pages.js';
import { statusPageHtml } from './page-html.js';

/** One body, ready to write: its bytes, gzipped bytes and ETag are made once per build, not per request. */
export interface Body {
  raw: Buffer;
  gzip: Buffer;
  tag: string;
}

export interface Snapshot {
  html: Body;
  json: Body;
  builtAt: number;
  generation: number;
}

/** A snapshot is rebuilt at most this often while monitors keep changing… */
export const minRebuildMs = 1_000;
/** …and at least this often while none does (the "checked" times and the bar move on). */
export const maxAgeMs = 10_000;

function bodyOf(text: string): Body {
  const raw = Buffer.from(text);
  return { raw, gzip: gzipSync(raw, { level: 6 }), tag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"` };
}

export interface SnapshotSource {
  pageBySlug(slug: string): StatusPageRow | undefined;
  customDomains(): { domain: string; slug: string }[];
  build(page: StatusPageRow): PublicStatusPage;
}

/**
 * The public pages, built once and served from memory: a visitor's request costs a map lookup,
 * not a query per monitor. A monitor's change bumps the generation, so the next request after it
 * (at most one a second) rebuilds; a page's own edit drops its snapshot at once.
 */
export class SnapshotCache {
  private generation = 0;
  private readonly pages = new Map<string, Snapshot>();
  private domains: Map<string, string> | null = null;

  constructor(
    private readonly source: SnapshotSource,
    private readonly now: () => number = Date.now,
  ) {}

  /** A monitor's state changed: pages showing it rebuild on their next request. */
  monitorsChanged(): void {
    this.generation++;
  }

  /** A page was saved or deleted (or a backup restored): every snapshot and the domain list go. */
  pagesChanged(): void {
    this.generation++;
    this.pages.clear();
    this.domains = null;
  }

  /** The slug of the page whose custom domain is exactly `hostname`, if any. */
  slugOfDomain(hostname: string): string | undefined {
    this.domains ??= new Map(this.source.customDomains().map((d) => [d.domain, d.slug]));
    return this.domains.get(hostname.toLowerCase().replace(/\.$/, ''));
  }

  get(slug: string): Snapshot | null {
    const now = this.now();
    const held = this.pages.get(slug);
    if (held) {
      const age = now - held.builtAt;
      if (age < minRebuildMs || (age < maxAgeMs && held.generation === this.generation)) return held;
    }
    const row = this.source.pageBySlug(slug);
    if (!row) {
      this.pages.delete(slug);
      return null;
    }
    const generation = this.generation;
    const model = this.source.build(row);
    const fresh: Snapshot = { html: bodyOf(statusPageHtml(model)), json: bodyOf(JSON.stringify({ error: false, message: model })), builtAt: now, generation };
    this.pages.set(slug, fresh);
    return fresh;
  }
}
