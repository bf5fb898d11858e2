import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { pageSaveSchema, type Page } from '../../../shared/contracts/pages.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { FormField } from '../../forms/FormField.js';
import { fieldErrors } from '../../forms/fieldErrors.js';
import { Loader } from '../../components/Loader.js';
import { Spinner } from '../../components/Spinner.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { EditorFrame } from '../listings/editors/EditorFrame.js';
import { useOwnPage } from './pageQueries.js';
import { usePageMutations } from './usePageMutations.js';
import { FieldError } from '../../forms/FieldError.js';
import { reachable } from '../../api/reachableImport.js';

// Lexical is only needed here: it loads with this screen's own chunk, never before sign-in.
const RichTextEditor = lazy(reachable(() => import('./editor/RichTextEditor.js')));

type Field = 'pageTitle' | 'pageContent';

/**
 * /manage/page/add ("Add a new page") and /manage/page/{pageId} ("Edit a page"): Page Title, Page
 * Content in the rich-text editor and Publish (on for new pages). An id that finds nothing gives
 * an empty form with a notice (spec-features §4).
 */
export default function PageEditorPage() {
  const pageId = normaliseId(useParams().pageId);
  const existing = useOwnPage(pageId);
  if (pageId && existing.isPending) return <Loader />;
  const page = existing.data ?? null;
  return <PageForm key={page?._id ?? 'new'} page={page} missing={pageId !== null && !page} />;
}

function PageForm({ page, missing }: { page: Page | null; missing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { save } = usePageMutations();
  const [title, setTitle] = useState(page?.pageTitle ?? '');
  const [content, setContent] = useState(page?.pageContent ?? '');
  const [publish, setPublish] = useState(page?.isPublished ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const body = { pageId: page?._id, pageTitle: title, pageContent: content, publish };
    const result = pageSaveSchema.safeParse(body);
    if (!result.success) {
      const found = fieldErrors<Field>(result.error);
      setErrors(found);
      if (found.pageTitle) document.getElementById('page-title')?.focus();
      return;
    }
    setErrors({});
    save.mutate(body, { onSuccess: () => void navigate('/manage/page') });
  };

  return (
    <EditorFrame
      title={page ? t('pages.editor.editTitle') : t('pages.editor.addTitle')}
      subtitle={t('pages.editor.subtitle')}
      notice={missing ? t('pages.editor.missing') : undefined}
      backTo="/manage/page"
      saving={save.isPending}
      onSubmit={submit}
    >
      <FormField
        id="page-title"
        label={t('pages.editor.titleLabel')}
        value={title}
        maxLength={200}
        autoComplete="off"
        error={errors.pageTitle}
        onChange={(e) => {
          setTitle(e.target.value);
          if (errors.pageTitle && e.target.value.trim()) setErrors((shown) => ({ ...shown, pageTitle: undefined }));
        }}
      />
      <div className="field">
        <span className="field-label" id="page-content-label">
          {t('pages.editor.contentLabel')}
        </span>
        <Suspense
          fallback={
            <div className="rich-editor rich-editor-loading">
              <Spinner size={22} label={t('pages.editor.loading')} />
            </div>
          }
        >
          <RichTextEditor initialHtml={page?.pageContent ?? ''} onChange={setContent} labelledBy="page-content-label" />
        </Suspense>
        <FieldError message={errors.pageContent} />
      </div>
      <CheckboxField id="page-publish" label={t('pages.editor.publish')} checked={publish} onChange={setPublish} hint={t('pages.editor.publishHint')} />
    </EditorFrame>
  );
}
