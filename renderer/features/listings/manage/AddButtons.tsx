import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListingKind } from '../../../../shared/contracts/listings.js';
import { PlusIcon } from '../ListingIcons.js';
import { addHref } from './manageLinks.js';

const kinds: ListingKind[] = ['folder', 'link', 'todo', 'snippet'];

/** Add Folder, Add Link, Add Todo List, Add Snippet List and Add Stream for the level on screen. */
export function AddButtons({ parentId }: { parentId: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {kinds.map((kind, index) => (
        <Link key={kind} className={`btn btn-sm ${index === 0 ? 'btn-primary' : 'btn-secondary'}`} to={addHref(kind, parentId)}>
          <PlusIcon size={16} />
          {t(`manage.add.${kind}`)}
        </Link>
      ))}
      <Link className="btn btn-sm btn-secondary" to={parentId ? `/manage/listing/${parentId}/save/stream` : '/manage/listing/save/stream'}>
        <PlusIcon size={16} />
        {t('manage.add.stream')}
      </Link>
    </>
  );
}
