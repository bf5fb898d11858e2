import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { authenticators, icons, listings, pages, snippetItems, snippets, todoItems, type NewListingRow, type StoredIntegration } from '../../db/schema/index.js';
import { deleteUploadedIcon, iconContentHash, saveProcessedIcon, uploadedIconsByHash } from '../images/images.service.js';
import { findApp } from '../integrations/apps.repo.js';
import { integrationsOf } from '../integrations/integrations.service.js';
import { hostNamed, listHosts } from '../docker/docker.repo.js';
import { exportableConfig, importedConfig } from '../integrations/link-config.js';
import { processIcon } from '../images/image-processing.js';
import { uploadsDir } from '../images/uploads.js';
import { badRequest } from '../../http/errors.js';
import { sanitizePageHtml } from '../../html/sanitize.js';
import { newId } from '../../ids.js';
import { importEntries } from '../totp/totp.service.js';
import { open, safeJson, seal } from './transfer-seal.js';
import { exportHome, importHome, prepareHome } from './transfer-home.js';
import { iconSchema, builtinIcon, builtinIcons, selfProvider, type Icon } from '../../../shared/contracts/icons.js';
import { normaliseUrl } from '../../../shared/contracts/urls.js';
import { pageLinkPattern } from '../../../shared/contracts/listings.js';
import { isLanguage, plainText } from '../../../shared/languages.js';
import { discoveryMessages, transferMessages as m } from '../../../shared/messages.js';
import { totpUri, type TotpAlgorithm } from '../../../shared/totp.js';
import {
  transferDocumentSchema,
  transferFormat,
  transferTotpEntriesSchema,
  maxTransferImageBase64,
  maxTransferImagesBase64,
  type SealedTransfer,
  type TransferCounts,
  type TransferDocument,
  type TransferListing,
  type TransferResult,
} from '../../../shared/contracts/transfer.js';

const exportable = ['category', 'link', 'todo', 'snippet'] as const;

/** The user's own data as an export document; 2FA entries and calendars only with a passphrase to seal them. */
export async function exportFor(ctx: AppContext, userId: string, totpPassphrase: string | null, calendarsPassphrase: string | null = null): Promise<TransferDocument> {
  const { db } = ctx;
  const rows = db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.listingType, [...exportable])))
    .orderBy(asc(listings.sortOrder), asc(listings.createdAt))
    .all();
  const kept = new Set(rows.map((row) => row.id));
  const hostNames = new Map(listHosts(db).map((host) => [host.id, host.name]));
  const listingsOut: TransferListing[] = rows
    // A folder's child whose parent is a camera (never exported) has nowhere to go.
    .filter((row) => row.parentId === null || kept.has(row.parentId))
    .map((row) => ({
      id: row.id,
      parentId: row.parentId,
      type: row.listingType as TransferListing['type'],
      name: row.listingName,
      url: row.listingUrl,
      localUrl: row.localUrl,
      description: row.description,
      icon: row.listingIcon ?? null,
      integration: row.listingType === 'link' && row.integration ? exportedIntegration(ctx, row.integration) : null,
      container: row.listingType === 'link' && (row.containerName || row.containerLabel) ? { host: row.containerHostId ? (hostNames.get(row.containerHostId) ?? null) : null, name: row.containerName, label: row.containerLabel } : null,
      inSidebar: row.inSidebar,
      onFeatured: row.onFeatured,
      homeDisplay: row.listingType === 'category' ? row.homeDisplay : null,
      sortOrder: row.sortOrder,
    }));
  const todos = db.select().from(todoItems).where(eq(todoItems.userId, userId)).orderBy(asc(todoItems.seq)).all();
  const snippetRows = db.select().from(snippets).where(eq(snippets.userId, userId)).orderBy(asc(snippets.seq)).all();
  const itemRows = db.select().from(snippetItems).where(eq(snippetItems.userId, userId)).orderBy(asc(snippetItems.createdAt)).all();
  const itemsBySnippet = new Map<string, typeof itemRows>();
  for (const item of itemRows) itemsBySnippet.set(item.snippetId, [...(itemsBySnippet.get(item.snippetId) ?? []), item]);
  const pageRows = db.select().from(pages).where(eq(pages.userId, userId)).orderBy(asc(pages.createdAt)).all();

  let totp: SealedTransfer | null = null;
  if (totpPassphrase !== null) {
    const entries = db
      .select()
      .from(authenticators)
      .where(eq(authenticators.userId, userId))
      .orderBy(asc(authenticators.sortOrder))
      .all()
      .map((row) => ({
        serviceName: row.serviceName,
        accountName: row.accountName,
        serviceIcon: row.serviceIcon,
        uri: totpUri({ secret: ctx.secrets.open(row.secretSealed, 'totp'), algorithm: row.algorithm as TotpAlgorithm, digits: row.digits, period: row.period, issuer: row.serviceName, account: row.accountName }),
      }));
    totp = await seal(userId, Buffer.from(JSON.stringify(entries)), totpPassphrase, 'totp');
  }

  const images = await ownImages(ctx, userId, listingsOut);
  const home = await exportHome(ctx, userId, calendarsPassphrase);
  return {
    format: transferFormat,
    formatVersion: 1,
    exportedAt: new Date(ctx.clock()).toISOString(),
    hearthVersion: ctx.config.version,
    listings: listingsOut,
    todos: todos.filter((t) => kept.has(t.listingId)).map((t) => ({ listId: t.listingId, text: t.todoItem, completed: t.completed, dueDate: t.dueDate, priority: t.priority })),
    snippets: snippetRows
      .filter((s) => kept.has(s.listingId))
      .map((s) => ({
        listId: s.listingId,
        title: s.snippetTitle,
        language: s.snippetLanguage,
        items: (itemsBySnippet.get(s.id) ?? []).map((item) => ({ filename: item.snippetFilename, code: item.snippetCode, language: item.snippetLanguage })),
      })),
    pages: pageRows.map((p) => ({ id: p.id, title: p.pageTitle, content: p.pageContent, published: p.isPublished })),
    totp,
    images,
    widgets: home.widgets,
    feeds: home.feeds,
    calendars: home.calendars,
  };
}

/** A link's integration as an export carries it: its app and settings, never the app's password fields. */
function exportedIntegration(ctx: AppContext, stored: StoredIntegration): NonNullable<TransferListing['integration']> {
  const app = findApp(ctx.db, stored.appId);
  return {
    appId: stored.appId,
    appName: app?.appName ?? stored.appId,
    autoRefreshAfter: Math.max(0, Math.trunc(stored.autoRefreshAfter)),
    alwaysShowDetailedView: stored.alwaysShowDetailedView,
    config: exportableConfig(app?.config, stored),
  };
}

/** The name of a user's own uploaded icon that an icon shows, or null for any other icon. */
function uploadedName(icon: unknown): string | null {
  const parsed = iconSchema.safeParse(icon);
  if (!parsed.success || parsed.data.iconProvider !== selfProvider) return null;
  const name = parsed.data.iconUrl;
  return (builtinIcons as readonly string[]).includes(name) || !/^[\w-]+\.\w+$/.test(name) ? null : name;
}

/** The user's own uploads that exported listings show, as base64, within the per-file and total caps. */
async function ownImages(ctx: AppContext, userId: string, exported: TransferListing[]): Promise<Record<string, string>> {
  const wanted = new Set(exported.map((l) => uploadedName(l.icon)).filter((n): n is string => n !== null));
  const out: Record<string, string> = {};
  let total = 0;
  for (const name of wanted) {
    const own = ctx.db.select({ id: icons.id }).from(icons).where(and(eq(icons.userId, userId), eq(icons.iconPath, name))).get();
    if (!own) continue;
    const data = (await readFile(join(uploadsDir(ctx.config.dataDir), name)).catch(() => null))?.toString('base64');
    if (!data || data.length > maxTransferImageBase64 || total + data.length > maxTransferImagesBase64) continue;
    out[name] = data;
    total += data.length;
  }
  return out;
}

/** Reads an export file's text: not JSON, not an export, or an invalid one says so. */
export function parseExport(text: string): TransferDocument {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest(m.notJson);
  }
  const parsed = transferDocumentSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    // The format fields and the seal's settings say what to do; any other problem is that it is not a good export.
    const format = first && (first.path[0] === 'format' || first.path[0] === 'formatVersion' || first.message === m.tooMany || first.message === m.unknownSeal);
    throw badRequest(format ? first.message : m.notAnExport);
  }
  return parsed.data;
}

const emptyCounts = (): TransferCounts => ({ folders: 0, links: 0, todoLists: 0, snippetLists: 0, todos: 0, snippets: 0, pages: 0, totp: 0, icons: 0, widgets: 0, feeds: 0, calendars: 0 });
const countKey = { category: 'folders', link: 'links', todo: 'todoLists', snippet: 'snippetLists' } as const;

class PreviewOnly extends Error {}

/**
 * Adds what an export holds to the user's own data, merging and never overwriting: a folder or
 * list with the same name in the same place is filled instead of repeated; a link with the same
 * address, a todo with the same text, a snippet or page with the same title is left as it is.
 * One transaction: all of it or none. With `preview`, the same work is done and rolled back, so
 * the counts shown are exactly what Import will add.
 */
export async function importFor(ctx: AppContext, userId: string, document: TransferDocument, passphrase: string | null, preview: boolean): Promise<TransferResult> {
  const { db } = ctx;
  const result: TransferResult = { added: emptyCounts(), merged: 0, skipped: 0, problems: [], hasTotp: document.totp !== null, hasCalendars: (document.calendars ?? null) !== null };
  const problem = (text: string) => {
    if (result.problems.length < 50) result.problems.push(text);
  };

  // The async parts first (the transaction is synchronous): sanitising pages, opening 2FA entries.
  const pagesIn = await Promise.all(document.pages.map(async (p) => ({ ...p, content: await sanitizePageHtml(p.content) })));
  let totpEntries: { serviceName: string; accountName: string; serviceIcon: Icon; secret: string }[] = [];
  if (document.totp && passphrase) {
    const opened = transferTotpEntriesSchema.safeParse(safeJson((await open(userId, document.totp, passphrase, 'totp')).toString('utf8')));
    if (!opened.success) throw badRequest(m.notAnExport);
    totpEntries = opened.data.map((e) => ({ serviceName: e.serviceName, accountName: e.accountName, serviceIcon: e.serviceIcon ?? builtinIcon('authenticator'), secret: e.uri }));
  }
  const home = await prepareHome(ctx, userId, document, passphrase, problem);

  // Built-ins are offered out of the box: those the file's links use are installed (not by a preview), as a saved link's would be.
  const { builtins } = integrationsOf(ctx);
  if (!preview) for (const appId of new Set(document.listings.flatMap((l) => (l.integration ? [l.integration.appId] : [])))) await builtins.ensure(appId);
  const usable = new Map((await builtins.usable()).map((app) => [app.appId, app]));

  const now = new Date(ctx.clock()).toISOString();
  // Icons that travel with the file are uploaded again (checked and re-encoded like any upload),
  // unless the user already has one with the same content (by SHA-256): then that one is shown.
  // A preview only checks that they read.
  const images = document.images ?? {};
  const iconFor = new Map<string, Icon | null>();
  const uploaded: string[] = [];
  let byHash: Awaited<ReturnType<typeof uploadedIconsByHash>> | null = null;
  for (const listing of document.listings) {
    const name = uploadedName(listing.icon);
    const data = name === null ? undefined : images[name];
    if (name === null || data === undefined || iconFor.has(name)) continue;
    try {
      const raw = Buffer.from(data, 'base64');
      const processed = await processIcon(raw);
      byHash ??= await uploadedIconsByHash(db, ctx.config.dataDir, userId);
      const hash = iconContentHash(processed.data);
      const same = byHash.get(iconContentHash(raw)) ?? byHash.get(hash);
      if (same) {
        iconFor.set(name, { iconUrl: same.iconPath, iconUrlLight: null, iconProvider: selfProvider });
        continue;
      }
      if (preview) {
        // Counted once, as the import will: a second name with the same picture reuses this one.
        byHash.set(hash, { _id: name, iconPath: name, createdAt: now });
        iconFor.set(name, { iconUrl: name, iconUrlLight: null, iconProvider: selfProvider });
      } else {
        const saved = await saveProcessedIcon(db, ctx.config.dataDir, userId, processed);
        uploaded.push(saved._id);
        byHash.set(hash, saved);
        iconFor.set(name, { iconUrl: saved.iconPath, iconUrlLight: null, iconProvider: selfProvider });
      }
      result.added.icons += 1;
    } catch {
      iconFor.set(name, null);
      problem(m.badIcon(listing.name));
    }
  }
  const iconOf = (listing: TransferListing, fallback: Icon): Icon => {
    const name = uploadedName(listing.icon);
    const carried = name === null ? undefined : iconFor.get(name);
    if (carried !== undefined) return carried ?? fallback;
    const icon = iconSchema.safeParse(listing.icon);
    return icon.success ? icon.data : fallback;
  };

  try {
    db.transaction(() => {
      // Pages first, so a link to one of them (/p/<id>) finds its copy here: the page added, or the
      // user's own page of the same title that the import leaves as it is.
      const pageIds = new Map<string, string>();
      const titles = new Map(db.select({ id: pages.id, title: pages.pageTitle }).from(pages).where(eq(pages.userId, userId)).all().map((r) => [r.title.trim(), r.id]));
      for (const page of pagesIn) {
        const title = page.title.trim() || 'Imported page';
        const existing = titles.get(title);
        if (existing !== undefined) {
          if (page.id !== undefined) pageIds.set(page.id, existing);
          result.skipped += 1;
          continue;
        }
        const id = newId();
        titles.set(title, id);
        if (page.id !== undefined) pageIds.set(page.id, id);
        db.insert(pages).values({ id, userId, pageTitle: title.slice(0, 200), pageContent: page.content, isPublished: page.published, createdAt: now, updatedAt: now }).run();
        result.added.pages += 1;
      }
      const ownPage = (id: string) => db.select({ id: pages.id }).from(pages).where(and(eq(pages.userId, userId), eq(pages.id, id))).get() !== undefined;

      const mapped = new Map<string, string>();
      const byId = new Map(document.listings.map((l) => [l.id, l]));
      for (const listing of parentsFirst(document.listings, byId)) {
        const parentId = listing.parentId === null ? null : (mapped.get(listing.parentId) ?? undefined);
        if (parentId === undefined) {
          problem(m.missingList(`"${listing.name}"`));
          continue;
        }
        const siblings = db
          .select({ id: listings.id, type: listings.listingType, name: listings.listingName, url: listings.listingUrl, localUrl: listings.localUrl })
          .from(listings)
          .where(and(eq(listings.userId, userId), parentId === null ? isNull(listings.parentId) : eq(listings.parentId, parentId)))
          .all();
        const name = listing.name.trim() || 'Imported';
        if (listing.type === 'link') {
          // A link to one of the user's pages goes to the copy of that page, or stays when the page is the importer's own.
          const pageLink = listing.url === null ? null : pageLinkPattern.exec(listing.url.trim());
          const pageId = pageLink?.[1] === undefined ? null : (pageIds.get(pageLink[1]) ?? (ownPage(pageLink[1]) ? pageLink[1] : null));
          if (pageLink && pageId === null) {
            problem(m.pageLinkMissing(name));
            continue;
          }
          const addresses = pageId === null ? linkAddresses(listing) : withPage(listing, pageId);
          if (addresses === null) {
            problem(m.badLinkAddress(name));
            continue;
          }
          const { url, localUrl } = addresses;
          // A link that has only a local URL (the link form's default) is the same link when that matches.
          if (siblings.some((s) => s.type === 'link' && (url !== null ? s.url === url : s.url === null && s.localUrl === localUrl))) {
            result.skipped += 1;
            continue;
          }
          insertListing({ type: 'link', parentId, name, url, localUrl, icon: iconOf(listing, builtinIcon('link')), integration: integrationOf(listing, name), listing });
          continue;
        }
        const same = siblings.find((s) => s.type === listing.type && s.name.trim().toLowerCase() === name.toLowerCase());
        if (same) {
          mapped.set(listing.id, same.id);
          result.merged += 1;
          continue;
        }
        const fallback = listing.type === 'category' ? 'folder' : listing.type;
        mapped.set(listing.id, insertListing({ type: listing.type, parentId, name, url: null, localUrl: null, icon: iconOf(listing, builtinIcon(fallback)), integration: null, listing }));
      }

      /** The integration a link brings, without its keys, when its app is installed here; else none, and the preview says so. */
      function integrationOf(listing: TransferListing, name: string): StoredIntegration | null {
        const carried = listing.integration;
        if (!carried) return null;
        const app = usable.get(carried.appId);
        if (!app) {
          problem(m.integrationNotInstalled(name, carried.appName.trim() || carried.appId));
          return null;
        }
        return {
          _id: newId(),
          appId: app.appId,
          autoRefreshAfter: carried.autoRefreshAfter,
          alwaysShowDetailedView: carried.alwaysShowDetailedView,
          config: JSON.stringify(importedConfig(app.config, carried.config)),
        };
      }

      /** The link's container binding: its host found here by name, else left out and said; a label selector as it is. */
      function containerOf(listing: TransferListing, name: string): Pick<NewListingRow, 'containerHostId' | 'containerName' | 'containerLabel'> {
        const carried = listing.container;
        if (!carried) return {};
        if (carried.label) return { containerLabel: carried.label };
        if (!carried.host || !carried.name) return {};
        const host = hostNamed(db, carried.host);
        if (!host) {
          problem(discoveryMessages.noSuchHost(carried.host, [name]));
          return {};
        }
        return { containerHostId: host.id, containerName: carried.name };
      }

      function insertListing(row: { type: NewListingRow['listingType']; parentId: string | null; name: string; url: string | null; localUrl: string | null; icon: Icon; integration: StoredIntegration | null; listing: TransferListing }): string {
        const id = newId();
        db.insert(listings)
          .values({
            id,
            userId,
            parentId: row.parentId,
            listingType: row.type,
            listingName: row.name,
            listingUrl: row.url,
            localUrl: row.localUrl,
            description: row.type === 'link' ? row.listing.description?.trim() || null : null,
            listingIcon: row.icon,
            integration: row.integration,
            ...(row.type === 'link' ? containerOf(row.listing, row.name) : {}),
            inSidebar: row.listing.inSidebar,
            onFeatured: row.listing.onFeatured,
            homeDisplay: row.type === 'category' ? (row.listing.homeDisplay ?? 'tile') : 'tile',
            sortOrder: row.listing.sortOrder,
            createdAt: now,
            updatedAt: now,
          })
          .run();
        result.added[countKey[row.type as keyof typeof countKey]] += 1;
        return id;
      }

      const existingTodos = new Map<string, Set<string>>();
      for (const todo of document.todos) {
        const listId = mapped.get(todo.listId);
        if (!listId || byId.get(todo.listId)?.type !== 'todo') {
          problem(m.missingList(`The todo "${todo.text.slice(0, 60)}"`));
          continue;
        }
        let texts = existingTodos.get(listId);
        if (!texts) {
          texts = new Set(db.select({ text: todoItems.todoItem }).from(todoItems).where(eq(todoItems.listingId, listId)).all().map((r) => r.text.trim()));
          existingTodos.set(listId, texts);
        }
        const text = todo.text.trim();
        if (!text || texts.has(text)) {
          result.skipped += 1;
          continue;
        }
        texts.add(text);
        db.insert(todoItems).values({ id: newId(), userId, listingId: listId, todoItem: text, completed: todo.completed, dueDate: todo.dueDate, priority: todo.priority, createdAt: now, updatedAt: now }).run();
        result.added.todos += 1;
      }

      for (const snippet of document.snippets) {
        const listId = mapped.get(snippet.listId);
        if (!listId || byId.get(snippet.listId)?.type !== 'snippet') {
          problem(m.missingList(`The snippet "${snippet.title.slice(0, 60)}"`));
          continue;
        }
        const title = snippet.title.trim() || 'Imported snippet';
        const taken = db
          .select({ id: snippets.id })
          .from(snippets)
          .where(and(eq(snippets.listingId, listId), eq(snippets.snippetTitle, title)))
          .get();
        if (taken) {
          result.skipped += 1;
          continue;
        }
        const id = newId();
        const language = isLanguage(snippet.language) ? snippet.language : plainText;
        db.insert(snippets).values({ id, userId, listingId: listId, snippetTitle: title.slice(0, 200), snippetLanguage: language, createdAt: now, updatedAt: now }).run();
        for (const item of snippet.items) {
          db.insert(snippetItems)
            .values({ id: newId(), userId, snippetId: id, snippetFilename: item.filename.slice(0, 255), snippetCode: item.code, snippetLanguage: isLanguage(item.language) ? item.language : plainText, createdAt: now, updatedAt: now })
            .run();
        }
        result.added.snippets += 1;
      }

      // After the pages: a widget on one goes to its copy, or stays on the importer's own page.
      importHome(ctx, userId, home, (id) => pageIds.get(id) ?? (ownPage(id) ? id : null), result, problem);

      if (totpEntries.length > 0) {
        const totp = importEntries(ctx, userId, totpEntries);
        result.added.totp = totp.added;
        result.skipped += totp.skipped.length;
      }

      if (preview) throw new PreviewOnly();
    });
  } catch (error) {
    if (!(error instanceof PreviewOnly)) {
      // Nothing of the import stays: neither its rows nor the icons it uploaded.
      for (const id of uploaded) await deleteUploadedIcon(db, ctx.config.dataDir, userId, id).catch(() => undefined);
      throw error;
    }
  }
  if (!preview) ctx.listingCache.invalidate(userId);
  return result;
}

/**
 * A link's address and local URL as Hearth stores them, or null when either is given but is not an
 * http(s) URL, or neither is given. Either one alone is a link, as on the link form.
 */
function linkAddresses(listing: TransferListing): { url: string | null; localUrl: string | null } | null {
  const given = (text: string | null) => (text === null || text.trim() === '' ? null : text);
  const rawUrl = given(listing.url);
  const rawLocal = given(listing.localUrl);
  const url = rawUrl === null ? null : normaliseUrl(rawUrl);
  const localUrl = rawLocal === null ? null : normaliseUrl(rawLocal);
  if ((rawUrl !== null && url === null) || (rawLocal !== null && localUrl === null) || (url === null && localUrl === null)) return null;
  return { url, localUrl };
}

/** A link to one of the user's pages (`/p/<id>`), with its local URL when it has a good one; null when that is not a URL. */
function withPage(listing: TransferListing, pageId: string): { url: string; localUrl: string | null } | null {
  if (listing.localUrl === null || listing.localUrl.trim() === '') return { url: `/p/${pageId}`, localUrl: null };
  const localUrl = normaliseUrl(listing.localUrl);
  return localUrl === null ? null : { url: `/p/${pageId}`, localUrl };
}

/** Listings ordered so each parent comes before its children; cycles and orphans end last and are reported. */
function parentsFirst(all: TransferListing[], byId: Map<string, TransferListing>): TransferListing[] {
  const depth = new Map<string, number>();
  const depthOf = (listing: TransferListing, seen: Set<string>): number => {
    const known = depth.get(listing.id);
    if (known !== undefined) return known;
    if (listing.parentId === null) return 0;
    const parent = byId.get(listing.parentId);
    if (!parent || seen.has(parent.id) || seen.size > 64) return Number.POSITIVE_INFINITY;
    seen.add(listing.id);
    const d = depthOf(parent, seen) + 1;
    depth.set(listing.id, d);
    return d;
  };
  return [...all].map((l) => ({ l, d: depthOf(l, new Set()) })).sort((a, b) => a.d - b.d).map(({ l }) => l);
}
