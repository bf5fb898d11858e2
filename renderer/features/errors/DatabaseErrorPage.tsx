import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { Spinner } from '../../components/Spinner.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { DatabaseIcon, RefreshIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';
import { useHomeCheck } from './useHomeCheck.js';

const retryEveryMs = 5_000;

/** /database-error: explains what to check and returns to / as soon as the API works again. */
export default function DatabaseErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const { state, retry } = useHomeCheck(retryEveryMs, goHome);
  return (
    <ErrorFrame
      icon={<DatabaseIcon size={40} />}
      title={t('errors.database.title')}
      noHomeLink
      text={
        <>
          <p>{translateMessage(messages.databaseNotConnected)}</p>
          {/* A flag and a variable read left to right in every language (dir isolates them in Arabic). */}
          <p className="muted">
            <Trans t={t} i18nKey="errors.database.dataDir" components={{ flag: <code dir="ltr" />, env: <code dir="ltr" /> }} />
          </p>
        </>
      }
    >
      <p className="error-status" aria-live="polite">
        {state === 'checking' ? <Spinner size={14} label={t('errors.checking')} /> : null}
        {state === 'checking' ? t('errors.checkingConnection') : t('errors.stillNotConnected')}
      </p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        <RefreshIcon size={18} /> {t('errors.tryAgain')}
      </button>
    </ErrorFrame>
  );
}
