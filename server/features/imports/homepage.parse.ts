import { badRequest } from '../../http/errors.js';
import { importMessages } from '../../../shared/messages.js';
import { fillVariables, findVariables, maskVariables } from './homepage-variables.js';
import { homepageHealth } from './import-health.js';
import { cleanName, isRecord, maxReadDepth, TreeBuilder, type ContainerRef, type ParsedFolder, type ParsedImport, type RawWidget } from './import-tree.js';
import { readYaml } from './read-yaml.js';

/**
 * Homepage (gethomepage.dev): services.yaml is a list of groups, each a list of services or of
 * nested groups, `- Group: [ - Service: { href, widget } ]`; bookmarks.yaml has the same groups
 * with `- Name: [ { href, abbr } ]`. Groups become folders; a service's widgets (`widget:` or
 * each of `widgets:`) are kept for the integration mapping. `{{HOMEPAGE_VAR_…}}` references take
 * the values the user typed.
 */
export function parseHomepage(services: string, bookmarks: string | undefined, values: Record<string, string> = {}): ParsedImport {
  const tree = new TreeBuilder('Homepage');
  tree.variables = findVariables(bookmarks ? `${services}\n${bookmarks}` : services);
  const read = (text: string, format: string) => fillVariables(readYaml(maskVariables(text, tree.variables), format), tree.variables, values);
  const groups = read(services, 'Homepage services.yaml');
  if (!Array.isArray(groups)) throw badRequest(importMessages.unreadable('Homepage services.yaml', 'it should be a list of groups (“- Group A:”).'));
  for (const entry of groups) walkGroups(tree, null, entry, 1);
  if (bookmarks?.trim()) readBookmarks(tree, read(bookmarks, 'Homepage bookmarks.yaml'));
  return tree.result();
}

/** One `- Name: …` list entry: a group when its value is a list, else a service. */
function walkGroups(tree: TreeBuilder, parent: ParsedFolder | null, entry: unknown, depth: number): void {
  if (!isRecord(entry)) return;
  if (depth > maxReadDepth) return tree.warn(importMessages.tooDeep(maxReadDepth));
  for (const [name, value] of Object.entries(entry)) {
    if (Array.isArray(value)) {
      const folder = tree.folder(parent, name);
      for (const child of value) walkGroups(tree, folder, child, depth + 1);
    } else if (isRecord(value)) {
      const widgets = widgetsOf(value);
      noteDropped(tree, name, value);
      // A service with only a widget is still worth a link: the widget's address.
      tree.link(parent, name, typeof value.href === 'string' ? value.href : widgets[0]?.url, widgets, { description: value.description, icon: value.icon, health: homepageHealth(value), container: containerOf(value) });
    }
  }
}

/** The service's parts Hearth does not keep, said in one warning each (its status check becomes a health check). */
function noteDropped(tree: TreeBuilder, name: string, service: Record<string, unknown>): void {
  if (service.target !== undefined) tree.dropped('target', name);
  if (hasKeywords(service)) tree.dropped('keywords', name);
  // Both named: the import binds the link when Hearth has that host, and says so when it has not.
  if ((service.server !== undefined || service.container !== undefined) && !containerOf(service)) tree.dropped('docker', name);
}

/** Homepage's search words for an entry: a list, or one word. */
function hasKeywords(entry: Record<string, unknown>): boolean {
  const { keywords } = entry;
  return Array.isArray(keywords) ? keywords.length > 0 : typeof keywords === 'string' && keywords.trim() !== '';
}

function containerOf(service: Record<string, unknown>): ContainerRef | null {
  const { server, container } = service;
  if (typeof server !== 'string' || typeof container !== 'string' || !server.trim() || !container.trim()) return null;
  return { server: server.trim(), name: container.trim().replace(/^\//, '') };
}

function widgetsOf(service: Record<string, unknown>): RawWidget[] {
  const listed: unknown[] = Array.isArray(service.widgets) ? service.widgets : [];
  return [service.widget, ...listed].flatMap((raw) => {
    if (!isRecord(raw) || typeof raw.type !== 'string') return [];
    const values: RawWidget['values'] = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[key] = value;
    }
    return [{ type: raw.type.trim().toLowerCase(), url: typeof raw.url === 'string' ? raw.url : null, values, raw }];
  });
}

function readBookmarks(tree: TreeBuilder, groups: unknown): void {
  if (!Array.isArray(groups)) throw badRequest(importMessages.unreadable('Homepage bookmarks.yaml', 'it should be a list of groups (“- Developer:”).'));
  for (const group of groups.filter(isRecord)) {
    for (const [groupName, entries] of Object.entries(group)) {
      if (!Array.isArray(entries)) continue;
      const folder = tree.folder(null, groupName);
      for (const entry of entries.filter(isRecord)) {
        for (const [name, details] of Object.entries(entry)) {
          const first: unknown = Array.isArray(details) ? details.find(isRecord) : details;
          if (!isRecord(first)) continue;
          if (hasKeywords(first)) tree.dropped('keywords', name, first.href);
          // Homepage draws the letters only where there is no icon; Hearth draws the link's icon.
          if (cleanName(first.abbr, '') && first.icon === undefined) tree.dropped('abbr', name, first.href);
          tree.link(folder, name, first.href, [], { description: first.description, icon: first.icon });
        }
      }
    }
  }
}
