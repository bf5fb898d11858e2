import { BrowserWindow } from 'electron';
import type { ErrorPage } from './error-page.js';
import { errorPageUrl, failedLoadPage, renderGonePage } from './error-page.js';
import { appVersionArgument, systemLanguageArgument } from './ipc.js';
import type { PreviewTarget } from './tray-submenus.js';
import { previewLifetimeMs, previewUrl, previewWindowOptions } from './preview-window.js';
import type { CloseAction } from './tray-support.js';
import type { WindowRevealer } from './window-reveal.js';

export interface MainWindowOptions {
  preloadPath: string;
  iconPath: string;
  appVersion: string;
  /** The window's default language, from the OS (desktop-language.ts). */
  systemLanguage: string;
  /** False in release builds: no DevTools, whatever the shortcut. */
  devTools: boolean;
  /** What closing the window does right now: hide to the tray, quit the app, or just close. */
  onClose: () => CloseAction | 'close';
  quit: () => void;
  /** False when started at sign-in into the tray: the window waits for "Open Hearth". */
  showWhenReady?: boolean;
  /** Shows the window once its first screen is painted (see window-reveal.ts). */
  revealer: WindowRevealer;
}

/** The dashboard window, locked down; it shows itself once the page's first screen has painted. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 360,
    minHeight: 480,
    show: false,
    title: 'Hearth',
    icon: options.iconPath,
    autoHideMenuBar: true,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: options.devTools,
      additionalArguments: [appVersionArgument(options.appVersion), systemLanguageArgument(options.systemLanguage)],
    },
  });
  if (options.showWhenReady !== false) window.once('ready-to-show', () => options.revealer.readyToShow());
  else options.revealer.cancel();
  window.once('closed', () => options.revealer.cancel());
  window.on('close', (event) => {
    const action = options.onClose();
    if (action === 'close') return;
    event.preventDefault();
    if (action === 'hide') window.hide();
    else options.quit();
  });
  return window;
}

/** Brings the window to the front, restoring it from the tray or the taskbar. */
export function revealWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/** Shows an error page; the window's trusted origin stays Hearth's, so Retry may navigate back. */
export function showErrorPage(window: BrowserWindow | null, page: ErrorPage | null, report: (text: string, error?: unknown) => void): void {
  if (!page || !window || window.isDestroyed()) return;
  report(`${page.title}: ${page.reason}`);
  window.loadURL(errorPageUrl(page)).catch((error: unknown) => report('Could not show the error page:', error));
  revealWindow(window);
}

/**
 * A failed load or a dead renderer shows the reason and Retry instead of a blank window; a
 * failed load of Hearth's own page is also reported, so a server that stopped gets restarted.
 */
export function watchForFailures(window: BrowserWindow, retryUrl: () => string, report: (text: string, error?: unknown) => void, loadFailed: (url: string) => void = () => undefined): void {
  window.webContents.on('did-fail-load', (_event, errorCode, errorDescription, validatedUrl, isMainFrame) => {
    const page = failedLoadPage({ errorCode, errorDescription, validatedUrl, isMainFrame }, retryUrl());
    showErrorPage(window, page, report);
    if (page) loadFailed(validatedUrl);
  });
  window.webContents.on('render-process-gone', (_event, details) => showErrorPage(window, renderGonePage(details, retryUrl()), report));
}

/** A small always-on-top window playing one camera; it closes itself after two minutes. */
export function openPreviewWindow(
  origin: string,
  camera: PreviewTarget,
  place: { workArea: { x: number; y: number; width: number; height: number }; preloadPath: string },
  report: (text: string, error?: unknown) => void,
): void {
  const preview = new BrowserWindow(previewWindowOptions(place.workArea, camera.name, place.preloadPath));
  const timer = setTimeout(() => {
    if (!preview.isDestroyed()) preview.close();
  }, previewLifetimeMs);
  preview.once('closed', () => clearTimeout(timer));
  preview.once('ready-to-show', () => preview.showInactive());
  preview.loadURL(previewUrl(origin, camera.listingId)).catch((error: unknown) => report('Could not load the preview:', error));
}
