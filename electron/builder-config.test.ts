import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../electron-builder.config.js';
import { createRequire } from 'node:module';
import { appId } from './app-menu.js';
import { macEntitlements, macSigning } from './mac-signing.js';

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

  it("declares the sound and GPU-buffer libraries Electron's Chromium loads (libasound2, libgbm1)", () => {
    expect(config.deb?.depends).toEqual(expect.arrayContaining(['libgbm1', 'libasound2t64 | libasound2']));
    expect(config.rpm?.depends).toEqual(expect.arrayContaining(['libgbm.so.1()(64bit)', 'libasound.so.2()(64bit)']));
  });

  it("builds an installer per OS, and one dmg per runner for the runner's own CPU (no arch list to override --x64/--arm64)", () => {
    expect(targets(config.win?.target)).toEqual(['nsis']);
    expect(targets(config.mac?.target)).toEqual(['dmg', 'zip']);
    expect(config.artifactName).toContain('${arch}');
  });

  it('asks for the local network in macOS 15 words, and declares the Bonjour services it advertises', () => {
    const info = config.mac?.extendInfo as Record<string, unknown>;
    expect(String(info.NSLocalNetworkUsageDescription)).toMatch(/home network/);
    expect(info.NSBonjourServices).toEqual(['_http._tcp', '_https._tcp']);
  });

  it('signs the Mac app again after the fuses: ad-hoc without a certificate, Developer ID with hardened runtime and notarization with one', () => {
    expect(config.electronFuses?.resetAdHocDarwinSignature).toBe(true);
    expect(macSigning({})).toEqual({ identity: '-', hardenedRuntime: false, notarize: false });
    expect(macSigning({ CSC_LINK: 'base64-p12', CSC_KEY_PASSWORD: 'x' })).toEqual({ identity: undefined, hardenedRuntime: true, notarize: false, entitlements: macEntitlements, entitlementsInherit: macEntitlements });
    const notarized = macSigning({ CSC_LINK: 'p12', CSC_NAME: 'Developer ID Application: Hearth (TEAM123)', APPLE_API_KEY: '/k.p8', APPLE_API_KEY_ID: 'KEY', APPLE_API_ISSUER: 'issuer' });
    expect(notarized).toMatchObject({ identity: 'Developer ID Application: Hearth (TEAM123)', hardenedRuntime: true, notarize: true });
    expect(macSigning({ CSC_LINK: 'p12', APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'p' }).notarize).toBe(false);
    expect(readFileSync(path.join(root, macEntitlements), 'utf8')).toContain('com.apple.security.cs.allow-jit');
  });

  it('reads the signing from the environment it is built in', () => {
    expect(config.mac).toMatchObject(macSigning(process.env));
  });

  it('loads the way electron-builder loads it (its own jiti), imports included', async () => {
    // app-builder-lib's util/config/load.js reads a .ts config with jiti: the same copy here.
    const builderRequire = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'));
    const { createJiti } = builderRequire('jiti') as { createJiti: (from: string) => { import<T>(id: string, options: { default: true }): Promise<T> } };
    const jiti = createJiti(import.meta.url);
    const loaded = await jiti.import<typeof config>(path.join(root, 'electron-builder.config.ts'), { default: true });
    expect(loaded.appId).toBe(appId);
    expect(loaded.mac?.identity).toBe(macSigning(process.env).identity);
  });

  it('adds the firewall rule for private networks on install, and removes it and the sign-in entry on a real uninstall (not an update)', () => {
    expect(config.nsis).toMatchObject({ include: 'resources/installer/windows.nsh', perMachine: false, allowElevation: true });
    const script = readFileSync(path.join(root, 'resources/installer/windows.nsh'), 'utf8');
    const install = /!macro customInstall([\s\S]*?)!macroend/.exec(script)?.[1] ?? '';
    expect(install).toMatch(/netsh advfirewall firewall add rule name="Hearth" dir=in action=allow program="\$INSTDIR\\\$\{APP_EXECUTABLE_FILENAME\}" enable=yes profile=private/);
    const uninstall = /!macro customUnInstall([\s\S]*?)!macroend/.exec(script)?.[1] ?? '';
    expect(uninstall).toMatch(/\$\{ifNot\} \$\{isUpdated\}[\s\S]*netsh advfirewall firewall delete rule[\s\S]*DeleteRegValue HKCU "Software\\Microsoft\\Windows\\CurrentVersion\\Run" "\$\{APP_ID\}"[\s\S]*\$\{endIf\}/);
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
