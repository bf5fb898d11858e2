/**
 * Whether the tray icon can actually be seen. On GNOME without the AppIndicator extension there
 * is no StatusNotifier host: Electron creates the icon, nobody shows it, and a window that hides
 * on close would leave an invisible process serving the LAN. Pure decisions; main.ts asks D-Bus.
 */

/** What closing the main window does. */
export type CloseAction = 'hide' | 'quit';

/** The gdbus call asking whether a StatusNotifier watcher (the tray host) is on the session bus. */
export const statusNotifierQuery = {
  command: 'gdbus',
  args: [
    'call',
    '--session',
    '--dest',
    'org.freedesktop.DBus',
    '--object-path',
    '/org/freedesktop/DBus',
    '--method',
    'org.freedesktop.DBus.NameHasOwner',
    'org.kde.StatusNotifierWatcher',
  ],
} as const;

/** Reads gdbus's answer, `(true,)` or `(false,)`; null when it is neither (gdbus failed). */
export function parseNameHasOwner(output: string): boolean | null {
  const answer = /^\(\s*(true|false)\s*,?\s*\)$/.exec(output.trim());
  return answer ? answer[1] === 'true' : null;
}

export interface TrayFacts {
  platform: NodeJS.Platform;
  /** Linux: the watcher query's answer, null when it could not be asked. */
  statusNotifierWatcher: boolean | null;
  /** XDG_CURRENT_DESKTOP, e.g. "ubuntu:GNOME" or "KDE". */
  desktop: string | undefined;
}

/**
 * Whether the tray icon is visible. Windows and macOS always show it. On Linux the watcher
 * decides; when D-Bus could not be asked, plain GNOME is the desktop known to have no tray.
 */
export function trayIsShown(facts: TrayFacts): boolean {
  if (facts.platform !== 'linux') return true;
  if (facts.statusNotifierWatcher !== null) return facts.statusNotifierWatcher;
  const desktops = (facts.desktop ?? '').toLowerCase().split(':');
  return !desktops.includes('gnome');
}

/** Hide to the tray only where the tray can bring the window back; otherwise quit. */
export function closeAction(trayShown: boolean, quitting: boolean): CloseAction | 'close' {
  if (quitting) return 'close';
  return trayShown ? 'hide' : 'quit';
}
