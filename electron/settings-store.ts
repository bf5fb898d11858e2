import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Desktop-only preferences, kept in `desktop-settings.json` in the data directory. */
export interface DesktopSettings {
  /** Serve on every interface (0.0.0.0) so phones and other PCs can open Hearth. */
  shareOnLan: boolean;
  /**
   * The user answered "Share on your home network?" (or used the tray toggle). Until then Hearth
   * listens on 127.0.0.1 only: binding 0.0.0.0 unasked sets off firewall prompts on first run.
   */
  lanChoiceMade: boolean;
  /** The port chosen after a clash with another program; null for the default (7420). */
  port: number | null;
  /** Start Hearth (in the tray) when the user signs in: off unless they ask for it. */
  startAtLogin: boolean;
  /** Look for, download and install new releases in the background (the tray's checkbox): on unless turned off. */
  checkForUpdates: boolean;
}

export const defaultSettings: Readonly<DesktopSettings> = Object.freeze({
  shareOnLan: false,
  lanChoiceMade: false,
  port: null,
  startAtLogin: false,
  checkForUpdates: true,
});

export const settingsFileName = 'desktop-settings.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads settings from parsed JSON, field by field: a missing or mistyped field falls back to its
 * default instead of discarding the whole file.
 */
export function settingsFromJson(value: unknown): DesktopSettings {
  if (!isRecord(value)) return { ...defaultSettings };
  const { shareOnLan, lanChoiceMade, port, startAtLogin, checkForUpdates } = value;
  const chosen = lanChoiceMade === true;
  return {
    // A file from before the question was asked may say true: that was a default, not a choice.
    shareOnLan: chosen && shareOnLan === true,
    lanChoiceMade: chosen,
    port: typeof port === 'number' && Number.isInteger(port) && port > 0 && port <= 65535 ? port : null,
    startAtLogin: startAtLogin === true,
    // Only an explicit "no" turns updates off: files from before the setting existed keep them on.
    checkForUpdates: checkForUpdates !== false,
  };
}

/** Reads the settings file; a missing, unreadable or corrupt file yields the defaults. */
export async function readSettings(file: string): Promise<DesktopSettings> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { ...defaultSettings };
  }
  try {
    return settingsFromJson(JSON.parse(text));
  } catch {
    return { ...defaultSettings };
  }
}

/** A temp file name no other write (of this process or another) uses at the same time. */
export function tempFileName(file: string, pid: number, unique: string): string {
  return `${file}.${pid}.${unique}.tmp`;
}

/**
 * Writes the settings atomically (a uniquely named temp file, then rename), so a crash mid-write
 * never leaves a half-written file behind and two writers never share a temp file.
 */
export async function writeSettings(file: string, settings: DesktopSettings): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempFileName(file, process.pid, randomBytes(6).toString('hex'));
  try {
    await writeFile(temp, `${JSON.stringify(settings, null, 2)}\n`, 'utf8');
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export interface SettingsStore {
  get(): DesktopSettings;
  update(patch: Partial<DesktopSettings>): Promise<DesktopSettings>;
}

/**
 * Loads the settings once and keeps them in memory; `update` persists every change, one write at
 * a time and in order, so the file always ends with the latest settings.
 */
export async function openSettingsStore(file: string): Promise<SettingsStore> {
  let current = await readSettings(file);
  let writing: Promise<unknown> = Promise.resolve();
  return {
    get: () => ({ ...current }),
    update(patch) {
      current = { ...current, ...patch };
      const snapshot = { ...current };
      const write = writing.then(() => writeSettings(file, snapshot));
      writing = write.catch(() => undefined);
      return write.then(() => ({ ...snapshot }));
    },
  };
}
