import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Account } from '../../../shared/contracts/accounts.js';
import type { Icon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import type { UploadedIcon } from '../../../shared/contracts/iconpacks.js';
import { get, isApiError, post, upload } from '../../api/client.js';
import { uploadedIcon } from '../icons/iconChoice.js';
import { toastError } from '../../api/toastError.js';
import { useDashboard } from '../dashboard/dashboardContext.js';

export const accountKeys = {
  list: ['accounts'] as const,
  one: (userId: string) => ['account', userId] as const,
};

/** Every user; only a super admin may ask (anyone else is refused). */
export function useAccounts(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.list,
    queryFn: ({ signal }) => get<Account[]>('/accounts/list', { signal }),
    enabled,
  });
}

export function useAccount(userId: string | null) {
  return useQuery({
    queryKey: accountKeys.one(userId ?? ''),
    queryFn: ({ signal }) => get<Account>(`/accounts/info/${encodeURIComponent(userId ?? '')}`, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** Saves an avatar (one's own with userId null) at once; the toast and the refreshed lists follow. */
export function useSaveAvatar(userId: string | null, onSaved: () => void) {
  const queries = useQueryClient();
  const { refresh } = useDashboard();
  return useMutation({
    mutationFn: (avatar: Icon) => post<string>(userId ? `/accounts/avatar/${encodeURIComponent(userId)}` : '/accounts/avatar', { avatar }),
    onSuccess: () => {
      toast.success(messages.avatarUpdated);
      void queries.invalidateQueries({ queryKey: accountKeys.list });
      if (!userId) void refresh();
      onSaved();
    },
    onError: (error) => toastError(error, messages.avatarUpdateFailed),
  });
}

/** Uploads a cropped photo as the person's own image (the icon upload API and its limits), then saves it as the avatar. */
export function useUploadAvatarPhoto(save: (avatar: Icon) => void) {
  return useMutation({
    mutationFn: async (photo: Blob) => {
      const form = new FormData();
      form.append('icon', photo, 'avatar.png');
      return uploadedIcon(await upload<UploadedIcon>('/images/upload', form));
    },
    onSuccess: save,
    onError: (error) => toastError(error, messages.cannotUpload, isApiError(error) && [400, 413, 415].includes(error.status)),
  });
}
