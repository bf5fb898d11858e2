import type { UpdateStatus } from '../../../shared/contracts/updates.js';

/** Where the version whose notice a super admin closed is kept, per browser. */
export const dismissedKey = 'hearth.updateNoticeDismissed';

export interface UpdateNoticeContent {
  latest: string;
  current: string;
  url: string;
}

/** What the notice shows: a newer release not yet dismissed, or nothing. A newer one than the dismissed shows again. */
export function updateNoticeFor(status: UpdateStatus | undefined, dismissed: string | null): UpdateNoticeContent | null {
  if (!status?.latest || !status.url || status.latest === dismissed) return null;
  return { latest: status.latest, current: status.current, url: status.url };
}

export function readDismissed(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(dismissedKey);
  } catch {
    // Storage may be off (private windows, policies): the notice then shows until closed in this page.
    return null;
  }
}

export function writeDismissed(storage: Pick<Storage, 'setItem'>, version: string): void {
  try {
    storage.setItem(dismissedKey, version);
  } catch {
    // As above: closed for this page only.
  }
}
