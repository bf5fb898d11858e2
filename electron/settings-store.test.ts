import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSettingsStore, readSettings, settingsFromJson, writeSettings } from './settings-store.js';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-settings-'));
  file = path.join(dir, 'desktop-settings.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('settingsFromJson', () => {
  it('keeps valid fields and defaults mistyped ones', () => {
    expect(settingsFromJson({ shareOnLan: false })).toEqual({ shareOnLan: false });
    expect(settingsFromJson({ shareOnLan: 'no' })).toEqual({ shareOnLan: true });
    expect(settingsFromJson({ somethingElse: 1 })).toEqual({ shareOnLan: true });
  });

  it('answers the defaults for anything that is not an object', () => {
    for (const value of [null, 42, 'text', [false], undefined]) {
      expect(settingsFromJson(value)).toEqual({ shareOnLan: true });
    }
  });
});

describe('readSettings', () => {
  it('shares on the LAN by default when there is no file yet', async () => {
    expect(await readSettings(file)).toEqual({ shareOnLan: true });
  });

  it('tolerates a corrupt file', async () => {
    await writeFile(file, '{"shareOnLan": fal');
    expect(await readSettings(file)).toEqual({ shareOnLan: true });
  });

  it('reads back what writeSettings wrote', async () => {
    await writeSettings(file, { shareOnLan: false });
    expect(await readSettings(file)).toEqual({ shareOnLan: false });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ shareOnLan: false });
  });
});

describe('writeSettings', () => {
  it('creates the data directory and leaves no temp file behind', async () => {
    const nested = path.join(dir, 'a', 'b', 'desktop-settings.json');
    await writeSettings(nested, { shareOnLan: true });
    expect(await readdir(path.dirname(nested))).toEqual(['desktop-settings.json']);
  });
});

describe('openSettingsStore', () => {
  it('persists updates so the next start sees them', async () => {
    const store = await openSettingsStore(file);
    expect(store.get()).toEqual({ shareOnLan: true });
    expect(await store.update({ shareOnLan: false })).toEqual({ shareOnLan: false });
    expect(store.get()).toEqual({ shareOnLan: false });
    expect((await openSettingsStore(file)).get()).toEqual({ shareOnLan: false });
  });

  it('hands out copies, so callers cannot change the stored state by accident', async () => {
    const store = await openSettingsStore(file);
    const copy = store.get();
    copy.shareOnLan = false;
    expect(store.get()).toEqual({ shareOnLan: true });
  });
});
