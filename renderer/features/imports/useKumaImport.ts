import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kumaImportPath, type KumaImportResult, type KumaPreview, type KumaUpload } from '../../../shared/contracts/imports-kuma.js';
import { kumaImportMessages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { isApiError } from '../../api/ApiError.js';
import { toastError } from '../../api/toastError.js';
import { invalidateListings } from '../listings/listingQueries.js';

/**
 * Uptime Kuma: the upload answers the preview (and the upload's id); apply writes that upload.
 * A refused file (400) is the mutation's error for the form to show beside the file.
 */
export function useKumaImport() {
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (body: KumaUpload) => post<KumaPreview>(kumaImportPath, body),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 400)) toastError(error, kumaImportMessages.importFailed, true);
    },
  });
  const apply = useMutation({
    mutationFn: (id: string) => post<KumaImportResult>(`${kumaImportPath}/${encodeURIComponent(id)}/apply`, {}),
    // Links (HTTP checks) land in a folder; checks, devices and channels are read afresh on their screens.
    onSuccess: async () => {
      await invalidateListings(client);
      await client.invalidateQueries();
    },
    onError: (error) => toastError(error, kumaImportMessages.importFailed, true),
  });
  return { upload, apply };
}
