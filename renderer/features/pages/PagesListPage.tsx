import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageAction, PageSummary } from '../../../shared/contracts/pages.js';
import { messages } from '../../../shared/messages.js';
import { toastError } from '../../api/toastError.js';
import { formatDate } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
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

const editedDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

type Pending = { kind: 'delete'; page: PageSummary } | { kind: PageAction; page: PageSummary };

/** /manage/page: the user's pages with view, edit, publish or unpublish and delete, each change confirmed. */
export default function PagesListPage() {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const list = usePageList();
  const { remove, setPublished } = usePageMutations();
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (list.error) toastError(list.error, messages.cannotLoadData);
  }, [list.error]);

  const addButton = (
    <Link id="add-page" className="btn btn-primary" to="/manage/page/add">
      <PlusIcon size={18} />
      {t('pages.list.add')}
    </Link>
  );

  let body;
  if (list.isError && !list.data) {
    body = (
      <EmptyState icon={<AlertIcon size={28} />} title={translateMessage(messages.cannotLoadData)} text={t('pages.list.failedText')}>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
          {t('pages.list.retry')}
        </button>
      </EmptyState>
    );
  } else if (!list.data) {
    body = <Loader />;
  } else if (list.data.length === 0) {
    body = <EmptyState icon={<PageIcon size={28} />} title={t('pages.list.emptyTitle')} text={translateMessage(messages.noPages)} />;
  } else {
    body = (
      <ul className="page-rows" aria-label={t('pages.list.listLabel')}>
        {list.data.map((page) => (
          <li key={page._id} className="page-row">
            <span className="page-row-icon" aria-hidden="true">
              <PageIcon size={20} />
            </span>
            <div className="page-row-main">
              <span className="page-row-title">{page.pageTitle}</span>
              <span className="page-row-meta">
                <span className={page.isPublished ? 'badge badge-accent' : 'badge'}>{page.isPublished ? t('pages.list.published') : t('pages.list.unpublished')}</span>
                <span>{t('pages.list.edited', { date: formatDate(locale, new Date(page.updatedAt), editedDate) })}</span>
              </span>
            </div>
            <div className="page-row-actions">
              {page.isPublished ? (
                <Link className="icon-btn" to={`/p/${page._id}`} aria-label={t('pages.list.viewNamed', { name: page.pageTitle })} title={t('pages.list.view')}>
                  <EyeIcon size={18} />
                </Link>
              ) : (
                // Keeps the other actions in one column down the list.
                <span className="icon-btn-slot" aria-hidden="true" />
              )}
              <Link className="icon-btn" to={`/manage/page/${page._id}`} aria-label={t('pages.list.editNamed', { name: page.pageTitle })} title={t('pages.list.edit')}>
                <EditIcon size={18} />
              </Link>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setPending({ kind: page.isPublished ? 'unpublish' : 'publish', page })}>
                {page.isPublished ? t('pages.list.unpublish') : t('pages.list.publish')}
              </button>
              <button type="button" className="icon-btn icon-btn-danger" aria-label={t('pages.list.deleteNamed', { name: page.pageTitle })} title={t('pages.list.delete')} onClick={() => setPending({ kind: 'delete', page })}>
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
      <PageHeader title={t('pages.list.title')} subtitle={t('pages.list.subtitle')} actions={addButton} />
      <div className="card pages-card">{body}</div>
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('pages.list.deleteTitle')}
          text={translateMessage(messages.pageDeleteConfirm)}
          confirmLabel={t('pages.list.delete')}
          busyLabel={t('pages.list.deleting')}
          cancelLabel={t('pages.list.cancel')}
          closeLabel={t('pages.list.close')}
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
          title={pending.kind === 'publish' ? t('pages.list.publishTitle') : t('pages.list.unpublishTitle')}
          text={translateMessage(pending.kind === 'publish' ? messages.pagePublishConfirm : messages.pageUnpublishConfirm)}
          confirmLabel={pending.kind === 'publish' ? t('pages.list.publish') : t('pages.list.unpublish')}
          busyLabel={pending.kind === 'publish' ? t('pages.list.publishing') : t('pages.list.unpublishing')}
          cancelLabel={t('pages.list.cancel')}
          closeLabel={t('pages.list.close')}
          tone="primary"
          busy={setPublished.isPending}
          onClose={() => setPending(null)}
          onConfirm={() => setPublished.mutate({ pageId: pending.page._id, action: pending.kind }, { onSuccess: () => setPending(null) })}
        />
      ) : null}
    </section>
  );
}
