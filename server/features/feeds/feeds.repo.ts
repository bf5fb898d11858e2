import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedItems, feeds, type FeedItemRow, type FeedRow } from '../../db/schema/index.js';
import { newId } from '../../ids.js';
import type { ParsedItem } from './feed-parse.js';

/** In the order they were added (the rowid: two feeds may share a creation time). */
export function userFeeds(db: Db, userId: string): FeedRow[] {
  return db.select().from(feeds).where(eq(feeds.userId, userId)).orderBy(sql`rowid`).all();
}

export function findFeed(db: Db, userId: string, id: string): FeedRow | undefined {
  return db.select().from(feeds).where(and(eq(feeds.userId, userId), eq(feeds.id, id))).get();
}

export function findFeedByUrl(db: Db, userId: string, url: string): FeedRow | undefined {
  return db.select().from(feeds).where(and(eq(feeds.userId, userId), eq(feeds.url, url))).get();
}

export function countFeeds(db: Db, userId: string): number {
  return db.select({ n: count() }).from(feeds).where(eq(feeds.userId, userId)).get()?.n ?? 0;
}

export function insertFeed(db: Db, row: typeof feeds.$inferInsert): FeedRow {
  return db.insert(feeds).values(row).returning().get();
}

export function deleteFeed(db: Db, userId: string, id: string): boolean {
  return db.delete(feeds).where(and(eq(feeds.userId, userId), eq(feeds.id, id))).run().changes > 0;
}

export function updateFeed(db: Db, id: string, values: Partial<typeof feeds.$inferInsert>): void {
  db.update(feeds).set(values).where(eq(feeds.id, id)).run();
}

/**
 * Replaces a feed's items with a fresh document's, in one transaction: items matched by guid keep
 * their read flag (and their first-seen time when the feed gives no date); gone ones are dropped.
 */
export function replaceItems(db: Db, feed: FeedRow, items: ParsedItem[], now: number): void {
  db.transaction((tx) => {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.guid)) continue;
      seen.add(item.guid);
      const values = { title: item.title, link: item.link, thumbnail: item.thumbnail, summaryHtml: item.summaryHtml };
      tx.insert(feedItems)
        .values({ id: newId(), feedId: feed.id, userId: feed.userId, guid: item.guid, publishedAt: item.publishedAt ?? now, ...values })
        .onConflictDoUpdate({ target: [feedItems.feedId, feedItems.guid], set: item.publishedAt === null ? values : { ...values, publishedAt: item.publishedAt } })
        .run();
    }
    tx.delete(feedItems)
      .where(and(eq(feedItems.feedId, feed.id), notInArray(feedItems.guid, [...seen])))
      .run();
  });
}

export function newestItems(db: Db, userId: string, limit: number): FeedItemRow[] {
  return db.select().from(feedItems).where(eq(feedItems.userId, userId)).orderBy(desc(feedItems.publishedAt), feedItems.id).limit(limit).all();
}

export function findItem(db: Db, userId: string, id: string): FeedItemRow | undefined {
  return db.select().from(feedItems).where(and(eq(feedItems.userId, userId), eq(feedItems.id, id))).get();
}

export function setRead(db: Db, userId: string, id: string, read: boolean): void {
  db.update(feedItems).set({ read }).where(and(eq(feedItems.userId, userId), eq(feedItems.id, id))).run();
}
