import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Desktop-only preferences, kept in `desktop-settings.json` in the data directory. */
export interface DesktopSettings {
  /** Serve on every interface (0.0.0.0) so phones and other PCs can open Hearth. */
  shareOnLan: boolean;
}

export const defaultSettings: Readonly<DesktopSettings> = Object.freeze({ shareOnLan: true });

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
  const { shareOnLan } = value;
  return { shareOnLan: typeof shareOnLan === 'boolean' ? shareOnLan : defaultSettings.shareOnLan };
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

/**
 * Writes the settings atomically (temp file + rename), so a crash mid-write never leaves a
 * half-written file behind.
 */
export async function writeSettings(file: string, settings: DesktopSettings): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(settings, null, 2)}\n`, 'utf8');
  await rename(temp, file);
}

export interface SettingsStore {
  get(): DesktopSettings;
  update(patch: Partial<DesktopSettings>): Promise<DesktopSettings>;
}

/** Loads the settings once and keeps them in memory; `update` persists every change. */
export async function openSettingsStore(file: string): Promise<SettingsStore> {
  let current = await readSettings(file);
  return {
    get: () => ({ ...current }),
    async update(patch) {
      current = { ...current, ...patch };
      await writeSettings(file, current);
      return { ...current };
    },
  };
}
