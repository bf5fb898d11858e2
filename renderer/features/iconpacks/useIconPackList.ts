import { useCallback, useEffect, useState } from 'react';
import type { IconPack } from '../../../shared/contracts/iconpacks.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

export interface IconPackList {
  /** null until the first answer. */
  packs: IconPack[] | null;
  failed: boolean;
  /** Drops a pack from the list shown (after it was deleted). */
  forget: (id: string) => void;
}

/**
 * GET /iconpack/list: the built-in Simple Icons first, then global packs, then the user's own.
 * With `report`, a failure shows the server's message (spec-features §8); the picker stays quiet.
 */
export function useIconPackList(report: boolean): IconPackList {
  const [packs, setPacks] = useState<IconPack[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    get<IconPack[]>('/iconpack/list', { signal: controller.signal }).then(
      (list) => setPacks(list),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (report) toastError(error, messages.errorLoadingData, true);
        setFailed(true);
        setPacks([]);
      },
    );
    return () => controller.abort();
  }, [report]);
  const forget = useCallback((id: string) => setPacks((list) => list?.filter((pack) => pack._id !== id) ?? null), []);
  return { packs, failed, forget };
}
