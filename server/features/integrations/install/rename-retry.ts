import { rename as fsRename } from 'node:fs/promises';

/** Codes Windows gives while another program (an antivirus, the search indexer) holds a file of the folder. */
const busyCodes = new Set(['EPERM', 'EBUSY', 'EACCES']);

/**
 * How long to wait before trying a failed rename again, or null to give up: on Windows, and only
 * for the "someone holds a file" codes, once per listed delay. Elsewhere those codes mean what
 * they say (permissions), so the first failure is the answer.
 */
export function renameRetryDelay(failure: { platform: NodeJS.Platform; code: string | undefined; attempt: number }, delays: readonly number[]): number | null {
  if (failure.platform !== 'win32' || !busyCodes.has(failure.code ?? '')) return null;
  return delays[failure.attempt] ?? null;
}

export interface RenameRetry {
  platform: NodeJS.Platform;
  delays: readonly number[];
  rename?: (from: string, to: string) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

/** Thrown when the retries ran out on a busy file: the caller says so in its own words. */
export class FolderBusy extends Error {
  constructor(cause: unknown) {
    super('The folder stayed in use by another program.', { cause });
    this.name = 'FolderBusy';
  }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** fs.rename, tried again with back-off while renameRetryDelay allows (npm's graceful-fs does the same on Windows). */
export async function renameWithRetry(from: string, to: string, options: RenameRetry): Promise<void> {
  const rename = options.rename ?? fsRename;
  const sleep = options.sleep ?? sleepFor;
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const delay = renameRetryDelay({ platform: options.platform, code, attempt }, options.delays);
      if (delay === null) throw attempt > 0 ? new FolderBusy(error) : error;
      await sleep(delay);
    }
  }
}
