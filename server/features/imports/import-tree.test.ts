import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxFolderDepth } from '../../../shared/constants.js';
import { importMessages } from '../../../shared/messages.js';
import { homepageWidgets, isSecretReference } from './homepage-widgets.js';
import { cleanName, TreeBuilder } from './import-tree.js';

describe('cleanName', () => {
  it('turns control characters and runs of white space into one space and keeps markup as text', () => {
    expect(cleanName('  a\u0000b\t\nc  <b>x</b> ', 'fallback')).toBe('a b c <b>x</b>');
  });

  it('falls back when nothing is left and caps the length at 200 characters', () => {
    expect(cleanName('\u0007 \u0008', 'Untitled')).toBe('Untitled');
    expect(cleanName(42, 'x')).toBe('42');
    expect([...cleanName('é'.repeat(500), 'x')]).toHaveLength(200);
  });
});

describe('TreeBuilder', () => {
  it('makes one folder per name among siblings and pours folders past the depth limit into the deepest', () => {
    const tree = new TreeBuilder('Loose');
    let folder = tree.folder(null, 'A');
    expect(tree.folder(null, 'A')).toBe(folder);
    for (let level = 2; level <= maxFolderDepth + 5; level++) folder = tree.folder(folder, `L${level}`);
    tree.link(folder, 'deep', 'https://example.org/');
    tree.link(null, 'loose', 'https://example.net/');
    const result = tree.result();
    let depth = 1;
    let walk = result.folders[0];
    while (walk?.folders[0]) {
      walk = walk.folders[0];
      depth += 1;
    }
    expect(depth).toBe(maxFolderDepth);
    expect(walk?.links.map((l) => l.name)).toEqual(['deep']);
    expect(result.folders[1]).toEqual({ name: 'Loose', links: [{ name: 'loose', url: 'https://example.net/', widgets: [], description: null, iconRef: undefined, embeddedIcon: null, position: 0, health: null, container: null }], folders: [], position: 1 });
    expect(result.warnings).toEqual([importMessages.tooDeep(maxFolderDepth)]);
  });

  it('keeps 50 warnings and counts the rest', () => {
    const tree = new TreeBuilder('Loose');
    for (let i = 0; i < 60; i++) tree.link(null, `bad ${i}`, `javascript:void(${i})`);
    const { warnings } = tree.result();
    expect(warnings).toHaveLength(51);
    expect(warnings.at(-1)).toBe('…and 10 more warnings.');
  });
});

describe('Homepage widget mapping', () => {
  it('names only built-in integrations and fields their manifests have', () => {
    for (const [type, mapping] of Object.entries(homepageWidgets)) {
      const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../../resources/integrations', mapping.appId, 'manifest.json'), 'utf8')) as { config: { name: string }[] };
      const fields = manifest.config.map((f) => f.name);
      expect(fields, type).toContain(mapping.urlField);
      for (const field of Object.keys(mapping.fields)) expect(fields, `${type}.${field}`).toContain(field);
    }
  });

  it('recognises Homepage references to environment variables and files', () => {
    expect(isSecretReference('{{HOMEPAGE_VAR_SONARR_KEY}}')).toBe(true);
    expect(isSecretReference('{{HOMEPAGE_FILE_KEY}}')).toBe(true);
    expect(isSecretReference('${SONARR_API_KEY}')).toBe(true);
    expect(isSecretReference('apikeyapikey')).toBe(false);
  });
});
