import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PageAction, PageSummary } from '../../../shared/contracts/pages.js';
import { messages } from '../../../shared/messages.js';
import { toastError } from '../../api/toastError.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PageIcon } from '../../components/icons/NavIcons.js';
import { AlertIcon } from '../../components/icons/UiIcons.js';
import { EditIcon, PlusIcon, TrashIcon } from '../listings/ListingIcons.js';
import { EyeIcon } from './editor/EditorIcons.js';
import { usePageList } from './pageQueries.js';
import { usePageMutations } from './usePageMutations.js';

const edited = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

type Pending = { kind: 'delete'; page: PageSummary } | { kind: PageAction; page: PageSummary };

/** /manage/page: the user's pages with view, edit, publish or unpublish and delete, each change confirmed. */
export default function PagesListPage() {
  const list = usePageList();
  const { remove, setPublished } = usePageMutations();
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (list.error) toastError(list.error, messages.cannotLoadData);
  }, [list.error]);

  const addButton = (
    <Link id="add-page" className="btn btn-primary" to="/manage/page/add">
      <PlusIcon size={18} />
      Add Page
    </Link>
  );

  let body;
  if (list.isError && !list.data) {
    body = (
      <EmptyState icon={<AlertIcon size={28} />} title={messages.cannotLoadData} text="Check that Hearth is running, then try again.">
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
          Retry
        </button>
      </EmptyState>
    );
  } else if (!list.data) {
    body = <Loader />;
  } else if (list.data.length === 0) {
    body = <EmptyState icon={<PageIcon size={28} />} title="No pages yet" text={messages.noPages} />;
  } else {
    body = (
      <ul className="page-rows" aria-label="Pages">
        {list.data.map((page) => (
          <li key={page._id} className="page-row">
            <span className="page-row-icon" aria-hidden="true">
              <PageIcon size={20} />
            </span>
            <div className="page-row-main">
              <span className="page-row-title">{page.pageTitle}</span>
              <span className="page-row-meta">
                <span className={page.isPublished ? 'badge badge-accent' : 'badge'}>{page.isPublished ? 'Published' : 'Unpublished'}</span>
                <span>Edited {edited.format(new Date(page.updatedAt))}</span>
              </span>
            </div>
            <div className="page-row-actions">
              {page.isPublished ? (
                <Link className="icon-btn" to={`/p/${page._id}`} aria-label={`View ${page.pageTitle}`} title="View">
                  <EyeIcon size={18} />
                </Link>
              ) : (
                // Keeps the other actions in one column down the list.
                <span className="icon-btn-slot" aria-hidden="true" />
              )}
              <Link className="icon-btn" to={`/manage/page/${page._id}`} aria-label={`Edit ${page.pageTitle}`} title="Edit">
                <EditIcon size={18} />
              </Link>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setPending({ kind: page.isPublished ? 'unpublish' : 'publish', page })}>
                {page.isPublished ? 'Unpublish' : 'Publish'}
              </button>
              <button type="button" className="icon-btn icon-btn-danger" aria-label={`Delete ${page.pageTitle}`} title="Delete" onClick={() => setPending({ kind: 'delete', page })}>
                <TrashIcon size={18} />
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page">
      <PageHeader title="Pages" subtitle="Rich-text pages of your own. Publish one to link it from a card and share it with everyone on this Hearth." actions={addButton} />
      <div className="card pages-card">{body}</div>
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete page"
          text={messages.pageDeleteConfirm}
          confirmLabel="Delete"
          busy={remove.isPending}
          onClose={() => setPending(null)}
          onConfirm={() =>
            remove.mutate(pending.page._id, {
              onSuccess: () => {
                setPending(null);
                // The row that opened the dialog is gone: focus goes to Add Page instead of the page top.
                requestAnimationFrame(() => document.getElementById('add-page')?.focus());
              },
            })
          }
        />
      ) : null}
      {pending && pending.kind !== 'delete' ? (
        <ConfirmDialog
          title={pending.kind === 'publish' ? 'Publish page' : 'Unpublish page'}
          text={pending.kind === 'publish' ? messages.pagePublishConfirm : messages.pageUnpublishConfirm}
          confirmLabel={pending.kind === 'publish' ? 'Publish' : 'Unpublish'}
          busyLabel={pending.kind === 'publish' ? 'Publishing…' : 'Unpublishing…'}
          tone="primary"
          busy={setPublished.isPending}
          onClose={() => setPending(null)}
          onConfirm={() => setPublished.mutate({ pageId: pending.page._id, action: pending.kind }, { onSuccess: () => setPending(null) })}
        />
      ) : null}
    </section>
  );
}
