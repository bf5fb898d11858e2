import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AppRow, StoredIntegration } from '../../db/schema/index.js';
import { builtinIcon } from '../../../shared/contracts/icons.js';
import { importFormatNames, type ImportFolderPreview, type ImportKeyState, type ImportPreview, type ImportResult, type importRequestSchema } from '../../../shared/contracts/imports.js';
import { configUrlValue } from '../../../shared/contracts/integrations.js';
import { importMessages } from '../../../shared/messages.js';
import type { z } from 'zod';
import { newId } from '../../ids.js';
import { refusesLiteral, type ReachPolicy } from '../../net/reach.js';
import { readyApps } from '../integrations/apps.repo.js';
import { insertListing, nextSortOrder } from '../listings/listings.repo.js';
import { parseBookmarks } from './bookmarks.parse.js';
import { parseDashy } from './dashy.parse.js';
import { homepageWidgets, isSecretReference } from './homepage-widgets.js';
import { parseHomarr } from './homarr.parse.js';
import { parseHomepage } from './homepage.parse.js';
import type { ParsedFolder, ParsedImport, ParsedLink } from './import-tree.js';
import { folderNamed, linkUrlsIn } from './imports.repo.js';
import { IconPlanner, type IconPlan } from './import-icons.js';
import { fetchImportIcons, fetchWarnings } from './import-icon-store.js';

type ImportRequest = z.output<typeof importRequestSchema>;

interface ResolvedIntegration {
  app: AppRow;
  keys: ImportKeyState;
  /** Plain values; the fields named in `secrets` are sealed when written. */
  config: Record<string, string>;
  secrets: string[];
}

interface ResolvedLink {
  name: string;
  url: string;
  integration: ResolvedIntegration | null;
  description: string | null;
  icon: IconPlan;
}

interface ResolvedFolder {
  name: string;
  links: ResolvedLink[];
  folders: ResolvedFolder[];
}

interface Resolved {
  folders: ResolvedFolder[];
  warnings: string[];
}

export interface ImportOptions {
  includeKeys: boolean;
  policy: ReachPolicy;
  /** Icons outside the offline set are downloaded on import (issue 41 item 2). */
  fetchIcons?: boolean;
}

function parseFile(request: ImportRequest): ParsedImport {
  switch (request.format) {
    case 'homepage':
      return parseHomepage(request.text, request.bookmarks);
    case 'dashy':
      return parseDashy(request.text);
    case 'homarr':
      return parseHomarr(request.text);
    case 'bookmarks':
      return parseBookmarks(request.text);
  }
}

/**
 * The built-in integration a Homepage widget maps to, if it is installed: its url and type
 * always, its keys only when the user asked for them (sealed on write), never a reference to
 * an environment variable. Each thing left out says so in `warn`.
 */
function resolveWidget(link: ParsedLink, apps: Map<string, AppRow>, options: ImportOptions, warn: (text: string) => void): ResolvedIntegration | null {
  const widget = link.widget;
  if (!widget) return null;
  const mapping = homepageWidgets[widget.type];
  if (!mapping) {
    warn(importMessages.noIntegration(link.name, widget.type));
    return null;
  }
  const app = apps.get(mapping.appId);
  if (!app) {
    warn(importMessages.integrationNotInstalled(link.name, widget.type));
    return null;
  }
  const config: Record<string, string> = {};
  if (widget.url) {
    const address = configUrlValue(widget.url);
    if (address === null) {
      warn(importMessages.integrationUrlRefused(link.name));
      return null;
    }
    if (refusesLiteral(address, options.policy)) {
      warn(importMessages.integrationLoopback(link.name));
      return null;
    }
    config[mapping.urlField] = address;
  }
  const secrets: string[] = [];
  let keys: ImportKeyState = 'none';
  for (const [field, widgetKey] of Object.entries(mapping.fields)) {
    const value = widget.values[widgetKey];
    const manifestField = app.config.find((f) => f.name === field);
    if (value === undefined || !manifestField) continue;
    const text = String(value).slice(0, 20_000);
    if (isSecretReference(text)) {
      warn(importMessages.keyIsReference(link.name));
      continue;
    }
    if (manifestField.type !== 'password') {
      config[field] = text;
    } else if (options.includeKeys) {
      config[field] = text;
      secrets.push(field);
      keys = 'included';
    } else if (keys !== 'included') {
      keys = 'withheld';
      warn(importMessages.keysWithheld(link.name));
    }
  }
  Object.assign(config, mapping.derived?.(widget));
  return { app, keys, config, secrets };
}

function resolve(parsed: ParsedImport, db: Db, options: ImportOptions, icons: IconPlanner): Resolved {
  const apps = new Map(readyApps(db).map((app) => [app.appId, app]));
  const warnings = [...parsed.warnings];
  const warn = (text: string) => {
    if (!warnings.includes(text)) warnings.push(text);
  };
  const walk = (folder: ParsedFolder): ResolvedFolder => ({
    name: folder.name,
    links: folder.links.map((link) => ({
      name: link.name,
      url: link.url,
      integration: resolveWidget(link, apps, options, warn),
      description: link.description,
      icon: icons.plan(link.name, link.iconRef, link.url),
    })),
    folders: folder.folders.map(walk),
  });
  const folders = parsed.folders.map(walk);
  return { folders, warnings };
}

function toPreview(folder: ResolvedFolder): ImportFolderPreview {
  return {
    name: folder.name,
    links: folder.links.map((link) => ({
      name: link.name,
      url: link.url,
      integration: link.integration ? { appId: link.integration.app.appId, appName: link.integration.app.appName, keys: link.integration.keys } : null,
      description: link.description,
      icon: link.icon.preview,
    })),
    folders: folder.folders.map(toPreview),
  };
}

function count(folders: ResolvedFolder[]): ImportPreview['counts'] {
  const total = { folders: 0, links: 0, integrations: 0 };
  const walk = (folder: ResolvedFolder) => {
    total.folders += 1;
    total.links += folder.links.length;
    total.integrations += folder.links.filter((l) => l.integration).length;
    folder.folders.forEach(walk);
  };
  folders.forEach(walk);
  return total;
}

/** What an import of this file would add, with everything left out named; nothing is written. */
export async function previewImport(ctx: AppContext, request: ImportRequest, options: ImportOptions): Promise<ImportPreview> {
  const icons = await IconPlanner.create(request.format, options.fetchIcons ?? false, ctx.config.env);
  const resolved = resolve(parseFile(request), ctx.db, options, icons);
  const counts = count(resolved.folders);
  const found = [...resolved.warnings, ...icons.warnings(true)];
  const warnings = counts.links === 0 ? [importMessages.nothingFound(importFormatNames[request.format]), ...found] : found;
  return { folders: resolved.folders.map(toPreview), warnings, counts };
}

/**
 * Adds the file's folders and links to the user's listings in one transaction, merging: a
 * folder of the same name in the same place is used, never replaced, and a link whose address
 * is already in that folder is skipped and counted. Root folders show on the home screen.
 */
export async function runImport(ctx: AppContext, userId: string, request: ImportRequest, options: ImportOptions): Promise<ImportResult> {
  const { db } = ctx;
  const icons = await IconPlanner.create(request.format, options.fetchIcons ?? false, ctx.config.env);
  const resolved = resolve(parseFile(request), db, options, icons);
  const fetched = await fetchImportIcons(ctx, userId, icons.urls(), options.policy);
  const added = { folders: 0, links: 0 };
  let skipped = 0;
  const now = new Date().toISOString();

  const sealed = (integration: ResolvedIntegration): StoredIntegration => {
    const config: Record<string, string> = { ...integration.config };
    for (const field of integration.secrets) if (config[field]) config[field] = ctx.secrets.seal(config[field], 'integration');
    return {
      _id: newId(),
      appId: integration.app.appId,
      autoRefreshAfter: integration.app.autoRefreshAfterSeconds,
      alwaysShowDetailedView: integration.app.alwaysShowDetailedView,
      config: JSON.stringify(config),
    };
  };

  const writeFolder = (folder: ResolvedFolder, parentId: string | null): void => {
    let target = folderNamed(db, userId, parentId, folder.name);
    if (!target) {
      target = insertListing(db, {
        id: newId(),
        userId,
        parentId,
        listingType: 'category',
        listingName: folder.name,
        listingIcon: builtinIcon('folder'),
        inSidebar: false,
        onFeatured: parentId === null,
        sortOrder: nextSortOrder(db, userId, parentId),
        createdAt: now,
        updatedAt: now,
      });
      added.folders += 1;
    }
    const present = linkUrlsIn(db, userId, target.id);
    for (const link of folder.links) {
      if (present.has(link.url)) {
        skipped += 1;
        continue;
      }
      present.add(link.url);
      insertListing(db, {
        id: newId(),
        userId,
        parentId: target.id,
        listingType: 'link',
        listingName: link.name,
        listingUrl: link.url,
        description: link.description,
        listingIcon: (link.icon.fetchUrl ? fetched.icons.get(link.icon.fetchUrl) : undefined) ?? link.icon.icon,
        integration: link.integration ? sealed(link.integration) : null,
        inSidebar: false,
        onFeatured: false,
        sortOrder: nextSortOrder(db, userId, target.id),
        createdAt: now,
        updatedAt: now,
      });
      added.links += 1;
    }
    for (const child of folder.folders) writeFolder(child, target.id);
  };

  try {
    db.transaction(() => {
      for (const folder of resolved.folders) writeFolder(folder, null);
    });
  } catch (error) {
    await fetched.discard();
    throw error;
  }
  const warnings = [...resolved.warnings, ...icons.warnings(false), ...fetchWarnings(resolved.folders, fetched.failed)];
  return { message: importMessages.imported(added.links, added.folders, skipped), added, skipped, warnings };
}
