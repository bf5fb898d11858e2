import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../../shared/messages.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { Loader } from '../../../components/Loader.js';
import { translateMessage } from '../../../i18n/messages/translateMessage.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { Breadcrumb, type Crumb } from '../Breadcrumb.js';
import { useFolderList } from '../useFolderList.js';
import { AddButtons } from './AddButtons.js';
import { ManageGrid } from './ManageGrid.js';
import { manageHref } from './manageLinks.js';
import { MoveBanner } from './MoveBanner.js';
import { useListingActions } from './useListingActions.js';
import { useMoveMode } from './useMoveMode.js';

/** /manage/listing and /manage/listing/:listingId: reorder, move, delete and add (spec-core §2). */
export default function ManageListingPage() {
  const { t } = useTranslation();
  const { listingId } = useParams();
  const folderId = listingId ?? null;
  const { data, loading, failed, reload } = useFolderList(listingId, 'manage');
  const move = useMoveMode(data?.items);
  const actions = useListingActions(folderId);
  const [movingHere, setMovingHere] = useState(false);
  const { moving } = move;

  const moveInto = async (targetId: string | null) => {
    if (!moving) return false;
    const moved = await actions.move(moving.id, targetId);
    if (moved) move.cancel();
    return moved;
  };
  const moveHere = () => {
    setMovingHere(true);
    void moveInto(folderId).finally(() => setMovingHere(false));
  };

  const title = data?.parentFolder?.listingName ?? (folderId ? t('manage.folder') : t('manage.title'));
  const trail: Crumb[] = [
    { key: 'settings', label: t('manage.settings'), to: '/manage' },
    ...(folderId ? [{ key: 'root', label: t('manage.title'), to: move.linkTo(null) }] : []),
    ...(data?.breadcrumb ?? []).map((entry) => ({ key: entry.id, label: entry.listingName, to: move.linkTo(entry.id) })),
  ];
  const targets = data?.items.filter((item) => item.listingType === 'category' && item._id !== moving?.id) ?? [];

  return (
    <div className="page manage-page">
      <Breadcrumb trail={trail} current={title} linkState={move.linkState} />
      <PageHeader
        title={title}
        subtitle={folderId ? undefined : t('manage.subtitle')}
        actions={moving ? undefined : <AddButtons parentId={folderId} />}
      />
      {/* Always present, so screen readers announce the instruction when move mode starts. */}
      <p className="sr-only" role="status">
        {moving ? translateMessage(messages.moveSelectFolder) : ''}
      </p>
      <MoveBanner
        move={move}
        folderId={folderId}
        folderName={title}
        parentOfFolder={data?.parentFolder?.parentId ?? null}
        busy={movingHere}
        onMoveHere={moveHere}
      />
      <Loader active={loading} />
      {failed ? (
        <EmptyState title={t('manage.failedTitle')} text={t('manage.failedText')}>
          <div className="empty-actions">
            <button type="button" className="btn btn-secondary" onClick={reload}>
              {t('manage.retry')}
            </button>
            <Link className="btn btn-secondary" to={manageHref(null)}>
              {t('manage.backToListings')}
            </Link>
          </div>
        </EmptyState>
      ) : null}
      {data && data.items.length === 0 && !moving ? (
        <EmptyState title={t('manage.emptyTitle')} text={t('manage.emptyText')} />
      ) : null}
      {data && moving && targets.length === 0 ? (
        <p className="move-empty">{t('manage.noFolders')}</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ManageGrid
          items={data.items}
          move={move}
          onReorder={actions.reorder}
          onMoveInto={(target) => moveInto(target)}
          onDelete={actions.remove}
        />
      ) : null}
    </div>
  );
}
