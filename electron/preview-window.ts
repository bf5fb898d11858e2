/**
 * The tray's quick camera preview: a small frameless window that stays on top and closes itself.
 * Pure options here; main.ts creates the BrowserWindow with them and sets the timer.
 */

export const previewLifetimeMs = 120_000;
export const previewSize = { width: 480, height: 270 } as const;
const screenMargin = 16;

/** The part of Electron's BrowserWindowConstructorOptions the preview sets (structurally typed). */
export interface PreviewWindowOptions {
  width: number;
  height: number;
  x: number;
  y: number;
  frame: false;
  alwaysOnTop: true;
  resizable: boolean;
  minimizable: false;
  maximizable: false;
  fullscreenable: false;
  skipTaskbar: true;
  show: false;
  title: string;
  webPreferences: {
    preload: string;
    contextIsolation: true;
    sandbox: true;
    nodeIntegration: false;
    webSecurity: true;
    webviewTag: false;
    spellcheck: false;
    /** A preview only plays a stream; it never opens DevTools, not even in development. */
    devTools: false;
  };
}

/** Where the preview goes: the bottom-right corner of the work area (above the taskbar). */
export function previewWindowOptions(
  workArea: { x: number; y: number; width: number; height: number },
  cameraName: string,
  preloadPath: string,
): PreviewWindowOptions {
  const width = Math.min(previewSize.width, workArea.width);
  const height = Math.min(previewSize.height, workArea.height);
  return {
    width,
    height,
    x: workArea.x + Math.max(0, workArea.width - width - screenMargin),
    y: workArea.y + Math.max(0, workArea.height - height - screenMargin),
    frame: false,
    alwaysOnTop: true,
    resizable: true,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    skipTaskbar: true,
    show: false,
    title: `Hearth: ${cameraName}`,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
      devTools: false,
    },
  };
}

/** The Hearth route that plays one camera (it closes itself on Escape). */
export function previewUrl(origin: string, listingId: string): string {
  return `${origin}/quick-preview/${encodeURIComponent(listingId)}`;
}
