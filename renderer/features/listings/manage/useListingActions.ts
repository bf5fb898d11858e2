import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { FolderList } from '../../../../shared/contracts/listings.js';
import { messages } from '../../../../shared/messages.js';
import { get, isApiError, post } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';
import { folderListPath } from '../useFolderList.js';
import { invalidateListings, listingKeys } from '../listingQueries.js';
import { reordered } from '../reordered.js';

export interface ListingActions {
  /** Moves an item into a folder, or to the root for null. Resolves true on success. */
  move: (itemId: string, targetId: string | null) => Promise<boolean>;
  remove: (itemId: string) => Promise<boolean>;
  /** Saves the order of the folder's items; the lists show it at once and go back if saving fails. */
  reorder: (ids: string[]) => Promise<boolean>;
}

const rootId = (id: string | null) => encodeURIComponent(id ?? 'undefined');

/** Resolves true when the mutation succeeded; its own callbacks have shown the toasts. */
const succeeded = (run: Promise<unknown>): Promise<boolean> =>
  run.then(
    () => true,
    () => false,
  );

/**
 * Move, delete and reorder of the items of one folder (null: the root), with their toasts
 * (spec-core §8). Each write refreshes what it changes: the folder lists, the dashboard behind the
 * sidebar, and the todo and snippet lists.
 */
export function useListingActions(folderId: string | null): ListingActions {
  const client = useQueryClient();
  const refresh = () => invalidateListings(client);
  const manageKey = listingKeys.folder(folderListPath(folderId ?? undefined, 'manage'));

  const move = useMutation({
    mutationFn: ({ itemId, targetId }: { itemId: string; targetId: string | null }) => get(`/listing/move/${encodeURIComponent(itemId)}/to/${rootId(targetId)}`),
    onSuccess: () => toast.success(messages.moved),
    // A 400 explains itself (a folder into its own subtree, a target that is no folder).
    onError: (error) => toastError(error, messages.moveFailed, isApiError(error) && error.status === 400),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (itemId: string) => get(`/listing/delete/${encodeURIComponent(itemId)}`),
    onSuccess: () => {
      toast.success(messages.deleted);
      return refresh();
    },
    onError: (error) => toastError(error, messages.deleteFailed),
  });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => post(`/listing/folder/${rootId(folderId)}/reorder`, { items: ids }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: manageKey });
      const before = client.getQueryData<FolderList>(manageKey);
      if (before) client.setQueryData(manageKey, reordered(before, ids));
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before) client.setQueryData(manageKey, context.before);
      toastError(error, messages.reorderFailed);
    },
    onSettled: refresh,
  });

  return {
    move: (itemId, targetId) => succeeded(move.mutateAsync({ itemId, targetId })),
    remove: (itemId) => succeeded(remove.mutateAsync(itemId)),
    reorder: (ids) => succeeded(reorder.mutateAsync(ids)),
  };
}
