import type { PathBound } from '../budget.js';

/** Where an archive entry may go: its path parts under the destination, nothing (the stripped top folder), or a refusal. */
export type EntryPlace = { parts: string[] } | { skip: true } | { unsafe: string } | { tooLong: string };

/**
 * The place of an archive entry named `raw` ('/'-separated, as tar and ZIP write names), with
 * `strip` leading folders removed (npm tarballs wrap everything in `package/`). Refused: absolute
 * names, drive letters, `..`, backslashes (a folder separator on Windows) and colons (a drive or
 * an NTFS alternate stream), control characters; and paths deeper or longer than the bound.
 */
export function entryPlace(raw: string, strip: number, bound: PathBound): EntryPlace {
  // eslint-disable-next-line no-control-regex
  if (raw.startsWith('/') || /[\\:\u0000-\u001f\u007f]/.test(raw)) return { unsafe: raw };
  const all = raw.split('/').filter((part) => part !== '' && part !== '.');
  if (all.includes('..')) return { unsafe: raw };
  const parts = all.slice(strip);
  if (parts.length === 0) return { skip: true };
  const bytes = (text: string) => Buffer.byteLength(text);
  if (parts.length > bound.maxDepth || parts.some((part) => bytes(part) > bound.maxNameBytes) || bytes(parts.join('/')) > bound.maxPathBytes) return { tooLong: raw };
  return { parts };
}

/**
 * The mode a file is written with: 0o755 when the archive marks it executable by anyone, else
 * 0o644. Setuid, setgid and sticky bits, and write access for others, never come from an archive.
 */
export function fileMode(archiveMode: number): number {
  return archiveMode & 0o111 ? 0o755 : 0o644;
}

/** Folders are always 0o755, whatever the archive says. */
export const folderMode = 0o755;
