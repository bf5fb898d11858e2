import { mkdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, type ReadEntry } from 'tar';
import { integrationMessages } from '../../../../../shared/messages.js';
import { HttpError } from '../../../../http/errors.js';

/** Entry types written; links, devices and fifos are skipped (a package never needs them). */
const writable = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** Bytes unpacked so far across one install, against its cap. */
export interface UnpackBudget {
  bytes: number;
  maxBytes: number;
}

/**
 * Unpacks an npm tarball (gzipped tar with one top folder, usually `package/`) into `dest`.
 * Paths that climb out (`..`, absolute) are refused by tar itself; ownership is never copied
 * (tests and some servers run as root) and the budget caps the unpacked size.
 */
export async function extractTarball(data: Buffer, dest: string, budget: UnpackBudget): Promise<void> {
  await mkdir(dest, { recursive: true });
  let tooBig = false;
  const unpack = extract({
    cwd: dest,
    strip: 1,
    preserveOwner: false,
    preservePaths: false,
    noMtime: true,
    strict: true,
    filter: (_path: string, entry: ReadEntry | { type?: string; size?: number }) => {
      const type = 'type' in entry ? entry.type : undefined;
      if (!type || !writable.has(type)) return false;
      budget.bytes += entry.size ?? 0;
      if (budget.bytes > budget.maxBytes) tooBig = true;
      return !tooBig;
    },
  });
  try {
    await pipeline(Readable.from([data]), unpack);
  } catch {
    throw new HttpError(400, integrationMessages.dependencyUnreadable);
  }
  if (tooBig) throw new HttpError(400, integrationMessages.dependencyTooBig);
}
