import { describe, expect, it } from 'vitest';
import { closeAction, parseNameHasOwner, trayIsShown } from './tray-support.js';

describe('parseNameHasOwner', () => {
  it("reads gdbus's boolean answer", () => {
    expect(parseNameHasOwner('(true,)\n')).toBe(true);
    expect(parseNameHasOwner('(false,)')).toBe(false);
  });

  it('answers null when gdbus said something else', () => {
    expect(parseNameHasOwner('')).toBeNull();
    expect(parseNameHasOwner('Error: Cannot autolaunch D-Bus without X11 $DISPLAY')).toBeNull();
  });
});

describe('trayIsShown', () => {
  it('trusts the tray on Windows and macOS', () => {
    expect(trayIsShown({ platform: 'win32', statusNotifierWatcher: null, desktop: undefined })).toBe(true);
    expect(trayIsShown({ platform: 'darwin', statusNotifierWatcher: false, desktop: undefined })).toBe(true);
  });

  it('on Linux, follows whether a StatusNotifier host is running', () => {
    expect(trayIsShown({ platform: 'linux', statusNotifierWatcher: false, desktop: 'KDE' })).toBe(false);
    expect(trayIsShown({ platform: 'linux', statusNotifierWatcher: true, desktop: 'ubuntu:GNOME' })).toBe(true);
  });

  it('assumes no tray on GNOME when D-Bus cannot be asked', () => {
    expect(trayIsShown({ platform: 'linux', statusNotifierWatcher: null, desktop: 'GNOME' })).toBe(false);
    expect(trayIsShown({ platform: 'linux', statusNotifierWatcher: null, desktop: 'XFCE' })).toBe(true);
  });
});

describe('closeAction', () => {
  it('hides the window to the tray when the tray is shown', () => {
    expect(closeAction(true, false)).toBe('hide');
  });

  it('quits instead of hiding when there is no tray to come back from', () => {
    expect(closeAction(false, false)).toBe('quit');
  });

  it('lets the window close while the app quits', () => {
    expect(closeAction(true, true)).toBe('close');
    expect(closeAction(false, true)).toBe('close');
  });
});
