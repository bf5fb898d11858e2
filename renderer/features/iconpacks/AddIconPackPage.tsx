import { PageHeader } from '../../components/PageHeader.js';

/** Placeholder: /manage/iconpack/add (issue 3, icons). */
export default function AddIconPackPage() {
  return (
    <section className="page">
      <PageHeader title="Add Icon Pack" />
    </section>
  );
}
