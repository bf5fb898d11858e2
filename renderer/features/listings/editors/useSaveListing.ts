import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { ListingKind } from '../../../../shared/contracts/listings.js';
import { isApiError, post } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';
import { invalidateListings } from '../listingQueries.js';
import { editorKinds } from './editorKinds.js';
import { dismissFormToasts } from './validation.js';

/**
 * POST /listing/save/{kind}, then `afterSave` with the saved listing. On success: the kind's toast, fresh listings and dashboard data and
 * back to the management view (or `onSaved`, when the kind does something else); a refusal (4xx)
 * shows the server's own message.
 */
export function useSaveListing(kind: ListingKind, backTo: string, onSaved?: () => void, afterSave?: (saved: { _id: string }) => Promise<unknown>): { saving: boolean; save: (payload: object) => Promise<void> } {
  const navigate = useNavigate();
  const client = useQueryClient();
  const text = editorKinds[kind];
  const mutation = useMutation({
    // The saved listing comes in `data`: a new link has its id only now, for what goes with it (its container).
    mutationFn: async (payload: object) => {
      const saved = await post<{ _id: string }>(`/listing/save/${kind}`, payload, { field: 'data' });
      if (afterSave) await afterSave(saved);
    },
    onSuccess: () => {
      // "Please fill all the fields" never stays beside "Folder saved.".
      dismissFormToasts();
      toast.success(text.saved);
      void invalidateListings(client);
      if (onSaved) onSaved();
      else void navigate(backTo);
    },
    onError: (error) => toastError(error, text.saveFailed, isApiError(error) && error.status >= 400 && error.status < 500),
  });
  const save = (payload: object) =>
    mutation.mutateAsync(payload).then(
      () => undefined,
      () => undefined,
    );
  // Still "saving" after success, while the screen moves on, so the button never flashes back.
  return { saving: mutation.isPending || mutation.isSuccess, save };
}
