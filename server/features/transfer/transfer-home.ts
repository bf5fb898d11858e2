import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { calendarSources, feeds, users, widgets } from '../../db/schema/index.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { checkReach, reachPolicy } from '../../net/reach.js';
import { calendarSourceSaveSchema, calendarMessages } from '../../../shared/contracts/calendar.js';
import { feedAddSchema, maxFeedsPerUser, feedMessages } from '../../../shared/contracts/feeds.js';
import { targetOrigin } from '../../../shared/contracts/integration-targets.js';
import { transferCalendarEntriesSchema, type SealedTransfer, type TransferCalendarEntry, type TransferDocument, type TransferFeed, type TransferResult, type TransferWidget } from '../../../shared/contracts/transfer.js';
import { maxWidgetsPerArea, parseWidgetConfig, widgetDefinitions, widgetKinds, type WidgetKind } from '../../../shared/contracts/widgets.js';
import { transferMessages as m } from '../../../shared/messages.js';
import { maxSources } from '../calendar/calendar.service.js';
import { open, safeJson, seal } from './transfer-seal.js';

/**
 * The home's parts of a user's export (issue 44): widgets, feeds, and calendars sealed with the
 * export's passphrase (their addresses carry tokens, their accounts passwords; in the database they
 * are sealed with this Hearth's key, which another Hearth does not have). An import checks each one
 * as its own form does (the kind's settings, the feed and calendar address rules, the reach rule,
 * the per-user limits), so a file cannot store what the API would refuse.
 */

const calendarPurpose = 'calendar';

export interface HomeExport {
  widgets: TransferWidget[];
  feeds: TransferFeed[];
  calendars: SealedTransfer | null;
}

export async function exportHome(ctx: AppContext, userId: string, passphrase: string | null): Promise<HomeExport> {
  const { db } = ctx;
  const widgetRows = db.select().from(widgets).where(eq(widgets.userId, userId)).orderBy(asc(widgets.pageId), asc(widgets.position)).all();
  const feedRows = db.select().from(feeds).where(eq(feeds.userId, userId)).orderBy(asc(feeds.createdAt)).all();
  let calendars: SealedTransfer | null = null;
  if (passphrase !== null) {
    const entries: TransferCalendarEntry[] = db
      .select()
      .from(calendarSources)
      .where(eq(calendarSources.userId, userId))
      .orderBy(asc(calendarSources.createdAt))
      .all()
      .map((row) => ({
        kind: row.kind,
        name: row.name,
        url: ctx.secrets.open(row.urlSealed, calendarPurpose),
        username: row.username,
        password: row.passwordSealed === null ? null : ctx.secrets.open(row.passwordSealed, calendarPurpose),
      }));
    calendars = await seal(userId, Buffer.from(JSON.stringify(entries)), passphrase, 'calendars');
  }
  return {
    widgets: widgetRows.map((row) => ({ pageId: row.pageId, kind: row.kind, config: row.config, position: row.position })),
    feeds: feedRows.map((row) => ({ url: row.url, title: row.customTitle })),
    calendars,
  };
}

interface CheckedWidget {
  pageId: string | null;
  kind: WidgetKind;
  config: object;
}

/** What an import may add, each part checked already; the async checks (reach, the seal) are done. */
export interface HomeImport {
  widgets: CheckedWidget[];
  feeds: { url: string; title: string | null }[];
  calendars: { kind: 'ical' | 'caldav'; name: string; url: string; username: string | null; password: string | null }[];
}

/** Why an address may not be asked by this user, or null when it may. */
async function reachProblem(url: string, policy: ReturnType<typeof reachPolicy>): Promise<string | null> {
  try {
    await checkReach(url, policy, 'hearth');
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

/** Checks the home's parts of an export; what fails is left out and said through `problem`. */
export async function prepareHome(ctx: AppContext, userId: string, document: TransferDocument, passphrase: string | null, problem: (text: string) => void): Promise<HomeImport> {
  const user = ctx.db.select({ isSuperAdmin: users.isSuperAdmin }).from(users).where(eq(users.id, userId)).get();
  const policy = reachPolicy({ isSuperAdmin: user?.isSuperAdmin ?? false }, ctx.config);

  const checkedWidgets: CheckedWidget[] = [];
  for (const widget of [...(document.widgets ?? [])].sort((a, b) => a.position - b.position)) {
    if (!(widgetKinds as string[]).includes(widget.kind)) {
      problem(m.widgetUnknownKind(widget.kind.slice(0, 40)));
      continue;
    }
    const kind = widget.kind as WidgetKind;
    const parsed = parseWidgetConfig(kind, widget.config);
    if (!parsed.ok) problem(m.widgetBadSettings(widgetDefinitions[kind].title.toLowerCase(), parsed.message));
    else checkedWidgets.push({ pageId: widget.pageId, kind, config: parsed.config });
  }

  const checkedFeeds: HomeImport['feeds'] = [];
  for (const feed of document.feeds ?? []) {
    const parsed = feedAddSchema.safeParse({ url: feed.url, title: feed.title ?? undefined });
    const shown = feed.url.slice(0, 200);
    if (!parsed.success) {
      problem(m.feedSkipped(shown, parsed.error.issues[0]?.message ?? feedMessages.urlInvalid));
      continue;
    }
    const refused = await reachProblem(parsed.data.url, policy);
    if (refused) problem(m.feedSkipped(shown, refused));
    else checkedFeeds.push({ url: new URL(parsed.data.url).href, title: parsed.data.title || null });
  }

  const checkedCalendars: HomeImport['calendars'] = [];
  if (document.calendars && passphrase) {
    const opened = transferCalendarEntriesSchema.safeParse(safeJson((await open(userId, document.calendars, passphrase, 'calendars')).toString('utf8')));
    if (!opened.success) throw badRequest(m.notAnExport);
    for (const entry of opened.data) {
      const name = entry.name.trim().slice(0, 100) || 'Imported calendar';
      const parsed = calendarSourceSaveSchema.safeParse({ kind: entry.kind, name, url: entry.url, username: entry.username ?? undefined, password: entry.password ?? undefined });
      if (!parsed.success) {
        problem(m.calendarSkipped(name, parsed.error.issues[0]?.message ?? calendarMessages.urlInvalid));
        continue;
      }
      const refused = await reachProblem(parsed.data.url, policy);
      if (refused) problem(m.calendarSkipped(name, refused));
      else checkedCalendars.push({ kind: parsed.data.kind, name: parsed.data.name, url: parsed.data.url, username: parsed.data.username || null, password: parsed.data.password || null });
    }
  }
  return { widgets: checkedWidgets, feeds: checkedFeeds, calendars: checkedCalendars };
}

/**
 * Adds the checked parts inside the import's transaction. `pageOf` maps a page id of the file to
 * the importer's page (its copy, or their own page), or null. Like the rest of an import it merges:
 * a widget with the same kind and settings in the same place, a feed with the same address, a
 * calendar with the same kind and address are already there and left as they are.
 */
export function importHome(ctx: AppContext, userId: string, parts: HomeImport, pageOf: (id: string) => string | null, result: TransferResult, problem: (text: string) => void): void {
  const { db } = ctx;
  const now = new Date(ctx.clock()).toISOString();

  const areas = new Map<string, { next: number; count: number; configs: Set<string> }>();
  const areaOf = (pageId: string | null) => {
    const key = pageId ?? '';
    let area = areas.get(key);
    if (!area) {
      const where = and(eq(widgets.userId, userId), pageId === null ? isNull(widgets.pageId) : eq(widgets.pageId, pageId));
      const rows = db.select({ kind: widgets.kind, config: widgets.config }).from(widgets).where(where).all();
      const last = db.select({ last: max(widgets.position) }).from(widgets).where(where).get()?.last ?? -1;
      area = { next: last + 1, count: rows.length, configs: new Set(rows.map((r) => sameWidget(r.kind, r.config))) };
      areas.set(key, area);
    }
    return area;
  };
  for (const widget of parts.widgets) {
    const pageId = widget.pageId === null ? null : pageOf(widget.pageId);
    const kindName = widgetDefinitions[widget.kind].title.toLowerCase();
    if (widget.pageId !== null && pageId === null) {
      problem(m.widgetPageMissing(kindName));
      continue;
    }
    const area = areaOf(pageId);
    const same = sameWidget(widget.kind, widget.config);
    if (area.configs.has(same)) {
      result.skipped += 1;
      continue;
    }
    if (area.count >= maxWidgetsPerArea) {
      problem(m.widgetAreaFull(kindName));
      continue;
    }
    db.insert(widgets).values({ id: newId(), userId, pageId, kind: widget.kind, config: widget.config as Record<string, unknown>, position: area.next, createdAt: now, updatedAt: now }).run();
    area.next += 1;
    area.count += 1;
    area.configs.add(same);
    result.added.widgets += 1;
  }

  const followed = new Set(db.select({ url: feeds.url }).from(feeds).where(eq(feeds.userId, userId)).all().map((r) => r.url));
  for (const feed of parts.feeds) {
    if (followed.has(feed.url)) {
      result.skipped += 1;
      continue;
    }
    if (followed.size >= maxFeedsPerUser) {
      problem(m.feedSkipped(feed.url.slice(0, 200), feedMessages.tooMany));
      continue;
    }
    db.insert(feeds).values({ id: newId(), userId, url: feed.url, customTitle: feed.title, createdAt: now }).run();
    followed.add(feed.url);
    result.added.feeds += 1;
  }

  if (parts.calendars.length === 0) return;
  const existing = db.select().from(calendarSources).where(eq(calendarSources.userId, userId)).all();
  const held = new Set(existing.map((row) => `${row.kind} ${ctx.secrets.open(row.urlSealed, calendarPurpose)}`));
  for (const calendar of parts.calendars) {
    const key = `${calendar.kind} ${calendar.url}`;
    if (held.has(key)) {
      result.skipped += 1;
      continue;
    }
    if (held.size >= maxSources) {
      problem(m.calendarSkipped(calendar.name, calendarMessages.tooMany));
      continue;
    }
    db.insert(calendarSources)
      .values({
        id: newId(),
        userId,
        kind: calendar.kind,
        name: calendar.name,
        host: targetOrigin(calendar.url) ?? '',
        urlSealed: ctx.secrets.seal(calendar.url, calendarPurpose),
        username: calendar.username,
        passwordSealed: calendar.password === null ? null : ctx.secrets.seal(calendar.password, calendarPurpose),
        createdAt: now,
        updatedAt: now,
      })
      .run();
    held.add(key);
    result.added.calendars += 1;
  }
}

/** A widget's identity for merging: its kind and settings, keys sorted at every level. */
function sameWidget(kind: string, config: object): string {
  return `${kind} ${JSON.stringify(canonical(config))}`;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
}
