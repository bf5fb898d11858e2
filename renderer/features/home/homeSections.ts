import type { HomeSettings } from '../../../shared/contracts/home.js';
import type { Listing } from '../../../shared/contracts/listings.js';
import { filterListings } from '../listings/filterListings.js';

export interface HomeSectionView {
  folder: Listing;
  items: Listing[];
}

export interface HomeLayout {
  /** Featured items shown as cards: links, todo lists and folders kept as tiles. */
  tiles: Listing[];
  sections: HomeSectionView[];
}

export const defaultHomeSettings: HomeSettings = { density: 'comfortable', collapsed: [] };

const isSection = (item: Listing) => item.listingType === 'category' && item.homeDisplay === 'section';

/**
 * Splits the home's featured items into tiles and sections, each section with its children from
 * the answer's one sectionItems list. With a search, a section keeps only the matching items and
 * shows when its title or any of them matches.
 */
export function homeLayout(items: Listing[], sectionItems: Listing[], query: string): HomeLayout {
  const byFolder = new Map<string, Listing[]>();
  for (const item of sectionItems) {
    if (item.parentId === null) continue;
    byFolder.set(item.parentId, [...(byFolder.get(item.parentId) ?? []), item]);
  }
  const searching = query.trim() !== '';
  const sections: HomeSectionView[] = [];
  for (const folder of items.filter(isSection)) {
    const children = byFolder.get(folder._id) ?? [];
    if (!searching) {
      sections.push({ folder, items: children });
      continue;
    }
    const shown = filterListings(children, query);
    const titleMatches = filterListings([folder], query).length > 0;
    if (titleMatches) sections.push({ folder, items: children });
    else if (shown.length > 0) sections.push({ folder, items: shown });
  }
  return { tiles: items.filter((item) => !isSection(item)), sections };
}

/** The collapsed list after toggling one section. */
export function toggled(collapsed: string[], folderId: string): string[] {
  return collapsed.includes(folderId) ? collapsed.filter((id) => id !== folderId) : [...collapsed, folderId];
}
