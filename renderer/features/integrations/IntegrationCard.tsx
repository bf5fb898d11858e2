import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { linkCardAutoCloseMs } from '../../../shared/constants.js';
import type { ListingIntegration } from '../../../shared/contracts/listings.js';
import type { RunAnswer, RunBackoff } from '../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../shared/messages.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { AlertIcon, CloseIcon } from '../../components/icons/UiIcons.js';
import { retryIntegrationRun, runBackoff, useIntegrationRun } from './integrationQueries.js';

/** The card's live data for a listing that has an integration, refreshed by its app's period. */
export function useCardIntegration(listingId: string, updatedAt: string, integration: ListingIntegration) {
  return useIntegrationRun(listingId, integration._id, updatedAt, integration.autoRefreshAfter);
}

/** The card background an app may send (http(s) only; checked again on the server). */
export function backgroundStyle(answer: RunAnswer | undefined): CSSProperties | undefined {
  const url = answer?.background;
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return { ['--integration-bg' as string]: `url("${encodeURI(url).replace(/"/g, '%22')}")` };
}

type IntegrationRun = ReturnType<typeof useIntegrationRun>;

/**
 * The compact integration HTML under a link card's name, a quiet bar while it loads, or the error
 * with Retry. A card the service refused says it is paused (even over data it showed before),
 * until when, and its Retry runs it at once.
 */
export function IntegrationStrip({ run, name, listingId }: { run: IntegrationRun; name: string; listingId: string }) {
  if (run.isPending) return <span className="integration-strip is-loading" aria-hidden="true" />;
  const backoff = run.isError ? runBackoff(run.error) : null;
  if (run.isError && (backoff || !run.data)) {
    return (
      <div className={`integration-strip is-error${backoff ? ' is-paused' : ''}`}>
        <p className="integration-error" role="status">
          <AlertIcon size={16} className="integration-error-icon" />
          <span>
            <strong>{backoff ? pausedHeading(backoff) : integrationMessages.cardUnavailable}</strong> {run.error.message}
            {backoff ? ` ${pausedUntil(backoff, run.errorUpdatedAt)}` : null}
          </span>
        </p>
        <button type="button" className="btn btn-secondary btn-sm" aria-label={`${integrationMessages.retry} ${name}`} disabled={run.isFetching} onClick={() => retryIntegrationRun(listingId, run.refetch)}>
          {integrationMessages.retry}
        </button>
      </div>
    );
  }
  return <StripHtml html={run.data?.html ?? ''} />;
}

function pausedHeading(backoff: RunBackoff): string {
  return backoff.reason === 'rateLimited' ? integrationMessages.rateLimited : integrationMessages.pausedAfterRefusals(backoff.refusals);
}

/** When the card asks again, in this device's time (measured from when the answer came, not the server's clock). */
function pausedUntil(backoff: RunBackoff, answeredAt: number): string {
  if (backoff.retryAfterSeconds === null) return integrationMessages.onlyOnRetry;
  const at = new Date(answeredAt + backoff.retryAfterSeconds * 1000);
  return integrationMessages.nextTryAt(at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
}

/**
 * The app's HTML; a stat label too long for its column ends in an ellipsis (CSS) and carries its
 * full text as a tooltip. Screen readers read the text itself, which is never shortened.
 */
function StripHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const label = () => {
      for (const el of strip.querySelectorAll<HTMLElement>('.hk-label')) {
        if (el.scrollWidth > el.clientWidth + 1) el.title = el.textContent ?? '';
        else el.removeAttribute('title');
      }
    };
    label();
    const observer = new ResizeObserver(label);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [html]);
  return <SafeHtml ref={ref} className="integration-strip" html={html} />;
}

/** The detailed integration view: fullHtml (or html), closing itself after 15 s. */
/** `onClose(false)`: a state setter, so it is stable and the 15 s timer is not restarted by a refresh. */
export function IntegrationDetail({ name, answer, onClose }: { name: string; answer: RunAnswer; onClose: (open: false) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(false), linkCardAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="copy-view integration-detail" role="group" aria-label={`Details of ${name}`} onKeyDown={(e) => e.key === 'Escape' && onClose(false)}>
      <div className="copy-view-head">
        <span className="copy-view-title">{name}</span>
        <button type="button" className="icon-btn copy-view-close" aria-label="Close details" title="Close" onClick={() => onClose(false)} autoFocus>
          <CloseIcon size={16} />
        </button>
      </div>
      <SafeHtml className="integration-full" html={answer.fullHtml ?? answer.html} />
      <span className="copy-view-timer" style={{ animationDuration: `${linkCardAutoCloseMs}ms` }} aria-hidden="true" />
    </div>
  );
}
