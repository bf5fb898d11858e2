import { PageHeader } from '../../../components/PageHeader.js';

/** Placeholder for /manage/listing and its editors: next issue. */
export default function ManageListingPage() {
  return (
    <section className="page">
      <PageHeader title="Listings" subtitle="Folders, links, todo lists and snippets: add, sort and move." />
    </section>
  );
}
