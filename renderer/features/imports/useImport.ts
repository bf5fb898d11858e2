import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportRequest, ImportResult } from '../../../shared/contracts/imports.js';
import { importMessages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { isApiError } from '../../api/ApiError.js';
import { toastError } from '../../api/toastError.js';
import { invalidateListings } from '../listings/listingQueries.js';

/**
 * Preview (nothing written) and import (the same text, parsed again by the server and merged).
 * A refusal of the file (400) comes back as the mutation's error for the form to show.
 */
export function useImport() {
  const client = useQueryClient();
  const preview = useMutation({
    mutationFn: (body: ImportRequest) => post<ImportPreview>('/import/preview', body),
    // A refused file (400) is said beside the form, not in a toast as well.
    onError: (error) => {
      if (!(isApiError(error) && error.status === 400)) toastError(error, importMessages.previewFailed, true);
    },
  });
  const run = useMutation({
    mutationFn: (body: ImportRequest) => post<ImportResult>('/import', body),
    // The page says the result in its status card (with the way home); a toast would say it twice.
    onSuccess: async () => {
      await invalidateListings(client);
    },
    onError: (error) => toastError(error, importMessages.importFailed, true),
  });
  return { preview, run };
}
