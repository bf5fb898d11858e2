import type { HomeDisplay } from '../../../shared/contracts/home.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { MonitorRow, StoredIntegration } from '../../db/schema/index.js';
import { builtinIcon } from '../../../shared/contracts/icons.js';
import { importFormatNames, type ImportFolderPreview, type ImportContainerPreview, type ImportHealthPreview, type ImportPreview, type ImportResult, type importRequestSchema } from '../../../shared/contracts/imports.js';
import { importMessages } from '../../../shared/messages.js';
import type { z } from 'zod';
import { newId } from '../../ids.js';
import type { ReachPolicy } from '../../net/reach.js';
import { integrationsOf } from '../integrations/integrations.service.js';
import type { AppRow } from '../../db/schema/index.js';
import { insertListing, nextSortOrder } from '../listings/listings.repo.js';
import { parseBookmarks } from './bookmarks.parse.js';
import { parseDashy } from './dashy.parse.js';
import { parseHomarr } from './homarr.parse.js';
import { parseHomepage } from './homepage.parse.js';
import type { ParsedFolder, ParsedImport } from './import-tree.js';
import { resolveWidgets, type ResolvedIntegration } from './import-widgets.js';
import { folderNamed, linkUrlsIn } from './imports.repo.js';
import { IconPlanner, type IconPlan } from './import-icons.js';
import { fetchWarnings, keepImportIcons } from './import-icon-store.js';
import { HealthPlanner, healthMonitor } from './import-health.js';
import { ContainerPlanner } from './import-containers.js';
import { countUserMonitors, insertMonitor } from '../monitoring/monitors.repo.js';

type ImportRequest = z.output<typeof importRequestSchema>;

interface PlannedLink {
  name: string;
  url: string;
  integration: ResolvedIntegration | null;
  /** Why this entry is not added; null: it is. */
  leftOut: string | null;
  description: string | null;
  icon: IconPlan;
  /** Its place among its folder's links and subfolders in the file. */
  position: number;
  /** The health check it gets from the file's status check (issue 41 item 3). */
  health: ImportHealthPreview | null;
  /** The container it is bound to (issue 42). */
  container: ImportContainerPreview | null;
}

interface PlannedFolder {
  name: string;
  /** The user's folder of this name in this place, which the import fills; null: made new. */
  existingId: string | null;
  links: PlannedLink[];
  folders: PlannedFolder[];
  position: number;
}

/** What an import does, entry by entry: the preview shows it and the import writes it. */
interface ImportPlan {
  folders: PlannedFolder[];
  warnings: string[];
  variables: string[];
}

export interface ImportOptions {
  includeKeys: boolean;
  policy: ReachPolicy;
  /** Icons outside the offline set are downloaded on import (issue 41 item 2). */
  fetchIcons?: boolean;
  /** The file's status checks become health checks (issue 41 item 3). */
  healthChecks: boolean;
  /** The most health checks the account may have (monitoringService.monitorCap). */
  monitorCap: number;
}

function parseFile(request: ImportRequest): ParsedImport {
  switch (request.format) {
    case 'homepage':
      return parseHomepage(request.text, request.bookmarks, request.variables);
    case 'dashy':
      return parseDashy(request.text);
    case 'homarr':
      return parseHomarr(request.text);
    case 'bookmarks':
      return parseBookmarks(request.text);
  }
}

/** The file read, and its icons planned: the pictures it carries are read here (asynchronously), before any plan. */
async function readFile(ctx: AppContext, request: ImportRequest, options: ImportOptions): Promise<{ parsed: ParsedImport; icons: IconPlanner }> {
  const parsed = parseFile(request);
  const icons = await IconPlanner.create(request.format, options.fetchIcons ?? false, ctx.config.env);
  await icons.readEmbedded(parsed.folders);
  return { parsed, icons };
}

/**
 * The one plan both the preview and the import use. A folder of the same name in the same
 * place is the user's own, filled, never replaced. A link is left out, with its reason, when
 * its address is already in that folder of the user's, or when the same name and address are
 * already above it in the file's folder; two entries that share only an address are both added.
 */
function planImport(db: Db, userId: string, parsed: ParsedImport, options: ImportOptions, icons: IconPlanner, usable: AppRow[]): ImportPlan {
  const apps = new Map(usable.map((app) => [app.appId, app]));
  const warnings = [...parsed.warnings];
  const warn = (text: string) => {
    if (!warnings.includes(text)) warnings.push(text);
  };
  const widgetOptions = { ...options, variables: parsed.variables };
  const health = new HealthPlanner(options.healthChecks, options.policy, options.monitorCap, countUserMonitors(db, userId));
  const containers = new ContainerPlanner(db);
  const plan = (folder: ParsedFolder, parentId: string | null, parentExists: boolean): PlannedFolder => {
    const existingId = parentExists ? (folderNamed(db, userId, parentId, folder.name)?.id ?? null) : null;
    const present = existingId ? linkUrlsIn(db, userId, existingId) : new Set<string>();
    const seen = new Set<string>();
    const links = folder.links.map((link): PlannedLink => {
      const key = JSON.stringify([link.name, link.url]);
      const leftOut = present.has(link.url) ? importMessages.leftOutPresent(folder.name) : seen.has(key) ? importMessages.leftOutTwice : null;
      seen.add(key);
      const integration = leftOut ? null : resolveWidgets(link, apps, widgetOptions, warn);
      // A left-out entry plans no icon (nothing to download for it).
      const icon = leftOut ? icons.plan(link.name, null, link.url) : icons.plan(link.name, link.iconRef, link.url, link.embeddedIcon);
      const check = leftOut ? null : health.plan(link.name, link.health, link.url);
      // Shown for a left-out entry too: discovery tells by it which container is already there.
      const container = containers.plan(link.name, link.container);
      return { name: link.name, url: link.url, integration, leftOut, description: link.description, icon, position: link.position, health: check, container };
    });
    const folders = folder.folders.map((child) => plan(child, existingId, existingId !== null));
    return { name: folder.name, existingId, links, folders, position: folder.position };
  };
  const folders = parsed.folders.map((folder) => plan(folder, null, true));
  return { folders, warnings: [...warnings, ...health.warnings(), ...containers.warnings()], variables: parsed.variables };
}

/** A folder's links and subfolders in the file's order. */
function inFileOrder(folder: PlannedFolder): ({ kind: 'link'; link: PlannedLink } | { kind: 'folder'; folder: PlannedFolder })[] {
  const entries = [
    ...folder.links.map((link) => ({ kind: 'link' as const, link, position: link.position })),
    ...folder.folders.map((child) => ({ kind: 'folder' as const, folder: child, position: child.position })),
  ];
  return entries.sort((a, b) => a.position - b.position);
}

function toPreview(folder: PlannedFolder): ImportFolderPreview {
  return {
    name: folder.name,
    links: folder.links.map((link) => ({
      name: link.name,
      url: link.url,
      integration: link.integration ? { appId: link.integration.app.appId, appName: link.integration.app.appName, keys: link.integration.keys } : null,
      leftOut: link.leftOut,
      description: link.description,
      icon: link.icon.preview,
      position: link.position,
      health: link.health,
      container: link.container,
    })),
    folders: folder.folders.map(toPreview),
    position: folder.position,
  };
}

function count(folders: PlannedFolder[]): ImportPreview['counts'] {
  const total = { folders: 0, links: 0, integrations: 0, leftOut: 0, healthChecks: 0 };
  const walk = (folder: PlannedFolder) => {
    if (!folder.existingId) total.folders += 1;
    for (const link of folder.links) {
      if (link.leftOut) total.leftOut += 1;
      else total.links += 1;
      if (link.integration) total.integrations += 1;
      if (link.health && !link.health.leftOut) total.healthChecks += 1;
    }
    folder.folders.forEach(walk);
  };
  folders.forEach(walk);
  return total;
}

/** The apps a plan's links use. */
function usedApps(folders: PlannedFolder[]): Set<string> {
  const used = new Set<string>();
  const visit = (folder: PlannedFolder) => {
    for (const link of folder.links) if (link.integration && !link.leftOut) used.add(link.integration.app.appId);
    folder.folders.forEach(visit);
  };
  folders.forEach(visit);
  return used;
}

/** What an import of this file would do, entry by entry, with everything left out named; nothing is written. */
export async function previewImport(ctx: AppContext, userId: string, request: ImportRequest, options: ImportOptions): Promise<ImportPreview> {
  const { parsed, icons } = await readFile(ctx, request, options);
  const plan = planImport(ctx.db, userId, parsed, options, icons, await integrationsOf(ctx).builtins.usable());
  const counts = count(plan.folders);
  const found = [...plan.warnings, ...icons.warnings(true)];
  const warnings = counts.links + counts.leftOut === 0 ? [importMessages.nothingFound(importFormatNames[request.format]), ...found] : found;
  return { folders: plan.folders.map(toPreview), warnings, counts, variables: plan.variables };
}

/**
 * A group from Homepage, Dashy or Homarr shows on Home with its services inline, as the dashboard it
 * came from did; a browser's bookmark folders (often hundreds of links) stay tiles.
 */
export function importedFolderDisplay(format: ImportRequest['format']): HomeDisplay {
  return format === 'bookmarks' ? 'tile' : 'section';
}

/**
 * Writes the plan in one transaction (planned inside it, so it is the plan of what is stored
 * at that moment). Root folders show on the home screen. The health checks added are answered
 * for the caller to put on the schedule.
 */
export async function runImport(ctx: AppContext, userId: string, request: ImportRequest, options: ImportOptions): Promise<{ result: ImportResult; monitors: MonitorRow[] }> {
  const { db } = ctx;
  // The icons to download come from a first plan; the plan written is made again inside the
  // transaction, so it is the plan of what is stored at that moment.
  const { parsed, icons } = await readFile(ctx, request, options);
  // Built-ins are offered out of the box: the ones this file's widgets use are installed, as a link saved with them would be.
  const { builtins } = integrationsOf(ctx);
  const first = planImport(db, userId, parsed, options, icons, await builtins.usable());
  for (const appId of usedApps(first.folders)) await builtins.ensure(appId);
  const usable = await builtins.usable();
  const iconWarnings = icons.warnings(false);
  const kept = await keepImportIcons(ctx, userId, icons, options.policy);
  const now = new Date().toISOString();
  // The server's clock (a test's, in tests), as a health check saved on its form has it.
  const monitorNow = new Date(ctx.clock()).toISOString();
  const monitors: MonitorRow[] = [];
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
  const write = (folder: PlannedFolder, parentId: string | null): void => {
    const target =
      folder.existingId ??
      insertListing(db, {
        id: newId(),
        userId,
        parentId,
        listingType: 'category',
        listingName: folder.name,
        listingIcon: builtinIcon('folder'),
        inSidebar: false,
        onFeatured: parentId === null,
        homeDisplay: importedFolderDisplay(request.format),
        sortOrder: nextSortOrder(db, userId, parentId),
        createdAt: now,
        updatedAt: now,
      }).id;
    const writeLink = (link: PlannedLink): void => {
      const row = insertListing(db, {
        id: newId(),
        userId,
        parentId: target,
        listingType: 'link',
        listingName: link.name,
        listingUrl: link.url,
        description: link.description,
        listingIcon: kept.iconFor(link.icon) ?? link.icon.icon,
        integration: link.integration ? sealed(link.integration) : null,
        containerHostId: link.container?.host ?? null,
        containerName: link.container?.name ?? null,
        inSidebar: false,
        onFeatured: false,
        sortOrder: nextSortOrder(db, userId, target),
        createdAt: now,
        updatedAt: now,
      });
      if (link.health && !link.health.leftOut) monitors.push(insertMonitor(db, healthMonitor(link.health, userId, row.id, monitorNow)));
    };
    // Links and subfolders in the file's order, interleaved as it has them (issue 41 item 8).
    for (const entry of inFileOrder(folder)) {
      if (entry.kind === 'folder') write(entry.folder, target);
      else if (!entry.link.leftOut) writeLink(entry.link);
    }
  };
  try {
    return db.transaction(() => {
      const plan = planImport(db, userId, parsed, options, icons, usable);
      const counts = count(plan.folders);
      for (const folder of plan.folders) write(folder, null);
      const added = { folders: counts.folders, links: counts.links, healthChecks: monitors.length };
      const warnings = [...plan.warnings, ...iconWarnings, ...fetchWarnings(plan.folders, kept.failed)];
      const result = { message: importMessages.imported(added.links, added.folders, counts.leftOut, added.healthChecks), added, skipped: counts.leftOut, warnings };
      return { result, monitors };
    });
  } catch (error) {
    await kept.discard();
    throw error;
  }
}
