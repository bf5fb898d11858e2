import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { linkCardAutoCloseMs } from '../../../shared/constants.js';
import type { Listing, ListingIntegration } from '../../../shared/contracts/listings.js';
import { i18n } from '../../i18n/i18n.js';
import { ExternalLink } from '../../components/ExternalLink.js';
import { ExternalIcon } from '../../components/icons/UiIcons.js';
import { CardFace } from './CardFace.js';
import { copyToClipboard } from '../../clipboard.js';
import { CopyLinkView } from './CopyLinkView.js';
import { CopyIcon } from './ListingIcons.js';
import { linkHost, listingTarget } from './listingHref.js';
import { IntegrationDetail, IntegrationStrip, backgroundStyle, staleRun, useCardIntegration } from '../integrations/IntegrationCard.js';
import { CardHealth } from '../monitoring/CardHealth.js';
import { CardContainer } from '../containers/CardContainer.js';

async function copyWithToast(href: string): Promise<void> {
  if ((await copyToClipboard(href)).ok) toast.success(i18n.t('listings.linkCopied'));
  else toast.error(i18n.t('listings.linkCopyFailed'));
}

type IntegrationRun = ReturnType<typeof useCardIntegration>;

/**
 * A link card (spec-core §4): the normal view opens the link, a new tab when it leaves Hearth;
 * the copy-link view copies the address and closes itself after 15 s or on Close. Only a card
 * with an integration follows its live data: a home of 500 plain links holds no query for them.
 */
export function LinkCard({ listing }: { listing: Listing }) {
  return listing.integration ? <IntegratedLinkCard listing={listing} integration={listing.integration} /> : <LinkCardView listing={listing} run={null} />;
}

function IntegratedLinkCard({ listing, integration }: { listing: Listing; integration: ListingIntegration }) {
  const run = useCardIntegration(listing._id, listing.updatedAt, integration);
  return <LinkCardView listing={listing} run={run} />;
}

/** `run`: the card's integration data, null for a link without an integration. */
function LinkCardView({ listing, run }: { listing: Listing; run: IntegrationRun | null }) {
  const { t } = useTranslation();
  const { href, external } = listingTarget(listing);
  const [copying, setCopying] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!copying) return;
    const timer = window.setTimeout(() => setCopying(false), linkCardAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [copying]);

  // After Close, focus goes back to the button that opened the view instead of the page top.
  const copyButtonRef = useCallback((node: HTMLButtonElement | null) => {
    if (node && returnFocus.current) node.focus();
    returnFocus.current = false;
  }, []);

  const open = () => {
    setCopying(true);
    void copyWithToast(href);
  };
  const close = (byUser: boolean) => {
    returnFocus.current = byUser;
    setCopying(false);
  };

  // The same for the details view: Close, Escape (or the timer, while focus was in it) puts focus back on Details.
  const returnDetailFocus = useRef(false);
  const detailButtonRef = useCallback((node: HTMLButtonElement | null) => {
    if (node && returnDetailFocus.current) node.focus();
    returnDetailFocus.current = false;
  }, []);
  const closeDetail = useCallback((hadFocus: boolean) => {
    returnDetailFocus.current = hadFocus;
    setDetailed(false);
  }, [setDetailed]);

  if (copying) {
    return (
      <div className="listing-card is-copying">
        <CopyLinkView name={listing.listingName} href={href} onCopy={() => void copyWithToast(href)} onClose={() => close(true)} />
      </div>
    );
  }

  if (detailed && run?.data) {
    return (
      <div className="listing-card is-copying">
        <IntegrationDetail name={listing.listingName} answer={run.data} stale={staleRun(run)} onClose={closeDetail} />
      </div>
    );
  }

  const host = linkHost(href);
  const meta = host ? (
    <>
      <span className="listing-card-host">{host}</span>
      {external ? <ExternalIcon size={12} className="listing-card-ext" /> : null}
    </>
  ) : (
    t('listings.page')
  );
  const face = <CardFace listing={listing} meta={meta} />;
  const style = run ? backgroundStyle(run.data) : undefined;
  return (
    <div className={`listing-card${run ? ' has-integration' : ''}${style ? ' has-background' : ''}`} style={style}>
      {external ? (
        <ExternalLink href={href} className="listing-card-link">
          {face}
        </ExternalLink>
      ) : (
        <Link to={href} className="listing-card-link">
          {face}
        </Link>
      )}
      <button
        ref={copyButtonRef}
        type="button"
        className="listing-card-action"
        aria-label={t('listings.copyLinkOf', { name: listing.listingName })}
        title={t('listings.copyLink')}
        onClick={open}
      >
        <CopyIcon size={16} />
      </button>
      {run ? <IntegrationStrip run={run} name={listing.listingName} listingId={listing._id} /> : null}
      <div className="card-status">
        <CardHealth kind="link" targetId={listing._id} name={listing.listingName} />
        <CardContainer listingId={listing._id} name={listing.listingName} />
      </div>
      {run?.data && (run.data.fullHtml || run.data.alwaysShowDetailedView) ? (
        <button ref={detailButtonRef} type="button" className="btn btn-secondary btn-sm integration-more" aria-label={t('listings.detailsOf', { name: listing.listingName })} onClick={() => setDetailed(true)}>
          {t('listings.details')}
        </button>
      ) : null}
    </div>
  );
}
