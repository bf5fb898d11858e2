import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useHeaderSearch } from '../search/useHeaderSearch.js';
import { Breadcrumb, type Crumb } from './Breadcrumb.js';
import { CardGrid } from './CardGrid.js';
import { folderListPath, useFolderList } from './useFolderList.js';
import { markFolderLinksPainted } from './folderMarks.js';

/** `/c/:listingId`: a folder's items as cards under "Home › ancestors › folder". */
export default function FolderPage() {
  const { t } = useTranslation();
  const { listingId } = useParams();
  const query = useHeaderSearch();
  const { data, loading, failed, reload } = useFolderList(listingId, 'front');
  const shown = data !== null;
  useLayoutEffect(() => (shown ? markFolderLinksPainted(folderListPath(listingId, 'front')) : undefined), [shown, listingId]);

  if (failed) {
    return (
      <div className="page">
        <EmptyState title={t('listings.failedTitle')} text={t('listings.failedText')}>
          <div className="empty-actions">
            <button type="button" className="btn btn-secondary" onClick={reload}>
              {t('listings.retry')}
            </button>
            <Link className="btn btn-secondary" to="/">
              {t('listings.backHome')}
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }
  if (!data) return <Loader active={loading} />;

  const folderName = data.parentFolder?.listingName ?? t('listings.folder');
  const trail: Crumb[] = [
    { key: 'home', label: t('listings.home'), to: '/' },
    ...data.breadcrumb.map((entry) => ({ key: entry.id, label: entry.listingName, to: `/c/${entry.id}` })),
  ];
  return (
    <div className="page">
      <Breadcrumb trail={trail} current={folderName} />
      <PageHeader title={folderName} />
      <CardGrid
        items={data.items}
        query={query}
        empty={
          <EmptyState title={t('listings.emptyTitle')} text={t('listings.emptyText')}>
            <Link className="btn btn-primary" to={`/manage/listing/${listingId ?? ''}`}>
              {t('listings.manageFolder')}
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}
