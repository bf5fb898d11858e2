// Runs sandboxed in the window before the page: only 'electron' may be required here, so
// everything else is bundled in by esbuild. Exposes one small object, window.hearthDesktop.
import { contextBridge, ipcRenderer } from 'electron';
import { appVersionFromArgv, createDesktopApi, desktopApiKey, systemLanguageFromArgv } from './ipc.js';

contextBridge.exposeInMainWorld(
  desktopApiKey,
  createDesktopApi(ipcRenderer, { platform: process.platform, appVersion: appVersionFromArgv(process.argv), systemLanguage: systemLanguageFromArgv(process.argv) }),
);
