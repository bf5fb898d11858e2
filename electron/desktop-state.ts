/**
 * The desktop app's state, in one owner (shared/STYLE.md §13): main.ts makes one and hands it to
 * the parts that read or change it; the order of events (a Quit during start-up, a second Quit,
 * the server stopped) is decided here by named transitions, tested without Electron.
 */
import type { BrowserWindow } from 'electron';
import type { Autostart } from './autostart-io.js';
import type { SettingsStore } from './settings-store.js';
import type { HearthTray } from './tray.js';
import type { DesktopUpdater } from './updater.js';
import { isAppUrl } from './trusted-url.js';

/** What a 'before-quit' should do now. */
export type QuitStep = 'let-quit' | 'stop-server' | 'wait';

export class DesktopState {
  settings: SettingsStore | null = null;
  window: BrowserWindow | null = null;
  tray: HearthTray | null = null;
  autostart: Autostart | null = null;
  /** Updates from GitHub releases (the packaged app only). */
  updater: DesktopUpdater | null = null;
  startAtLogin = false;
  /** The first line of a database that would not open, for the error page. */
  databaseFailure: string | null = null;
  /** What the integration runtime reported confines it (for --self-test). */
  readonly sandboxLines: string[] = [];
  private origin: string | null = null;
  private appUrl: string | null = null;
  private quitPhase: 'running' | 'stopping' | 'stopped' = 'running';
  private quitAsked = false;

  shareOnLan(): boolean {
    return this.settings?.get().shareOnLan ?? false;
  }

  /** The window is going to show a page of Hearth at `url`. */
  showing(url: string): void {
    this.origin = new URL(url).origin;
    this.appUrl = url;
  }

  /** The page the window last showed (to go back to after an error page). */
  get lastAppUrl(): string | null {
    return this.appUrl;
  }

  get windowOrigin(): string | null {
    return this.origin;
  }

  /** Whether a URL is a page of the Hearth the window shows (IPC, permissions, navigation). */
  isHearthPage(url: string): boolean {
    return this.origin !== null && isAppUrl(url, this.origin);
  }

  /** Quit was asked for (the tray, a shutdown, the last window): nothing may start anew. */
  get quitting(): boolean {
    return this.quitAsked;
  }

  markQuitting(): void {
    this.quitAsked = true;
  }

  /**
   * Electron's 'before-quit': the first stops the server (quit waits for it), later ones during
   * that wait change nothing, and once the server has stopped the app may end.
   */
  beforeQuit(): QuitStep {
    this.quitAsked = true;
    if (this.quitPhase === 'stopped') return 'let-quit';
    if (this.quitPhase === 'stopping') return 'wait';
    this.quitPhase = 'stopping';
    return 'stop-server';
  }

  serverStopped(): void {
    this.quitPhase = 'stopped';
  }
}
