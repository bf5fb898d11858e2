import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ServiceLink } from '../../../../shared/contracts/service-widget.js';
import { serviceWidgetMessages } from '../../../../shared/contracts/service-widget.js';
import type { ListingIntegration } from '../../../../shared/contracts/listings.js';
import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { ExternalLink } from '../../../components/ExternalLink.js';
import { SafeHtml } from '../../../components/SafeHtml.js';
import { ExternalIcon } from '../../../components/icons/UiIcons.js';
import { IntegrationStrip, staleRun, useCardIntegration } from '../../integrations/IntegrationCard.js';
import { linkHost, listingTarget } from '../../listings/listingHref.js';
import { CardHealth } from '../../monitoring/CardHealth.js';
import { useServiceLinks } from '../serviceLinks.js';

/**
 * A service's figures on Home: its name (opening it), its integration and health, the values of its
 * card and its details. They come from the link's own integration run (the query its card uses, so
 * a link shown twice calls its service once), at the integration's pace, held while the tab is
 * hidden. A failing service says why here, as its card does; nothing else on Home waits for it.
 */
export function ServiceWidget({ config }: { config: WidgetConfig<'service'> }) {
  const { t } = useTranslation();
  const links = useServiceLinks();
  if (links.isPending) return <p className="widget-quiet">{t('widgets.serviceBody.loading')}</p>;
  if (links.isError) {
    return (
      <p className="widget-quiet" role="alert">
        {serviceWidgetMessages.listFailed}
      </p>
    );
  }
  const link = links.data.find((l) => l.listing._id === config.linkId);
  if (!link?.listing.integration) {
    return (
      <p className="widget-quiet" role="alert">
        {serviceWidgetMessages.linkGone}
      </p>
    );
  }
  return <ServiceFigures link={link} integration={link.listing.integration} />;
}

function ServiceFigures({ link, integration }: { link: ServiceLink; integration: ListingIntegration }) {
  const { t } = useTranslation();
  const { listing, appName } = link;
  const run = useCardIntegration(listing._id, listing.updatedAt, integration);
  const { href, external } = listingTarget(listing);
  const host = linkHost(href);
  const name = (
    <>
      {listing.listingName}
      {external ? <ExternalIcon size={12} className="listing-card-ext" /> : null}
    </>
  );
  const stale = staleRun(run);
  const details = run.data?.fullHtml && (!run.isError || stale) ? run.data.fullHtml : null;
  return (
    <div className="service-widget">
      <div className="service-head">
        <div className="service-name">
          {external ? (
            <ExternalLink href={href} className="service-open" aria-label={t('widgets.serviceBody.open', { name: listing.listingName })}>
              {name}
            </ExternalLink>
          ) : (
            <Link to={href} className="service-open" aria-label={t('widgets.serviceBody.open', { name: listing.listingName })}>
              {name}
            </Link>
          )}
          <span className="service-meta">{host ? `${appName} · ${host}` : appName}</span>
        </div>
      </div>
      <IntegrationStrip run={run} name={listing.listingName} listingId={listing._id} />
      {details ? <SafeHtml className={`integration-full service-details${stale ? ' integration-stale-data' : ''}`} html={details} /> : null}
      <CardHealth kind="link" targetId={listing._id} name={listing.listingName} />
    </div>
  );
}
