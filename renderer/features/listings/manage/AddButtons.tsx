import { Link } from 'react-router-dom';
import type { ListingKind } from '../../../../shared/contracts/listings.js';
import { PlusIcon } from '../ListingIcons.js';
import { addHref } from './manageLinks.js';

const buttons: { kind: ListingKind; label: string }[] = [
  { kind: 'folder', label: 'Add Folder' },
  { kind: 'link', label: 'Add Link' },
  { kind: 'todo', label: 'Add Todo List' },
  { kind: 'snippet', label: 'Add Snippet List' },
];

/** Add Folder, Add Link, Add Todo List, Add Snippet List and Add Stream for the level on screen. */
export function AddButtons({ parentId }: { parentId: string | null }) {
  return (
    <>
      {buttons.map(({ kind, label }, index) => (
        <Link key={kind} className={`btn btn-sm ${index === 0 ? 'btn-primary' : 'btn-secondary'}`} to={addHref(kind, parentId)}>
          <PlusIcon size={16} />
          {label}
        </Link>
      ))}
      <Link className="btn btn-sm btn-secondary" to={parentId ? `/manage/listing/${parentId}/save/stream` : '/manage/listing/save/stream'}>
        <PlusIcon size={16} />
        Add Stream
      </Link>
    </>
  );
}
