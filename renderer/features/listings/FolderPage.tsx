import { useLayoutEffect } from 'react';
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
  const { listingId } = useParams();
  const query = useHeaderSearch();
  const { data, loading, failed, reload } = useFolderList(listingId, 'front');
  const shown = data !== null;
  useLayoutEffect(() => (shown ? markFolderLinksPainted(folderListPath(listingId, 'front')) : undefined), [shown, listingId]);

  if (failed) {
    return (
      <div className="page">
        <EmptyState title="This folder could not be opened" text="It may have been moved or deleted, or Hearth could not be reached.">
          <div className="empty-actions">
            <button type="button" className="btn btn-secondary" onClick={reload}>
              Retry
            </button>
            <Link className="btn btn-secondary" to="/">
              Back to home
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }
  if (!data) return <Loader active={loading} />;

  const folderName = data.parentFolder?.listingName ?? 'Folder';
  const trail: Crumb[] = [
    { key: 'home', label: 'Home', to: '/' },
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
          <EmptyState title="This folder is empty" text="Add links, folders or todo lists to it in the listing settings.">
            <Link className="btn btn-primary" to={`/manage/listing/${listingId ?? ''}`}>
              Manage this folder
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}
