import { describe, expect, it } from 'vitest';
import { DesktopState } from './desktop-state.js';
import type { SettingsStore } from './settings-store.js';
import { defaultSettings } from './settings-store.js';

describe('the desktop state', () => {
  it('stops the server on the first Quit, waits through more, then lets the app end', () => {
    const state = new DesktopState();
    expect(state.quitting).toBe(false);
    expect(state.beforeQuit()).toBe('stop-server');
    expect(state.quitting).toBe(true);
    expect(state.beforeQuit()).toBe('wait');
    expect(state.beforeQuit()).toBe('wait');
    state.serverStopped();
    expect(state.beforeQuit()).toBe('let-quit');
  });

  it('knows the pages of the Hearth it shows, and only those', () => {
    const state = new DesktopState();
    expect(state.isHearthPage('http://127.0.0.1:7420/')).toBe(false);
    state.showing('http://127.0.0.1:7420/setup?code=x');
    expect(state.lastAppUrl).toBe('http://127.0.0.1:7420/setup?code=x');
    expect(state.windowOrigin).toBe('http://127.0.0.1:7420');
    expect(state.isHearthPage('http://127.0.0.1:7420/settings')).toBe(true);
    expect(state.isHearthPage('http://127.0.0.1:7421/')).toBe(false);
    expect(state.isHearthPage('https://example.org/')).toBe(false);
  });

  it('reads LAN sharing from the settings, off until they are open', () => {
    const state = new DesktopState();
    expect(state.shareOnLan()).toBe(false);
    state.settings = { get: () => ({ ...defaultSettings, shareOnLan: true, lanChoiceMade: true }) } as unknown as SettingsStore;
    expect(state.shareOnLan()).toBe(true);
  });
});
