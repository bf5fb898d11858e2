import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';

/** Placeholder for /c/:listingId (folder listing with breadcrumb): next issue. */
export default function FolderPage() {
  const { listingId } = useParams();
  return (
    <section className="page">
      <PageHeader title="Folder" subtitle={listingId ? `Folder ${listingId}` : undefined} />
    </section>
  );
}
