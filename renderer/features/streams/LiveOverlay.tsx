import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { AlertIcon, RefreshIcon } from '../../components/icons/UiIcons.js';
import { Spinner } from '../../components/Spinner.js';
import { secondsUntil, type LiveView } from './liveView.js';

/** "Trying again in 8 s." counting down, or "Trying again now…" while an attempt runs. */
function NextAttempt({ at }: { at: number | null }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return <span className="live-next">{at === null ? t('streams.player.tryingNow') : translateMessage(messages.streamRetryIn(secondsUntil(at, now)))}</span>;
}

/** What covers the picture while there is none: a spinner, or why not and Retry. */
export function LiveOverlay({ view, onRetry }: { view: LiveView; onRetry: () => void }) {
  const { t } = useTranslation();
  if (view.kind === 'playing') return null;
  if (view.kind === 'loading' || view.kind === 'reconnecting') {
    const reconnecting = translateMessage(messages.streamReconnecting);
    const text = view.kind === 'reconnecting' ? reconnecting : t('streams.player.connecting');
    return (
      <div className="live-overlay">
        <Spinner size={28} label={view.kind === 'reconnecting' ? reconnecting : t('streams.player.loading')} />
        <span aria-hidden="true">{text}</span>
        {view.kind === 'reconnecting' && view.reason ? <span className="live-detail">{translateMessage(view.reason)}</span> : null}
      </div>
    );
  }
  const reason = translateMessage(view.kind === 'failed' ? messages.streamUnavailable : view.reason);
  return (
    <div className="live-overlay live-problem" role="status">
      <AlertIcon size={26} />
      <strong className="live-reason">{reason}</strong>
      {view.retryAt !== null || view.kind === 'unreachable' ? <NextAttempt at={view.retryAt} /> : null}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={(event) => {
          event.stopPropagation();
          onRetry();
        }}
      >
        <RefreshIcon size={16} /> {t('streams.player.retry')}
      </button>
    </div>
  );
}
