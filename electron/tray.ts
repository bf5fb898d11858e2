import { execFile } from 'node:child_process';
import type { MenuItemConstructorOptions } from 'electron';
import { Menu, Tray, nativeImage } from 'electron';
import type { TrayAction, TrayMenuItem, TrayPick, TrayState } from './tray-menu.js';
import { createMenuCache, trayMenuModel } from './tray-menu.js';
import type { SubmenuItem } from './tray-submenus.js';
import { parseNameHasOwner, statusNotifierQuery, trayIsShown } from './tray-support.js';

export interface TrayHandlers {
  onAction(action: TrayAction): void;
  onPick(pick: TrayPick): void;
}

type MenuHandlers = TrayHandlers & { invalidate(): void };

function toSubmenu<T>(items: SubmenuItem<T>[], pick: (target: T) => void): MenuItemConstructorOptions[] {
  return items.map((entry) =>
    entry.kind === 'info' ? { label: entry.label, enabled: false } : { label: entry.label, click: () => pick(entry.target) },
  );
}

function toMenuItem(item: TrayMenuItem, handlers: MenuHandlers): MenuItemConstructorOptions {
  const onAction = (action: TrayAction) => handlers.onAction(action);
  switch (item.kind) {
    case 'submenu':
      return item.menu === 'wake'
        ? { label: item.label, submenu: toSubmenu(item.items, (target) => handlers.onPick({ menu: 'wake', target })) }
        : { label: item.label, submenu: toSubmenu(item.items, (target) => handlers.onPick({ menu: 'preview', target })) };
    case 'separator':
      return { type: 'separator' };
    case 'info':
      return { label: item.label, enabled: false };
    case 'action':
      return { label: item.label, click: () => onAction(item.action) };
    case 'checkbox':
      return {
        label: item.label,
        type: 'checkbox',
        checked: item.checked,
        click: () => {
          handlers.invalidate();
          onAction(item.action);
        },
      };
  }
}

export interface HearthTray {
  update(state: TrayState, tooltip: string): void;
  destroy(): void;
}

/**
 * The tray icon. A click opens the window on Windows and Linux (macOS shows the menu); Linux
 * AppIndicator trays have no tooltip, so the menu repeats what the tooltip says.
 */
export function createTray(iconPath: string, handlers: TrayHandlers): HearthTray {
  // On macOS the "Template" file name makes it a template image (recoloured for the menu bar).
  const image = nativeImage.createFromPath(iconPath);
  const tray = new Tray(image);
  tray.on('click', () => {
    if (process.platform !== 'darwin') handlers.onAction('open');
  });
  const cache = createMenuCache();
  const menuHandlers: MenuHandlers = {
    onAction: (action) => handlers.onAction(action),
    onPick: (pick) => handlers.onPick(pick),
    invalidate: () => cache.invalidate(),
  };
  return {
    update(state, tooltip) {
      if (!cache.changed(JSON.stringify([state, tooltip]))) return;
      tray.setToolTip(tooltip);
      tray.setContextMenu(Menu.buildFromTemplate(trayMenuModel(state).map((item) => toMenuItem(item, menuHandlers))));
    },
    destroy: () => tray.destroy(),
  };
}

/**
 * Whether the tray icon can be seen (tray-support.ts). Answers at once from what is known; on
 * Linux, `recheck` asks D-Bus for a tray host and updates the answer when gdbus replies.
 */
export function createTrayHostCheck(): { shown(): boolean; recheck(): void } {
  const desktop = process.env.XDG_CURRENT_DESKTOP;
  let shown = trayIsShown({ platform: process.platform, statusNotifierWatcher: null, desktop });
  return {
    shown: () => shown,
    recheck() {
      if (process.platform !== 'linux') return;
      execFile(statusNotifierQuery.command, [...statusNotifierQuery.args], { timeout: 2000 }, (error, stdout) => {
        const watcher = error ? null : parseNameHasOwner(stdout);
        shown = trayIsShown({ platform: process.platform, statusNotifierWatcher: watcher, desktop });
      });
    },
  };
}
