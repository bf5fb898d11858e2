// The release job's gathering of every runner's files (scripts/merge-update-feeds.mjs).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mergeUpdateFeeds, planGathering } from './merge-update-feeds.mjs';

// As electron-builder writes latest-mac.yml on each Mac runner (one CPU's files each).
const intel = { version: '1.2.0', files: [{ url: 'Hearth-1.2.0-x64.zip', sha512: 'a', size: 1 }, { url: 'Hearth-1.2.0-x64.dmg', sha512: 'b', size: 2 }], path: 'Hearth-1.2.0-x64.zip', sha512: 'a', releaseDate: '2026-11-28T00:00:00.000Z' };
const apple = { version: '1.2.0', files: [{ url: 'Hearth-1.2.0-arm64.zip', sha512: 'c', size: 3 }, { url: 'Hearth-1.2.0-arm64.dmg', sha512: 'd', size: 4 }], path: 'Hearth-1.2.0-arm64.zip', sha512: 'c', releaseDate: '2026-11-28T00:00:01.000Z' };

describe('gathering the runners’ files', () => {
  it('merges the feeds two runners wrote under one name, so each CPU finds its own file', () => {
    const merged = mergeUpdateFeeds([intel, apple]);
    expect((merged.files as { url: string }[]).map((file) => file.url)).toEqual(['Hearth-1.2.0-x64.zip', 'Hearth-1.2.0-x64.dmg', 'Hearth-1.2.0-arm64.zip', 'Hearth-1.2.0-arm64.dmg']);
    expect(merged.version).toBe('1.2.0');
    expect(mergeUpdateFeeds([intel])).toBe(intel);
  });

  it('refuses feeds of different versions', () => {
    expect(() => mergeUpdateFeeds([intel, { ...apple, version: '1.1.0' }])).toThrow(/different versions/);
  });

  it('copies files one runner made, merges feeds, and refuses any other name two runners made', () => {
    const plan = planGathering([
      { name: 'Hearth-1.2.0-x64.dmg', from: 'a/Hearth-1.2.0-x64.dmg' },
      { name: 'latest-mac.yml', from: 'a/latest-mac.yml' },
      { name: 'latest-mac.yml', from: 'b/latest-mac.yml' },
    ]);
    expect(plan.copy).toEqual([{ name: 'Hearth-1.2.0-x64.dmg', from: 'a/Hearth-1.2.0-x64.dmg' }]);
    expect(plan.merge).toEqual([{ name: 'latest-mac.yml', from: ['a/latest-mac.yml', 'b/latest-mac.yml'] }]);
    expect(() => planGathering([{ name: 'Hearth-1.2.0.dmg', from: 'a/x' }, { name: 'Hearth-1.2.0.dmg', from: 'b/x' }])).toThrow(/more than one runner/);
  });

  it('runs as the release job runs it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hearth-gather-'));
    try {
      for (const [dir, feed, dmg] of [['hearth-macos-x64', intel, 'Hearth-1.2.0-x64.dmg'], ['hearth-macos-arm64', apple, 'Hearth-1.2.0-arm64.dmg']] as const) {
        mkdirSync(path.join(root, 'artifacts', dir), { recursive: true });
        writeFileSync(path.join(root, 'artifacts', dir, 'latest-mac.yml'), JSON.stringify(feed));
        writeFileSync(path.join(root, 'artifacts', dir, dmg), dmg);
      }
      const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'merge-update-feeds.mjs'), path.join(root, 'artifacts'), path.join(root, 'out')], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const feed = parse(readFileSync(path.join(root, 'out', 'latest-mac.yml'), 'utf8')) as { files: { url: string }[] };
      expect(feed.files).toHaveLength(4);
      expect(readFileSync(path.join(root, 'out', 'Hearth-1.2.0-arm64.dmg'), 'utf8')).toBe('Hearth-1.2.0-arm64.dmg');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
