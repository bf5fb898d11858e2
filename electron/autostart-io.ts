/**
 * Turns "start at sign-in" on and off for real: a login item on Windows and macOS, the XDG
 * autostart entry on Linux. The Electron part is passed in (its app object), so the Linux file
 * handling is tested on its own (autostart.test.ts).
 */
import { appId } from './app-menu.js';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type Electron from 'electron';
import { autostartFileName, autostartMethod, loginItemSettings, xdgAutostartDir, xdgAutostartEntry } from './autostart.js';

export interface Autostart {
  /** Whether Hearth starts at sign-in now. */
  isOn(): Promise<boolean>;
  set(on: boolean): Promise<void>;
}

export interface AutostartHost {
  platform: NodeJS.Platform;
  execPath: string;
  env: NodeJS.ProcessEnv;
  home?: string;
  app: Pick<Electron.App, 'getLoginItemSettings' | 'setLoginItemSettings'>;
}

export function createAutostart(host: AutostartHost): Autostart {
  const method = autostartMethod(host.platform);
  const entry = path.join(xdgAutostartDir(host.env, host.home ?? os.homedir()), autostartFileName);
  return {
    async isOn() {
      if (method === 'login-item') return host.app.getLoginItemSettings(loginItemSettings(true, host.platform, host.execPath, appId)).openAtLogin;
      if (method === 'xdg') return readFile(entry, 'utf8').then((text) => text.includes(host.execPath), () => false);
      return false;
    },
    async set(on) {
      if (method === 'login-item') return host.app.setLoginItemSettings(loginItemSettings(on, host.platform, host.execPath, appId));
      if (method !== 'xdg') return;
      if (!on) return void (await rm(entry, { force: true }));
      await mkdir(path.dirname(entry), { recursive: true });
      await writeFile(entry, xdgAutostartEntry(host.execPath), { mode: 0o644 });
    },
  };
}
