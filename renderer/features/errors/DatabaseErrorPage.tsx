import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { Spinner } from '../../components/Spinner.js';
import { DatabaseIcon, RefreshIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';
import { useHomeCheck } from './useHomeCheck.js';

const retryEveryMs = 5_000;

/** /database-error: explains what to check and returns to / as soon as the API works again. */
export default function DatabaseErrorPage() {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const { state, retry } = useHomeCheck(retryEveryMs, goHome);
  return (
    <ErrorFrame
      icon={<DatabaseIcon size={40} />}
      title="Database Connection Failed"
      noHomeLink
      text={
        <>
          <p>{messages.databaseNotConnected}</p>
          <p className="muted">
            The data folder is the one given with <code>--data-dir</code> or <code>HEARTH_DATA_DIR</code> (the app
            window uses its own user-data folder).
          </p>
        </>
      }
    >
      <p className="error-status" aria-live="polite">
        {state === 'checking' ? <Spinner size={14} label="Checking" /> : null}
        {state === 'checking' ? 'Checking the connection…' : 'Still not connected. Retrying every few seconds.'}
      </p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        <RefreshIcon size={18} /> Try again
      </button>
    </ErrorFrame>
  );
}
