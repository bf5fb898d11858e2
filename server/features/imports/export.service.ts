import type { AppContext } from '../../context.js';
import type { ListingRow } from '../../db/schema/index.js';
import { exportFormat, exportVersion, type ExportedListing, type HearthExport } from '../../../shared/contracts/exports.js';
import { secretIsSet } from '../../../shared/contracts/integrations.js';
import { publicConfig } from '../integrations/link-config.js';
import { ownedRows, type OwnedRows } from './export.repo.js';

const leftOut = [
  'Passwords and keys of integrations',
  'Cameras (their addresses often hold a password)',
  'Authenticator (2FA) entries',
  'Uploaded icons and images (their addresses are kept)',
];

/** Children of each listing by parent id (null: the root), in the order the rows came. */
function byParent(rows: ListingRow[]): Map<string | null, ListingRow[]> {
  const map = new Map<string | null, ListingRow[]>();
  for (const row of rows) map.set(row.parentId, [...(map.get(row.parentId) ?? []), row]);
  return map;
}

/**
 * The user's own listings, todo items, snippets and pages as one JSON document, with no secret in
 * it. The tree is walked from the root with each listing visited once, so it ends on any shape.
 */
export function exportOwnData(ctx: AppContext, userId: string): HearthExport {
  const rows = ownedRows(ctx.db, userId);
  const children = byParent(rows.listings);
  const seen = new Set<string>();
  const walk = (parentId: string | null): ExportedListing[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      const exported = toExported(ctx, row, rows, () => walk(row.id));
      return exported ? [exported] : [];
    });
  return {
    format: exportFormat,
    version: exportVersion,
    exportedAt: new Date().toISOString(),
    listings: walk(null),
    pages: rows.pages.map((p) => ({ pageTitle: p.pageTitle, pageContent: p.pageContent, isPublished: p.isPublished })),
    leftOut,
  };
}

function toExported(ctx: AppContext, row: ListingRow, rows: OwnedRows, childrenOf: () => ExportedListing[]): ExportedListing | null {
  const base = { name: row.listingName, icon: row.listingIcon ?? null, inSidebar: row.inSidebar, onFeatured: row.onFeatured };
  switch (row.listingType) {
    case 'category':
      return { type: 'category', ...base, children: childrenOf() };
    case 'link':
      return { type: 'link', ...base, url: row.listingUrl, localUrl: row.localUrl, integration: integrationOf(ctx, row) };
    case 'todo':
      return {
        type: 'todo',
        ...base,
        items: rows.todos.filter((t) => t.listingId === row.id).map((t) => ({ todoItem: t.todoItem, completed: t.completed, dueDate: t.dueDate, priority: t.priority })),
      };
    case 'snippet':
      return {
        type: 'snippet',
        ...base,
        snippets: rows.snippets
          .filter((s) => s.listingId === row.id)
          .map((s) => ({
            title: s.snippetTitle,
            language: s.snippetLanguage,
            items: rows.snippetItems.filter((i) => i.snippetId === s.id).map((i) => ({ filename: i.snippetFilename, code: i.snippetCode, language: i.snippetLanguage })),
          })),
      };
    case 'stream':
      return null;
  }
}

/** The link's integration settings with every password field dropped (publicConfig marks them). */
function integrationOf(ctx: AppContext, row: ListingRow): { appId: string; config: Record<string, unknown> } | null {
  if (!row.integration) return null;
  const config = Object.fromEntries(Object.entries(publicConfig(ctx, row)).filter(([, value]) => value !== secretIsSet));
  return { appId: row.integration.appId, config };
}
