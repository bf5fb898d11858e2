import type { AppContext } from '../../context.js';
import type { FeedItemRow, FeedRow, UserRow } from '../../db/schema/index.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { checkReach, reachPolicy } from '../../net/reach.js';
import { newId } from '../../ids.js';
import { feedMaxBytes, feedMessages, feedMinRefreshMs, maxFeedsPerUser, type Feed, type FeedAdd, type FeedErrorKind, type FeedItem, type FeedItemsAnswer } from '../../../shared/contracts/feeds.js';
import { FeedFetchError, fetchFeed } from './feed-fetch.js';
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

export async function addFeed(ctx: AppContext, user: UserRow, body: FeedAdd): Promise<Feed> {
  // The server fetches this address for the user: the reach rule, before anything is stored.
  await checkReach(body.url, reachPolicy(user, ctx.config), 'hearth');
  const url = new URL(body.url).href;
  if (repo.findFeedByUrl(ctx.db, user.id, url)) throw new HttpError(409, feedMessages.duplicate);
  if (repo.countFeeds(ctx.db, user.id) >= maxFeedsPerUser) throw badRequest(feedMessages.tooMany);
  const row = repo.insertFeed(ctx.db, { id: newId(), userId: user.id, url, customTitle: body.title || null, createdAt: new Date(ctx.clock()).toISOString() });
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

async function refresh(ctx: AppContext, user: UserRow, feed: FeedRow): Promise<void> {
  const now = ctx.clock();
  repo.updateFeed(ctx.db, feed.id, { checkedAt: now });
  try {
    const answer = await fetchFeed(feed.url, {
      policy: reachPolicy(user, ctx.config),
      timeoutMs: ctx.config.outsideTimeoutMs,
      maxBytes: feedMaxBytes,
      etag: feed.etag,
      lastModified: feed.lastModified,
    });
    if (answer.status === 'not-modified') {
      repo.updateFeed(ctx.db, feed.id, { fetchedAt: now, errorKind: null, errorMessage: null });
      return;
    }
    // The parser (rss-parser, xml2js) is a chunk of its own, loaded by the first feed read, not at start-up.
    const { parseFeed } = await import('./feed-parse.js');
    const parsed = await parseFeed(answer.body, answer.contentType, feed.url);
    repo.replaceItems(ctx.db, feed, parsed.items, now);
    repo.updateFeed(ctx.db, feed.id, { feedTitle: parsed.title, etag: answer.etag, lastModified: answer.lastModified, fetchedAt: now, errorKind: null, errorMessage: null });
  } catch (error) {
    const failure = error instanceof FeedFetchError ? error : new FeedFetchError('not-a-feed', 'The feed could not be read.');
    if (!(error instanceof FeedFetchError)) ctx.log(`feed ${feed.id}: ${String(error)}`);
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
