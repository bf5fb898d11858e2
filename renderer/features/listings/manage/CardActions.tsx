import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../../shared/messages.js';
import { get } from '../../../api/client.js';
import { Link, type To } from 'react-router-dom';
import type { Listing } from '../../../../shared/contracts/listings.js';
import { DropIcon, EditIcon, MoveIcon, OpenIcon, TrashIcon } from '../ListingIcons.js';
import { InlineConfirm } from '../../../components/InlineConfirm.js';
import { translateMessage } from '../../../i18n/messages/translateMessage.js';
import { listingKeys } from '../listingQueries.js';
import { editHref } from './manageLinks.js';
import type { MoveLinkState } from './useMoveMode.js';

export interface OpenLink {
  to: To;
  state: MoveLinkState | undefined;
}

interface NormalActionsProps {
  listing: Listing;
  /** Set for folders: the management view of the folder. */
  open: OpenLink | null;
  busy: boolean;
  onMove: () => void;
  /** Resolves once the item is gone, or false when the delete failed. */
  onDelete: () => Promise<boolean>;
}

const contentsCount = (answer: { items: number }) => answer.items;

/**
 * While a folder's delete is being confirmed: how many items go with it (its whole subtree), so
 * the question can say so. 0 for other kinds and while unknown (a failed count keeps "Delete?").
 */
function useContentsCount(listing: Listing, asking: boolean): number {
  const counted = asking && listing.listingType === 'category';
  const { data } = useQuery({
    queryKey: listingKeys.contents(listing._id),
    queryFn: ({ signal }) => get<{ items: number }>(`/listing/contents/${encodeURIComponent(listing._id)}`, { signal }),
    enabled: counted,
    // Asked again each time the question opens: the folder may have changed since.
    staleTime: 0,
    select: contentsCount,
  });
  return counted ? (data ?? 0) : 0;
}

/** Open, Edit, Move and Delete, with Delete asking "Delete? Yes / No" in place (spec-core §4). */
export function NormalActions({ listing, open, busy, onMove, onDelete }: NormalActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [backToDelete, setBackToDelete] = useState(false);
  const inside = useContentsCount(listing, confirming);

  if (confirming) {
    const back = () => {
      setConfirming(false);
      setBackToDelete(true);
    };
    const question = inside ? translateMessage(messages.deleteWithContents(listing.listingName, inside)) : t('common.deleteQuestion');
    return (
      <InlineConfirm
        label={inside ? question : t('manage.deleteName', { name: listing.listingName })}
        question={question}
        busy={busy}
        onYes={() => void onDelete().then((done) => done || back())}
        onNo={back}
      />
    );
  }

  return (
    <div className="manage-actions">
      {open ? (
        <Link className="btn btn-secondary btn-sm" to={open.to} state={open.state}>
          <OpenIcon size={15} />
          <span>{t('manage.open')}</span>
        </Link>
      ) : null}
      <Link className="btn btn-secondary btn-sm" to={editHref(listing)}>
        <EditIcon size={15} />
        <span>{t('manage.edit')}</span>
      </Link>
      {/* Streams stay where they are (spec-core §4). */}
      {listing.listingType !== 'stream' ? (
        <button type="button" className="btn btn-secondary btn-sm" disabled={busy} aria-pressed={false} onClick={onMove}>
          <MoveIcon size={15} />
          <span>{t('manage.move')}</span>
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary btn-sm btn-danger-text" disabled={busy} autoFocus={backToDelete} onClick={() => setConfirming(true)}>
        <TrashIcon size={15} />
        <span>{t('manage.delete')}</span>
      </button>
    </div>
  );
}

/** The selected item in move mode: pressing Move again cancels. */
export function MovingActions({ onMove }: { onMove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="manage-actions">
      <button type="button" className="btn btn-primary btn-sm manage-moving" aria-pressed={true} onClick={onMove}>
        <MoveIcon size={15} />
        <span>{t('manage.move')}</span>
      </button>
    </div>
  );
}

/** A folder in move mode: move the selected item into it, or open it to go deeper. */
export function TargetActions({ name, open, busy, onMoveHere }: { name: string; open: OpenLink; busy: boolean; onMoveHere: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="manage-actions is-split">
      <button type="button" className="btn btn-primary btn-sm" disabled={busy} aria-label={t('manage.moveHereTo', { name })} onClick={onMoveHere}>
        <DropIcon size={15} />
        <span>{t('manage.moveHere')}</span>
      </button>
      <Link className="btn btn-secondary btn-sm" to={open.to} state={open.state}>
        <OpenIcon size={15} />
        <span>{t('manage.open')}</span>
      </Link>
    </div>
  );
}
