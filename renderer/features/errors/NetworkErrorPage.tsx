import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner.js';
import { WifiOffIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';
import { useHomeCheck } from './useHomeCheck.js';

const retryEveryMs = 5_000;

/**
 * /network-error: the browser is online but the API did not answer. Screens no longer come here
 * on a failed call (they keep their page and show the connection banner); whoever lands here
 * anyway goes home by itself as soon as the API answers.
 */
export default function NetworkErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const { state } = useHomeCheck(retryEveryMs, goHome);
  return (
    <ErrorFrame icon={<WifiOffIcon size={40} />} title={t('errors.network.title')} text={<p>{t('errors.network.text')}</p>}>
      <p className="error-status" aria-live="polite">
        {state === 'checking' ? <Spinner size={14} label={t('errors.checking')} /> : null}
        {state === 'checking' ? t('errors.checkingConnection') : t('errors.stillNotConnected')}
      </p>
    </ErrorFrame>
  );
}
