import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState.js';
import { ShapesIcon } from '../../components/icons/NavIcons.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PlusIcon } from '../icons/ToolIcons.js';
import { IconPackCard } from './IconPackCard.js';
import { useIconPackList } from './iconPackQueries.js';

/** /manage/iconpack: the packs the icon picker offers, with Add Icon Pack. */
export default function IconPacksPage() {
  const { t } = useTranslation();
  const packs = useIconPackList(true);
  const addButton = (
    <Link className="btn btn-primary" to="/manage/iconpack/add">
      <PlusIcon size={18} /> {t('iconPacks.add.title')}
    </Link>
  );
  return (
    <section className="page">
      <PageHeader title={t('iconPacks.title')} subtitle={t('iconPacks.subtitle')} actions={addButton} />
      {packs === null ? <Loader /> : null}
      {packs?.length === 0 ? (
        <div className="card">
          <EmptyState icon={<ShapesIcon size={36} />} title={t('iconPacks.emptyTitle')} text={t('iconPacks.emptyText')} />
        </div>
      ) : null}
      {packs && packs.length > 0 ? (
        <div className="pack-grid">
          {packs.map((pack) => (
            <IconPackCard key={pack._id} pack={pack} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
