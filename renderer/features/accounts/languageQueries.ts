import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { UiLanguage } from '../../../shared/ui-languages.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { followProfile, i18n } from '../../i18n/i18n.js';
import { useDashboard } from '../dashboard/dashboardContext.js';

/**
 * Saves the signed-in user's language in their profile (null: follow each device). The texts
 * switch at once; a failed save puts the saved language back.
 */
export function useSaveLanguage() {
  const { data, refresh } = useDashboard();
  const saved = data?.userData.language ?? null;
  return useMutation({
    mutationFn: async (language: UiLanguage | null) => {
      await followProfile(language);
      return post<string>('/accounts/language', { language });
    },
    onSuccess: async () => {
      toast.success(i18n.t('profile.languageSaved'));
      await refresh();
    },
    onError: (error) => {
      void followProfile(saved);
      toastError(error, i18n.t('profile.languageNotSaved'));
    },
  });
}
