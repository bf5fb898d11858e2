// Electron main process: the composition, read top to bottom. What this launch is for, where its
// files go, the one state owner, the server it hosts, what the user can do, then the run itself.
// Decisions live in the pure modules beside this one; state in DesktopState.
import { existsSync, mkdtempSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { app } from 'electron';
import { keepCompiledCode } from '../server/host/compile-cache.js';
import { appId } from './app-menu.js';
import { createDesktopActions } from './desktop-actions.js';
import { runDesktopApp } from './desktop-app.js';
import { runCheckMode } from './desktop-modes.js';
import { desktopPaths, shouldMoveProfile } from './desktop-paths.js';
import { DesktopState } from './desktop-state.js';
import { databasePage, restartingPage, withNextTry } from './error-page.js';
import { launchMode } from './launch-mode.js';
import { createDesktopLog, openLogFile } from './log-file.js';
import { createServerHosting } from './server-hosting.js';
import { windowUrl } from './server-host.js';
import { databaseDownReason } from './server-supervisor.js';
import { showErrorPage } from './window.js';
import { windowRevealer } from './window-reveal.js';

const platform = process.platform;

// 1. Who this is and what this launch is for. The name comes first: it names the data folder
// (~/.config/Hearth on Linux). Windows groups the taskbar button and notifications by the app id.
app.setName('Hearth');
if (platform === 'win32') app.setAppUserModelId(appId);
const mode = launchMode(process.argv);
if (mode.kind === 'self-test') {
  // A fresh data folder and a free port of its own; its log inside it (kept if the check fails).
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hearth-self-test-'));
  app.setPath('userData', scratch);
  app.setPath('logs', path.join(scratch, 'logs'));
  process.env.HEARTH_PORT ??= '0';
}

// 2. Where things go: Hearth's data folder, Chromium's profile (machine-local), the log.
const dataDir = app.getPath('userData');
const places = desktopPaths({ platform, userData: dataDir, logs: app.getPath('logs'), env: process.env, home: os.homedir() });
if (places.legacySessionData && shouldMoveProfile(existsSync(places.legacySessionData), existsSync(places.sessionData))) {
  try {
    renameSync(places.legacySessionData, places.sessionData);
  } catch {
    // Another drive or a locked file: Chromium starts a fresh profile (the window signs in again).
  }
}
app.setPath('sessionData', places.sessionData);
const log = createDesktopLog(openLogFile(places.logDir));
// Electron's Node keeps V8's compiled code of the server bundle between launches (the window shows
// the dashboard sooner); in Node's default folder in the temp dir, never inside the asar.
keepCompiledCode();

// 3. The one owner of the app's state, and the window's reveal (hidden until its first screen).
const state = new DesktopState();
const revealer = windowRevealer({
  show: () => {
    if (state.window && !state.window.isDestroyed()) state.window.show();
  },
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
});

const report = (text: string, error?: unknown): void => log.report(text, error);
const load = (url: string): void => {
  state.showing(url);
  state.window?.loadURL(url).catch((error: unknown) => log.report(`Could not load ${url}:`, error));
};

// 4. The server it hosts (build.mjs puts the bundles and resources/ beside this one in dist/).
const distDir = path.join(__dirname, '..');
const hosting = createServerHosting({
  state,
  log,
  dataDir,
  distDir,
  platform,
  supervised: mode.kind === 'app',
  showRestarting: (restart) => {
    const running = hosting.server.current();
    const retry = state.lastAppUrl ?? (running ? windowUrl(running) : 'http://127.0.0.1/');
    // A database that will not open keeps its own page (what to check), with when Hearth tries again.
    const page =
      restart.reason === databaseDownReason
        ? withNextTry(databasePage(state.databaseFailure ?? 'unknown error (see the log)', { dataDir, logFile: log.path }), restart.delayMs)
        : restartingPage(restart, retry, log.path);
    showErrorPage(state.window, page, report);
  },
  recovered: (running) => {
    actions.refreshTray();
    const last = state.lastAppUrl;
    load(last && new URL(last).port === String(running.port) ? last : windowUrl(running));
  },
});

// 5. What the user can do from the tray and the window.
const actions = createDesktopActions({ state, hosting, log, dataDir, load, platform, preloadPath: path.join(__dirname, 'preload.cjs') });

// 6. The run.
if (mode.kind === 'app') {
  runDesktopApp({ state, hosting, actions, log, revealer, dataDir, electronDir: __dirname, resourcesDir: path.join(distDir, 'resources'), platform, hiddenStart: mode.hidden, load });
} else {
  runCheckMode(mode.kind, { state, hosting, log, dataDir, platform });
}

