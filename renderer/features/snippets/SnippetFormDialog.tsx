import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { snippetSaveSchema, type Snippet, type SnippetSaveBody, type SnippetWithItems } from '../../../shared/contracts/snippets.js';
import { plainText } from '../../../shared/languages.js';
import { FormField } from '../../forms/FormField.js';
import { ListChoice } from '../../forms/ListChoice.js';
import { fieldErrors } from '../../forms/fieldErrors.js';
import { LanguageSelect } from './LanguageSelect.js';
import { Modal } from '../../components/Modal.js';
import { useSnippetLists } from './snippetQueries.js';
import { useSnippetMutations } from './useSnippetMutations.js';

type Field = 'snippetTitle' | 'language' | 'listingId';
const fieldIds: Record<Field, string> = { snippetTitle: 'snippet-title', language: 'snippet-language', listingId: 'snippet-list' };

interface SnippetFormDialogProps {
  /** The snippet to rename; absent to create one. */
  snippet?: Snippet;
  /** The list a new snippet goes to; null on /snippet, where the form asks. */
  listingId: string | null;
  onSaved: (snippet: SnippetWithItems) => void;
  onClose: () => void;
}

/** New Snippet (title, language, and the list on /snippet) or Rename (title and language). */
export function SnippetFormDialog({ snippet, listingId, onSaved, onClose }: SnippetFormDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(snippet?.snippetTitle ?? '');
  const [language, setLanguage] = useState(snippet?.snippetLanguage ?? plainText);
  const [list, setList] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { saveSnippet } = useSnippetMutations();
  const asksList = !snippet && listingId === null;
  const lists = useSnippetLists(asksList);
  const chosenList = listingId ?? (list || lists.data?.[0]?._id || '');

  const payload = (next: { title?: string; language?: string }): SnippetSaveBody => ({
    snippetTitle: next.title ?? title,
    language: next.language ?? language,
    ...(snippet ? { snippetId: snippet._id } : { listingId: chosenList, snippetCode: '', snippetFilename: '' }),
  });

  /** Field errors clear as each field is fixed; new ones appear only on submit. */
  const recheck = (next: { title?: string; language?: string }) => {
    const result = snippetSaveSchema.safeParse(payload(next));
    const now = result.success ? {} : fieldErrors<Field>(result.error);
    setErrors((shown) => Object.fromEntries(Object.keys(shown).flatMap((k) => (now[k as Field] ? [[k, now[k as Field]]] : []))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saveSnippet.isPending) return;
    const body = payload({});
    const result = snippetSaveSchema.safeParse(body);
    if (!result.success) {
      const found = fieldErrors<Field>(result.error);
      setErrors(found);
      const first = (Object.keys(fieldIds) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(fieldIds[first])?.focus();
      return;
    }
    saveSnippet.mutate(body, { onSuccess: (saved) => onSaved(saved) });
  };

  const noLists = asksList && lists.data?.length === 0;
  return (
    <Modal id="snippet-form" title={snippet ? t('snippets.form.renameTitle') : t('snippets.form.newTitle')} closeLabel={t('snippets.form.close')} onClose={onClose} initialFocus={fieldIds.snippetTitle}>
      <form className="form modal-form" onSubmit={submit} noValidate>
        <FormField
          id={fieldIds.snippetTitle}
          label={t('snippets.form.title')}
          value={title}
          maxLength={200}
          autoComplete="off"
          error={errors.snippetTitle}
          onChange={(e) => {
            setTitle(e.target.value);
            recheck({ title: e.target.value });
          }}
        />
        <LanguageSelect
          id={fieldIds.language}
          label={t('snippets.form.language')}
          value={language}
          error={errors.language}
          onChange={(value) => {
            setLanguage(value);
            recheck({ language: value });
          }}
        />
        {asksList ? (
          <ListChoice
            id={fieldIds.listingId}
            kind="snippet"
            options={lists.data?.map((l) => ({ id: l._id, label: l.listingName }))}
            value={chosenList}
            error={errors.listingId}
            onChange={setList}
          />
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('snippets.form.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saveSnippet.isPending || noLists}>
            {saveSnippet.isPending ? t('snippets.form.saving') : snippet ? t('snippets.form.save') : t('snippets.form.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
