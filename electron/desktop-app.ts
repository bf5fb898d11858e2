/**
 * The desktop app proper (not --self-test or --unseal-key): the single-instance lock, the window
 * made while the server starts, the tray once it serves, IPC for the page, the LAN question on the
 * first start, and a Quit that always stops the server and closes the database first.
 */
import path from 'node:path';
import WebSocket from 'ws';
import { Menu, Notification, app, dialog, ipcMain, powerMonitor, session, shell } from 'electron';
import { guardProcess } from '../server/process-guard.js';
import { appMenuModel } from './app-menu.js';
import { createAutostart } from './autostart-io.js';
import type { DesktopActions } from './desktop-actions.js';
import type { DesktopState } from './desktop-state.js';
import { databasePage } from './error-page.js';
import { handle } from './ipc.js';
import type { DesktopLog } from './log-file.js';
import { createAlertListener, type AlertListener } from './monitor-alerts.js';
import { startResolvingClashes } from './port-clash.js';
import { firstFreePort, portOwner } from './port-probe.js';
import { hardenWebContents, restrictPermissions } from './security.js';
import type { RunningServer, ServerHosting } from './server-hosting.js';
import { StoppedError, parsePort, windowUrl } from './server-host.js';
import { openSettingsStore, settingsFileName } from './settings-store.js';
import { createTray, createTrayHostCheck } from './tray.js';
import { trayIconFile } from './tray-menu.js';
import { closeAction } from './tray-support.js';
import type { WindowRevealer } from './window-reveal.js';
import { createDesktopUpdater, loadAutoUpdater } from './updater.js';
import { createMainWindow, showErrorPage, watchForFailures } from './window.js';
import { desktopLanguage } from './desktop-language.js';

/** LAN addresses change with Wi-Fi and DHCP; the tray looks this often and redraws when they do. */
const lanRefreshMs = 30_000;

export interface AppDeps {
  state: DesktopState;
  hosting: ServerHosting;
  actions: DesktopActions;
  log: DesktopLog;
  revealer: WindowRevealer;
  dataDir: string;
  /** dist/electron (preload.cjs) and dist/resources (icons). */
  electronDir: string;
  resourcesDir: string;
  platform: NodeJS.Platform;
  /** Started by the login item: stay in the tray until asked. */
  hiddenStart: boolean;
  load(url: string): void;
}

/** Health-check alerts of the account signed in in the window, as desktop notifications. */
function alertsFor(hosting: ServerHosting): AlertListener {
  return createAlertListener({
    open: (url) => new WebSocket(url),
    notify: (title, body) => {
      if (Notification.isSupported()) new Notification({ title, body }).show();
    },
    origin: () => hosting.origin(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
  });
}

export function runDesktopApp(deps: AppDeps): void {
  const { state, hosting, actions, log } = deps;
  const trayHost = createTrayHostCheck();
  const alerts = alertsFor(hosting);
  let refreshTimer: NodeJS.Timeout | null = null;

  const registerIpc = (): void => {
    const isHearthPage = (url: string): boolean => state.isHearthPage(url);
    handle(ipcMain, 'hearth:set-session', isHearthPage, (token) => {
      alerts.setSession(token);
      void actions.accountMenus.setToken(token).catch((error: unknown) => log.report('Could not load the tray lists:', error));
    });
    handle(ipcMain, 'hearth:open-data-folder', isHearthPage, actions.openDataFolder);
    handle(ipcMain, 'hearth:get-share-on-lan', isHearthPage, () => state.shareOnLan());
    handle(ipcMain, 'hearth:set-share-on-lan', isHearthPage, actions.setShareOnLan);
    handle(ipcMain, 'hearth:get-start-at-login', isHearthPage, () => state.startAtLogin);
    handle(ipcMain, 'hearth:set-start-at-login', isHearthPage, actions.setStartAtLogin);
    handle(ipcMain, 'hearth:first-screen', isHearthPage, () => deps.revealer.firstScreen());
  };

  /** Keeps the login item in step with the choice (an update may have moved the executable). */
  const initAutostart = async (): Promise<void> => {
    state.autostart = createAutostart({ platform: deps.platform, execPath: process.execPath, env: process.env, app });
    try {
      const chosen = state.settings?.get().startAtLogin ?? false;
      if (chosen !== (await state.autostart.isOn())) await state.autostart.set(chosen);
      state.startAtLogin = await state.autostart.isOn();
    } catch (error) {
      log.report('Could not read or set starting at sign-in:', error);
    }
  };

  /** Starts the server on its fixed port; a clash asks the user. Null when this launch ends instead. */
  const startOnFixedPort = async (): Promise<RunningServer | null> => {
    const outcome = await startResolvingClashes({
      start: () => hosting.server.start(state.shareOnLan()),
      owner: portOwner,
      freePort: firstFreePort,
      portFromEnvironment: parsePort(process.env.HEARTH_PORT) !== null,
      ask: async (options) => (await dialog.showMessageBox(options)).response,
      savePort: async (port) => void (await state.settings?.update({ port })),
    });
    if ('started' in outcome) return outcome.started;
    if (outcome.ended.kind === 'open-existing') await shell.openExternal(outcome.ended.url);
    return null;
  };

  /** The system is shutting down: nothing may keep the window open or the server running. */
  const quitForShutdown = (): void => {
    state.markQuitting();
    app.quit();
  };

  const start = async (): Promise<void> => {
    state.settings = await openSettingsStore(path.join(deps.dataDir, settingsFileName));
    await initAutostart();
    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuModel({ platform: deps.platform, devTools: !app.isPackaged })));
    restrictPermissions(session.defaultSession, () => state.windowOrigin);
    registerIpc();
    trayHost.recheck();
    // The window (and its renderer process) comes up while the server starts; it stays hidden
    // until the page has painted its first screen (window-reveal.ts).
    const window = createMainWindow({
      preloadPath: path.join(deps.electronDir, 'preload.cjs'),
      iconPath: path.join(deps.resourcesDir, 'icon.png'),
      appVersion: app.getVersion(),
      systemLanguage: desktopLanguage({ preferred: app.getPreferredSystemLanguages(), locale: app.getLocale() }),
      devTools: !app.isPackaged,
      onClose: () => closeAction(trayHost.shown(), state.quitting),
      quit: () => app.quit(),
      // Started at sign-in: the tray is enough, unless there is no tray to come back from.
      showWhenReady: !(deps.hiddenStart && trayHost.shown()),
      revealer: deps.revealer,
    });
    state.window = window;
    const running = await startOnFixedPort();
    if (!running) return app.quit();
    if (state.quitting) return;
    state.tray = createTray(path.join(deps.resourcesDir, 'tray', trayIconFile(deps.platform)), { onAction: actions.onTrayAction, onPick: actions.onTrayPick });
    // Windows shutdown or sign-out: let the window close (no hide to the tray) and stop the server.
    window.on('session-end', quitForShutdown);
    window.on('show', actions.refreshTray);
    window.on('hide', actions.refreshTray);
    const report = (text: string, error?: unknown): void => log.report(text, error);
    watchForFailures(window, () => state.lastAppUrl ?? hosting.origin() ?? 'http://127.0.0.1/', report, (url) => void hosting.checkAnswers(url));
    if (running.databaseConnected) {
      deps.load(windowUrl(running));
    } else {
      state.showing(windowUrl(running));
      showErrorPage(window, databasePage(state.databaseFailure ?? 'unknown error (see the log)', { dataDir: deps.dataDir, logFile: log.path }), report);
    }
    window.once('ready-to-show', () => void actions.askLanChoice().catch((error: unknown) => actions.fail('Hearth could not change LAN sharing', error)));
    actions.refreshTray();
    void actions.checkFirewall().catch((error: unknown) => log.report('Could not check Windows Firewall:', error));
    void startUpdater().catch((error: unknown) => log.report('Could not start the updater:', error));
    refreshTimer = setInterval(() => {
      actions.refreshTray();
      trayHost.recheck();
      void actions.accountMenus.refresh();
    }, lanRefreshMs);
  };

  /** Updates come from GitHub releases, for the packaged app only (a development run has no feed). */
  const startUpdater = async (): Promise<void> => {
    const settings = state.settings;
    if (!app.isPackaged || !settings) return;
    state.updater = createDesktopUpdater({
      updater: await loadAutoUpdater(),
      version: app.getVersion(),
      settings,
      env: process.env,
      notify: ({ title, body }) => {
        if (Notification.isSupported()) new Notification({ title, body }).show();
      },
      changed: actions.refreshTray,
      log: (line) => log.record(line),
      prepareToQuit: () => state.markQuitting(),
      now: Date.now,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
    });
    state.updater.start();
    actions.refreshTray();
  };

  const stopEverything = (): void => {
    state.updater?.stop();
    hosting.supervisor.stop();
    alerts.stop();
    if (refreshTimer) clearInterval(refreshTimer);
    state.tray?.destroy();
    state.tray = null;
    void hosting.server
      .stop()
      .catch((error: unknown) => log.report('Hearth server did not stop cleanly:', error))
      .then(() => log.close())
      .finally(() => {
        state.serverStopped();
        app.quit();
      });
  };

  if (!app.requestSingleInstanceLock()) return void app.quit();
  // An error nothing caught is logged, never a modal dialog on a home PC's screen.
  guardProcess((line) => log.report(line));
  app.on('second-instance', actions.showWindow);
  app.on('activate', actions.showWindow);
  app.on('ready', () => powerMonitor.on('shutdown', quitForShutdown));
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, () => state.windowOrigin));
  // Closing the window hides it where a tray can bring it back (window.ts); Quit ends Hearth.
  app.on('window-all-closed', () => undefined);
  // The server stops even when Quit comes during start-up or a LAN switch: stop() waits for them.
  app.on('before-quit', (event) => {
    const step = state.beforeQuit();
    if (step === 'let-quit') return;
    event.preventDefault();
    if (step === 'stop-server') stopEverything();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      if (error instanceof StoppedError) return;
      actions.fail('Hearth could not start', error);
      app.quit();
    });
}
