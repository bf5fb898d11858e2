import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { linkCardAutoCloseMs } from '../../../shared/constants.js';
import type { ListingIntegration } from '../../../shared/contracts/listings.js';
import type { RunAnswer, RunBackoff } from '../../../shared/contracts/integrations.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { AlertIcon, CloseIcon } from '../../components/icons/UiIcons.js';
import { formatRelative, formatTime } from '../../i18n/format.js';
import { sourceLanguage } from '../../i18n/languages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { agoText } from '../monitoring/healthText.js';
import { useNow } from '../monitoring/useNow.js';
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
 * until when, and its Retry runs it at once. A card whose latest refresh failed never passes off
 * what it showed before as current: those values stay, dimmed, under when they came and why the
 * refresh failed.
 */
export function IntegrationStrip({ run, name, listingId }: { run: IntegrationRun; name: string; listingId: string }) {
  const { t, i18n } = useTranslation();
  if (run.isPending) return <span className="integration-strip is-loading" aria-hidden="true" />;
  const stale = staleRun(run);
  if (stale && run.data) return <StaleStrip run={run} html={run.data.html} stale={stale} name={name} listingId={listingId} />;
  if (run.isError) {
    const backoff = runBackoff(run.error);
    return (
      <div className={`integration-strip is-error${backoff ? ' is-paused' : ''}`}>
        <p className="integration-error" role="status">
          <AlertIcon size={16} className="integration-error-icon" />
          <span>
            <strong>{backoff ? pausedHeading(t, backoff) : t('integrations.cardUnavailable')}</strong> {translateMessage(run.error.message)}
            {backoff ? ` ${pausedUntil(t, i18n.language, backoff, run.errorUpdatedAt)}` : null}
          </span>
        </p>
        <RetryButton run={run} name={name} listingId={listingId} />
      </div>
    );
  }
  return <StripHtml html={run.data.html} />;
}

function RetryButton({ run, name, listingId }: { run: IntegrationRun; name: string; listingId: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-secondary btn-sm" aria-label={t('integrations.retryName', { name })} disabled={run.isFetching} onClick={() => retryIntegrationRun(listingId, run.refetch)}>
      {t('integrations.retry')}
    </button>
  );
}

/** What a card whose latest refresh failed over earlier data shows with those values. */
export interface StaleRun {
  /** When the values shown came (ms since the epoch, this device's clock). */
  updatedAt: number;
  failedAt: number;
  reason: string;
}

/** The failed refresh of a card that still has earlier values, or null (a paused card says so instead). */
export function staleRun(run: IntegrationRun): StaleRun | null {
  if (!run.isError || !run.data || runBackoff(run.error)) return null;
  return { updatedAt: run.dataUpdatedAt, failedAt: run.errorUpdatedAt, reason: run.error.message };
}

/** "Last updated 2 min ago." and the reason, in the status colour, moving on by itself. */
function StaleNote({ stale }: { stale: StaleRun }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  // English keeps the spec's short "2 min ago"; other languages say it through Intl.
  const ago = i18n.language === sourceLanguage ? agoText(new Date(stale.updatedAt).toISOString(), Math.max(now, stale.failedAt)) : formatRelative(i18n.language, stale.updatedAt, Math.max(now, stale.failedAt));
  return (
    <p className="integration-error" role="status">
      <AlertIcon size={16} className="integration-error-icon" />
      <span>
        <strong>{t('integrations.lastUpdated', { ago })}</strong> {translateMessage(stale.reason)}
      </span>
    </p>
  );
}

/** The last good values, dimmed, then "Last updated 2 min ago." with the failure and Retry. */
function StaleStrip({ run, html, stale, name, listingId }: { run: IntegrationRun; html: string; stale: StaleRun; name: string; listingId: string }) {
  return (
    <div className="integration-strip is-error is-stale">
      <StripHtml html={html} className="integration-stale-data" />
      <StaleNote stale={stale} />
      <RetryButton run={run} name={name} listingId={listingId} />
    </div>
  );
}

function pausedHeading(t: TFunction, backoff: RunBackoff): string {
  return backoff.reason === 'rateLimited' ? t('integrations.rateLimited') : t('integrations.pausedAfterRefusals', { count: backoff.refusals });
}

/** When the card asks again, in this device's time (measured from when the answer came, not the server's clock). */
function pausedUntil(t: TFunction, language: string, backoff: RunBackoff, answeredAt: number): string {
  if (backoff.retryAfterSeconds === null) return t('integrations.onlyOnRetry');
  const at = new Date(answeredAt + backoff.retryAfterSeconds * 1000);
  return t('integrations.nextTryAt', { time: formatTime(language, at, { hour: '2-digit', minute: '2-digit' }) });
}

/**
 * The app's HTML; a stat label too long for its column ends in an ellipsis (CSS) and carries its
 * full text as a tooltip. Screen readers read the text itself, which is never shortened.
 */
function StripHtml({ html, className = 'integration-strip' }: { html: string; className?: string }) {
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
  return <SafeHtml ref={ref} className={className} html={html} />;
}

/**
 * The detailed integration view: fullHtml (or html), closing itself after 15 s; dimmed under when
 * it came and why, when the card's latest refresh failed (`stale`).
 * `onClose(hadFocus)`: stable (a useCallback), so the 15 s timer is not restarted by a refresh;
 * `hadFocus` says whether focus was in the view, so the card can put it back on Details.
 */
export function IntegrationDetail({ name, answer, stale, onClose }: { name: string; answer: RunAnswer; stale: StaleRun | null; onClose: (hadFocus: boolean) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(ref.current?.contains(document.activeElement) ?? false), linkCardAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div ref={ref} className="copy-view integration-detail" role="group" aria-label={t('integrations.detailsOf', { name })} onKeyDown={(e) => e.key === 'Escape' && onClose(true)}>
      <div className="copy-view-head">
        <span className="copy-view-title">{name}</span>
        <button type="button" className="icon-btn copy-view-close" aria-label={t('integrations.closeDetails')} title={t('integrations.close')} onClick={() => onClose(true)} autoFocus>
          <CloseIcon size={16} />
        </button>
      </div>
      {stale ? <StaleNote stale={stale} /> : null}
      <SafeHtml className={`integration-full${stale ? ' integration-stale-data' : ''}`} html={answer.fullHtml ?? answer.html} />
      <span className="copy-view-timer" style={{ animationDuration: `${linkCardAutoCloseMs}ms` }} aria-hidden="true" />
    </div>
  );
}
