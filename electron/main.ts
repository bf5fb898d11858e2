// Electron main process: wiring only. Hosts the server in-process, shows it in one locked-down
// window and stays in the tray when that window closes. Decisions live in the pure modules.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BrowserWindow, Menu, Notification, app, dialog, ipcMain, powerMonitor, safeStorage, screen, session, shell, utilityProcess } from 'electron';
import { guardProcess } from '../server/process-guard.js';
import { startedHidden } from './autostart.js';
import { type Autostart, createAutostart } from './autostart-io.js';
import { selfTestCredentials, selfTestFlag, selfTestReport, runSelfTest } from './self-test.js';
import { createSupervisor, databaseDownReason } from './server-supervisor.js';
import { keychainProtector } from './key-protector.js';
import { fetchPreviewTargets, fetchWakeTargets, wakeDevice } from './account-api.js';
import { createAccountMenus } from './account-menus.js';
import { createAlertListener } from './monitor-alerts.js';
import { keepCompiledCode } from '../server/host/compile-cache.js';
import { tuneHeapForServing } from '../server/host/heap-tuning.js';
import WebSocket from 'ws';
import { appId, appMenuModel } from './app-menu.js';
import { databasePage, restartingPage, withNextTry } from './error-page.js';
import { handle } from './ipc.js';
import { utilityLauncher } from './runtime-launcher.js';
import { describeError, openLogFile } from './log-file.js';
import { httpsPortOf, lanUrls } from './lan.js';
import { lanChoiceDialog, sharesOnLan, shouldAskLanChoice } from './lan-choice.js';
import { startResolvingClashes } from './port-clash.js';
import { checkLoopbackFree, firstFreePort, portOwner } from './port-probe.js';
import { hardenWebContents, restrictPermissions } from './security.js';
import type { LaunchServer } from './server-controller.js';
import { createServerController } from './server-controller.js';
import { StoppedError, configuredPort, localOrigin, parsePort, windowUrl } from './server-host.js';
import type { SettingsStore } from './settings-store.js';
import { openSettingsStore, settingsFileName } from './settings-store.js';
import type { HearthTray } from './tray.js';
import { createTray, createTrayHostCheck } from './tray.js';
import type { TrayAction, TrayPick } from './tray-menu.js';
import type { PreviewTarget, WakeTarget } from './tray-submenus.js';
import { trayIconFile, trayTooltip } from './tray-menu.js';
import { closeAction } from './tray-support.js';
import { isAppUrl } from './trusted-url.js';
import { createMainWindow, openPreviewWindow, revealWindow, showErrorPage, watchForFailures } from './window.js';
import { windowRevealer } from './window-reveal.js';
import type * as serverModule from '../server/index.js';

type ServerModule = typeof serverModule;
type RunningServer = Awaited<ReturnType<ServerModule['startServer']>>;

// Before anything reads userData: it names the data folder (~/.config/Hearth on Linux).
app.setName('Hearth');
// Windows groups the taskbar button and shows notifications under this id (electron-builder's appId).
if (process.platform === 'win32') app.setAppUserModelId(appId);

// `--self-test` checks the installed app on a fresh data folder and a free port, then exits;
// `--unseal-key` rewrites the keychain-sealed key as a plain file for headless serving, then exits.
const selfTest = process.argv.includes(selfTestFlag);
const unsealKey = process.argv.includes('--unseal-key');
if (selfTest) {
  app.setPath('userData', mkdtempSync(path.join(os.tmpdir(), 'hearth-self-test-')));
  process.env.HEARTH_PORT ??= '0';
}
// Started by the login item: stay in the tray until asked.
const hiddenStart = startedHidden(process.argv);

const dataDir = app.getPath('userData');
// Chromium's own files (caches, cookies, localStorage) get a subfolder, apart from hearth.db.
app.setPath('sessionData', path.join(dataDir, 'desktop-profile'));
// build.mjs copies resources/ to dist/resources, beside this bundle (also inside app.asar).
const resourcesDir = path.join(__dirname, '../resources');
const lanRefreshMs = 30_000;
// A desktop app has no terminal: the server's lines (the setup link too) and errors go here.
const logFile = openLogFile(dataDir);
const databaseFailurePrefix = 'Hearth cannot open its database';
let databaseFailure: string | null = null;

function record(text: string): void {
  console.log(text);
  logFile.write(text);
}

function report(text: string, error?: unknown): void {
  console.error(text, error ?? '');
  logFile.write(error === undefined ? text : `${text} ${describeError(error)}`);
}

// esbuild bundles this file to dist/electron/main.cjs; the server is the separate ESM bundle
// dist/server/index.js, so it is loaded with a real dynamic import.
const serverEntry = path.join(__dirname, '../server/index.js');
// Electron's Node keeps V8's compiled code of the server bundle between launches (the window shows
// the dashboard sooner); in Node's default folder in the temp dir, never inside the asar.
keepCompiledCode();
let loadedServer: Promise<ServerModule> | null = null;
const loadServer = (): Promise<ServerModule> => (loadedServer ??= import(pathToFileURL(serverEntry).href) as Promise<ServerModule>);
const sandboxLines: string[] = [];

const launchServer: LaunchServer<RunningServer> = async ({ host, port }) => {
  const { startServer } = await loadServer();
  const staticDir = path.join(__dirname, '../renderer');
  const log = (line: string): void => {
    if (line.startsWith(databaseFailurePrefix)) databaseFailure = line;
    if (line.startsWith('Integrations run in')) sandboxLines.push(line);
    record(line);
  };
  // safeStorage works only once the app is ready, which it is by the time the server starts.
  const keyProtector = keychainProtector(safeStorage, process.platform) ?? undefined;
  // The RunAsNode fuse is off in the packaged app: integration code runs in utility processes.
  const launchRuntime = utilityLauncher(utilityProcess);
  const running = await startServer({ dataDir, host, port, staticDir, env: process.env, log, launchRuntime, backupEvery: 'daily', ...(keyProtector ? { keyProtector } : {}) });
  tuneHeapForServing();
  // Every server, whether started at launch, by a LAN switch or by a restart, is watched.
  if (!selfTest) supervisor.watch(running);
  return running;
};

let settings: SettingsStore | null = null;
const server = createServerController(launchServer, {
  port: () => configuredPort(process.env.HEARTH_PORT, settings?.get().port ?? null),
  checkLoopbackFree,
});
let window: BrowserWindow | null = null;
const revealer = windowRevealer({
  show: () => {
    if (window && !window.isDestroyed()) window.show();
  },
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
});
let tray: HearthTray | null = null;
let windowOrigin: string | null = null;
let quitting = false;
let serverStopped = false;
let stopRequested = false;
let refreshTimer: NodeJS.Timeout | null = null;
let autostart: Autostart | null = null;
let startAtLogin = false;
const trayHost = createTrayHostCheck();

// A server that stops serving, or whose database would not open, is started again.
const supervisor = createSupervisor<RunningServer>({
  restart: () => server.restart(shareOnLan()),
  showRestarting: (state) => {
    const running = server.current();
    const retry = lastAppUrl ?? (running ? windowUrl(running) : 'http://127.0.0.1/');
    // A database that will not open keeps its own page (what to check), with when Hearth tries again.
    const page =
      state.reason === databaseDownReason
        ? withNextTry(databasePage(databaseFailure ?? 'unknown error (see the log)', { dataDir, logFile: logFile.path }), state.delayMs)
        : restartingPage(state, retry, logFile.path);
    showErrorPage(window, page, report);
  },
  recovered: (running) => {
    refreshTray();
    load(lastAppUrl && new URL(lastAppUrl).port === String(running.port) ? lastAppUrl : windowUrl(running));
  },
  log: record,
  now: Date.now,
  schedule: (run, ms) => {
    const timer = setTimeout(run, ms);
    return { cancel: () => clearTimeout(timer) };
  },
});

/** The window could not load Hearth's own page: the supervisor restarts a server that stopped answering. */
async function checkServerAnswers(url: string): Promise<void> {
  const running = server.current();
  if (!running || supervisor.restarting || new URL(url).origin !== localOrigin(running.port)) return;
  try {
    const response = await fetch(`${localOrigin(running.port)}/api/v1/health`, { signal: AbortSignal.timeout(3000) });
    if (response.status < 500) return;
    supervisor.failed(`answered ${response.status}`);
  } catch (error) {
    supervisor.failed(`stopped answering the window (${error instanceof Error ? error.message : String(error)})`);
  }
}

const serverOrigin = (): string | null => {
  const running = server.current();
  return running ? localOrigin(running.port) : null;
};
const notSignedIn = (): Promise<never> => Promise.reject(new Error('Hearth is not running'));
const accountMenus = createAccountMenus({
  wake: (token) => {
    const origin = serverOrigin();
    return origin ? fetchWakeTargets(origin, token) : notSignedIn();
  },
  preview: (token) => {
    const origin = serverOrigin();
    return origin ? fetchPreviewTargets(origin, token) : notSignedIn();
  },
  changed: () => refreshTray(),
});

// Health-check alerts of the account signed in in the window, as desktop notifications.
const alerts = createAlertListener({
  open: (url) => new WebSocket(url),
  notify: (title, body) => {
    if (Notification.isSupported()) new Notification({ title, body }).show();
  },
  origin: serverOrigin,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
});

const shareOnLan = (): boolean => settings?.get().shareOnLan ?? false;
const isHearthPage = (url: string): boolean => windowOrigin !== null && isAppUrl(url, windowOrigin);

function fail(title: string, error: unknown): void {
  report(title, error);
  dialog.showErrorBox(title, error instanceof Error ? error.message : String(error));
}

let lastAppUrl: string | null = null;

function load(url: string): void {
  windowOrigin = new URL(url).origin;
  lastAppUrl = url;
  window?.loadURL(url).catch((error: unknown) => report(`Could not load ${url}:`, error));
}

function refreshTray(): void {
  const running = server.current();
  if (!tray || !running) return;
  const sharing = shareOnLan();
  // HTTPS and mDNS follow sharing inside the server (startServer): the tray lists what runs.
  const urls = sharing ? lanUrls(os.networkInterfaces(), running.port, httpsPortOf(running.httpsUrl)) : [];
  const tooltip = trayTooltip({ localUrl: localOrigin(running.port), shareOnLan: sharing, lanUrls: urls });
  const state = { shareOnLan: sharing, startAtLogin, windowVisible: window?.isVisible() ?? false, lanUrls: urls, ...accountMenus.state() };
  tray.update(state, tooltip);
}

function showWindow(): void {
  if (window) revealWindow(window);
}

async function openDataFolder(): Promise<void> {
  const problem = await shell.openPath(dataDir);
  if (problem) report(`Could not open the data folder: ${problem}`);
}

async function openLog(): Promise<void> {
  const problem = await shell.openPath(logFile.path);
  if (problem) report(`Could not open the log: ${problem}`);
}

async function setShareOnLan(on: boolean): Promise<boolean> {
  const previous = shareOnLan();
  if (!settings) return previous;
  if (on === previous) {
    await settings.update({ lanChoiceMade: true });
    return previous;
  }
  await settings.update({ shareOnLan: on, lanChoiceMade: true });
  try {
    const outcome = await server.switchHost(on, previous);
    if (outcome.reloadUrl) load(outcome.reloadUrl);
    if (!outcome.switched) {
      await settings.update({ shareOnLan: previous });
      fail('Hearth could not change LAN sharing', outcome.error);
    }
  } catch (error) {
    if (error instanceof StoppedError) return shareOnLan();
    fail('Hearth stopped: its server could not restart', error);
    app.quit();
  }
  refreshTray();
  return shareOnLan();
}

/** Turns starting at sign-in on or off; answers the state now in force. */
async function setStartAtLogin(on: boolean): Promise<boolean> {
  if (!autostart) return startAtLogin;
  try {
    await autostart.set(on);
    await settings?.update({ startAtLogin: on });
  } catch (error) {
    fail('Hearth could not change starting at sign-in', error);
  }
  startAtLogin = await autostart.isOn().catch(() => on);
  refreshTray();
  return startAtLogin;
}

/** The system is shutting down: nothing may keep the window open or the server running. */
function quitForShutdown(): void {
  quitting = true;
  app.quit();
}

/** Asks once, on the first start, whether to share on the LAN (the window is loopback-only until then). */
async function askLanChoice(): Promise<void> {
  if (!settings || !shouldAskLanChoice(settings.get())) return;
  const dialogOptions = lanChoiceDialog(process.platform);
  const { response, checkboxChecked } = window ? await dialog.showMessageBox(window, dialogOptions) : await dialog.showMessageBox(dialogOptions);
  if (quitting) return;
  await setShareOnLan(sharesOnLan(response));
  if (checkboxChecked) await setStartAtLogin(true);
}

/** Starts the server on its fixed port; a clash asks the user. Null when this launch ends instead. */
async function startServerOnFixedPort(): Promise<RunningServer | null> {
  const outcome = await startResolvingClashes({
    start: () => server.start(shareOnLan()),
    owner: portOwner,
    freePort: firstFreePort,
    portFromEnvironment: parsePort(process.env.HEARTH_PORT) !== null,
    ask: async (options) => (await dialog.showMessageBox(options)).response,
    savePort: async (port) => void (await settings?.update({ port })),
  });
  if ('started' in outcome) return outcome.started;
  if (outcome.ended.kind === 'open-existing') await shell.openExternal(outcome.ended.url);
  return null;
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
    case 'toggle-start-at-login':
      return void setStartAtLogin(!startAtLogin).catch(failWith('Hearth could not change starting at sign-in'));
    case 'open-data-folder':
      return void openDataFolder().catch(failWith('Hearth could not open its data folder'));
    case 'open-log':
      return void openLog().catch(failWith('Hearth could not open its log'));
    case 'quit':
      return app.quit();
  }
}

async function wake(device: WakeTarget): Promise<void> {
  const origin = serverOrigin();
  const token = accountMenus.token();
  if (!origin || !token) return;
  const outcome = await wakeDevice(origin, token, device.id);
  if (Notification.isSupported()) new Notification({ title: `${outcome.title}: ${device.name}`, body: outcome.body }).show();
}

function openPreview(camera: PreviewTarget): void {
  const origin = serverOrigin();
  if (!origin) return;
  const { workArea } = screen.getDisplayNearestPoint(screen.getCursorScreenPoint());
  openPreviewWindow(origin, camera, { workArea, preloadPath: path.join(__dirname, 'preload.cjs') }, report);
}

function onTrayPick(pick: TrayPick): void {
  if (pick.menu === 'wake') return void wake(pick.target).catch((error: unknown) => report('Wake failed:', error));
  openPreview(pick.target);
}

function registerIpc(): void {
  handle(ipcMain, 'hearth:set-session', isHearthPage, (token) => {
    alerts.setSession(token);
    void accountMenus.setToken(token).catch((error: unknown) => report('Could not load the tray lists:', error));
  });
  handle(ipcMain, 'hearth:open-data-folder', isHearthPage, openDataFolder);
  handle(ipcMain, 'hearth:get-share-on-lan', isHearthPage, shareOnLan);
  handle(ipcMain, 'hearth:set-share-on-lan', isHearthPage, setShareOnLan);
  handle(ipcMain, 'hearth:get-start-at-login', isHearthPage, () => startAtLogin);
  handle(ipcMain, 'hearth:set-start-at-login', isHearthPage, setStartAtLogin);
  handle(ipcMain, 'hearth:first-screen', isHearthPage, () => revealer.firstScreen());
}

/** Keeps the login item in step with the choice (an update may have moved the executable). */
async function initAutostart(): Promise<void> {
  autostart = createAutostart({ platform: process.platform, execPath: process.execPath, env: process.env, app });
  try {
    const chosen = settings?.get().startAtLogin ?? false;
    if (chosen !== (await autostart.isOn())) await autostart.set(chosen);
    startAtLogin = await autostart.isOn();
  } catch (error) {
    report('Could not read or set starting at sign-in:', error);
  }
}

async function start(): Promise<void> {
  settings = await openSettingsStore(path.join(dataDir, settingsFileName));
  await initAutostart();
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuModel({ platform: process.platform, devTools: !app.isPackaged })));
  restrictPermissions(session.defaultSession, () => windowOrigin);
  registerIpc();
  trayHost.recheck();
  // The window (and its renderer process) comes up while the server starts; it stays hidden until
  // the page has painted its first screen (window-reveal.ts).
  window = createMainWindow({
    preloadPath: path.join(__dirname, 'preload.cjs'),
    iconPath: path.join(resourcesDir, 'icon.png'),
    appVersion: app.getVersion(),
    devTools: !app.isPackaged,
    onClose: () => closeAction(trayHost.shown(), quitting),
    quit: () => app.quit(),
    // Started at sign-in: the tray is enough, unless there is no tray to come back from.
    showWhenReady: !(hiddenStart && trayHost.shown()),
    revealer,
  });
  const running = await startServerOnFixedPort();
  if (!running) return app.quit();
  if (quitting) return;
  tray = createTray(path.join(resourcesDir, 'tray', trayIconFile(process.platform)), {
    onAction: onTrayAction,
    onPick: onTrayPick,
  });
  // Windows shutdown or sign-out: let the window close (no hide to the tray) and stop the server.
  window.on('session-end', quitForShutdown);
  window.on('show', refreshTray);
  window.on('hide', refreshTray);
  watchForFailures(window, () => lastAppUrl ?? serverOrigin() ?? 'http://127.0.0.1/', report, (url) => void checkServerAnswers(url));
  if (running.databaseConnected) {
    load(windowUrl(running));
  } else {
    windowOrigin = localOrigin(running.port);
    lastAppUrl = windowUrl(running);
    showErrorPage(window, databasePage(databaseFailure ?? 'unknown error (see the log)', { dataDir, logFile: logFile.path }), report);
  }
  window.once('ready-to-show', () => void askLanChoice().catch((error: unknown) => fail('Hearth could not change LAN sharing', error)));
  refreshTray();
  // LAN addresses change with Wi-Fi and DHCP; the tray only redraws when they do.
  refreshTimer = setInterval(() => {
    refreshTray();
    trayHost.recheck();
    void accountMenus.refresh();
  }, lanRefreshMs);
}

/** --self-test: the checks of self-test.ts against this app's own server, then exit 0 or 1. */
async function selfTestRun(): Promise<void> {
  let exitCode = 1;
  try {
    settings = await openSettingsStore(path.join(dataDir, settingsFileName));
    const running = await server.start(false);
    const { checkTools } = await loadServer();
    const checks = await runSelfTest({
      origin: localOrigin(running.port),
      credentials: selfTestCredentials(process.env),
      checkTools: () => checkTools(process.env),
      sandboxLine: () => sandboxLines[0] ?? null,
      serverEntry,
    });
    const outcome = selfTestReport(checks);
    console.log(outcome.text);
    logFile.write(outcome.text);
    exitCode = outcome.exitCode;
  } catch (error) {
    report('Hearth self-test could not run:', error);
  } finally {
    await server.stop().catch((error: unknown) => report('Hearth server did not stop cleanly:', error));
    await logFile.close();
    // The fresh data folder made for the check goes with it (best effort: on Windows Chromium may
    // still hold a file of its profile).
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
  app.exit(exitCode);
}

/** --unseal-key: the key file as a plain file (for `npm run serve` on this data folder), then exit. */
async function unsealRun(): Promise<void> {
  let exitCode = 1;
  try {
    const { unsealKeyFile, unsealCaKey } = await loadServer();
    const protector = keychainProtector(safeStorage, process.platform);
    const outcome = unsealKeyFile(dataDir, protector);
    // The key of Hearth's HTTPS certificate authority is wrapped the same way.
    const caOutcome = unsealCaKey(dataDir, protector);
    if (caOutcome === 'unsealed') console.log(`The HTTPS CA key is now a plain file (mode 0600) too (${path.join(dataDir, 'https', 'ca.key')})`);
    const texts = { unsealed: 'The key file is now a plain file (mode 0600): `npm run serve` can use this data folder.', 'already-plain': 'The key file is already a plain file.', 'no-key': 'There is no key file yet in this data folder.' };
    console.log(`${texts[outcome]} (${path.join(dataDir, 'secret.key')})`);
    exitCode = 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
  app.exit(exitCode);
}

if (selfTest || unsealKey) {
  // Neither touches a running Hearth's window or port: no single-instance lock, no window or tray.
  app.on('window-all-closed', () => undefined);
  app
    .whenReady()
    .then(selfTest ? selfTestRun : unsealRun)
    .catch((error: unknown) => {
      console.error(error);
      app.exit(1);
    });
} else if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // An error nothing caught is logged, never a modal dialog on a home PC's screen.
  guardProcess((line) => report(line));
  app.on('second-instance', showWindow);
  app.on('activate', showWindow);
  app.on('ready', () => powerMonitor.on('shutdown', quitForShutdown));
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, () => windowOrigin));
  // Closing the window hides it where a tray can bring it back (window.ts); Quit ends Hearth.
  app.on('window-all-closed', () => undefined);
  // The server stops even when Quit comes during start-up or a LAN switch: stop() waits for them.
  app.on('before-quit', (event) => {
    if (serverStopped) return;
    event.preventDefault();
    quitting = true;
    if (stopRequested) return;
    stopRequested = true;
    supervisor.stop();
    alerts.stop();
    if (refreshTimer) clearInterval(refreshTimer);
    tray?.destroy();
    tray = null;
    void server
      .stop()
      .catch((error: unknown) => report('Hearth server did not stop cleanly:', error))
      .then(() => logFile.close())
      .finally(() => {
        serverStopped = true;
        app.quit();
      });
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      if (error instanceof StoppedError) return;
      fail('Hearth could not start', error);
      app.quit();
    });
}
