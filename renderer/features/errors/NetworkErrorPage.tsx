import { useCallback } from 'react';
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
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const { state } = useHomeCheck(retryEveryMs, goHome);
  return (
    <ErrorFrame icon={<WifiOffIcon size={40} />} title="Oops! Can not connect" text={<p>Unable to connect to the backend API</p>}>
      <p className="error-status" aria-live="polite">
        {state === 'checking' ? <Spinner size={14} label="Checking" /> : null}
        {state === 'checking' ? 'Checking the connection…' : 'Still not connected. Retrying every few seconds.'}
      </p>
    </ErrorFrame>
  );
}
