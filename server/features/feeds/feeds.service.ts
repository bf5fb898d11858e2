import type { AppContext } from '../../context.js';
import type { FeedItemRow, FeedRow, UserRow } from '../../db/schema/index.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { checkReach, reachPolicy } from '../../net/reach.js';
import { newId } from '../../ids.js';
import { feedMaxBytes, feedMessages, feedMinRefreshMs, maxFeedsPerUser, type Feed, type FeedAdd, type FeedErrorKind, type FeedItem, type FeedItemsAnswer } from '../../../shared/contracts/feeds.js';
import { FeedFetchError, fetchFeed } from './feed-fetch.js';
import type { ParsedFeed } from './feed-parse.js';
import * as repo from './feeds.repo.js';

function feedTitle(row: FeedRow): string {
  return row.customTitle || row.feedTitle || (URL.parse(row.url)?.host ?? row.url);
}

export function feedView(row: FeedRow): Feed {
  return {
    id: row.id,
    url: row.url,
    title: feedTitle(row),
    fetchedAt: row.fetchedAt === null ? null : new Date(row.fetchedAt).toISOString(),
    error: row.errorKind ? { kind: row.errorKind as FeedErrorKind, message: row.errorMessage ?? '' } : null,
  };
}

function itemView(row: FeedItemRow, source: string, now: number): FeedItem {
  return {
    id: row.id,
    feedId: row.feedId,
    title: row.title,
    source,
    link: row.link,
    publishedAt: new Date(row.publishedAt).toISOString(),
    ageSeconds: Math.max(0, Math.floor((now - row.publishedAt) / 1000)),
    thumbnail: row.thumbnail,
    summaryHtml: row.summaryHtml,
    read: row.read,
  };
}

/** Refuses a repeat or one feed too many; asked again after the read, which another add may have overtaken. */
function ensureRoom(ctx: AppContext, userId: string, url: string): void {
  if (repo.findFeedByUrl(ctx.db, userId, url)) throw new HttpError(409, feedMessages.duplicate);
  if (repo.countFeeds(ctx.db, userId) >= maxFeedsPerUser) throw badRequest(feedMessages.tooMany);
}

/**
 * Follows a feed. It is read once first, so an address that gives no feed (a web page, too big,
 * unreachable, slow) is refused with the reason while the person is still at the form, and nothing
 * is kept; a feed that fails later keeps its items and shows its error in the widget instead.
 */
export async function addFeed(ctx: AppContext, user: UserRow, body: FeedAdd): Promise<Feed> {
  // The server fetches this address for the user: the reach rule, before anything is asked.
  await checkReach(body.url, reachPolicy(user, ctx.config), 'hearth');
  const url = new URL(body.url).href;
  ensureRoom(ctx, user.id, url);
  const answer = await readFeed(ctx, user, url, { etag: null, lastModified: null }).catch((error: unknown) => {
    const failure = asFeedError(ctx, url, error);
    throw new HttpError(failure.kind === 'refused' ? 403 : 400, failure.message);
  });
  ensureRoom(ctx, user.id, url);
  if (answer.status !== 'fresh') throw badRequest('The feed answered "not modified" to a first request; it could not be read.');
  const now = ctx.clock();
  const row = repo.insertFeed(ctx.db, {
    id: newId(),
    userId: user.id,
    url,
    customTitle: body.title || null,
    createdAt: new Date(now).toISOString(),
    feedTitle: answer.feed.title,
    etag: answer.etag,
    lastModified: answer.lastModified,
    fetchedAt: now,
    checkedAt: now,
  });
  repo.replaceItems(ctx.db, row, answer.feed.items, now);
  return feedView(row);
}

export function removeFeed(ctx: AppContext, userId: string, id: string): void {
  if (!repo.deleteFeed(ctx.db, userId, id)) throw notFound(feedMessages.feedNotFound);
}

export function listFeeds(ctx: AppContext, userId: string): Feed[] {
  return repo.userFeeds(ctx.db, userId).map(feedView);
}

/** One refresh per feed at a time: a second widget asking meanwhile waits for the same one. */
const inFlight = new Map<string, Promise<void>>();

type FeedRead = { status: 'not-modified' } | { status: 'fresh'; feed: ParsedFeed; etag: string | null; lastModified: string | null };

/** Fetches and parses one feed document; throws with the reason (FeedFetchError) when it gives none. */
async function readFeed(ctx: AppContext, user: UserRow, url: string, validators: { etag: string | null; lastModified: string | null }): Promise<FeedRead> {
  const answer = await fetchFeed(url, { policy: reachPolicy(user, ctx.config), timeoutMs: ctx.config.outsideTimeoutMs, maxBytes: feedMaxBytes, ...validators });
  if (answer.status === 'not-modified') return answer;
  // The parser (rss-parser, xml2js) is a chunk of its own, loaded by the first feed read, not at start-up.
  const { parseFeed } = await import('./feed-parse.js');
  const feed = await parseFeed(answer.body, answer.contentType, url);
  return { status: 'fresh', feed, etag: answer.etag, lastModified: answer.lastModified };
}

/** Any failure as the feed's own error; one that is not a feed problem is logged and said plainly. */
function asFeedError(ctx: AppContext, url: string, error: unknown): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  ctx.log(`feed ${url}: ${String(error)}`);
  return new FeedFetchError('not-a-feed', 'The feed could not be read.');
}

async function refresh(ctx: AppContext, user: UserRow, feed: FeedRow): Promise<void> {
  const now = ctx.clock();
  repo.updateFeed(ctx.db, feed.id, { checkedAt: now });
  try {
    const answer = await readFeed(ctx, user, feed.url, { etag: feed.etag, lastModified: feed.lastModified });
    if (answer.status === 'not-modified') {
      repo.updateFeed(ctx.db, feed.id, { fetchedAt: now, errorKind: null, errorMessage: null });
      return;
    }
    repo.replaceItems(ctx.db, feed, answer.feed.items, now);
    repo.updateFeed(ctx.db, feed.id, { feedTitle: answer.feed.title, etag: answer.etag, lastModified: answer.lastModified, fetchedAt: now, errorKind: null, errorMessage: null });
  } catch (error) {
    const failure = asFeedError(ctx, feed.url, error);
    repo.updateFeed(ctx.db, feed.id, { errorKind: failure.kind, errorMessage: failure.message });
  }
}

function refreshOnce(ctx: AppContext, user: UserRow, feed: FeedRow): Promise<void> {
  let running = inFlight.get(feed.id);
  if (!running) {
    running = refresh(ctx, user, feed).finally(() => inFlight.delete(feed.id));
    inFlight.set(feed.id, running);
  }
  return running;
}

/** Feeds asked at once for one user: enough that one slow host costs one deadline, not one each. */
const refreshConcurrency = 8;

async function inBatches<T>(list: T[], width: number, run: (entry: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await run(list[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(width, list.length) }, worker));
}

/**
 * The user's newest items across their feeds. Feeds not asked within the minimum interval are
 * asked first, all at once; each failure stays with its feed (its stored items still show).
 */
export async function feedItems(ctx: AppContext, user: UserRow, limit: number): Promise<FeedItemsAnswer> {
  const now = ctx.clock();
  const due = repo.userFeeds(ctx.db, user.id).filter((f) => f.checkedAt === null || now - f.checkedAt >= feedMinRefreshMs);
  await inBatches(due, refreshConcurrency, (feed) => refreshOnce(ctx, user, feed));
  const rows = repo.userFeeds(ctx.db, user.id);
  const sources = new Map(rows.map((f) => [f.id, feedTitle(f)]));
  const items = repo.newestItems(ctx.db, user.id, limit).map((item) => itemView(item, sources.get(item.feedId) ?? '', ctx.clock()));
  return { items, feeds: rows.map(feedView) };
}

export function markRead(ctx: AppContext, userId: string, id: string, read: boolean): FeedItem {
  if (!repo.findItem(ctx.db, userId, id)) throw notFound(feedMessages.itemNotFound);
  repo.setRead(ctx.db, userId, id, read);
  const item = repo.findItem(ctx.db, userId, id)!;
  const feed = repo.findFeed(ctx.db, userId, item.feedId);
  return itemView(item, feed ? feedTitle(feed) : '', ctx.clock());
}
