/**
 * The application menu and the app's identity. Release builds have no way into DevTools: no
 * menu item, no shortcut (a View menu built from roles instead of the stock `viewMenu`, which
 * carries Toggle Developer Tools), and `devTools: false` on the window (window.ts).
 */

/** The id Windows groups taskbar buttons and notifications by; electron-builder's appId too. */
export const appId = 'app.hearth.dashboard';

export type MenuRole =
  | 'appMenu'
  | 'fileMenu'
  | 'editMenu'
  | 'windowMenu'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen';

/** Structurally a subset of Electron's MenuItemConstructorOptions. */
export type AppMenuItem = { role: MenuRole } | { type: 'separator' } | { label: string; submenu: AppMenuItem[] };

export function appMenuModel(options: { platform: NodeJS.Platform; devTools: boolean }): AppMenuItem[] {
  const view: AppMenuItem[] = [
    { role: 'reload' },
    ...(options.devTools ? [{ role: 'forceReload' } as const, { role: 'toggleDevTools' } as const] : []),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(options.platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
  ];
}

/** The roles anywhere in a menu model (tests use it to look for DevTools). */
export function menuRoles(items: readonly AppMenuItem[]): MenuRole[] {
  return items.flatMap((item) => ('role' in item ? [item.role] : 'submenu' in item ? menuRoles(item.submenu) : []));
}
