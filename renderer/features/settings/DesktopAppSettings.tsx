import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';

/** The part of the desktop app's preload bridge (electron/ipc.ts DesktopApi) this card uses. */
interface DesktopSettingsBridge {
  getShareOnLan(): Promise<boolean>;
  setShareOnLan(on: boolean): Promise<boolean>;
  getStartAtLogin(): Promise<boolean>;
  setStartAtLogin(on: boolean): Promise<boolean>;
}

/** The bridge in the desktop app's window; null in a browser (on this PC or on the LAN). */
function desktopBridge(): DesktopSettingsBridge | null {
  const bridge = (window as Window & { hearthDesktop?: Partial<DesktopSettingsBridge> }).hearthDesktop;
  return bridge?.getShareOnLan && bridge.getStartAtLogin ? (bridge as DesktopSettingsBridge) : null;
}

const desktopKey = ['desktop-app'] as const;

interface DesktopState {
  shareOnLan: boolean;
  startAtLogin: boolean;
}

/**
 * "This computer": the desktop app's own choices, also in its tray. Shown only in the app's
 * window; each applies at once (the server moves to the LAN, the login item is written).
 */
export function DesktopAppSettings() {
  const { t } = useTranslation();
  const bridge = desktopBridge();
  const queries = useQueryClient();
  const { data } = useQuery({
    queryKey: desktopKey,
    enabled: bridge !== null,
    queryFn: async (): Promise<DesktopState> => ({ shareOnLan: await bridge!.getShareOnLan(), startAtLogin: await bridge!.getStartAtLogin() }),
  });
  const change = useMutation({
    mutationFn: async ({ key, on }: { key: keyof DesktopState; on: boolean }) => {
      const now = key === 'shareOnLan' ? await bridge!.setShareOnLan(on) : await bridge!.setStartAtLogin(on);
      return { key, on, now };
    },
    onSuccess: ({ key, on, now }) => {
      queries.setQueryData<DesktopState>(desktopKey, (before) => (before ? { ...before, [key]: now } : before));
      if (now !== on) toast.error(messages.desktopSettingFailed, { id: 'desktop-setting' });
      else toast.success(messages.desktopSettingSaved, { id: 'desktop-setting' });
    },
    onError: () => toast.error(messages.desktopSettingFailed, { id: 'desktop-setting' }),
  });
  if (!bridge || !data) return null;
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{t('generalSettings.desktop.title')}</legend>
      <CheckboxField
        id="desktop-share-on-lan"
        label={t('generalSettings.desktop.shareOnLan')}
        checked={data.shareOnLan}
        disabled={change.isPending}
        hint={t('generalSettings.desktop.shareOnLanHint')}
        onChange={(on) => change.mutate({ key: 'shareOnLan', on })}
      />
      <CheckboxField
        id="desktop-start-at-login"
        label={t('generalSettings.desktop.startAtLogin')}
        checked={data.startAtLogin}
        disabled={change.isPending}
        hint={t('generalSettings.desktop.startAtLoginHint')}
        onChange={(on) => change.mutate({ key: 'startAtLogin', on })}
      />
    </fieldset>
  );
}
