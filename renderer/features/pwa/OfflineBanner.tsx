import { useTranslation } from 'react-i18next';
import { useOffline } from './connectionStore.js';

/** "You're offline": shown over every screen while the server cannot be reached. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      {t('shell.youAreOffline')}
    </div>
  );
}
