import { badRequest } from '../../http/errors.js';
import { importMessages } from '../../../shared/messages.js';
import { dashyHealth } from './import-health.js';
import { dashyWidget } from './dashy-widgets.js';
import { cleanName, isRecord, TreeBuilder, type ParsedFolder, type ParsedImport } from './import-tree.js';
import { readYaml } from './read-yaml.js';

/**
 * Dashy's conf.yml: `sections: [ { name, items: [ { title, url, subItems } ], widgets } ]`.
 * Sections become folders and items links; an item group (subItems) becomes a folder of its
 * own inside the section. An item without a title is named by its description, else by its
 * address. A widget reading a service Hearth has a built-in for becomes a link bound to it
 * (dashy-widgets.ts), after the section's items; other widgets, further pages and the header's
 * navLinks are said to be left out, and a section with only such widgets makes no folder.
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
  const leftOut = new Set<string>();
  for (const section of config.sections.filter(isRecord)) {
    const widgets = (Array.isArray(section.widgets) ? section.widgets : []).filter(isRecord);
    const bound = widgets.flatMap((raw) => {
      const found = dashyWidget(raw);
      if (!found) leftOut.add(typeof raw.type === 'string' ? raw.type : 'untyped');
      return found ? [found] : [];
    });
    const items = Array.isArray(section.items) ? section.items : [];
    if (widgets.length > 0 && items.length === 0 && bound.length === 0) {
      tree.warn(importMessages.widgetOnlySection(cleanName(section.name, 'Untitled folder')));
      continue;
    }
    const folder = tree.folder(null, section.name);
    readItems(tree, folder, items, everyItem);
    for (const found of bound) tree.link(folder, found.name, found.url, [found.widget]);
  }
  if (leftOut.size > 0) tree.warn(importMessages.notCarried('Dashy widgets without a Hearth integration', [...leftOut]));
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
