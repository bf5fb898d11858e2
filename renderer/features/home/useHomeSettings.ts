import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HomeSettings, HomeSettingsSave } from '../../../shared/contracts/home.js';
import type { FolderList } from '../../../shared/contracts/listings.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { listingKeys } from '../listings/listingQueries.js';
import { folderListPath } from '../listings/useFolderList.js';

const homeKey = listingKeys.folder(folderListPath(undefined, 'front'));

/**
 * Saves a change to the home's settings (density, collapsed sections). The home's answer carries
 * them, so it is changed in place at once and the server keeps it for the next visit and device.
 * Resolves with the settings as saved, or null when the save failed (and said so); never rejects.
 */
export function useSaveHomeSettings(): (change: HomeSettingsSave) => Promise<HomeSettings | null> {
  const client = useQueryClient();
  return useCallback(
    (change: HomeSettingsSave) => {
      client.setQueryData<FolderList>(homeKey, (old) => (old?.home ? { ...old, home: { ...old.home, ...change } } : old));
      return post<HomeSettings>('/settings/home', change).catch((error: unknown) => {
        toastError(error, 'Your home layout could not be saved.');
        return null;
      });
    },
    [client],
  );
}
