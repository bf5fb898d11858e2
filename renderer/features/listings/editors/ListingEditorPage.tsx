import { PageHeader } from '../../../components/PageHeader.js';

/** Placeholder: add/edit a folder, link or todo list (issue 3, editors). */
export default function ListingEditorPage() {
  return (
    <section className="page">
      <PageHeader title="Edit listing" />
    </section>
  );
}
