import { useEffect, useState } from 'react';
import { iconPackPreviewCount } from '../../../shared/constants.js';
import type { PackIcon, PackIconPage } from '../../../shared/contracts/iconpacks.js';
import { get } from '../../api/client.js';

export interface PackPreview {
  /** The first 12 icons. */
  icons: PackIcon[];
  /** How many icons the pack has; null when unknown. */
  total: number | null;
}

/** A pack card's preview from the first page of its icons; null while loading. A failure is silent. */
export function usePackPreview(packId: string): PackPreview | null {
  const [preview, setPreview] = useState<{ packId: string; value: PackPreview } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    get<PackIconPage>(`/iconpack/${encodeURIComponent(packId)}/icons?page=1`, { signal: controller.signal }).then(
      (page) => setPreview({ packId, value: { icons: page.icons.slice(0, iconPackPreviewCount), total: page.total } }),
      () => {
        if (!controller.signal.aborted) setPreview({ packId, value: { icons: [], total: null } });
      },
    );
    return () => controller.abort();
  }, [packId]);
  return preview?.packId === packId ? preview.value : null;
}
