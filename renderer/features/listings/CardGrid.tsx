import type { ReactNode } from 'react';
import type { Listing } from '../../../shared/contracts/listings.js';
import { EmptyState } from '../../components/EmptyState.js';
import { filterListings } from './filterListings.js';
import { ListingCard } from './ListingCard.js';

interface CardGridProps {
  items: Listing[];
  /** The header search (already debounced); cards whose name does not match are hidden. */
  query: string;
  /** Shown when there are no items at all. */
  empty: ReactNode;
}

/** The front card grid: 2 columns on a phone up to 5 on a wide screen. */
export function CardGrid({ items, query, empty }: CardGridProps) {
  if (items.length === 0) return <>{empty}</>;
  const shown = filterListings(items, query);
  if (shown.length === 0) {
    return <EmptyState title="No matches" text={`Nothing here has “${query.trim()}” in its name.`} />;
  }
  return (
    <div className="card-grid-wrap">
      <ul className="card-grid" aria-label="Listings">
        {shown.map((listing) => (
          <li key={listing._id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </div>
  );
}
