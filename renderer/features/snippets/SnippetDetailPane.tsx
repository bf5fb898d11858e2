import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeItem, SnippetWithItems } from '../../../shared/contracts/snippets.js';
import { plainText } from '../../../shared/languages.js';
import { messages } from '../../../shared/messages.js';
import { toastError } from '../../api/toastError.js';
import { EmptyState } from '../../components/EmptyState.js';
import { AlertIcon, ArrowLeftIcon } from '../../components/icons/UiIcons.js';
import { Loader } from '../../components/Loader.js';
import { EditIcon, PlusIcon, TrashIcon } from '../listings/ListingIcons.js';
import { CodeItemCard } from './CodeItemCard.js';
import { formatSnippetDate } from './formatDate.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { SnippetFormDialog } from './SnippetFormDialog.js';
import { FileCodeIcon } from './SnippetIcons.js';
import { useSnippetDetail } from './snippetQueries.js';
import { useSnippetMutations } from './useSnippetMutations.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';

interface SnippetDetailPaneProps {
  snippetId: string | null;
  /** Phones: back to the list (the panes stack there). */
  onBack: () => void;
  /** After the snippet is deleted (or found missing): nothing is selected any more. */
  onGone: () => void;
  onRenamed: (snippet: SnippetWithItems) => void;
  /** A snippet just created: its first file's editor takes the focus, ready for the code. */
  focusFirstFile: boolean;
}

type Confirm = { kind: 'snippet' } | { kind: 'item'; item: CodeItem } | null;

/** The selected snippet: its title and code items, with rename, add file and delete. */
export function SnippetDetailPane({ snippetId, onBack, onGone, onRenamed, focusFirstFile }: SnippetDetailPaneProps) {
  const { t, i18n } = useTranslation();
  const locale = useRegionalLocale();
  const detail = useSnippetDetail(snippetId);
  const { addCodeItem, deleteCodeItem, deleteSnippet } = useSnippetMutations();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [renaming, setRenaming] = useState(false);
  useEffect(() => {
    if (detail.error) toastError(detail.error, messages.snippetFetchFailed);
  }, [detail.error]);

  if (snippetId === null) {
    return (
      <section className="card snippets-detail-pane" aria-label={t('snippets.detail.label')}>
        <EmptyState icon={<FileCodeIcon size={32} />} title={translateMessage(messages.selectSnippet)} text={t('snippets.detail.chooseText')} />
      </section>
    );
  }
  const back = (
    <button type="button" className="btn btn-sm btn-secondary snippets-back" onClick={onBack}>
      <ArrowLeftIcon size={16} />
      {t('snippets.detail.back')}
    </button>
  );
  if (detail.isError) {
    return (
      <section className="card snippets-detail-pane" aria-label={t('snippets.detail.label')}>
        {back}
        <EmptyState icon={<AlertIcon size={32} />} title={translateMessage(messages.snippetFetchFailed)} text={t('snippets.detail.failedText')}>
          <button type="button" className="btn btn-secondary" onClick={() => void detail.refetch()}>
            {t('snippets.detail.retry')}
          </button>
        </EmptyState>
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="card snippets-detail-pane" aria-label={t('snippets.detail.label')}>
        <Loader />
      </section>
    );
  }

  const { snippet, snippetItems } = detail.data;
  const addFile = () => addCodeItem.mutate({ snippetId: snippet._id, body: { language: snippet.snippetLanguage || plainText, snippetCode: '', snippetFilename: '' } });
  return (
    <section className="card snippets-detail-pane" aria-labelledby="snippet-heading">
      {back}
      <header className="snippet-head">
        <div className="snippet-head-text">
          <h2 id="snippet-heading">{snippet.snippetTitle}</h2>
          <p className="snippet-meta">
            <span className="badge">{snippet.snippetLanguage === plainText ? t('snippets.languageSelect.plainText') : snippet.languageName}</span>
            <span>{formatSnippetDate(snippet.createdAt, i18n.language, locale)}</span>
            {snippet.parent ? <span>{t('snippets.detail.inList', { list: snippet.parent.listingName })}</span> : null}
          </p>
        </div>
        <div className="snippet-head-actions">
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRenaming(true)}>
            <EditIcon size={16} />
            {t('snippets.detail.rename')}
          </button>
          <button type="button" className="btn btn-sm btn-secondary" onClick={addFile} disabled={addCodeItem.isPending}>
            <PlusIcon size={16} />
            {t('snippets.detail.addFile')}
          </button>
          <button type="button" className="btn btn-sm btn-danger" onClick={() => setConfirm({ kind: 'snippet' })}>
            <TrashIcon size={16} />
            {t('snippets.detail.delete')}
          </button>
        </div>
      </header>
      {snippetItems.length === 0 ? (
        <EmptyState title={t('snippets.detail.emptyTitle')} text={t('snippets.detail.emptyText')}>
          <button type="button" className="btn btn-primary" onClick={addFile}>
            <PlusIcon size={16} />
            {t('snippets.detail.addFile')}
          </button>
        </EmptyState>
      ) : (
        <div className="code-items">
          {snippetItems.map((item, index) => (
            <CodeItemCard
              key={item._id}
              snippetId={snippet._id}
              item={item}
              autoFocus={focusFirstFile && index === 0}
              onDelete={(target) => setConfirm({ kind: 'item', item: target })}
            />
          ))}
        </div>
      )}
      {renaming ? (
        <SnippetFormDialog
          snippet={snippet}
          listingId={snippet.listingId}
          onClose={() => setRenaming(false)}
          onSaved={(saved) => {
            setRenaming(false);
            onRenamed(saved);
          }}
        />
      ) : null}
      {confirm?.kind === 'snippet' ? (
        <ConfirmDialog
          title={t('snippets.detail.deleteSnippetTitle')}
          text={t('snippets.detail.deleteSnippetText', { title: snippet.snippetTitle, count: snippetItems.length })}
          confirmLabel={t('snippets.detail.deleteSnippet')}
          busyLabel={t('snippets.detail.deleting')}
          cancelLabel={t('snippets.detail.cancel')}
          closeLabel={t('snippets.detail.close')}
          busy={deleteSnippet.isPending}
          onClose={() => setConfirm(null)}
          onConfirm={() => deleteSnippet.mutate(snippet._id, { onSuccess: onGone, onSettled: () => setConfirm(null) })}
        />
      ) : null}
      {confirm?.kind === 'item' ? (
        <ConfirmDialog
          title={t('snippets.detail.deleteFileTitle')}
          text={t('snippets.detail.deleteFileText', { name: confirm.item.snippetFilename || t('snippets.file.untitled') })}
          confirmLabel={t('snippets.detail.deleteFile')}
          busyLabel={t('snippets.detail.deleting')}
          cancelLabel={t('snippets.detail.cancel')}
          closeLabel={t('snippets.detail.close')}
          busy={deleteCodeItem.isPending}
          onClose={() => setConfirm(null)}
          onConfirm={() => deleteCodeItem.mutate({ snippetId: snippet._id, codeId: confirm.item._id }, { onSettled: () => setConfirm(null) })}
        />
      ) : null}
    </section>
  );
}
