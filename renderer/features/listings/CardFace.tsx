import type { ReactNode } from 'react';
import type { Listing } from '../../../shared/contracts/listings.js';
import { IconImage } from '../../components/IconImage.js';
import { listingIcon } from './listingIcon.js';

/**
 * What every front card shows: the icon on a soft tile, the name and one quiet line below; a
 * link's description sits between them, clamped to two lines (the whole text stays in the
 * accessible name and in the tooltip).
 */
export function CardFace({ listing, meta }: { listing: Listing; meta: ReactNode }) {
  return (
    <>
      <span className="listing-card-icon">
        <IconImage icon={listingIcon(listing)} size={40} />
      </span>
      <span className="listing-card-name">{listing.listingName}</span>
      {listing.description ? (
        <span className="listing-card-desc" title={listing.description}>
          {listing.description}
        </span>
      ) : null}
      <span className="listing-card-meta">{meta}</span>
    </>
  );
}
