import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktopPaths, shouldMoveProfile } from './desktop-paths.js';

describe("the desktop app's own folders", () => {
  it("Windows: Chromium's profile in local app data, never the roaming data folder; the log where Electron keeps logs", () => {
    const found = desktopPaths(
      { platform: 'win32', userData: 'C:\\Users\\me\\AppData\\Roaming\\Hearth', logs: 'C:\\Users\\me\\AppData\\Roaming\\Hearth\\logs', env: { LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' }, home: 'C:\\Users\\me' },
      path.win32,
    );
    expect(found).toEqual({
      sessionData: 'C:\\Users\\me\\AppData\\Local\\Hearth\\desktop-profile',
      legacySessionData: 'C:\\Users\\me\\AppData\\Roaming\\Hearth\\desktop-profile',
      logDir: 'C:\\Users\\me\\AppData\\Roaming\\Hearth\\logs',
    });
    expect(desktopPaths({ platform: 'win32', userData: 'C:\\U\\R\\Hearth', logs: 'C:\\U\\R\\Hearth\\logs', env: {}, home: 'C:\\Users\\me' }, path.win32).sessionData).toBe('C:\\Users\\me\\AppData\\Local\\Hearth\\desktop-profile');
  });

  it('macOS and Linux: the profile stays in the data folder; macOS logs in ~/Library/Logs', () => {
    expect(desktopPaths({ platform: 'darwin', userData: '/Users/me/Library/Application Support/Hearth', logs: '/Users/me/Library/Logs/Hearth', env: {}, home: '/Users/me' }, path.posix)).toEqual({
      sessionData: '/Users/me/Library/Application Support/Hearth/desktop-profile',
      legacySessionData: null,
      logDir: '/Users/me/Library/Logs/Hearth',
    });
    expect(desktopPaths({ platform: 'linux', userData: '/home/me/.config/Hearth', logs: '/home/me/.config/Hearth/logs', env: {}, home: '/home/me' }, path.posix).sessionData).toBe('/home/me/.config/Hearth/desktop-profile');
  });

  it('moves an old profile once, never over a newer one', () => {
    expect(shouldMoveProfile(true, false)).toBe(true);
    expect(shouldMoveProfile(true, true)).toBe(false);
    expect(shouldMoveProfile(false, false)).toBe(false);
  });
});
