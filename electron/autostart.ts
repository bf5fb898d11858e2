/**
 * "Start Hearth when I sign in": Windows and macOS keep login items themselves
 * (app.setLoginItemSettings); Linux desktops start what `~/.config/autostart/*.desktop` names
 * (the XDG Autostart spec). Off by default; asked on first start beside LAN sharing. Pure
 * decisions here; main.ts and autostart-io.ts do the writing.
 */
import path from 'node:path';
import type { PathApi } from '../server/host/packaged-paths.js';

/** Passed by the login item: start in the tray, without showing the window. */
export const hiddenFlag = '--hidden';
export const autostartFileName = 'hearth.desktop';

export type AutostartMethod = 'login-item' | 'xdg' | 'none';

export function autostartMethod(platform: NodeJS.Platform): AutostartMethod {
  if (platform === 'win32' || platform === 'darwin') return 'login-item';
  if (platform === 'linux' || platform === 'freebsd' || platform === 'openbsd') return 'xdg';
  return 'none';
}

/**
 * The settings for app.setLoginItemSettings (Windows: the exe and its arguments, under the value
 * name the uninstaller removes, resources/installer/windows.nsh; macOS: the app, whose login item
 * goes with it when it is deleted).
 */
export function loginItemSettings(openAtLogin: boolean, platform: NodeJS.Platform, execPath: string, name: string): { openAtLogin: boolean; path?: string; args?: string[]; name?: string } {
  if (platform === 'win32') return { openAtLogin, path: execPath, args: [hiddenFlag], name };
  return { openAtLogin };
}

/** The folder XDG autostart entries live in: $XDG_CONFIG_HOME/autostart, else ~/.config/autostart. */
export function xdgAutostartDir(env: NodeJS.ProcessEnv, home: string, paths: PathApi = path): string {
  const config = env.XDG_CONFIG_HOME && paths.normalize(env.XDG_CONFIG_HOME).startsWith(paths.sep) ? env.XDG_CONFIG_HOME : paths.join(home, '.config');
  return paths.join(config, 'autostart');
}

/** A path quoted for a desktop entry's Exec key (the spec's reserved characters escaped). */
export function quoteExec(arg: string): string {
  if (/^[\w/.+,:@%=-]+$/.test(arg)) return arg;
  return `"${arg.replace(/(["`$\\])/g, '\\$1')}"`;
}

/** The autostart entry that starts this executable in the tray at sign-in. */
export function xdgAutostartEntry(execPath: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Hearth',
    'Comment=Home-lab dashboard, started in the tray when you sign in',
    `Exec=${quoteExec(execPath)} ${hiddenFlag}`,
    // Once Hearth is uninstalled its program is gone, and session managers skip the entry.
    `TryExec=${execPath.replace(/\\/g, '\\\\')}`,
    'Icon=hearth',
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Whether this launch came from the login item (start in the tray). */
export function startedHidden(argv: readonly string[]): boolean {
  return argv.includes(hiddenFlag);
}
