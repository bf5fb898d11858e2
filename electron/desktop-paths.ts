/**
 * Where the desktop app keeps what is not Hearth's data (pure; main.ts applies it). Hearth's data
 * folder (hearth.db, keys, backups) stays where `npm run serve` finds it: app.getPath('userData').
 * - Chromium's profile (caches, cookies, localStorage) is machine-local: on Windows in
 *   %LOCALAPPDATA%, never in the roaming %APPDATA% that a domain copies to every PC at sign-in.
 *   Elsewhere it stays a subfolder of the data folder, where it always was.
 * - The log goes where the OS keeps apps' logs, app.getPath('logs') (macOS: ~/Library/Logs/Hearth,
 *   where Console.app shows it; elsewhere <userData>/logs).
 */
import path from 'node:path';
import type { PathApi } from '../server/host/packaged-paths.js';

export const profileFolderName = 'desktop-profile';

export interface DesktopPathsInput {
  platform: NodeJS.Platform;
  userData: string;
  /** app.getPath('logs'). */
  logs: string;
  env: NodeJS.ProcessEnv;
  home: string;
}

export interface DesktopPaths {
  sessionData: string;
  /** Where an older Hearth kept the profile, when it is not sessionData (moved once). */
  legacySessionData: string | null;
  logDir: string;
}

export function desktopPaths(input: DesktopPathsInput, paths: PathApi = path): DesktopPaths {
  const inData = paths.join(input.userData, profileFolderName);
  if (input.platform !== 'win32') return { sessionData: inData, legacySessionData: null, logDir: input.logs };
  const local = input.env.LOCALAPPDATA?.trim() || paths.join(input.home, 'AppData', 'Local');
  return { sessionData: paths.join(local, 'Hearth', profileFolderName), legacySessionData: inData, logDir: input.logs };
}

/** Whether the old profile should be moved: it exists and the new place has none yet. */
export function shouldMoveProfile(legacyExists: boolean, currentExists: boolean): boolean {
  return legacyExists && !currentExists;
}
