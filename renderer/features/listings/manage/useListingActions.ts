import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { messages } from '../../../../shared/messages.js';
import { get, isApiError, post } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';
import { useDashboard } from '../../dashboard/dashboardContext.js';

export interface ListingActions {
  /** Moves an item into a folder, or to the root for null. Resolves true on success. */
  move: (itemId: string, targetId: string | null) => Promise<boolean>;
  remove: (itemId: string) => Promise<boolean>;
  /** Saves the order of a folder's (or the root's) items. */
  reorder: (folderId: string | null, ids: string[]) => Promise<boolean>;
}

const rootId = (id: string | null) => encodeURIComponent(id ?? 'undefined');

/**
 * Move, delete and reorder calls with their toasts (spec-core §8). After a change the list
 * reloads and so does the dashboard, which feeds the sidebar.
 */
export function useListingActions(reload: () => void): ListingActions {
  const { refresh } = useDashboard();

  const move = useCallback(
    async (itemId: string, targetId: string | null) => {
      try {
        await get(`/listing/move/${encodeURIComponent(itemId)}/to/${rootId(targetId)}`);
        toast.success(messages.moved);
        return true;
      } catch (error) {
        // A 400 explains itself (a folder into its own subtree, a target that is no folder).
        toastError(error, messages.moveFailed, isApiError(error) && error.status === 400);
        return false;
      } finally {
        reload();
        void refresh();
      }
    },
    [reload, refresh],
  );

  const remove = useCallback(
    async (itemId: string) => {
      try {
        await get(`/listing/delete/${encodeURIComponent(itemId)}`);
        toast.success(messages.deleted);
        reload();
        void refresh();
        return true;
      } catch (error) {
        toastError(error, messages.deleteFailed);
        return false;
      }
    },
    [reload, refresh],
  );

  const reorder = useCallback(
    async (folderId: string | null, ids: string[]) => {
      try {
        await post(`/listing/folder/${rootId(folderId)}/reorder`, { items: ids });
        void refresh();
        return true;
      } catch (error) {
        toastError(error, messages.reorderFailed);
        return false;
      }
    },
    [refresh],
  );

  return { move, remove, reorder };
}
