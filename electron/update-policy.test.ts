import { describe, expect, it } from 'vitest';
import type { DesktopUpdateState, UpdaterEvent } from './update-policy.js';
import { initialUpdateState, nextUpdateState, noticeFor, shouldCheckNow, trayUpdateState, updaterOptions } from './update-policy.js';

const run = (events: UpdaterEvent[], from: DesktopUpdateState = initialUpdateState) => events.reduce(nextUpdateState, from);
const hour = 3600_000;
const now = Date.parse('2026-12-01T12:00:00Z');

describe('nextUpdateState', () => {
  it('follows a check that finds nothing back to idle', () => {
    expect(run([{ type: 'checking-for-update' }])).toEqual({ phase: 'checking' });
    expect(run([{ type: 'checking-for-update' }, { type: 'update-not-available' }])).toEqual({ phase: 'idle' });
  });

  it('downloads a found version, with its progress, until it is ready', () => {
    const found = run([{ type: 'checking-for-update' }, { type: 'update-available', version: '1.2.0' }]);
    expect(found).toEqual({ phase: 'downloading', version: '1.2.0', percent: 0 });
    expect(nextUpdateState(found, { type: 'download-progress', percent: 41.6 })).toEqual({ phase: 'downloading', version: '1.2.0', percent: 42 });
    expect(nextUpdateState(found, { type: 'update-downloaded', version: '1.2.0' })).toEqual({ phase: 'downloaded', version: '1.2.0' });
  });

  it('ignores progress that belongs to no download', () => {
    expect(run([{ type: 'download-progress', percent: 50 }])).toEqual({ phase: 'idle' });
  });

  it('keeps a downloaded update ready whatever a later check says', () => {
    const ready: DesktopUpdateState = { phase: 'downloaded', version: '1.2.0' };
    for (const event of [{ type: 'checking-for-update' }, { type: 'update-not-available' }, { type: 'error', message: 'offline' }] as const) {
      expect(nextUpdateState(ready, event)).toBe(ready);
    }
    expect(nextUpdateState(ready, { type: 'update-downloaded', version: '1.3.0' })).toEqual({ phase: 'downloaded', version: '1.3.0' });
  });

  it('records a failed check or download', () => {
    expect(run([{ type: 'checking-for-update' }, { type: 'update-available', version: '1.2.0' }, { type: 'error', message: 'sha512 checksum mismatch' }])).toEqual({
      phase: 'failed',
      message: 'sha512 checksum mismatch',
    });
  });
});

describe('shouldCheckNow', () => {
  const ask = (overrides: Partial<Parameters<typeof shouldCheckNow>[0]>) => shouldCheckNow({ enabled: true, state: initialUpdateState, lastCheckedAt: null, now, ...overrides });

  it('checks at the first chance, then every six hours', () => {
    expect(ask({})).toBe(true);
    expect(ask({ lastCheckedAt: now - 6 * hour + 1 })).toBe(false);
    expect(ask({ lastCheckedAt: now - 6 * hour })).toBe(true);
  });

  it('never checks while turned off', () => {
    expect(ask({ enabled: false })).toBe(false);
  });

  it('never checks mid-check, mid-download or with an update waiting to install', () => {
    expect(ask({ state: { phase: 'checking' } })).toBe(false);
    expect(ask({ state: { phase: 'downloading', version: '1.2.0', percent: 10 } })).toBe(false);
    expect(ask({ state: { phase: 'downloaded', version: '1.2.0' } })).toBe(false);
  });

  it('tries again after a failure once the interval has passed', () => {
    const failed: DesktopUpdateState = { phase: 'failed', message: 'offline' };
    expect(ask({ state: failed, lastCheckedAt: now - hour })).toBe(false);
    expect(ask({ state: failed, lastCheckedAt: now - 7 * hour })).toBe(true);
  });
});

describe('noticeFor', () => {
  const downloading: DesktopUpdateState = { phase: 'downloading', version: '1.2.0', percent: 99 };
  const ready: DesktopUpdateState = { phase: 'downloaded', version: '1.2.0' };

  it('tells the user once an update is ready, with how it installs', () => {
    expect(noticeFor(downloading, ready)).toEqual({
      title: 'Hearth 1.2.0 is ready to install',
      body: 'It installs when you quit Hearth, or now with "Restart to update" in the tray menu.',
    });
  });

  it('says nothing while checking or downloading, nor after a failure', () => {
    expect(noticeFor(initialUpdateState, { phase: 'checking' })).toBeNull();
    expect(noticeFor({ phase: 'checking' }, downloading)).toBeNull();
    expect(noticeFor(downloading, { phase: 'failed', message: 'offline' })).toBeNull();
  });

  it('does not repeat itself for the same version', () => {
    expect(noticeFor(ready, ready)).toBeNull();
    expect(noticeFor(ready, { phase: 'downloaded', version: '1.3.0' })).toEqual({
      title: 'Hearth 1.3.0 is ready to install',
      body: 'It installs when you quit Hearth, or now with "Restart to update" in the tray menu.',
    });
  });
});

describe('trayUpdateState', () => {
  it('offers Restart to update only once an update has downloaded', () => {
    expect(trayUpdateState(true, initialUpdateState)).toEqual({ automatic: true, downloading: null, ready: null });
    expect(trayUpdateState(true, { phase: 'downloading', version: '1.2.0', percent: 5 })).toEqual({ automatic: true, downloading: '1.2.0', ready: null });
    expect(trayUpdateState(false, { phase: 'downloaded', version: '1.2.0' })).toEqual({ automatic: false, downloading: null, ready: '1.2.0' });
  });
});

describe('updaterOptions', () => {
  it('downloads in the background and installs on quit', () => {
    expect(updaterOptions('1.2.0')).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true });
  });

  it('follows latest for a stable build and beta (with prereleases) for a prerelease build, never downgrading', () => {
    expect(updaterOptions('1.2.0')).toMatchObject({ channel: 'latest', allowPrerelease: false, allowDowngrade: false });
    expect(updaterOptions('1.3.0-beta.2')).toMatchObject({ channel: 'beta', allowPrerelease: true, allowDowngrade: false });
  });
});
