import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { Listing } from '../../shared/contracts/listings.js';
import { isFeaturedEntry } from '../../shared/contracts/dashboard.js';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { listingIcon } from '../features/listings/listingIcon.js';
import { listingTarget } from '../features/listings/listingHref.js';
import { ExternalLink } from './ExternalLink.js';
import { IconImage } from './IconImage.js';
import { HomeIcon } from './icons/NavIcons.js';

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

function SidebarItem({ listing }: { listing: Listing }) {
  const { href, external } = listingTarget(listing);
  const content = (
    <>
      <IconImage icon={listingIcon(listing)} size={18} />
      <span>{listing.listingName}</span>
    </>
  );
  if (external) {
    return (
      <ExternalLink className="nav-link" href={href} title={listing.listingName}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <NavLink to={href} className={linkClass} title={listing.listingName}>
      {content}
    </NavLink>
  );
}

/**
 * Home plus the listings the user put in the sidebar. They come from the dashboard data, which
 * the listing screens reload after every change.
 */
export function SidebarListings() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  // The Featured entry (the original API's first item) is the Home link above.
  const items = (data?.sidebarItems ?? []).filter((item): item is Listing => !isFeaturedEntry(item));
  return (
    <>
      <NavLink to="/" end className={linkClass}>
        <HomeIcon size={18} />
        <span>{t('shell.home')}</span>
      </NavLink>
      {items.length > 0 ? <p className="nav-heading">{t('shell.listingsHeading')}</p> : null}
      {items.map((listing) => (
        <SidebarItem key={listing._id} listing={listing} />
      ))}
    </>
  );
}
