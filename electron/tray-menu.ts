/**
 * The tray menu as data. tray.ts turns these items into an Electron Menu; keeping the model pure
 * lets the tests check labels, order and state without a display.
 */

export type TrayAction = 'open' | 'hide' | 'toggle-share-on-lan' | 'open-data-folder' | 'quit';

export type TrayMenuItem =
  | { kind: 'action'; label: string; action: TrayAction }
  /** One camera under "Quick preview": opens its small always-on-top window. */
  | { kind: 'camera'; label: string; listingId: string }
  | { kind: 'submenu'; label: string; items: TrayMenuItem[] }
  | { kind: 'checkbox'; label: string; checked: boolean; action: TrayAction }
  | { kind: 'info'; label: string }
  | { kind: 'separator' };

export interface TrayState {
  shareOnLan: boolean;
  windowVisible: boolean;
  /** http://<lan-ip>:PORT addresses, shown while sharing (Linux tray icons have no tooltip). */
  lanUrls?: readonly string[];
  /** The signed-in user's cameras; undefined while nobody is signed in in the window. */
  cameras?: readonly { id: string; name: string }[];
}

// A tray menu is no list view: the first cameras only.
const maxMenuCameras = 12;

/** "Quick preview ▸" with the user's cameras (Electron draws the arrow of a submenu). */
function quickPreview(state: TrayState): TrayMenuItem[] {
  if (!state.cameras) return [];
  const items: TrayMenuItem[] = state.cameras.length
    ? state.cameras.slice(0, maxMenuCameras).map((camera) => ({ kind: 'camera', label: camera.name.trim() || 'Video', listingId: camera.id }))
    : [{ kind: 'info', label: 'No cameras yet' }];
  return [{ kind: 'submenu', label: 'Quick preview', items }];
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

/** The tray menu for the given state, top to bottom. */
export function trayMenuModel(state: TrayState): TrayMenuItem[] {
  const windowItems: TrayMenuItem[] = [{ kind: 'action', label: 'Open Hearth', action: 'open' }];
  if (state.windowVisible) windowItems.push({ kind: 'action', label: 'Hide window', action: 'hide' });
  const info = lanInfo(state);
  return [
    ...windowItems,
    ...quickPreview(state),
    { kind: 'separator' },
    { kind: 'checkbox', label: 'Share on LAN', checked: state.shareOnLan, action: 'toggle-share-on-lan' },
    ...info,
    { kind: 'action', label: 'Open data folder', action: 'open-data-folder' },
    { kind: 'separator' },
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
  return platform === 'darwin' ? 'trayTemplate.png' : 'tray.png';
}
