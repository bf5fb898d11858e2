/**
 * Smoke test of the desktop shell as shipped: dist/electron/main.cjs, loaded under Node with a
 * fake `electron` module (testing/fake-electron.ts) and the REAL embedded server
 * (dist/server/index.js, a real SQLite file). Drives a port clash, start-up, the first-run LAN
 * and start-at-sign-in question, close-to-tray, the tray's toggles, a second instance, another
 * Hearth on the port, a native module that won't load, a server that stops serving, Quit,
 * closing where there is no tray, --self-test (a built-in integration through the utility-process
 * runtime, ffmpeg, ping) and --unseal-key.
 *
 * `npm test` builds dist/ first; run alone, this builds the Electron bundle (and the server
 * bundle when it is missing) itself.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type Electron from 'electron';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { isHearthAnswer } from './port-clash.js';
import type { FakeElectron } from './testing/fake-electron.js';
import { createFakeElectron } from './testing/fake-electron.js';
import { desktopNode } from './testing/fake-utility-process.js';
import { onCi } from '../tests/helpers/prerequisites.js';

// Electron's Node runs the integration runtime in --self-test; CI has it (scripts/test-node.mjs), so there it must be there.
const missingNode = !desktopNode() && !onCi;

const root = path.join(import.meta.dirname, '..');
const mainBundle = path.join(root, 'dist', 'electron', 'main.cjs');
const requireHere = createRequire(import.meta.url);

function build(step: 'electron' | 'node'): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', step], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build ${step} failed: ${result.stderr}`);
}

/** Makes require('electron') inside dist/electron answer `fake`. */
function provideElectron(fake: FakeElectron): void {
  const id = requireHere.resolve('electron', { paths: [path.dirname(mainBundle)] });
  const module = new Module(id);
  module.exports = fake.module;
  module.loaded = true;
  requireHere.cache[id] = module;
}

function loadMain(fake: FakeElectron): void {
  provideElectron(fake);
  delete requireHere.cache[mainBundle];
  requireHere(mainBundle);
}

type Probe<T> = T | null | undefined | false;

async function until<T>(what: string, probe: () => Probe<T> | Promise<Probe<T>>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Whether something accepts connections on host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function hearthAnswers(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/home`);
  return isHearthAnswer(response.status, await response.json());
}

type MenuItem = Electron.MenuItemConstructorOptions;
const menuItem = (menu: MenuItem[], label: string): MenuItem | undefined => menu.find((item) => item.label === label);
const click = (item: MenuItem | undefined): void => {
  if (!item?.click) throw new Error(`no menu item to click: ${item?.label}`);
  (item.click as () => void)();
};

describe('desktop shell smoke test (dist/electron/main.cjs, fake electron, real server)', () => {
  let dataDir: string;
  let blocker: net.Server;
  let blockedPort: number;
  let fake: FakeElectron;
  let configHome: string;
  const savedEnv = {
    HEARTH_PORT: process.env.HEARTH_PORT,
    XDG_CURRENT_DESKTOP: process.env.XDG_CURRENT_DESKTOP,
    DBUS_SESSION_BUS_ADDRESS: process.env.DBUS_SESSION_BUS_ADDRESS,
    XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME,
    HEARTH_MDNS: process.env.HEARTH_MDNS,
    HEARTH_HTTPS_PORT: process.env.HEARTH_HTTPS_PORT,
  };
  // Every http.Server the embedded server makes, so a test can pull one out from under it.
  const httpServers: http.Server[] = [];
  const createServer = http.createServer;

  beforeAll(async () => {
    build('electron');
    if (!existsSync(path.join(root, 'dist', 'server', 'index.js'))) build('node');
    delete process.env.HEARTH_PORT;
    process.env.XDG_CURRENT_DESKTOP = 'KDE';
    // Sharing on the LAN binds 0.0.0.0 here: no mDNS multicast on this machine's real interfaces,
    // and HTTPS on a free port rather than 7443.
    process.env.HEARTH_MDNS = 'off';
    process.env.HEARTH_HTTPS_PORT = '0';
    // No D-Bus to ask, so the desktop name decides whether a tray is shown, whatever runs here.
    process.env.DBUS_SESSION_BUS_ADDRESS = 'unix:path=/nonexistent/hearth-smoke-bus';
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-'));
    // The XDG autostart entry goes here, never into the real ~/.config.
    configHome = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-config-'));
    process.env.XDG_CONFIG_HOME = configHome;
    (http as { createServer: typeof http.createServer }).createServer = ((...args: Parameters<typeof http.createServer>) => {
      const made = createServer(...args);
      httpServers.push(made);
      return made;
    }) as typeof http.createServer;
    syncBuiltinESMExports();
    // The saved port is held by another program (not a Hearth): raw TCP that hangs up.
    blockedPort = await freePort();
    blocker = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => blocker.listen(blockedPort, '127.0.0.1', resolve));
    await writeFile(path.join(dataDir, 'desktop-settings.json'), JSON.stringify({ port: blockedPort }));
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
    if (fake && !fake.app.quitted) fake.app.quit();
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    (http as { createServer: typeof http.createServer }).createServer = createServer;
    syncBuiltinESMExports();
    await rm(dataDir, { recursive: true, force: true });
    await rm(configHome, { recursive: true, force: true });
  });

  let port = 0;
  const autostartEntry = () => path.join(configHome, 'autostart', 'hearth.desktop');

  it('asks about the taken port, saves the free one it offers, and opens setup there on loopback', async () => {
    fake = createFakeElectron({
      userData: dataDir,
      singleInstance: true,
      answer: (box) => (box.title === 'Port in use' || box.title === 'Share on your home network' ? 0 : (box.cancelId ?? 0)),
      ticks: (box) => box.title === 'Share on your home network',
    });
    loadMain(fake);
    fake.app.becomeReady();

    const window = await until('the main window to load', () => fake.windows[0]?.loads[0] && fake.windows[0]);
    const clash = fake.boxes.find((box) => box.title === 'Port in use');
    expect(clash?.message).toBe(`Port ${blockedPort} is in use.`);
    port = Number(/^Use port (\d+)$/.exec(clash?.buttons?.[0] ?? '')?.[1]);
    expect(port).toBeGreaterThan(blockedPort);
    expect(window.loads[0]?.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/setup\\?code=`));
    expect(await hearthAnswers(port)).toBe(true);
    expect(JSON.parse(await readFile(path.join(dataDir, 'desktop-settings.json'), 'utf8'))).toMatchObject({ port });
    expect(fake.windows[0]?.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    // Hidden until the page says its first screen is painted; this stand-in page never says so,
    // so the window shows a moment after its first paint instead.
    expect(fake.ipcHandlers.has('hearth:first-screen')).toBe(true);
    await until('the window to show itself', () => window.isVisible());
  });

  it('asks once whether to share on the LAN, and moves to every interface when told to', async () => {
    // The question comes once the window is ready to show, which may be after its first load.
    await until('the LAN question', () => fake.boxes.find((box) => box.title === 'Share on your home network'));
    expect(fake.boxes.filter((box) => box.title === 'Share on your home network')).toHaveLength(1);
    // 127.0.0.2 is loopback too, but only a 0.0.0.0 bind accepts on it.
    await until('the server to serve on every interface', () => accepts('127.0.0.2', port));
    expect(JSON.parse(await readFile(path.join(dataDir, 'desktop-settings.json'), 'utf8'))).toMatchObject({
      shareOnLan: true,
      lanChoiceMade: true,
      port,
    });
    const tray = await until('the tray', () => fake.trays[0]);
    await until('the tray to show sharing', () => menuItem(tray.menu, 'Share on LAN')?.checked === true);
    // A new setup code came with the restart: the window reloaded it, from the same origin.
    const loads = fake.windows[0]?.loads ?? [];
    await until('the reload to finish', () => loads.length > 1 && loads.every((load) => load.status !== null));
    for (const load of loads) expect(load.url.startsWith(`http://127.0.0.1:${port}/`) && load.status !== null, load.url).toBe(true);
  });

  it('starts at sign-in when that box was ticked in the same question (an XDG autostart entry), and the tray turns it off', async () => {
    const tray = await until('the tray to show Start at login ticked', () => (menuItem(fake.trays[0]?.menu ?? [], 'Start at login')?.checked === true ? fake.trays[0] : null));
    const entry = await readFile(autostartEntry(), 'utf8');
    expect(entry).toContain(`Exec=${process.execPath} --hidden`);
    expect(JSON.parse(await readFile(path.join(dataDir, 'desktop-settings.json'), 'utf8'))).toMatchObject({ startAtLogin: true });
    click(menuItem(tray.menu, 'Start at login'));
    await until('the tray to show Start at login off', () => menuItem(fake.trays[0]?.menu ?? [], 'Start at login')?.checked === false);
    expect(existsSync(autostartEntry())).toBe(false);
    expect(JSON.parse(await readFile(path.join(dataDir, 'desktop-settings.json'), 'utf8'))).toMatchObject({ startAtLogin: false });
  });

  it('hides the window to the tray on close, since a tray host is there', () => {
    const window = fake.windows[0];
    expect(window?.close()).toBe(false);
    expect(window?.isVisible()).toBe(false);
    expect(fake.app.quitted).toBe(false);
  });

  it("turns LAN sharing off from the tray's checkbox, keeping the port", async () => {
    const tray = fake.trays[0];
    click(menuItem(tray?.menu ?? [], 'Share on LAN'));
    await until('the tray to show loopback only', () => menuItem(tray?.menu ?? [], 'Share on LAN')?.checked === false);
    expect(await accepts('127.0.0.2', port)).toBe(false);
    expect(await hearthAnswers(port)).toBe(true);
  });

  it('brings the window back when a second copy starts, and the second copy quits at once', async () => {
    fake.app.emit('second-instance', {}, [], root);
    expect(fake.windows[0]?.isVisible()).toBe(true);
    expect(fake.windows[0]?.focused).toBe(true);

    const secondDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-second-'));
    // Removed even when an expectation fails.
    onTestFinished(() => rm(secondDir, { recursive: true, force: true }));
    const second = createFakeElectron({ userData: secondDir, singleInstance: false, answer: () => 0 });
    loadMain(second);
    second.app.becomeReady();
    await until('the second copy to quit', () => second.app.quitCalls === 1);
    expect(second.app.quitCalls).toBe(1);
    expect(second.windows).toEqual([]);
    expect(existsSync(path.join(secondDir, 'logs', 'hearth.log'))).toBe(false);
    provideElectron(fake);
  });

  it("opens the Hearth already serving on the port instead of starting a second one (another account's)", async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-other-'));
    // Removed even when an expectation fails.
    onTestFinished(() => rm(otherDir, { recursive: true, force: true }));
    await writeFile(path.join(otherDir, 'desktop-settings.json'), JSON.stringify({ port }));
    const other = createFakeElectron({ userData: otherDir, singleInstance: true, answer: () => 0 });
    loadMain(other);
    other.app.becomeReady();
    await until('the other copy to quit', () => other.app.quitted);
    expect(other.boxes.map((box) => box.message)).toEqual([`Hearth is already running on port ${port}.`]);
    expect(other.opened).toEqual([`http://127.0.0.1:${port}/`]);
    expect(other.windows).toEqual([]);
    expect(await hearthAnswers(port)).toBe(true);
    provideElectron(fake);
  });

  it('says the native module failed when better-sqlite3 cannot be loaded', async () => {
    const brokenDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-broken-'));
    const binding = path.join(brokenDir, 'better_sqlite3.node');
    await writeFile(binding, 'not a shared library');
    await writeFile(path.join(brokenDir, 'desktop-settings.json'), JSON.stringify({ port: await freePort(), lanChoiceMade: true }));
    process.env.HEARTH_SQLITE_BINDING = binding;
    const broken = createFakeElectron({ userData: brokenDir, singleInstance: true, answer: () => 0 });
    try {
      loadMain(broken);
      broken.app.becomeReady();
      const page = await until('the error page', () => broken.windows[0]?.loads.find((load) => load.url.startsWith('data:')));
      const html = decodeURIComponent(page.url.slice(page.url.indexOf(',') + 1));
      expect(html).toContain('Hearth cannot open its database');
      expect(html).toContain('native module');
      broken.app.quit();
      await until('the broken copy to quit', () => broken.app.quitted);
    } finally {
      delete process.env.HEARTH_SQLITE_BINDING;
      provideElectron(fake);
      await rm(brokenDir, { recursive: true, force: true });
    }
  });

  it('says the data folder is the problem when hearth.db cannot be opened there', async () => {
    const badDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-folder-'));
    await mkdir(path.join(badDir, 'hearth.db'));
    await writeFile(path.join(badDir, 'desktop-settings.json'), JSON.stringify({ port: await freePort(), lanChoiceMade: true }));
    const bad = createFakeElectron({ userData: badDir, singleInstance: true, answer: () => 0 });
    try {
      loadMain(bad);
      bad.app.becomeReady();
      const page = await until('the error page', () => bad.windows[0]?.loads.find((load) => load.url.startsWith('data:')));
      const html = decodeURIComponent(page.url.slice(page.url.indexOf(',') + 1));
      expect(html).toContain("Hearth&#39;s data folder is the problem");
      expect(html).not.toContain('native module');
      bad.app.quit();
      await until('the app to quit', () => bad.app.quitted);
    } finally {
      provideElectron(fake);
      await rm(badDir, { recursive: true, force: true });
    }
  });

  it("starts the server again when it stops serving, shows why meanwhile, and goes back to Hearth", async () => {
    const listening = httpServers.find((candidate) => {
      const address = candidate.address();
      return candidate.listening && typeof address === 'object' && address?.port === port;
    });
    if (!listening) throw new Error('no http server listening on the port');
    const window = fake.windows[0]!;
    const loadsBefore = window.loads.length;
    // Pulled out from under Hearth: its listening socket closes without Hearth asking.
    listening.close();
    listening.closeAllConnections();
    const page = await until('the restarting page', () => window.loads.slice(loadsBefore).find((load) => load.url.startsWith('data:')));
    expect(decodeURIComponent(page.url)).toContain('Hearth&#39;s server stopped');
    const back = await until('the window back on Hearth', () => window.loads.slice(loadsBefore).find((load) => load.url.startsWith(`http://127.0.0.1:${port}/`) && load.status === 200));
    expect(back.url.startsWith(`http://127.0.0.1:${port}/`)).toBe(true);
    expect(await hearthAnswers(port)).toBe(true);
    expect(await readFile(path.join(dataDir, 'logs', 'hearth.log'), 'utf8')).toContain("Restarting Hearth's server in 1 s (attempt 1): stopped serving (its listening socket closed)");
  });

  it("offers Open log, which opens hearth.log (in Electron's logs folder) holding the setup link", async () => {
    click(menuItem(fake.trays[0]?.menu ?? [], 'Open log'));
    const logFile = path.join(dataDir, 'logs', 'hearth.log');
    await until('the log to open', () => fake.opened.includes(logFile));
    expect(await readFile(logFile, 'utf8')).toMatch(/Open http:\/\/\S+\/setup\?code=\S+ to create the administrator/);
  });

  it('stops the server and closes the database on Quit', async () => {
    click(menuItem(fake.trays[0]?.menu ?? [], 'Quit Hearth'));
    await until('the app to quit', () => fake.app.quitted);
    expect(fake.trays[0]?.destroyed).toBe(true);
    expect(fake.windows).toEqual([]);
    expect(await accepts('127.0.0.1', port)).toBe(false);
    // better-sqlite3 removes the WAL file when the last connection closes cleanly.
    expect(existsSync(path.join(dataDir, 'hearth.db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'hearth.db-wal'))).toBe(false);
    expect(fake.errorBoxes).toEqual([]);
  });

  it('quits instead of hiding on close where no tray host runs (GNOME without AppIndicator)', async () => {
    const gnomeDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-gnome-'));
    const gnomePort = await freePort();
    await writeFile(path.join(gnomeDir, 'desktop-settings.json'), JSON.stringify({ port: gnomePort, lanChoiceMade: true }));
    process.env.XDG_CURRENT_DESKTOP = 'GNOME';
    const gnome = createFakeElectron({ userData: gnomeDir, singleInstance: true, answer: () => 0 });
    try {
      loadMain(gnome);
      gnome.app.becomeReady();
      const window = await until('the window to load', () => (gnome.windows[0]?.loads[0]?.status ? gnome.windows[0] : null));
      expect(await hearthAnswers(gnomePort)).toBe(true);
      window.close();
      await until('the app to quit', () => gnome.app.quitted);
      expect(await accepts('127.0.0.1', gnomePort)).toBe(false);
    } finally {
      process.env.XDG_CURRENT_DESKTOP = 'KDE';
      await rm(gnomeDir, { recursive: true, force: true });
    }
  });

  it('quitting right after the LAN toggle, whatever the switch has reached, still stops the server and closes the database', async () => {
    const switchDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-switch-'));
    const switchPort = await freePort();
    await writeFile(path.join(switchDir, 'desktop-settings.json'), JSON.stringify({ port: switchPort, lanChoiceMade: true }));
    const quitter = createFakeElectron({ userData: switchDir, singleInstance: true, answer: () => 0 });
    try {
      loadMain(quitter);
      quitter.app.becomeReady();
      const tray = await until('the tray', () => (quitter.windows[0]?.loads[0]?.status ? quitter.trays[0] : null));
      const menu = tray.menu;
      click(menuItem(menu, 'Share on LAN'));
      click(menuItem(menu, 'Quit Hearth'));
      await until('the app to quit', () => quitter.app.quitted);
      expect(await accepts('127.0.0.1', switchPort)).toBe(false);
      expect(await accepts('127.0.0.2', switchPort)).toBe(false);
      expect(existsSync(path.join(switchDir, 'hearth.db-wal'))).toBe(false);
      expect(quitter.errorBoxes).toEqual([]);
    } finally {
      await rm(switchDir, { recursive: true, force: true });
    }
  });

  /** Runs the app with extra command-line flags until it exits; answers its exit code and what it printed. */
  async function runWith(flags: string[], userData: string, env: Record<string, string> = {}): Promise<{ code: number; printed: string }> {
    const printed: string[] = [];
    const log = console.log;
    const error = console.error;
    const argv = process.argv;
    const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    console.error = (...args: unknown[]) => void printed.push(args.join(' '));
    process.argv = [...argv, ...flags];
    Object.assign(process.env, env);
    const app = createFakeElectron({ userData, singleInstance: true, answer: () => 0, keychain: true });
    try {
      loadMain(app);
      app.app.becomeReady();
      const code = await until('the app to exit', () => (app.app.exitCode === null ? null : { code: app.app.exitCode }), 60_000);
      return { code: code.code, printed: printed.join('\n') };
    } finally {
      console.log = log;
      console.error = error;
      process.argv = argv;
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      provideElectron(fake);
    }
  }

  it.skipIf(missingNode)('--self-test runs a built-in integration through the utility-process runtime, ffmpeg and ping, then exits 0', async () => {
    const userData = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-selftest-'));
    onTestFinished(() => rm(userData, { recursive: true, force: true }));
    const selfTestFolders = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('hearth-self-test-')).sort();
    const before = await selfTestFolders();
    const { code, printed } = await runWith(['--self-test'], userData, { HEARTH_ADMIN_USERNAME: 'selftest', HEARTH_ADMIN_PASSWORD: 'self test password' });
    // Its own fresh data folder is gone when it passes.
    expect(await selfTestFolders()).toEqual(before);
    expect(printed).toContain('ok   health:');
    expect(printed).toContain('ok   renderer: the dashboard page is served');
    expect(printed).toContain('ok   sign-in: signed in as selftest');
    expect(printed).toMatch(/ok {3}integration: the built-in Site Status ran in the integration runtime and saw http:\/\/127\.0\.0\.1:\d+\/ up/);
    // The fake utility process, like Electron's, ignores Node's permission flags: the sandbox alone.
    expect(printed).toContain("ok   sandbox: Integrations run in their own processes, in Hearth's sandbox (locked-down compartments, capped memory); this launcher does not apply Node's permission model to the process.");
    expect(printed).toMatch(/ok {3}ffmpeg: ffmpeg version /);
    expect(printed).toMatch(/ok {3}ping: 127\.0\.0\.1 answered/);
    expect(printed).toContain('Hearth self-test: all 8 checks passed.');
    expect(code).toBe(0);
    // It used its own data folder, not the one it was given.
    expect(existsSync(path.join(userData, 'hearth.db'))).toBe(false);
  }, 90_000);

  it('--self-test names what failed, prints its log, keeps its data folder and exits 1', async () => {
    const userData = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-selftest-'));
    onTestFinished(() => rm(userData, { recursive: true, force: true }));
    const selfTestFolders = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('hearth-self-test-')).sort();
    const before = await selfTestFolders();
    const { code, printed } = await runWith(['--self-test'], userData, { HEARTH_FFMPEG: '/nonexistent/ffmpeg', HEARTH_ADMIN_USERNAME: '', HEARTH_ADMIN_PASSWORD: '' });
    // The failed run's data folder stays, with its log, and the log is printed.
    const kept = (await selfTestFolders()).filter((name) => !before.includes(name));
    expect(kept).toHaveLength(1);
    const keptDir = path.join(os.tmpdir(), kept[0] ?? '');
    onTestFinished(() => rm(keptDir, { recursive: true, force: true }));
    const logFile = path.join(keptDir, 'logs', 'hearth.log');
    expect(printed).toContain(`Hearth self-test log (${logFile}; the data folder ${keptDir} was kept):`);
    expect(await readFile(logFile, 'utf8')).toContain('FAIL ffmpeg');
    expect(printed).toMatch(/\n {2}\S+Z Hearth listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(printed).toContain('FAIL sign-in: HEARTH_ADMIN_USERNAME and HEARTH_ADMIN_PASSWORD are not set');
    expect(printed).toContain('FAIL ffmpeg: /nonexistent/ffmpeg: spawn /nonexistent/ffmpeg ENOENT');
    expect(printed).toMatch(/Hearth self-test: \d+ of 8 checks failed: .*sign-in.*ffmpeg/);
    expect(code).toBe(1);
  }, 90_000);

  it('--unseal-key rewrites a keychain-sealed key as a plain file, with the same key', async () => {
    const userData = await mkdtemp(path.join(os.tmpdir(), 'hearth-smoke-unseal-'));
    onTestFinished(() => rm(userData, { recursive: true, force: true }));
    const key = Buffer.alloc(32, 7);
    const sealed = createFakeElectron({ userData, singleInstance: true, answer: () => 0, keychain: true }).module.safeStorage.encryptString(key.toString('base64'));
    await writeFile(path.join(userData, 'secret.key'), `hearth-secret-key v1\nelectron-safestorage\n${sealed.toString('base64')}\n`, { mode: 0o600 });
    const { code, printed } = await runWith(['--unseal-key'], userData);
    expect(printed).toContain('The key file is now a plain file (mode 0600)');
    expect(code).toBe(0);
    expect(await readFile(path.join(userData, 'secret.key'), 'utf8')).toBe(`hearth-secret-key v1\nplain\n${key.toString('base64')}\n`);
  });
});
