import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { messages } from '../../../shared/messages.js';
import type { ThemeName } from '../../../shared/themes.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { getTheme, setTheme } from '../theme/themeStore.js';

/**
 * Theme selection (spec-features §4): another theme switches at once and is saved; the current
 * one does nothing. A failed save puts the previous theme back.
 */
export function useChooseTheme(): (name: ThemeName) => Promise<void> {
  const { refresh } = useDashboard();
  return useCallback(
    async (name: ThemeName) => {
      const previous = getTheme();
      if (name === previous) return;
      setTheme(name);
      try {
        await post<string>('/settings/theme', { colorTheme: name });
        toast.success(messages.themeSaved);
        void refresh();
      } catch (error) {
        if (getTheme() === name) setTheme(previous);
        toastError(error, messages.themeNotSaved);
      }
    },
    [refresh],
  );
}
