import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Listing } from '../../../../shared/contracts/listings.js';
import { IconImage } from '../../../components/IconImage.js';
import { listingIcon } from '../listingIcon.js';
import { GripIcon } from '../ListingIcons.js';
import { MovingActions, NormalActions, TargetActions, type OpenLink } from './CardActions.js';
import type { MovingItem } from './useMoveMode.js';

interface ManageCardProps {
  listing: Listing;
  moving: MovingItem | null;
  /** The folder's management view, for folders. */
  open: OpenLink | null;
  onToggleMove: () => void;
  onMoveHere: () => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

/** One item in the management grid: drag handle, icon, name, a link's description (clamped, whole in its tooltip), type, badges and its actions. */
export function ManageCard({ listing, moving, open, onToggleMove, onMoveHere, onDelete }: ManageCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: listing._id,
    disabled: moving !== null,
  });
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };
  const isMoving = moving?.id === listing._id;
  const style = { transform: CSS.Translate.toString(transform), transition };
  const classes = ['manage-item', isDragging ? 'is-dragging' : '', isMoving ? 'is-moving' : ''].filter(Boolean).join(' ');

  return (
    <li ref={setNodeRef} style={style} className={classes}>
      <article className="manage-card" aria-label={listing.listingName}>
        {moving ? null : (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="drag-handle"
            aria-label={t('manage.reorder', { name: listing.listingName })}
            title={t('manage.dragToReorder')}
            {...attributes}
            {...listeners}
          >
            <GripIcon size={16} />
          </button>
        )}
        <div className="manage-card-body">
          <span className="listing-card-icon">
            <IconImage icon={listingIcon(listing)} size={36} />
          </span>
          <span className="manage-card-name">{listing.listingName}</span>
          {listing.description ? (
            <span className="listing-card-desc" title={listing.description}>
              {listing.description}
            </span>
          ) : null}
          <span className="manage-card-type">{t(`listings.types.${listing.listingType}`)}</span>
          <span className="manage-card-badges">
            {isMoving ? <span className="badge badge-accent">{t('manage.moving')}</span> : null}
            {listing.onFeatured && listing.parentId === null ? <span className="badge badge-accent">{t('manage.featured')}</span> : null}
            {listing.inSidebar ? <span className="badge">{t('manage.sidebar')}</span> : null}
          </span>
        </div>
        {isMoving ? (
          <MovingActions onMove={onToggleMove} />
        ) : moving && open ? (
          <TargetActions name={listing.listingName} open={open} busy={busy} onMoveHere={() => void run(onMoveHere)} />
        ) : (
          <NormalActions listing={listing} open={open} busy={busy} onMove={onToggleMove} onDelete={() => run(onDelete)} />
        )}
      </article>
    </li>
  );
}
