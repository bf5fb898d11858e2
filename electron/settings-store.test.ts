import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSettingsStore, readSettings, settingsFromJson, tempFileName, writeSettings } from './settings-store.js';

const asked = (shareOnLan: boolean) => ({ shareOnLan, lanChoiceMade: true, port: null, startAtLogin: false, checkForUpdates: true });
const unasked = { shareOnLan: false, lanChoiceMade: false, port: null, startAtLogin: false, checkForUpdates: true };

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
    expect(settingsFromJson({ shareOnLan: true, lanChoiceMade: true, port: 7421 })).toEqual({ shareOnLan: true, lanChoiceMade: true, port: 7421, startAtLogin: false, checkForUpdates: true });
    expect(settingsFromJson({ lanChoiceMade: true, startAtLogin: true })).toEqual({ ...asked(false), startAtLogin: true });
    expect(settingsFromJson({ lanChoiceMade: true, startAtLogin: 'yes' })).toEqual(asked(false));
    expect(settingsFromJson({ shareOnLan: 'no', lanChoiceMade: true })).toEqual(asked(false));
    expect(settingsFromJson({ lanChoiceMade: true, port: 70000 })).toEqual(asked(false));
    expect(settingsFromJson({ somethingElse: 1 })).toEqual(unasked);
  });

  it('checks for updates unless the file says false, so files from before the setting keep updates on', () => {
    expect(settingsFromJson({ lanChoiceMade: true }).checkForUpdates).toBe(true);
    expect(settingsFromJson({ lanChoiceMade: true, checkForUpdates: false }).checkForUpdates).toBe(false);
    expect(settingsFromJson({ lanChoiceMade: true, checkForUpdates: 'off' }).checkForUpdates).toBe(true);
  });

  it('does not share on the LAN until the user chose to, even if an old file says so', () => {
    expect(settingsFromJson({ shareOnLan: true })).toEqual(unasked);
  });

  it('answers the defaults for anything that is not an object', () => {
    for (const value of [null, 42, 'text', [false], undefined]) {
      expect(settingsFromJson(value)).toEqual(unasked);
    }
  });
});

describe('readSettings', () => {
  it('listens on this computer only, and has not asked yet, when there is no file', async () => {
    expect(await readSettings(file)).toEqual(unasked);
  });

  it('tolerates a corrupt file', async () => {
    await writeFile(file, '{"shareOnLan": fal');
    expect(await readSettings(file)).toEqual(unasked);
  });

  it('reads back what writeSettings wrote', async () => {
    await writeSettings(file, asked(true));
    expect(await readSettings(file)).toEqual(asked(true));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(asked(true));
  });
});

describe('writeSettings', () => {
  it('creates the data directory and leaves no temp file behind', async () => {
    const nested = path.join(dir, 'a', 'b', 'desktop-settings.json');
    await writeSettings(nested, asked(true));
    expect(await readdir(path.dirname(nested))).toEqual(['desktop-settings.json']);
  });

  it('names each temp file uniquely, per process and per write', () => {
    expect(tempFileName('/d/s.json', 12, 'a1')).toBe('/d/s.json.12.a1.tmp');
    expect(tempFileName('/d/s.json', 12, 'a1')).not.toBe(tempFileName('/d/s.json', 12, 'b2'));
  });

  it('survives concurrent writers: the file is always whole', async () => {
    await Promise.all([true, false, true, false].map((on) => writeSettings(file, asked(on))));
    expect([asked(true), asked(false)]).toContainEqual(await readSettings(file));
    expect(await readdir(dir)).toEqual(['desktop-settings.json']);
  });
});

describe('openSettingsStore', () => {
  it('persists updates so the next start sees them', async () => {
    const store = await openSettingsStore(file);
    expect(store.get()).toEqual(unasked);
    expect(await store.update({ shareOnLan: true, lanChoiceMade: true })).toEqual(asked(true));
    expect(store.get()).toEqual(asked(true));
    expect((await openSettingsStore(file)).get()).toEqual(asked(true));
  });

  it('writes one update at a time, so the last one wins on disk', async () => {
    const store = await openSettingsStore(file);
    await Promise.all([
      store.update({ lanChoiceMade: true, shareOnLan: true }),
      store.update({ shareOnLan: false }),
      store.update({ port: 7421 }),
    ]);
    expect(await readSettings(file)).toEqual({ shareOnLan: false, lanChoiceMade: true, port: 7421, startAtLogin: false, checkForUpdates: true });
  });

  it('remembers turning update checks off', async () => {
    const store = await openSettingsStore(file);
    await store.update({ checkForUpdates: false });
    expect((await openSettingsStore(file)).get().checkForUpdates).toBe(false);
  });

  it('hands out copies, so callers cannot change the stored state by accident', async () => {
    const store = await openSettingsStore(file);
    const copy = store.get();
    copy.shareOnLan = true;
    expect(store.get()).toEqual(unasked);
  });
});
