// Electron main process: wiring only. Hosts the server in-process, shows it in one locked-down
// window and stays in the tray when that window closes. Decisions live in the pure modules.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron';
import { handle } from './ipc.js';
import { lanUrls } from './lan.js';
import { hardenWebContents, restrictPermissions } from './security.js';
import type { LaunchServer } from './server-controller.js';
import { createServerController } from './server-controller.js';
import { localOrigin, windowUrl } from './server-host.js';
import type { SettingsStore } from './settings-store.js';
import { openSettingsStore, settingsFileName } from './settings-store.js';
import type { HearthTray } from './tray.js';
import { createTray } from './tray.js';
import type { TrayAction } from './tray-menu.js';
import { trayIconFile, trayTooltip } from './tray-menu.js';
import { camerasOf, quickPreviewWindow } from './quick-preview.js';
import { isAppUrl } from './trusted-url.js';
import { createMainWindow, revealWindow } from './window.js';
import type * as serverModule from '../server/index.js';

type ServerModule = typeof serverModule;
type RunningServer = Awaited<ReturnType<ServerModule['startServer']>>;

// Before anything reads userData: it names the data folder (~/.config/Hearth on Linux).
app.setName('Hearth');

const dataDir = app.getPath('userData');
// Chromium's own files (caches, cookies, localStorage) get a subfolder, apart from hearth.db.
app.setPath('sessionData', path.join(dataDir, 'desktop-profile'));
// build.mjs copies resources/ to dist/resources, beside this bundle (also inside app.asar).
const resourcesDir = path.join(__dirname, '../resources');
const lanRefreshMs = 30_000;

// esbuild bundles this file to dist/electron/main.cjs; the server is the separate ESM bundle
// dist/server/index.js, so it is loaded with a real dynamic import.
const launchServer: LaunchServer<RunningServer> = async ({ host, port }) => {
  const entry = pathToFileURL(path.join(__dirname, '../server/index.js')).href;
  const { startServer } = (await import(entry)) as ServerModule;
  const staticDir = path.join(__dirname, '../renderer');
  return startServer({ dataDir, host, port, staticDir, env: process.env, log: (line) => console.log(line) });
};

const server = createServerController(launchServer, process.env.HEARTH_PORT);
let settings: SettingsStore | null = null;
let window: BrowserWindow | null = null;
let tray: HearthTray | null = null;
let windowOrigin: string | null = null;
let quitting = false;

const shareOnLan = (): boolean => settings?.get().shareOnLan ?? true;
const isHearthPage = (url: string): boolean => windowOrigin !== null && isAppUrl(url, windowOrigin);

function fail(title: string, error: unknown): void {
  console.error(title, error);
  dialog.showErrorBox(title, error instanceof Error ? error.message : String(error));
}

function load(url: string): void {
  windowOrigin = new URL(url).origin;
  window?.loadURL(url).catch((error: unknown) => console.error(`Could not load ${url}:`, error));
}

let cameras: { id: string; name: string }[] | undefined;

/**
 * The cameras of whoever is signed in in the window, for the tray's "Quick preview": the window's
 * own token (read from its page) against the local API. Undefined when nobody is signed in.
 */
async function loadCameras(port: number): Promise<{ id: string; name: string }[] | undefined> {
  if (!window || window.isDestroyed() || !windowOrigin) return undefined;
  const token: unknown = await window.webContents.executeJavaScript("localStorage.getItem('hearth.token')", false);
  if (typeof token !== 'string' || !token) return undefined;
  const res = await fetch(`${localOrigin(port)}/api/v1/listing/folder/stream/list`, { headers: { authorization: `Bearer ${token}` } });
  return res.ok ? camerasOf(await res.json()) : undefined;
}

function refreshCameras(): void {
  const running = server.current();
  if (!running) return;
  loadCameras(running.port)
    .catch(() => undefined)
    .then((found) => {
      if (JSON.stringify(found) === JSON.stringify(cameras)) return;
      cameras = found;
      refreshTray();
    })
    .catch((error: unknown) => console.error('Could not list cameras for the tray:', error));
}

let preview: BrowserWindow | null = null;

/** Opens (or replaces) the small always-on-top window that plays one camera for 120 s. */
function openQuickPreview(listingId: string, name: string): void {
  const running = server.current();
  if (!running) return;
  // The main window's origin: the sign-in (localStorage) belongs to it.
  const spec = quickPreviewWindow(windowOrigin ?? localOrigin(running.port), listingId, name);
  if (!spec) return;
  if (preview && !preview.isDestroyed()) preview.close();
  const next = new BrowserWindow({
    ...spec.options,
    webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, spellcheck: false },
  });
  preview = next;
  const timer = setTimeout(() => {
    if (!next.isDestroyed()) next.close();
  }, spec.closeAfterMs);
  next.on('closed', () => {
    clearTimeout(timer);
    if (preview === next) preview = null;
  });
  next.once('ready-to-show', () => next.showInactive());
  next.loadURL(spec.url).catch((error: unknown) => console.error(`Could not load ${spec.url}:`, error));
}

function refreshTray(): void {
  const running = server.current();
  if (!tray || !running) return;
  const sharing = shareOnLan();
  const urls = sharing ? lanUrls(os.networkInterfaces(), running.port) : [];
  const tooltip = trayTooltip({ localUrl: localOrigin(running.port), shareOnLan: sharing, lanUrls: urls });
  tray.update({ shareOnLan: sharing, windowVisible: window?.isVisible() ?? false, lanUrls: urls, cameras }, tooltip);
}

function showWindow(): void {
  if (window) revealWindow(window);
}

async function openDataFolder(): Promise<void> {
  const problem = await shell.openPath(dataDir);
  if (problem) console.error(`Could not open the data folder: ${problem}`);
}

async function setShareOnLan(on: boolean): Promise<boolean> {
  const previous = shareOnLan();
  if (!settings || on === previous) return previous;
  await settings.update({ shareOnLan: on });
  try {
    const outcome = await server.switchHost(on, previous);
    if (outcome.reloadUrl) load(outcome.reloadUrl);
    if (!outcome.switched) {
      await settings.update({ shareOnLan: previous });
      fail('Hearth could not change LAN sharing', outcome.error);
    }
  } catch (error) {
    fail('Hearth stopped: its server could not restart', error);
    app.exit(1);
  }
  refreshTray();
  return shareOnLan();
}

function onTrayAction(action: TrayAction): void {
  const failWith = (title: string) => (error: unknown) => fail(title, error);
  switch (action) {
    case 'open':
      return showWindow();
    case 'hide':
      return window?.hide();
    case 'toggle-share-on-lan':
      return void setShareOnLan(!shareOnLan()).catch(failWith('Hearth could not change LAN sharing'));
    case 'open-data-folder':
      return void openDataFolder().catch(failWith('Hearth could not open its data folder'));
    case 'quit':
      return app.quit();
  }
}

function registerIpc(): void {
  handle(ipcMain, 'hearth:open-data-folder', isHearthPage, openDataFolder);
  handle(ipcMain, 'hearth:get-share-on-lan', isHearthPage, shareOnLan);
  handle(ipcMain, 'hearth:set-share-on-lan', isHearthPage, setShareOnLan);
}

async function start(): Promise<void> {
  settings = await openSettingsStore(path.join(dataDir, settingsFileName));
  restrictPermissions(session.defaultSession, () => windowOrigin);
  registerIpc();
  const running = await server.start(shareOnLan());
  tray = createTray(path.join(resourcesDir, 'tray', trayIconFile(process.platform)), { onAction: onTrayAction, onCamera: openQuickPreview });
  window = createMainWindow({
    preloadPath: path.join(__dirname, 'preload.cjs'),
    iconPath: path.join(resourcesDir, 'icon.png'),
    appVersion: app.getVersion(),
    keepInTray: () => !quitting,
  });
  window.on('show', refreshTray);
  window.on('hide', refreshTray);
  // Signing in or out, or adding a camera, happens in the page: the list is read again as it loads.
  window.webContents.on('did-navigate-in-page', refreshCameras);
  window.webContents.on('did-finish-load', refreshCameras);
  load(windowUrl(running));
  refreshTray();
  // LAN addresses change with Wi-Fi and DHCP; the tray only redraws when they do.
  setInterval(() => {
    refreshTray();
    refreshCameras();
  }, lanRefreshMs);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', showWindow);
  app.on('activate', showWindow);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, () => windowOrigin));
  // Closing the window hides it; Hearth keeps serving the LAN from the tray until Quit.
  app.on('window-all-closed', () => undefined);
  app.on('before-quit', (event) => {
    quitting = true;
    if (!server.current()) return;
    event.preventDefault();
    tray?.destroy();
    tray = null;
    server
      .stop()
      .catch((error: unknown) => console.error('Hearth server did not stop cleanly:', error))
      .finally(() => app.quit());
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      fail('Hearth could not start', error);
      app.exit(1);
    });
}
