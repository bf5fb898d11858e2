import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  if (items.length === 0) return <>{empty}</>;
  const shown = filterListings(items, query);
  if (shown.length === 0) {
    return <EmptyState title={t('listings.noMatches')} text={t('listings.noMatchesText', { query: query.trim() })} />;
  }
  return (
    <div className="card-grid-wrap">
      <ul className="card-grid" aria-label={t('listings.grid')}>
        {shown.map((listing) => (
          <li key={listing._id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </div>
  );
}
