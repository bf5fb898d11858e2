import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../api/connectivity.js';
import { CheckIcon } from './icons/UiIcons.js';
import { Spinner } from './Spinner.js';

/**
 * While Hearth's API cannot be reached: a bar at the bottom of the window, in the room the content
 * keeps free, saying the page is waiting and will carry on by itself; then "Connected again.".
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useConnectivity();
  const lost = state === 'reconnecting';
  return (
    <div className="connection-slot" role="status" aria-live="polite">
      {state !== 'online' ? (
        <div className={`connection-banner ${lost ? 'is-lost' : 'is-back'}`} data-connection={lost ? 'lost' : 'back'}>
          {lost ? <Spinner size={16} label={t('shell.reconnecting')} /> : <CheckIcon size={16} />}
          <span>{lost ? t('shell.connectionLost') : t('shell.connectionBack')}</span>
        </div>
      ) : null}
    </div>
  );
}
