/**
 * The desktop app's updates: electron-updater's autoUpdater (GitHub releases, background download,
 * install on quit) driven by update-policy.ts. Everything it touches is handed in, so the tests
 * drive it with a fake autoUpdater and fake timers, and with the real one against a local feed.
 */
import type { AppUpdater } from 'electron-updater';
import type { AppUpdaterEvents } from 'electron-updater/out/AppUpdater.js';
import { updateCheckAllowed } from '../shared/update-policy.js';
import type { DesktopSettings } from './settings-store.js';
import type { DesktopUpdateState, TrayUpdateState, UpdateNotice, UpdaterEvent } from './update-policy.js';
import { checkTickMs, firstCheckDelayMs, initialUpdateState, nextUpdateState, noticeFor, shouldCheckNow, trayUpdateState, updaterOptions } from './update-policy.js';

/** The part of electron-updater's AppUpdater Hearth uses: its `autoUpdater`, or a fake. */
export type AutoUpdater = Pick<AppUpdater, 'autoDownload' | 'autoInstallOnAppQuit' | 'allowPrerelease' | 'allowDowngrade' | 'channel' | 'logger' | 'checkForUpdates' | 'quitAndInstall'> & {
  on<E extends keyof AppUpdaterEvents>(event: E, listener: AppUpdaterEvents[E]): unknown;
};

export interface DesktopUpdaterDeps {
  updater: AutoUpdater;
  /** The running version (app.getVersion()). */
  version: string;
  settings: { get(): DesktopSettings; update(patch: Partial<DesktopSettings>): Promise<DesktopSettings> };
  /** HEARTH_UPDATE_CHECK=off turns the updater off whatever the setting says. */
  env: NodeJS.ProcessEnv;
  notify(notice: UpdateNotice): void;
  /** The tray has something new to show. */
  changed(): void;
  log(line: string): void;
  /**
   * Called just before quitAndInstall: electron-updater closes every window first and only then
   * emits before-quit, so the shell must stop hiding windows to the tray by then.
   */
  prepareToQuit(): void;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface DesktopUpdater {
  /** Looks for the first time after a delay, then whenever a check is due. */
  start(): void;
  stop(): void;
  state(): DesktopUpdateState;
  trayState(): TrayUpdateState;
  /** The tray checkbox: turns automatic checks on or off; answers the setting now in force. */
  setAutomatic(on: boolean): Promise<boolean>;
  /** The tray's "Restart to update": installs the downloaded version and starts it. False when none is ready. */
  restartToUpdate(): boolean;
  /** Checks now if one is due and allowed (the timer calls this). */
  checkIfDue(): Promise<void>;
}

/**
 * electron-updater's autoUpdater, loaded when asked (its modules cost about as much start-up time as
 * Express), and only in the packaged app: its getter builds the updater for this OS at first access
 * (NsisUpdater, MacUpdater, or Deb/Rpm/AppImage by resources/package-type), which needs Electron.
 */
export async function loadAutoUpdater(): Promise<AutoUpdater> {
  // A CommonJS package from ESM: its exports object is the default export.
  return (await import('electron-updater')).default.autoUpdater;
}

export function createDesktopUpdater(deps: DesktopUpdaterDeps): DesktopUpdater {
  const { updater } = deps;
  const options = updaterOptions(deps.version);
  // electron-updater's channel setter also allows downgrades: set it first, then undo that.
  updater.channel = options.channel;
  updater.allowPrerelease = options.allowPrerelease;
  updater.allowDowngrade = options.allowDowngrade;
  updater.autoDownload = options.autoDownload;
  const toLog = (text?: unknown) => deps.log(`Updater: ${String(text)}`);
  updater.logger = { info: toLog, warn: toLog, error: toLog };

  let state: DesktopUpdateState = initialUpdateState;
  let lastCheckedAt: number | null = null;
  let timer: unknown = null;
  let stopped = false;
  const enabled = () => deps.settings.get().checkForUpdates && updateCheckAllowed(deps.env.HEARTH_UPDATE_CHECK);
  // Turned off, an update already downloaded waits for "Restart to update" instead of installing at quit.
  const applyInstallOnQuit = () => void (updater.autoInstallOnAppQuit = options.autoInstallOnAppQuit && enabled());
  applyInstallOnQuit();

  const apply = (event: UpdaterEvent) => {
    const previous = state;
    state = nextUpdateState(state, event);
    if (event.type === 'update-available') deps.log(`Hearth ${event.version} is available: downloading it in the background.`);
    if (event.type === 'update-downloaded') deps.log(`Hearth ${event.version} has downloaded: it installs when Hearth quits, or with "Restart to update".`);
    const notice = noticeFor(previous, state);
    if (notice) deps.notify(notice);
    if (JSON.stringify(trayUpdateState(true, previous)) !== JSON.stringify(trayUpdateState(true, state))) deps.changed();
  };
  updater.on('checking-for-update', () => apply({ type: 'checking-for-update' }));
  updater.on('update-available', (info) => apply({ type: 'update-available', version: info.version }));
  updater.on('update-not-available', () => apply({ type: 'update-not-available' }));
  updater.on('download-progress', (progress) => apply({ type: 'download-progress', percent: progress.percent }));
  updater.on('update-downloaded', (event) => apply({ type: 'update-downloaded', version: event.version }));
  // electron-updater logs the error itself (logger.error above); here it only changes the state.
  updater.on('error', (error) => apply({ type: 'error', message: error.message }));

  async function checkIfDue(): Promise<void> {
    if (stopped || !shouldCheckNow({ enabled: enabled(), state, lastCheckedAt, now: deps.now() })) return;
    lastCheckedAt = deps.now();
    try {
      const result = await updater.checkForUpdates();
      // A failed download rejects this promise as well as emitting 'error': handled there.
      result?.downloadPromise?.catch(() => undefined);
    } catch {
      // Emitted as 'error' too (AppUpdater.checkForUpdates), which set the state.
    }
  }

  const tick = () => {
    timer = deps.setTimer(tick, checkTickMs);
    void checkIfDue();
  };

  return {
    start() {
      if (timer !== null || stopped) return;
      timer = deps.setTimer(tick, firstCheckDelayMs);
    },
    stop() {
      stopped = true;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
    },
    state: () => state,
    trayState: () => trayUpdateState(enabled(), state),
    async setAutomatic(on) {
      await deps.settings.update({ checkForUpdates: on });
      applyInstallOnQuit();
      deps.changed();
      if (on) await checkIfDue();
      return deps.settings.get().checkForUpdates;
    },
    restartToUpdate() {
      if (state.phase !== 'downloaded') return false;
      deps.prepareToQuit();
      // Silent install, then Hearth starts again on the new version.
      updater.quitAndInstall(true, true);
      return true;
    },
    checkIfDue,
  };
}
