import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appId } from './app-menu.js';
import { autostartMethod, loginItemSettings, quoteExec, startedHidden, xdgAutostartDir, xdgAutostartEntry } from './autostart.js';
import { createAutostart } from './autostart-io.js';

describe('autostart decisions', () => {
  it('uses login items on Windows and macOS and the XDG autostart folder on Linux', () => {
    expect(autostartMethod('win32')).toBe('login-item');
    expect(autostartMethod('darwin')).toBe('login-item');
    expect(autostartMethod('linux')).toBe('xdg');
    expect(autostartMethod('aix')).toBe('none');
  });

  it('starts hidden in the tray: Windows passes --hidden to the exe, macOS keeps the app itself', () => {
    expect(loginItemSettings(true, 'win32', 'C:\\Users\\me\\AppData\\Local\\Programs\\Hearth\\Hearth.exe', appId)).toEqual({ openAtLogin: true, path: 'C:\\Users\\me\\AppData\\Local\\Programs\\Hearth\\Hearth.exe', args: ['--hidden'], name: 'app.hearth.dashboard' });
    expect(loginItemSettings(false, 'darwin', '/Applications/Hearth.app/Contents/MacOS/Hearth', appId)).toEqual({ openAtLogin: false });
    expect(startedHidden(['/opt/Hearth/hearth', '--hidden'])).toBe(true);
    expect(startedHidden(['/opt/Hearth/hearth'])).toBe(false);
  });

  it('finds the autostart folder from XDG_CONFIG_HOME (absolute only), else ~/.config', () => {
    expect(xdgAutostartDir({ XDG_CONFIG_HOME: '/home/me/.cfg' }, '/home/me', path.posix)).toBe('/home/me/.cfg/autostart');
    expect(xdgAutostartDir({ XDG_CONFIG_HOME: 'relative' }, '/home/me', path.posix)).toBe('/home/me/.config/autostart');
    expect(xdgAutostartDir({}, '/home/me', path.posix)).toBe('/home/me/.config/autostart');
  });

  it('writes a desktop entry whose Exec survives spaces and quotes', () => {
    expect(quoteExec('/opt/Hearth/hearth')).toBe('/opt/Hearth/hearth');
    expect(quoteExec('/home/me/My Apps/hearth "beta"')).toBe('"/home/me/My Apps/hearth \\"beta\\""');
    const entry = xdgAutostartEntry('/opt/Hearth/hearth');
    expect(entry).toContain('[Desktop Entry]\nType=Application\nName=Hearth\n');
    expect(entry).toContain('Exec=/opt/Hearth/hearth --hidden\n');
    expect(entry).toContain('X-GNOME-Autostart-enabled=true');
    // Skipped by session managers once the program is uninstalled.
    expect(entry).toContain('TryExec=/opt/Hearth/hearth\n');
  });
});

describe('autostart on Linux (a real file)', () => {
  let home: string;
  beforeEach(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'hearth-autostart-'));
  });
  afterEach(async () => rm(home, { recursive: true, force: true }));

  const noLoginItems = {
    getLoginItemSettings: (): never => {
      throw new Error('not on Linux');
    },
    setLoginItemSettings: (): never => {
      throw new Error('not on Linux');
    },
  };

  it('creates and removes ~/.config/autostart/hearth.desktop, and reads its state back', async () => {
    const autostart = createAutostart({ platform: 'linux', execPath: '/opt/Hearth/hearth', env: {}, home, app: noLoginItems });
    expect(await autostart.isOn()).toBe(false);
    await autostart.set(true);
    expect(await readFile(path.join(home, '.config', 'autostart', 'hearth.desktop'), 'utf8')).toBe(xdgAutostartEntry('/opt/Hearth/hearth'));
    expect(await autostart.isOn()).toBe(true);
    // An entry naming another copy of the app (moved, reinstalled elsewhere) is not ours.
    expect(await createAutostart({ platform: 'linux', execPath: '/usr/lib/hearth/hearth', env: {}, home, app: noLoginItems }).isOn()).toBe(false);
    await autostart.set(false);
    expect(await autostart.isOn()).toBe(false);
  });

  it('asks Electron for login items on Windows', async () => {
    const calls: unknown[] = [];
    const app = { getLoginItemSettings: () => ({ openAtLogin: true }), setLoginItemSettings: (settings: unknown) => void calls.push(settings) };
    const autostart = createAutostart({ platform: 'win32', execPath: 'C:\\H\\Hearth.exe', env: {}, home, app: app as never });
    expect(await autostart.isOn()).toBe(true);
    await autostart.set(false);
    expect(calls).toEqual([{ openAtLogin: false, path: 'C:\\H\\Hearth.exe', args: ['--hidden'], name: appId }]);
  });
});
