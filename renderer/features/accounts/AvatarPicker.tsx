import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import toast from 'react-hot-toast';
import type { Icon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { accountKeys } from './accountQueries.js';
import { reachable } from '../../api/reachableImport.js';

const IconPickerModal = lazy(reachable(() => import('../icons/IconPickerModal.js')));

interface AvatarPickerProps {
  /** Another user's id, or null for one's own avatar. */
  userId: string | null;
  current: Icon | null;
  onClose: () => void;
}

/** The icon picker for an avatar: the chosen icon is saved at once (spec-features §4). */
export function AvatarPicker({ userId, current, onClose }: AvatarPickerProps) {
  const { refresh } = useDashboard();
  const queries = useQueryClient();

  const save = async (avatar: Icon) => {
    try {
      await post<string>(userId ? `/accounts/avatar/${encodeURIComponent(userId)}` : '/accounts/avatar', { avatar });
      toast.success(messages.avatarUpdated);
      void queries.invalidateQueries({ queryKey: accountKeys.list });
      if (!userId) void refresh();
    } catch (error) {
      toastError(error, messages.avatarUpdateFailed);
    }
  };

  return (
    <Suspense fallback={null}>
      <IconPickerModal current={current} onSelect={(icon) => void save(icon)} onClose={onClose} />
    </Suspense>
  );
}
