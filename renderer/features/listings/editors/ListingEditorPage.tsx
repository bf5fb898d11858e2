import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { listingKinds, type ListingKind } from '../../../../shared/contracts/listings.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { AlertIcon } from '../../../components/icons/UiIcons.js';
import { Loader } from '../../../components/Loader.js';
import { translateMessage } from '../../../i18n/messages/translateMessage.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { editorKinds } from './editorKinds.js';
import { editorContext } from './editorSetup.js';
import { FolderEditor } from './FolderEditor.js';
import { LinkEditor } from './LinkEditor.js';
import { SnippetListEditor } from './SnippetListEditor.js';
import { StreamEditor } from '../../streams/StreamEditor.js';
import { useListingDetail } from './useListingDetail.js';

const isKind = (value: string | undefined): value is ListingKind => (listingKinds as readonly string[]).includes(value ?? '');

/** Loads the item (edit) or starts empty (add), then shows the kind's form. */
function Editor({ kind, parentId, listingId }: { kind: ListingKind; parentId: string | undefined; listingId: string | undefined }) {
  const { t } = useTranslation();
  const state = useListingDetail(kind, listingId);
  const text = editorKinds[kind];
  if (state.status === 'loading') return <Loader />;
  if (state.status === 'failed') {
    return (
      <section className="page editor-page">
        <PageHeader title={kind === 'link' ? t('linkForm.editTitle') : t(`folderForm.${kind}.editTitle`)} />
        <div className="card">
          <EmptyState icon={<AlertIcon size={32} />} title={translateMessage(text.fetchFailed)} text={t('folderForm.fetchFailedText')}>
            <button type="button" className="btn btn-secondary" onClick={state.retry}>
              {t('folderForm.tryAgain')}
            </button>
          </EmptyState>
        </div>
      </section>
    );
  }
  // spec-features §2: a snippet list editor given another kind's id (or none that exists) leaves.
  if (kind === 'snippet' && state.missing) return <Navigate to="/manage/listing" replace />;
  const ctx = editorContext(kind, state.detail?.listing ?? null, parentId, state.missing);
  if (kind === 'link') return <LinkEditor ctx={ctx} detail={state.detail} />;
  if (kind === 'snippet') return <SnippetListEditor ctx={ctx} />;
  return <FolderEditor ctx={ctx} />;
}

/**
 * /manage/listing[/{parentId}]/save/{kind}[/{listingId}]: add or edit a folder, link, todo list
 * or snippet list; streams have their own editor (features/streams).
 */
export default function ListingEditorPage() {
  const { kind, parentId, listingId } = useParams();
  if (kind === 'stream') return <StreamEditor key={`${parentId ?? ''}/${listingId ?? ''}`} parentId={parentId} listingId={listingId} />;
  if (isKind(kind)) {
    // A new key on every route change: the form starts over instead of keeping the last item's values.
    return <Editor key={`${kind}/${parentId ?? ''}/${listingId ?? ''}`} kind={kind} parentId={parentId} listingId={listingId} />;
  }
  return <Navigate to="/notfound" replace />;
}
