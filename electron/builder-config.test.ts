import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../electron-builder.config.js';
import { appId } from './app-menu.js';

const root = path.join(import.meta.dirname, '..');
const targets = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

describe('electron-builder configuration', () => {
  it("uses the app id Windows notifications and the taskbar are grouped by", () => {
    expect(config.appId).toBe(appId);
  });

  it('offers a deb and an rpm on Linux, not the AppImage Ubuntu 24.04 blocks', () => {
    expect(targets(config.linux?.target)).toEqual(['deb', 'rpm']);
  });

  it('makes the rpm need ping and the libraries by what they provide, so Fedora and openSUSE both install it', () => {
    expect(config.rpm?.depends).toEqual(expect.arrayContaining(['/usr/bin/ping', 'libgtk-3.so.0()(64bit)', 'libnss3.so()(64bit)', 'libsecret-1.so.0()(64bit)']));
    expect(config.deb?.depends).toEqual(expect.arrayContaining(['iputils-ping', 'libsecret-1-0']));
  });

  it('builds an installer per OS, and a dmg for each Mac CPU', () => {
    expect(targets(config.win?.target)).toEqual(['nsis']);
    expect(targets(config.mac?.target)).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(config.artifactName).toContain('${arch}');
  });

  it("publishes updates to the project's GitHub releases, the repository package.json names", () => {
    expect(config.publish).toEqual({ provider: 'github', owner: 'hearth-dashboard', repo: 'hearth' });
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { homepage: string };
    expect(pkg.homepage).toBe('https://github.com/hearth-dashboard/hearth');
  });

  it('sets the fuses: no RunAsNode, encrypted cookies, ASAR integrity', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('ships dist/ and package.json, without benchmarks or source maps', () => {
    expect(config.files).toEqual(['dist/**', '!dist/bench/**', '!dist/**/*.map', 'package.json']);
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main.startsWith('dist/')).toBe(true);
  });

  it('unpacks the native modules from the asar', () => {
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['**/node_modules/better-sqlite3/**', '**/node_modules/sharp/**']));
  });

  it('rebuilds better-sqlite3 for Electron (the package script restores the Node build)', () => {
    expect(config.npmRebuild).toBe(true);
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.package).toContain('scripts/package.mjs');
  });

  it('points at icons that exist', () => {
    for (const icon of [config.linux?.icon, config.win?.icon, config.mac?.icon]) {
      expect(typeof icon === 'string' && existsSync(path.join(root, icon)), String(icon)).toBe(true);
    }
  });
});
