import { badRequest } from '../../http/errors.js';
import { importMessages } from '../../../shared/messages.js';
import { isRecord, TreeBuilder, type ParsedFolder, type ParsedImport } from './import-tree.js';
import { readYaml } from './read-yaml.js';

/**
 * Dashy's conf.yml: `sections: [ { name, items: [ { title, url, subItems } ], widgets } ]`.
 * Sections become folders and items links; an item group (subItems) becomes a folder of its
 * own inside the section. Widgets and further pages are not links and are said to be left out.
 */
export function parseDashy(text: string): ParsedImport {
  const tree = new TreeBuilder('Dashy');
  const config = readYaml(text, 'Dashy');
  if (!isRecord(config) || !Array.isArray(config.sections)) throw badRequest(importMessages.unreadable('Dashy', 'it has no “sections:” list.'));
  if (Array.isArray(config.pages) && config.pages.length > 0) tree.warn(importMessages.ignoredParts('Other pages listed under “pages:”'));
  for (const section of config.sections.filter(isRecord)) {
    const folder = tree.folder(null, section.name);
    if (Array.isArray(section.widgets) && section.widgets.length > 0) tree.warn(importMessages.ignoredParts('Dashy widgets'));
    if (Array.isArray(section.items)) readItems(tree, folder, section.items);
  }
  return tree.result();
}

function readItems(tree: TreeBuilder, folder: ParsedFolder, items: unknown[]): void {
  for (const item of items.filter(isRecord)) {
    if (Array.isArray(item.subItems)) {
      const group = tree.folder(folder, item.title);
      for (const sub of item.subItems.filter(isRecord)) tree.link(group, sub.title, sub.url, null, { description: sub.description, icon: sub.icon });
    } else {
      tree.link(folder, item.title, item.url, null, { description: item.description, icon: item.icon });
    }
  }
}
