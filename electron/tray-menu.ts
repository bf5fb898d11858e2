/**
 * The tray menu as data. tray.ts turns these items into an Electron Menu; keeping the model pure
 * lets the tests check labels, order and state without a display.
 */

import type { PreviewTarget, SubmenuItem, SubmenuState, WakeTarget } from './tray-submenus.js';
import { previewMenuModel, wakeMenuModel } from './tray-submenus.js';
import type { TrayUpdateState } from './update-policy.js';

export type TrayAction =
  | 'open'
  | 'hide'
  | 'toggle-share-on-lan'
  | 'toggle-start-at-login'
  | 'toggle-check-for-updates'
  | 'restart-to-update'
  | 'open-data-folder'
  | 'open-log'
  | 'quit';

/** A submenu pick: which submenu, and the device or camera chosen. */
export type TrayPick = { menu: 'wake'; target: WakeTarget } | { menu: 'preview'; target: PreviewTarget };

export type TrayMenuItem =
  | { kind: 'action'; label: string; action: TrayAction }
  | { kind: 'checkbox'; label: string; checked: boolean; action: TrayAction }
  | { kind: 'info'; label: string }
  | { kind: 'separator' }
  | { kind: 'submenu'; label: string; menu: 'wake'; items: SubmenuItem<WakeTarget>[] }
  | { kind: 'submenu'; label: string; menu: 'preview'; items: SubmenuItem<PreviewTarget>[] };

export interface TrayState {
  shareOnLan: boolean;
  /** Hearth starts in the tray when the user signs in. */
  startAtLogin?: boolean;
  windowVisible: boolean;
  /** http://<lan-ip>:PORT addresses, shown while sharing (Linux tray icons have no tooltip). */
  lanUrls?: readonly string[];
  /** The signed-in account's wake-capable devices and cameras; signed out when absent. */
  wake?: SubmenuState<WakeTarget>;
  preview?: SubmenuState<PreviewTarget>;
  /** Updates, while the desktop updater runs (the packaged app); no update items without it. */
  update?: TrayUpdateState;
}

// Windows cuts tray tooltips at 127 characters; two addresses fit comfortably.
const maxTooltipUrls = 2;
const maxMenuUrls = 3;

function lanInfo(state: TrayState): TrayMenuItem[] {
  if (!state.shareOnLan) return [];
  const urls = state.lanUrls ?? [];
  if (urls.length === 0) return [{ kind: 'info', label: 'Sharing on LAN (no network address found)' }];
  return urls.slice(0, maxMenuUrls).map((url) => ({ kind: 'info', label: `Also on ${url}` }));
}

/** The updates checkbox, and what is downloading (a line) or ready to install. */
function updateItems(update: TrayUpdateState | undefined): { settings: TrayMenuItem[]; quit: TrayMenuItem[] } {
  if (!update) return { settings: [], quit: [] };
  const settings: TrayMenuItem[] = [{ kind: 'checkbox', label: 'Check for updates automatically', checked: update.automatic, action: 'toggle-check-for-updates' }];
  if (update.downloading) settings.push({ kind: 'info', label: `Downloading Hearth ${update.downloading}…` });
  // Beside Quit: both end this run of Hearth, one with the new version.
  const quit: TrayMenuItem[] = update.ready ? [{ kind: 'action', label: 'Restart to update', action: 'restart-to-update' }] : [];
  return { settings, quit };
}

/** The tray menu for the given state, top to bottom. */
export function trayMenuModel(state: TrayState): TrayMenuItem[] {
  const windowItems: TrayMenuItem[] = [{ kind: 'action', label: 'Open Hearth', action: 'open' }];
  if (state.windowVisible) windowItems.push({ kind: 'action', label: 'Hide window', action: 'hide' });
  const info = lanInfo(state);
  const updates = updateItems(state.update);
  return [
    ...windowItems,
    { kind: 'separator' },
    { kind: 'checkbox', label: 'Share on LAN', checked: state.shareOnLan, action: 'toggle-share-on-lan' },
    ...info,
    { kind: 'checkbox', label: 'Start at login', checked: state.startAtLogin ?? false, action: 'toggle-start-at-login' },
    ...updates.settings,
    { kind: 'separator' },
    { kind: 'submenu', label: 'Wake', menu: 'wake', items: wakeMenuModel(state.wake ?? { status: 'signed-out' }) },
    { kind: 'submenu', label: 'Quick preview', menu: 'preview', items: previewMenuModel(state.preview ?? { status: 'signed-out' }) },
    { kind: 'separator' },
    { kind: 'action', label: 'Open data folder', action: 'open-data-folder' },
    { kind: 'action', label: 'Open log', action: 'open-log' },
    { kind: 'separator' },
    ...updates.quit,
    { kind: 'action', label: 'Quit Hearth', action: 'quit' },
  ];
}

/** Tray tooltip: where Hearth is, plus the LAN addresses while sharing. */
export function trayTooltip(state: { localUrl: string; shareOnLan: boolean; lanUrls: readonly string[] }): string {
  const lines = [`Hearth: ${state.localUrl}`];
  if (state.shareOnLan) {
    lines.push(...state.lanUrls.slice(0, maxTooltipUrls).map((url) => `Also on ${url}`));
  }
  return lines.join('\n');
}

/**
 * Tray icon file under resources/tray. macOS wants a black "Template" image it can recolour for
 * light and dark menu bars; Electron picks the @2x variant on high-density screens by itself.
 */
export function trayIconFile(platform: NodeJS.Platform): string {
  // Windows draws tray icons from an ICO at the size the DPI needs; a PNG comes out blurred.
  if (platform === 'win32') return 'tray.ico';
  return platform === 'darwin' ? 'trayTemplate.png' : 'tray.png';
}

/**
 * Remembers the menu last shown, so an unchanged menu isn't rebuilt (some Linux trays flicker).
 * A checkbox click flips the native checkbox at once; `invalidate` makes the next update redraw
 * it from the real state, so a failed LAN switch shows the box as it really is.
 */
export function createMenuCache(): { changed(key: string): boolean; invalidate(): void } {
  let shown: string | null = null;
  return {
    changed(key) {
      if (key === shown) return false;
      shown = key;
      return true;
    },
    invalidate: () => void (shown = null),
  };
}
