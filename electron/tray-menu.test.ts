import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TrayMenuItem } from './tray-menu.js';
import { createMenuCache, trayIconFile, trayMenuModel, trayTooltip } from './tray-menu.js';

function labels(items: TrayMenuItem[]): string[] {
  return items.map((item) => (item.kind === 'separator' ? '---' : item.label));
}

describe('trayMenuModel', () => {
  it('offers Open, Share on LAN, Open data folder and Quit while the window is hidden', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: false });
    expect(labels(items)).toEqual([
      'Open Hearth',
      '---',
      'Share on LAN',
      'Start at login',
      '---',
      'Wake',
      'Quick preview',
      '---',
      'Open data folder',
      'Open log',
      '---',
      'Quit Hearth',
    ]);
  });

  it('adds Hide window while the window is visible', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: true });
    expect(labels(items).slice(0, 2)).toEqual(['Open Hearth', 'Hide window']);
    expect(items[1]).toEqual({ kind: 'action', label: 'Hide window', action: 'hide' });
  });

  it('ticks Share on LAN to match the setting', () => {
    const checkbox = (shareOnLan: boolean) =>
      trayMenuModel({ shareOnLan, windowVisible: false }).find((item) => item.kind === 'checkbox');
    expect(checkbox(true)).toEqual({ kind: 'checkbox', label: 'Share on LAN', checked: true, action: 'toggle-share-on-lan' });
    expect(checkbox(false)).toMatchObject({ checked: false });
  });

  it('ticks Start at login to match whether Hearth starts at sign-in (off unless asked)', () => {
    const checkbox = (startAtLogin?: boolean) =>
      trayMenuModel({ shareOnLan: false, windowVisible: false, startAtLogin }).find((item) => item.kind === 'checkbox' && item.label === 'Start at login');
    expect(checkbox()).toEqual({ kind: 'checkbox', label: 'Start at login', checked: false, action: 'toggle-start-at-login' });
    expect(checkbox(true)).toMatchObject({ checked: true });
  });

  it('shows the LAN addresses under the checkbox while sharing, at most three', () => {
    const lanUrls = ['http://192.168.1.2:7420', 'http://10.0.0.2:7420', 'http://10.8.0.2:7420', 'http://172.16.0.9:7420'];
    const items = trayMenuModel({ shareOnLan: true, windowVisible: false, lanUrls });
    expect(labels(items)).toEqual([
      'Open Hearth',
      '---',
      'Share on LAN',
      'Also on http://192.168.1.2:7420',
      'Also on http://10.0.0.2:7420',
      'Also on http://10.8.0.2:7420',
      'Start at login',
      '---',
      'Wake',
      'Quick preview',
      '---',
      'Open data folder',
      'Open log',
      '---',
      'Quit Hearth',
    ]);
    expect(items[3]).toEqual({ kind: 'info', label: 'Also on http://192.168.1.2:7420' });
  });

  it('says so when sharing but no LAN address exists', () => {
    const items = trayMenuModel({ shareOnLan: true, windowVisible: false, lanUrls: [] });
    expect(labels(items)).toContain('Sharing on LAN (no network address found)');
  });

  it('hides LAN addresses when not sharing', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: false, lanUrls: ['http://192.168.1.2:7420'] });
    expect(items.some((item) => item.kind === 'info')).toBe(false);
  });

  it('maps every clickable item to an action', () => {
    const actions = trayMenuModel({ shareOnLan: true, windowVisible: true, lanUrls: [] }).flatMap((item) =>
      item.kind === 'action' || item.kind === 'checkbox' ? [item.action] : [],
    );
    expect(actions).toEqual(['open', 'hide', 'toggle-share-on-lan', 'toggle-start-at-login', 'open-data-folder', 'open-log', 'quit']);
  });

  it('has no update items while no updater runs (an unpacked build)', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: false });
    expect(labels(items).filter((label) => /update/i.test(label))).toEqual([]);
  });

  it('ticks Check for updates automatically to match the setting, under Start at login', () => {
    const menu = (automatic: boolean) => trayMenuModel({ shareOnLan: false, windowVisible: false, update: { automatic, downloading: null, ready: null } });
    expect(labels(menu(true)).slice(2, 5)).toEqual(['Share on LAN', 'Start at login', 'Check for updates automatically']);
    expect(menu(true)[4]).toEqual({ kind: 'checkbox', label: 'Check for updates automatically', checked: true, action: 'toggle-check-for-updates' });
    expect(menu(false)[4]).toMatchObject({ checked: false });
    expect(labels(menu(true))).not.toContain('Restart to update');
  });

  it('says which version is downloading, without offering to restart yet', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: false, update: { automatic: true, downloading: '1.2.0', ready: null } });
    expect(labels(items)).toContain('Downloading Hearth 1.2.0…');
    expect(labels(items)).not.toContain('Restart to update');
  });

  it('offers Restart to update above Quit once an update has downloaded, even with automatic checks off', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: false, update: { automatic: false, downloading: null, ready: '1.2.0' } });
    expect(labels(items).slice(-3)).toEqual(['---', 'Restart to update', 'Quit Hearth']);
    expect(items.at(-2)).toEqual({ kind: 'action', label: 'Restart to update', action: 'restart-to-update' });
  });

  it('offers Wake and Quick preview submenus that ask to sign in while nobody is', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: false });
    const submenus = items.filter((item) => item.kind === 'submenu');
    expect(submenus).toEqual([
      { kind: 'submenu', label: 'Wake', menu: 'wake', items: [{ kind: 'info', label: 'Sign in to wake devices' }] },
      { kind: 'submenu', label: 'Quick preview', menu: 'preview', items: [{ kind: 'info', label: 'Sign in to preview cameras' }] },
    ]);
  });

  it("lists the signed-in account's devices and cameras in the submenus", () => {
    const nas = { id: 'd1', name: 'NAS' };
    const porch = { listingId: 'l1', name: 'Porch' };
    const items = trayMenuModel({
      shareOnLan: false,
      windowVisible: false,
      wake: { status: 'ready', targets: [nas] },
      preview: { status: 'ready', targets: [porch] },
    });
    const submenu = (menu: string) => items.find((item) => item.kind === 'submenu' && item.menu === menu);
    expect(submenu('wake')).toMatchObject({ items: [{ kind: 'pick', label: 'NAS', target: nas }] });
    expect(submenu('preview')).toMatchObject({ items: [{ kind: 'pick', label: 'Porch', target: porch }] });
  });
});

describe('trayTooltip', () => {
  it('names the local address', () => {
    expect(trayTooltip({ localUrl: 'http://127.0.0.1:7420', shareOnLan: false, lanUrls: ['http://192.168.1.2:7420'] })).toBe(
      'Hearth: http://127.0.0.1:7420',
    );
  });

  it('adds "Also on" lines while sharing, at most two', () => {
    const tooltip = trayTooltip({
      localUrl: 'http://127.0.0.1:7420',
      shareOnLan: true,
      lanUrls: ['http://192.168.1.2:7420', 'http://10.0.0.2:7420', 'http://10.8.0.2:7420'],
    });
    expect(tooltip).toBe('Hearth: http://127.0.0.1:7420\nAlso on http://192.168.1.2:7420\nAlso on http://10.0.0.2:7420');
    expect(tooltip.length).toBeLessThan(128);
  });
});

describe('trayIconFile', () => {
  it('uses a template image on macOS, an ICO on Windows and the coloured PNG on Linux', () => {
    expect(trayIconFile('darwin')).toBe('trayTemplate.png');
    expect(trayIconFile('linux')).toBe('tray.png');
    expect(trayIconFile('win32')).toBe('tray.ico');
  });

  it('ships every tray icon file it names (their sizes: tray-icons.test.ts)', () => {
    const dir = path.join(import.meta.dirname, '..', 'resources', 'tray');
    for (const platform of ['darwin', 'linux', 'win32'] as const) expect(existsSync(path.join(dir, trayIconFile(platform)))).toBe(true);
  });
});

describe('createMenuCache', () => {
  it('skips an unchanged menu', () => {
    const cache = createMenuCache();
    expect(cache.changed('a')).toBe(true);
    expect(cache.changed('a')).toBe(false);
  });

  it('redraws the same state after a checkbox click, so a failed LAN switch unticks the box', () => {
    const cache = createMenuCache();
    cache.changed('sharing: off');
    cache.invalidate();
    expect(cache.changed('sharing: off')).toBe(true);
  });
});
