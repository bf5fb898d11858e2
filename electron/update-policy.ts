/**
 * The desktop updater's decisions, pure: what electron-updater's events mean for the tray, when to
 * look for a release, and when to tell the user. updater.ts feeds it the events and the clock.
 */
import { releaseChannel, type UpdateChannel } from '../shared/release-versions.js';
import { isCheckDue, updateCheckEvery } from '../shared/update-policy.js';

/** electron-updater's events, reduced to what the decisions need. */
export type UpdaterEvent =
  | { type: 'checking-for-update' }
  | { type: 'update-available'; version: string }
  | { type: 'update-not-available' }
  | { type: 'download-progress'; percent: number }
  | { type: 'update-downloaded'; version: string }
  | { type: 'error'; message: string };

export type DesktopUpdateState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'downloading'; version: string; percent: number }
  | { phase: 'downloaded'; version: string }
  | { phase: 'failed'; message: string };

export const initialUpdateState: DesktopUpdateState = { phase: 'idle' };

/** The first look waits until the app has settled, so it never competes with the window and server starting. */
export const firstCheckDelayMs = 60_000;
/** How often the timer asks whether a check is due (cheap: no request unless it is). */
export const checkTickMs = 30 * 60_000;

/**
 * The state after an event. A downloaded update stays ready ("Restart to update") whatever a later
 * check says, until another version has downloaded in its place.
 */
export function nextUpdateState(state: DesktopUpdateState, event: UpdaterEvent): DesktopUpdateState {
  if (event.type === 'update-downloaded') return { phase: 'downloaded', version: event.version };
  if (state.phase === 'downloaded') return state;
  switch (event.type) {
    case 'checking-for-update':
      return { phase: 'checking' };
    case 'update-available':
      return { phase: 'downloading', version: event.version, percent: 0 };
    case 'update-not-available':
      return { phase: 'idle' };
    case 'download-progress':
      return state.phase === 'downloading' ? { ...state, percent: Math.max(0, Math.min(100, Math.round(event.percent))) } : state;
    case 'error':
      return { phase: 'failed', message: event.message };
  }
}

export interface CheckQuestion {
  /** The user's setting and HEARTH_UPDATE_CHECK together. */
  enabled: boolean;
  state: DesktopUpdateState;
  lastCheckedAt: number | null;
  now: number;
}

/** Whether to ask the feed now: on, not busy, nothing already waiting to install, and due. */
export function shouldCheckNow({ enabled, state, lastCheckedAt, now }: CheckQuestion): boolean {
  if (!enabled) return false;
  if (state.phase === 'checking' || state.phase === 'downloading' || state.phase === 'downloaded') return false;
  return isCheckDue(lastCheckedAt, now, updateCheckEvery.desktop);
}

export interface UpdateNotice {
  title: string;
  body: string;
}

/**
 * What to tell the user when the state changes: only that an update is ready, once per version.
 * Never while it downloads, never a dialog; a failed background check is only logged.
 */
export function noticeFor(previous: DesktopUpdateState, next: DesktopUpdateState): UpdateNotice | null {
  if (next.phase !== 'downloaded') return null;
  if (previous.phase === 'downloaded' && previous.version === next.version) return null;
  return {
    title: `Hearth ${next.version} is ready to install`,
    body: 'It installs when you quit Hearth, or now with "Restart to update" in the tray menu.',
  };
}

/** What the tray shows of updates (tray-menu.ts turns it into items). */
export interface TrayUpdateState {
  /** The "Check for updates automatically" checkbox. */
  automatic: boolean;
  /** A version being downloaded, shown as a line of its own. */
  downloading: string | null;
  /** A downloaded version: offers "Restart to update". */
  ready: string | null;
}

export function trayUpdateState(enabled: boolean, state: DesktopUpdateState): TrayUpdateState {
  return {
    automatic: enabled,
    downloading: state.phase === 'downloading' ? state.version : null,
    ready: state.phase === 'downloaded' ? state.version : null,
  };
}

/** The options set on electron-updater's autoUpdater for the running version. */
export interface UpdaterOptions {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  channel: UpdateChannel;
  allowPrerelease: boolean;
  allowDowngrade: boolean;
}

/**
 * Downloads in the background and installs on quit. A beta build follows the beta channel (and so
 * may see prereleases); nobody is moved to an older version (setting a channel would allow it).
 */
export function updaterOptions(version: string): UpdaterOptions {
  const channel = releaseChannel(version);
  return { autoDownload: true, autoInstallOnAppQuit: true, channel, allowPrerelease: channel === 'beta', allowDowngrade: false };
}
