import { badRequest } from '../../http/errors.js';
import { importMessages } from '../../../shared/messages.js';
import { dashyHealth } from './import-health.js';
import { cleanName, isRecord, TreeBuilder, type ParsedFolder, type ParsedImport } from './import-tree.js';
import { readYaml } from './read-yaml.js';

/**
 * Dashy's conf.yml: `sections: [ { name, items: [ { title, url, subItems } ], widgets } ]`.
 * Sections become folders and items links; an item group (subItems) becomes a folder of its
 * own inside the section. An item without a title is named by its description, else by its
 * address. Widgets, further pages and the header's navLinks are not links and are said to be
 * left out; a section with only widgets makes no folder.
 */
export function parseDashy(text: string): ParsedImport {
  const tree = new TreeBuilder('Dashy');
  const config = readYaml(text, 'Dashy');
  if (!isRecord(config) || !Array.isArray(config.sections)) throw badRequest(importMessages.unreadable('Dashy', 'it has no “sections:” list.'));
  if (Array.isArray(config.pages) && config.pages.length > 0) tree.warn(importMessages.ignoredParts('Other pages listed under “pages:”'));
  const navLinks = isRecord(config.pageInfo) && Array.isArray(config.pageInfo.navLinks) ? config.pageInfo.navLinks : [];
  if (navLinks.length > 0) {
    // Named by title, else by address, as an item is.
    const names = navLinks.map((nav) => (isRecord(nav) ? cleanName(nav.title, cleanName(nav.path, 'Untitled link')) : 'Untitled link'));
    tree.warn(importMessages.navLinksLeftOut(names));
  }
  // appConfig.statusCheck turns Dashy's status check on for every item that does not turn it off.
  const everyItem = isRecord(config.appConfig) && config.appConfig.statusCheck === true;
  for (const section of config.sections.filter(isRecord)) {
    const hasWidgets = Array.isArray(section.widgets) && section.widgets.length > 0;
    const items = Array.isArray(section.items) ? section.items : [];
    if (hasWidgets && items.length === 0) {
      tree.warn(importMessages.widgetOnlySection(cleanName(section.name, 'Untitled folder')));
      continue;
    }
    if (hasWidgets) tree.warn(importMessages.ignoredParts('Dashy widgets'));
    readItems(tree, tree.folder(null, section.name), items, everyItem);
  }
  return tree.result();
}

function readItems(tree: TreeBuilder, folder: ParsedFolder, items: unknown[], everyItem: boolean): void {
  for (const item of items.filter(isRecord)) {
    if (Array.isArray(item.subItems)) {
      const group = tree.folder(folder, item.title);
      for (const sub of item.subItems.filter(isRecord)) addItem(tree, group, sub, everyItem);
    } else {
      addItem(tree, folder, item, everyItem);
    }
  }
}

function addItem(tree: TreeBuilder, folder: ParsedFolder, item: Record<string, unknown>, everyItem: boolean): void {
  // An item without a title is named by its description, and only then by its address.
  const title = cleanName(item.title, '') ? item.title : cleanName(item.description, '') ? item.description : item.title;
  if (item.target !== undefined) tree.dropped('target', title, item.url);
  tree.link(folder, title, item.url, [], { description: item.description, icon: item.icon, health: dashyHealth(item, everyItem) });
}
