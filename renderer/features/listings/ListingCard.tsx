import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Listing } from '../../../shared/contracts/listings.js';
import { CardFace } from './CardFace.js';
import { LinkCard } from './LinkCard.js';
import { listingTarget } from './listingHref.js';

/** A card on the home or folder screen: folders open /c/id, todo lists /t/id, links their URL. */
export function ListingCard({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  if (listing.listingType === 'link') return <LinkCard listing={listing} />;
  const { href } = listingTarget(listing);
  return (
    <div className="listing-card">
      <Link to={href} className="listing-card-link">
        <CardFace listing={listing} meta={t(`listings.types.${listing.listingType}`)} />
      </Link>
    </div>
  );
}
