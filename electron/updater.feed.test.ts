/**
 * The desktop updater with electron-updater's REAL DebUpdater (what a deb install of Hearth runs)
 * against a local feed (tests/fixtures/update-feed.ts): its provider reads the channel .yml, its
 * semver rules decide, it downloads the .deb into its cache and checks the sha512. Only the app
 * (an AppAdapter, as electron-builder's own updater tests use) and the transport (Node's http to
 * loopback instead of Chromium's net) stand in for Electron. Installing is never run: it would
 * call pkexec dpkg.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startUpdateFeed, type UpdateFeed } from '../tests/fixtures/update-feed.js';
import { defaultSettings, type DesktopSettings } from './settings-store.js';
import { LoopbackHttpExecutor } from './testing/loopback-http-executor.js';
import type { UpdateNotice } from './update-policy.js';
import { createDesktopUpdater, type DesktopUpdater } from './updater.js';

const deb = randomBytes(256 * 1024);
const debName = 'Hearth-1.2.0-amd64.deb';
let feed: UpdateFeed;
let dir: string;

beforeAll(async () => {
  feed = await startUpdateFeed(null);
});

afterAll(async () => {
  await feed.close();
});

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A packaged app of `version`, its caches in a temp folder; quit handlers are recorded, never run. */
function testApp(version: string, cacheDir: string, quitHandlers: unknown[]): AppAdapter {
  return {
    version,
    name: 'Hearth',
    isPackaged: true,
    appUpdateConfigPath: path.join(cacheDir, 'app-update.yml'),
    userDataPath: cacheDir,
    baseCachePath: cacheDir,
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: (handler) => void quitHandlers.push(handler),
  };
}

async function setup(version: string, settings: Partial<DesktopSettings> = {}) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-updater-'));
  // What electron-builder writes to resources/app-update.yml, with a generic provider at the feed.
  await writeFile(path.join(dir, 'app-update.yml'), `provider: generic\nurl: ${feed.url}\nupdaterCacheDirName: hearth-updater\n`);
  const quitHandlers: unknown[] = [];
  const real = new DebUpdater(null, testApp(version, dir, quitHandlers));
  const executor = new LoopbackHttpExecutor();
  // As electron-builder's tuneTestUpdater: the executor is a protected field with no setter.
  Reflect.set(real, 'httpExecutor', executor);
  const events: string[] = [];
  for (const name of ['checking-for-update', 'update-available', 'update-not-available', 'update-downloaded', 'error'] as const) real.on(name, () => events.push(name));
  const notices: UpdateNotice[] = [];
  const log: string[] = [];
  let stored: DesktopSettings = { ...defaultSettings, ...settings };
  const desktop = createDesktopUpdater({
    updater: real,
    version,
    settings: { get: () => ({ ...stored }), update: (patch) => Promise.resolve((stored = { ...stored, ...patch })) },
    env: {},
    notify: (notice) => notices.push(notice),
    changed: () => undefined,
    log: (line) => log.push(line),
    prepareToQuit: () => undefined,
    now: Date.now,
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  return { real, desktop, events, notices, log, executor, quitHandlers };
}

/** Waits (bounded) until the check and its download have settled. */
async function settled(desktop: DesktopUpdater): Promise<void> {
  const started = Date.now();
  while (['checking', 'downloading'].includes(desktop.state().phase)) {
    if (Date.now() - started > 10_000) throw new Error(`still ${desktop.state().phase}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the desktop updater with electron-updater's DebUpdater against a local feed", () => {
  it('finds a newer release, downloads the .deb with a matching sha512 and offers Restart to update', async () => {
    feed.publish({ version: '1.2.0', files: { [debName]: deb } });
    const { real, desktop, events, notices, executor, quitHandlers } = await setup('1.1.0');
    expect(real.allowDowngrade).toBe(false);
    await desktop.checkIfDue();
    await settled(desktop);
    expect(desktop.state()).toEqual({ phase: 'downloaded', version: '1.2.0' });
    expect(events).toEqual(['checking-for-update', 'update-available', 'update-downloaded']);
    expect(desktop.trayState()).toEqual({ automatic: true, downloading: null, ready: '1.2.0' });
    expect(notices.map((notice) => notice.title)).toEqual(['Hearth 1.2.0 is ready to install']);
    expect(executor.requested.some((request) => /^\/latest-linux(-\w+)?\.yml/.test(request))).toBe(true);
    expect(executor.requested.some((request) => request.startsWith(`/${debName}`))).toBe(true);
    expect(await readFile(path.join(dir, 'hearth-updater', 'pending', debName))).toEqual(deb);
    // autoInstallOnAppQuit: the install waits for the app's quit event.
    expect(quitHandlers).toHaveLength(1);
  });

  it('turned off after a download, no longer installs at quit (the quit handler reads the flag then)', async () => {
    feed.publish({ version: '1.2.0', files: { [debName]: deb } });
    const { real, desktop, quitHandlers } = await setup('1.1.0');
    await desktop.checkIfDue();
    await settled(desktop);
    expect(real.autoInstallOnAppQuit).toBe(true);
    await desktop.setAutomatic(false);
    // BaseUpdater's quit handler returns early when autoInstallOnAppQuit is false; it is not run
    // here, since with the flag on it would call dpkg.
    expect(real.autoInstallOnAppQuit).toBe(false);
    expect(quitHandlers).toHaveLength(1);
    expect(desktop.trayState()).toEqual({ automatic: false, downloading: null, ready: '1.2.0' });
  });

  it('turned off, never asks the feed', async () => {
    feed.publish({ version: '1.2.0', files: { [debName]: deb } });
    const { desktop, executor } = await setup('1.1.0', { checkForUpdates: false });
    await desktop.checkIfDue();
    expect(executor.requested).toEqual([]);
    expect(desktop.state()).toEqual({ phase: 'idle' });
  });

  it('stays idle when the feed names the running version', async () => {
    feed.publish({ version: '1.1.0', files: { 'Hearth-1.1.0-amd64.deb': deb } });
    const { desktop, events } = await setup('1.1.0');
    await desktop.checkIfDue();
    await settled(desktop);
    expect(desktop.state()).toEqual({ phase: 'idle' });
    expect(events).toEqual(['checking-for-update', 'update-not-available']);
  });

  it('does not move to an older release', async () => {
    feed.publish({ version: '1.0.0', files: { 'Hearth-1.0.0-amd64.deb': deb } });
    const { desktop } = await setup('1.1.0');
    await desktop.checkIfDue();
    await settled(desktop);
    expect(desktop.state()).toEqual({ phase: 'idle' });
  });

  it('refuses a download whose sha512 does not match, without a notice or a file kept', async () => {
    feed.publish({ version: '1.2.0', files: { [debName]: deb }, served: { [debName]: randomBytes(deb.length) } });
    const { desktop, events, notices } = await setup('1.1.0');
    await desktop.checkIfDue();
    await settled(desktop);
    const state = desktop.state();
    expect(state.phase === 'failed' && state.message).toMatch(/sha512 checksum mismatch/);
    expect(events).toEqual(['checking-for-update', 'update-available', 'error']);
    expect(notices).toEqual([]);
    await expect(readFile(path.join(dir, 'hearth-updater', 'pending', debName))).rejects.toThrow();
  });

  it('survives a feed that answers garbage', async () => {
    feed.publish(null);
    const { desktop, events } = await setup('1.1.0');
    await desktop.checkIfDue();
    await settled(desktop);
    expect(desktop.state()).toMatchObject({ phase: 'failed' });
    expect(events).toEqual(['checking-for-update', 'error']);
  });

  it('reads the beta channel file from a beta build, and a stable build does not', async () => {
    const betaDeb = 'Hearth-1.3.0-beta.2-amd64.deb';
    feed.publish({ version: '1.3.0-beta.2', files: { [betaDeb]: deb } }, ['beta-linux.yml', 'beta-linux-arm64.yml']);
    const beta = await setup('1.3.0-beta.1');
    await beta.desktop.checkIfDue();
    await settled(beta.desktop);
    expect(beta.desktop.state()).toEqual({ phase: 'downloaded', version: '1.3.0-beta.2' });
    expect(beta.executor.requested.some((request) => request.startsWith('/beta-linux'))).toBe(true);
    await rm(dir, { recursive: true, force: true });

    const stable = await setup('1.2.0');
    await stable.desktop.checkIfDue();
    await settled(stable.desktop);
    expect(stable.desktop.state()).toMatchObject({ phase: 'failed' });
    expect(stable.executor.requested.some((request) => request.startsWith('/beta-linux'))).toBe(false);
  });
});
