import { describe, expect, it } from 'vitest';
import { defaultSettings, type DesktopSettings } from './settings-store.js';
import { asAutoUpdater, FakeAutoUpdater, type FeedAnswer } from './testing/fake-auto-updater.js';
import { checkTickMs, firstCheckDelayMs, type UpdateNotice } from './update-policy.js';
import { createDesktopUpdater } from './updater.js';

const hour = 3600_000;

/** The desktop updater around a fake autoUpdater, with a hand-driven clock and timers. */
function setup(options: { version?: string; feed?: FeedAnswer; settings?: Partial<DesktopSettings>; env?: NodeJS.ProcessEnv } = {}) {
  const fake = new FakeAutoUpdater(options.version ?? '1.1.0', options.feed ?? { version: '1.2.0' });
  let settings: DesktopSettings = { ...defaultSettings, ...options.settings };
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const notices: UpdateNotice[] = [];
  const log: string[] = [];
  let trayRefreshes = 0;
  let quitPrepared = 0;
  let now = Date.parse('2026-12-01T08:00:00Z');
  const updater = createDesktopUpdater({
    updater: asAutoUpdater(fake),
    version: fake.currentVersion,
    settings: {
      get: () => ({ ...settings }),
      update: (patch) => Promise.resolve((settings = { ...settings, ...patch })),
    },
    env: options.env ?? {},
    notify: (notice) => notices.push(notice),
    changed: () => void (trayRefreshes += 1),
    log: (line) => log.push(line),
    prepareToQuit: () => void (quitPrepared += 1),
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => void ((handle as { cleared: boolean }).cleared = true),
  });
  /** Moves the clock on and fires the last timer set, as its delay passing would. */
  const fireTimer = async (advanceMs?: number) => {
    const timer = timers.at(-1);
    if (!timer || timer.cleared) throw new Error('no timer is pending');
    now += advanceMs ?? timer.ms;
    timer.run();
    await flush();
  };
  return { fake, updater, timers, notices, log, fireTimer, settings: () => settings, trayRefreshes: () => trayRefreshes, quitPrepared: () => quitPrepared, advance: (ms: number) => void (now += ms) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createDesktopUpdater', () => {
  it('downloads in the background and installs on quit, on the latest channel without downgrades', () => {
    const { fake } = setup();
    expect({ autoDownload: fake.autoDownload, autoInstallOnAppQuit: fake.autoInstallOnAppQuit }).toEqual({ autoDownload: true, autoInstallOnAppQuit: true });
    expect({ channel: fake.channel, allowPrerelease: fake.allowPrerelease, allowDowngrade: fake.allowDowngrade }).toEqual({ channel: 'latest', allowPrerelease: false, allowDowngrade: false });
  });

  it('follows the beta channel from a beta build', () => {
    const { fake } = setup({ version: '1.3.0-beta.1', feed: { version: '1.3.0-beta.2' } });
    expect({ channel: fake.channel, allowPrerelease: fake.allowPrerelease, allowDowngrade: fake.allowDowngrade }).toEqual({ channel: 'beta', allowPrerelease: true, allowDowngrade: false });
  });

  it('looks first a minute after start, then asks every half hour whether six hours have passed', async () => {
    const { fake, updater, timers, fireTimer } = setup({ feed: { version: '1.1.0' } });
    updater.start();
    expect(timers.map((timer) => timer.ms)).toEqual([firstCheckDelayMs]);
    expect(fake.checks).toBe(0);
    await fireTimer();
    expect(fake.checks).toBe(1);
    expect(updater.state()).toEqual({ phase: 'idle' });
    for (let tick = 0; tick < 11; tick++) await fireTimer(checkTickMs);
    expect(fake.checks).toBe(1);
    await fireTimer(checkTickMs);
    expect(fake.checks).toBe(2);
    expect(timers.at(-1)?.ms).toBe(checkTickMs);
  });

  it('offers Restart to update and tells the user once the download is done, not before', async () => {
    const { fake, updater, notices, fireTimer, trayRefreshes, log } = setup();
    updater.start();
    await fireTimer();
    expect(updater.trayState()).toEqual({ automatic: true, downloading: '1.2.0', ready: null });
    fake.progress(40);
    expect(updater.state()).toEqual({ phase: 'downloading', version: '1.2.0', percent: 40 });
    expect(notices).toEqual([]);
    const refreshesBefore = trayRefreshes();
    fake.finishDownload();
    await flush();
    expect(updater.trayState()).toEqual({ automatic: true, downloading: null, ready: '1.2.0' });
    expect(trayRefreshes()).toBe(refreshesBefore + 1);
    expect(notices).toEqual([{ title: 'Hearth 1.2.0 is ready to install', body: 'It installs when you quit Hearth, or now with "Restart to update" in the tray menu.' }]);
    expect(log).toContain('Hearth 1.2.0 has downloaded: it installs when Hearth quits, or with "Restart to update".');
  });

  it('does not refresh the tray for every progress step', async () => {
    const { fake, updater, fireTimer, trayRefreshes } = setup();
    updater.start();
    await fireTimer();
    const before = trayRefreshes();
    for (const percent of [10, 20, 30]) fake.progress(percent);
    expect(trayRefreshes()).toBe(before);
  });

  it('never checks again mid-download or once an update waits to install', async () => {
    const { fake, updater, fireTimer } = setup();
    updater.start();
    await fireTimer();
    await fireTimer(7 * hour);
    expect(fake.checks).toBe(1);
    fake.finishDownload();
    await flush();
    await fireTimer(7 * hour);
    expect(fake.checks).toBe(1);
  });

  it('installs silently and starts again on "Restart to update", after letting the windows close', async () => {
    const { fake, updater, fireTimer, quitPrepared } = setup();
    expect(updater.restartToUpdate()).toBe(false);
    updater.start();
    await fireTimer();
    fake.finishDownload();
    await flush();
    expect(updater.restartToUpdate()).toBe(true);
    expect(quitPrepared()).toBe(1);
    expect(fake.installs).toEqual([{ isSilent: true, isForceRunAfter: true }]);
  });

  it('records a failed check without a notice, and tries again once due', async () => {
    const { fake, updater, notices, fireTimer } = setup({ feed: { error: 'net::ERR_INTERNET_DISCONNECTED' } });
    updater.start();
    await fireTimer();
    expect(updater.state()).toEqual({ phase: 'failed', message: 'net::ERR_INTERNET_DISCONNECTED' });
    expect(notices).toEqual([]);
    fake.feed = { version: '1.2.0' };
    await fireTimer(6 * hour);
    expect(updater.state()).toMatchObject({ phase: 'downloading', version: '1.2.0' });
  });

  it('survives a failed download (its promise rejects too) and says so in the state only', async () => {
    const { fake, updater, fireTimer, notices } = setup();
    updater.start();
    await fireTimer();
    fake.failDownload('sha512 checksum mismatch');
    await flush();
    expect(updater.state()).toEqual({ phase: 'failed', message: 'sha512 checksum mismatch' });
    expect(notices).toEqual([]);
  });

  it('turned off in the tray: no checks, no install at quit, and the setting is kept', async () => {
    const { fake, updater, fireTimer, settings } = setup();
    expect(await updater.setAutomatic(false)).toBe(false);
    expect(settings().checkForUpdates).toBe(false);
    expect(fake.autoInstallOnAppQuit).toBe(false);
    expect(updater.trayState().automatic).toBe(false);
    updater.start();
    await fireTimer();
    expect(fake.checks).toBe(0);
  });

  it('turned back on, checks at once when due', async () => {
    const { fake, updater } = setup({ settings: { checkForUpdates: false } });
    expect(fake.autoInstallOnAppQuit).toBe(false);
    expect(await updater.setAutomatic(true)).toBe(true);
    expect(fake.autoInstallOnAppQuit).toBe(true);
    expect(fake.checks).toBe(1);
  });

  it('stays off with HEARTH_UPDATE_CHECK=off whatever the setting says', async () => {
    const { fake, updater, fireTimer } = setup({ env: { HEARTH_UPDATE_CHECK: 'off' } });
    updater.start();
    await fireTimer();
    await updater.checkIfDue();
    expect(fake.checks).toBe(0);
    expect(updater.trayState().automatic).toBe(false);
  });

  it('stops its timer when stopped', async () => {
    const { fake, updater, timers } = setup();
    updater.start();
    updater.stop();
    expect(timers[0]?.cleared).toBe(true);
    await updater.checkIfDue();
    expect(fake.checks).toBe(0);
  });

  it("routes electron-updater's own log lines into Hearth's log", () => {
    const { fake, log } = setup();
    fake.logger?.info('Checking for update');
    expect(log).toContain('Updater: Checking for update');
  });
});
