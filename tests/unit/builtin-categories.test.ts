import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupByCategory, integrationCategories, isIntegrationCategory, matchesSearch } from '../../shared/contracts/integration-categories.js';
import { checkPackage } from '../../server/features/integrations/install/package-check.js';

const builtinDir = join(import.meta.dirname, '../../resources/integrations');
const folders = readdirSync(builtinDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('built-in categories', () => {
  it('finds the built-ins', () => {
    expect(folders.length).toBeGreaterThanOrEqual(27);
  });

  // The integrations screen groups built-ins by this field; a package merged without one would land in "other" unnoticed.
  it.each(folders)('%s names a known category in its manifest', (appId) => {
    const manifest = JSON.parse(readFileSync(join(builtinDir, appId, 'manifest.json'), 'utf8')) as { category?: unknown };
    const allowed = integrationCategories.join(', ');
    expect(isIntegrationCategory(manifest.category), `resources/integrations/${appId}/manifest.json: "category" is ${JSON.stringify(manifest.category)}; add one of: ${allowed}`).toBe(true);
  });

  it.each(folders)('%s passes the install check with its category', async (appId) => {
    const info = await checkPackage(join(builtinDir, appId));
    expect(info.category, `${appId}: the install check read another category than the manifest's`).toBe((JSON.parse(readFileSync(join(builtinDir, appId, 'manifest.json'), 'utf8')) as { category?: string }).category);
  });
});

describe('grouping and search', () => {
  const apps = [
    { appName: 'Sonarr', description: 'Series and the download queue.', category: 'media' as const },
    { appName: 'Pi-hole', description: 'Blocked queries.', category: 'network' as const },
    { appName: 'Custom', description: 'Any JSON API.' },
    { appName: 'Jellyfin', description: 'Movies and series.', category: 'media' as const },
  ];

  it('groups in the screen order, names sorted, no category as other', () => {
    expect(groupByCategory(apps).map((g) => [g.category, g.apps.map((a) => a.appName)])).toEqual([
      ['media', ['Jellyfin', 'Sonarr']],
      ['network', ['Pi-hole']],
      ['other', ['Custom']],
    ]);
  });

  it('matches every word in name, description or kind, in any case', () => {
    expect(apps.filter((a) => matchesSearch(a, 'SERIES')).map((a) => a.appName)).toEqual(['Sonarr', 'Jellyfin']);
    expect(apps.filter((a) => matchesSearch(a, 'series queue')).map((a) => a.appName)).toEqual(['Sonarr']);
    expect(apps.filter((a) => matchesSearch(a, 'network')).map((a) => a.appName)).toEqual(['Pi-hole']);
    expect(apps.filter((a) => matchesSearch(a, '  ')).length).toBe(4);
    expect(apps.filter((a) => matchesSearch(a, 'plex')).length).toBe(0);
  });
});
