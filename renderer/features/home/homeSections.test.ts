import { describe, expect, it } from 'vitest';
import { makeListing } from '../../test-support/listing.js';
import { homeLayout, toggled } from './homeSections.js';

const media = makeListing({ _id: 'media', listingType: 'category', listingName: 'Media', homeDisplay: 'section' });
const tools = makeListing({ _id: 'tools', listingType: 'category', listingName: 'Tools', homeDisplay: 'tile' });
const router = makeListing({ _id: 'router', listingName: 'Router' });
const sonarr = makeListing({ _id: 'sonarr', listingName: 'Sonarr', parentId: 'media', onFeatured: false });
const plex = makeListing({ _id: 'plex', listingName: 'Plex', parentId: 'media', onFeatured: false });

describe('homeLayout', () => {
  it('keeps tiles in order and gives each section its own items from the one list', () => {
    const layout = homeLayout([media, tools, router], [sonarr, plex], '');
    expect(layout.tiles.map((i) => i._id)).toEqual(['tools', 'router']);
    expect(layout.sections.map((s) => [s.folder._id, s.items.map((i) => i._id)])).toEqual([['media', ['sonarr', 'plex']]]);
  });

  it('shows an empty section for a section folder with nothing in it', () => {
    expect(homeLayout([media], [], '').sections).toEqual([{ folder: media, items: [] }]);
  });

  it("with a search, keeps a section's matching items, or all of them when its title matches, and drops the rest", () => {
    expect(homeLayout([media], [sonarr, plex], 'plex').sections[0]?.items.map((i) => i._id)).toEqual(['plex']);
    expect(homeLayout([media], [sonarr, plex], 'medi').sections[0]?.items).toHaveLength(2);
    expect(homeLayout([media], [sonarr, plex], 'router').sections).toEqual([]);
  });
});

describe('toggled', () => {
  it('adds a section to the collapsed list, and takes it out again', () => {
    expect(toggled([], 'media')).toEqual(['media']);
    expect(toggled(['tools', 'media'], 'media')).toEqual(['tools']);
  });
});
