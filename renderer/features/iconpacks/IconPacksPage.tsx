import { PageHeader } from '../../components/PageHeader.js';

/** Placeholder for /manage/iconpack and /manage/iconpack/add: next issue. */
export default function IconPacksPage() {
  return (
    <section className="page">
      <PageHeader title="Icon Packs" subtitle="Add icon packs to choose icons from." />
    </section>
  );
}
