import { useCallback, useMemo } from 'react';
import { imagesPageSize } from '../../../shared/constants.js';
import type { PackIcon, PackIconPage, UploadedIcon } from '../../../shared/contracts/iconpacks.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { usePagedList, type PagedList } from './usePagedList.js';

const uploadKey = (icon: UploadedIcon) => icon._id;
const packIconKey = (icon: PackIcon) => icon.iconName + '\n' + icon.iconUrl;

/** The user's uploads, newest first, 20 a page until a page comes back short or empty. */
export function useUploadedIcons(): PagedList<UploadedIcon> {
  const fetchPage = useCallback(async (page: number, signal: AbortSignal) => {
    try {
      const items = await get<UploadedIcon[]>(`/images?page=${page}`, { signal, field: 'data' });
      return { items, hasMore: items.length >= imagesPageSize };
    } catch (error) {
      toastError(error, messages.cannotLoadImages);
      throw error;
    }
  }, []);
  return usePagedList(['icons', 'uploads'], fetchPage, uploadKey);
}

/**
 * One pack's icons matching `term`, 48 a load. A failed load is silent (spec-features §8): the
 * tab says so in place of a toast.
 */
export function usePackIcons(packId: string, term: string): PagedList<PackIcon> {
  const fetchPage = useMemo(
    () => async (page: number, signal: AbortSignal) => {
      const query = new URLSearchParams({ page: String(page) });
      if (term) query.set('q', term);
      const answer = await get<PackIconPage>(`/iconpack/${encodeURIComponent(packId)}/icons?${query.toString()}`, { signal });
      return { items: answer.icons, hasMore: answer.hasMore };
    },
    [packId, term],
  );
  return usePagedList(['icons', 'pack', packId, term], fetchPage, packIconKey);
}
