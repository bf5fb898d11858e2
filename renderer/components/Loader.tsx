import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../api/connectivity.js';
import { useDelayedFlag } from '../api/useDelayedFlag.js';
import { useOffline } from '../features/pwa/connectionStore.js';
import { Spinner } from './Spinner.js';

/**
 * A centred loader for a screen or a section that is still loading. It appears only after
 * 200 ms, so fast answers never flash a spinner. While Hearth cannot be reached, what is still
 * loading has no offline copy (the service worker answers at once with the ones it has), so it
 * says that instead of spinning until the server is back.
 */
export function Loader({ active = true, label }: { active?: boolean; label?: string }) {
  const { t } = useTranslation();
  const shown = useDelayedFlag(active);
  const unreachable = useConnectivity() === 'reconnecting';
  const offline = useOffline();
  if (!shown) return null;
  if (unreachable || offline) {
    return (
      <div className="loader loader-offline" role="status">
        <p>{t('shell.notSavedOffline')}</p>
      </div>
    );
  }
  return (
    <div className="loader">
      <Spinner size={28} label={label} />
    </div>
  );
}
