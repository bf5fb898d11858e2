import { BrowserWindow } from 'electron';
import { appVersionArgument } from './ipc.js';
import type { CloseAction } from './tray-support.js';

export interface MainWindowOptions {
  preloadPath: string;
  iconPath: string;
  appVersion: string;
  /** False in release builds: no DevTools, whatever the shortcut. */
  devTools: boolean;
  /** What closing the window does right now: hide to the tray, quit the app, or just close. */
  onClose: () => CloseAction | 'close';
  quit: () => void;
}

/** The dashboard window, locked down; it shows itself once the first page has painted. */
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
      additionalArguments: [appVersionArgument(options.appVersion)],
    },
  });
  window.once('ready-to-show', () => window.show());
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
