import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { ListingKind } from '../../../../shared/contracts/listings.js';
import { isApiError, post } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';
import { useDashboard } from '../../dashboard/dashboardContext.js';
import { editorKinds } from './editorKinds.js';
import { dismissFormToasts } from './validation.js';

/**
 * POST /listing/save/{kind}. On success: the kind's toast, fresh dashboard data and back to the
 * management view (or `onSaved`, when the kind does something else); a refusal (4xx) shows the
 * server's own message.
 */
export function useSaveListing(kind: ListingKind, backTo: string, onSaved?: () => void): { saving: boolean; save: (payload: object) => Promise<void> } {
  const navigate = useNavigate();
  const { refresh } = useDashboard();
  const [saving, setSaving] = useState(false);
  const save = async (payload: object) => {
    const text = editorKinds[kind];
    setSaving(true);
    try {
      await post<string>(`/listing/save/${kind}`, payload);
      // "Please fill all the fields" never stays beside "Folder saved.".
      dismissFormToasts();
      toast.success(text.saved);
      void refresh();
      if (onSaved) onSaved();
      else void navigate(backTo);
    } catch (error) {
      toastError(error, text.saveFailed, isApiError(error) && error.status >= 400 && error.status < 500);
      setSaving(false);
    }
  };
  return { saving, save };
}
