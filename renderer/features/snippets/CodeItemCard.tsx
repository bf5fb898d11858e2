import { lazy, Suspense, useCallback, useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { EditorState } from '@codemirror/state';
import { codeItemSaveSchema, type CodeItem } from '../../../shared/contracts/snippets.js';
import { messages } from '../../../shared/messages.js';
import { downloadFilename, languageOf } from '../../../shared/languages.js';
import { CopyIcon, TrashIcon } from '../listings/ListingIcons.js';
import { copyToClipboard } from '../../clipboard.js';
import { downloadText } from './download.js';
import { editDraft, useDraft } from './drafts.js';
import { LanguageSelect } from './LanguageSelect.js';
import { registerSaver } from './savers.js';
import { DownloadIcon, FileCodeIcon, SaveIcon } from './SnippetIcons.js';
import { useSnippetMutations } from './useSnippetMutations.js';
import { reachable } from '../../api/reachableImport.js';

// CodeMirror and the language packages load with the first code item shown, not with the list.
const CodeEditor = lazy(reachable(() => import('./editor/CodeEditor.js')));

interface CodeItemCardProps {
  snippetId: string;
  item: CodeItem;
  /** Focus this file's editor when it shows (the first file of a snippet just created). */
  autoFocus?: boolean;
  onDelete: (item: CodeItem) => void;
}

/** One file of a snippet: name, language, the editor, and Save, Copy, Download and Delete. */
export function CodeItemCard({ snippetId, item, autoFocus = false, onDelete }: CodeItemCardProps) {
  const { t } = useTranslation();
  const draft = useDraft(item._id);
  const { saveCodeItem } = useSnippetMutations();
  const filename = draft?.filename ?? item.snippetFilename;
  const language = draft?.language ?? item.snippetLanguage;
  const dirty = Boolean(draft) && (draft?.code !== null || filename !== item.snippetFilename || language !== item.snippetLanguage);
  const base = { snippetId, filename: item.snippetFilename, language: item.snippetLanguage };
  const text = useCallback(() => draft?.code?.() ?? item.snippetCode, [draft, item.snippetCode]);
  const label = filename || t('snippets.file.untitled');

  const save = useCallback(() => {
    if (!dirty || saveCodeItem.isPending) return;
    const body = { codeId: item._id, snippetCode: text(), snippetFilename: filename, language };
    const result = codeItemSaveSchema.safeParse(body);
    if (!result.success) {
      toast.error(result.error.issues[0]?.message ?? messages.snippetSaveFailed, { id: `code-${item._id}` });
      return;
    }
    saveCodeItem.mutate({ snippetId, body });
  }, [dirty, saveCodeItem, item._id, text, filename, language, snippetId]);

  useEffect(() => registerSaver(item._id, save), [item._id, save]);

  const copy = async () => {
    const result = await copyToClipboard(text());
    if (result.ok) toast.success(messages.copiedToClipboard);
    else toast.error(`${messages.copyFailed}: ${result.reason}`);
  };

  const onEdit = useCallback(
    (state: EditorState, read: () => string) => editDraft(item._id, base, { code: read, editorState: state }),
    // base is rebuilt each render from these same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [item._id, snippetId, item.snippetFilename, item.snippetLanguage],
  );

  return (
    <article className="code-item card" data-code-id={item._id} aria-label={t('snippets.file.label', { name: label })}>
      <div className="code-item-head">
        <FileCodeIcon size={18} className="code-item-icon" />
        <div className="field field-compact code-item-name">
          <label className="sr-only" htmlFor={`file-${item._id}`}>
            {t('snippets.file.name')}
          </label>
          <input
            id={`file-${item._id}`}
            className="input"
            value={filename}
            placeholder={t('snippets.file.placeholder')}
            maxLength={255}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => editDraft(item._id, base, { filename: e.target.value })}
          />
        </div>
        <LanguageSelect id={`language-${item._id}`} label={t('snippets.file.language')} compact value={language} onChange={(value) => editDraft(item._id, base, { language: value })} />
        <div className="code-item-actions">
          {dirty ? <span className="badge badge-accent code-item-dirty">{t('snippets.file.unsaved')}</span> : null}
          {/* The labels hide on phones; aria-label keeps each button's name the same everywhere. */}
          <button type="button" className="btn btn-sm btn-primary" aria-label={t('snippets.file.save')} title={t('snippets.file.saveTitle')} onClick={save} disabled={!dirty || saveCodeItem.isPending}>
            <SaveIcon size={16} />
            <span className="btn-text">{t('snippets.file.save')}</span>
          </button>
          <button type="button" className="btn btn-sm btn-secondary" aria-label={t('snippets.file.copy')} title={t('snippets.file.copy')} onClick={() => void copy()}>
            <CopyIcon size={16} />
            <span className="btn-text">{t('snippets.file.copy')}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            aria-label={t('snippets.file.download')}
            title={t('snippets.file.downloadAs', { name: downloadFilename(filename, language) })}
            onClick={() => downloadText(downloadFilename(filename, language), text(), languageOf(language).mime)}
          >
            <DownloadIcon size={16} />
            <span className="btn-text">{t('snippets.file.download')}</span>
          </button>
          <button type="button" className="icon-btn icon-btn-danger" aria-label={t('snippets.file.deleteNamed', { name: label })} title={t('snippets.file.deleteTitle')} onClick={() => onDelete(item)}>
            <TrashIcon size={18} />
          </button>
        </div>
      </div>
      <Suspense fallback={<pre className="code-fallback">{text()}</pre>}>
        <CodeEditor key={item._id} text={item.snippetCode} restore={draft?.editorState} language={language} label={t('snippets.file.codeOf', { name: label })} autoFocus={autoFocus} onChange={onEdit} />
      </Suspense>
    </article>
  );
}
