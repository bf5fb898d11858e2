import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages.js';
import { CloseIcon } from '../../../components/icons/UiIcons.js';
import { translateMessage } from '../../../i18n/messages/translateMessage.js';
import { ArrowUpIcon, DropIcon, MoveIcon } from '../ListingIcons.js';
import type { MoveMode } from './useMoveMode.js';

interface MoveBannerProps {
  move: MoveMode;
  /** The folder on screen (null at the root) and its own parent, for "Go to Parent". */
  folderId: string | null;
  folderName: string;
  parentOfFolder: string | null;
  busy: boolean;
  onMoveHere: () => void;
}

/**
 * Move mode's bar (spec-core §4): the instruction, Go to Parent, Move Here for the level on
 * screen (hidden where the item already is) and Cancel Move, which Escape also does.
 */
export function MoveBanner({ move, folderId, folderName, parentOfFolder, busy, onMoveHere }: MoveBannerProps) {
  const { t } = useTranslation();
  const { moving, cancel } = move;
  useEffect(() => {
    if (!moving) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [moving, cancel]);
  if (!moving) return null;
  const canMoveHere = moving.parentId !== folderId;

  return (
    <section className="move-banner" aria-label={t('manage.moveMode')}>
      <span className="move-banner-icon">
        <MoveIcon size={20} />
      </span>
      <div className="move-banner-text">
        <p className="move-banner-title">{translateMessage(messages.moveSelectFolder)}</p>
        <p className="move-banner-hint">
          {moving.name ? <>{t('manage.movingName', { name: moving.name })} </> : null}
          {folderId
            ? t(canMoveHere ? 'manage.moveHereInto' : 'manage.alreadyIn', { folder: folderName })
            : t(canMoveHere ? 'manage.moveHereIntoTop' : 'manage.alreadyInTop')}
        </p>
      </div>
      <div className="move-banner-actions">
        {folderId ? (
          <Link className="btn btn-secondary btn-sm" to={move.linkTo(parentOfFolder)} state={move.linkState}>
            <ArrowUpIcon size={15} />
            {t('manage.goToParent')}
          </Link>
        ) : null}
        {canMoveHere ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            // Each folder card has a Move Here too; the name says where this one puts the item.
            aria-label={folderId ? t('manage.moveHereTo', { name: folderName }) : t('manage.moveHereTop')}
            onClick={onMoveHere}
          >
            <DropIcon size={15} />
            {t('manage.moveHere')}
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm" onClick={move.cancel}>
          <CloseIcon size={15} />
          {t('manage.cancelMove')}
        </button>
      </div>
    </section>
  );
}
