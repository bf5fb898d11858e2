import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { snippetListSaveSchema } from '../../../../shared/contracts/listings.js';
import { EditorFrame } from './EditorFrame.js';
import { initialCommon, type EditorContext } from './editorSetup.js';
import { NameAndIconFields } from './NameAndIconFields.js';
import { useSaveListing } from './useSaveListing.js';
import { checkPayload, type EditorIssues } from './validation.js';
import { VisibilityFields } from './VisibilityFields.js';

/** True when the browser history has a step inside Hearth to go back to (React Router counts them). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Add or edit a snippet list: name, icon and where it shows. A save resets the form, says
 * "Snippet saved." and goes back one step in history (spec-features §4), or to the management
 * view when the editor was opened directly.
 */
export function SnippetListEditor({ ctx }: { ctx: EditorContext }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initialCommon(ctx));
  const [issues, setIssues] = useState<EditorIssues>({});
  const navigate = useNavigate();
  const { saving, save } = useSaveListing('snippet', ctx.backTo, () => {
    setForm(initialCommon({ ...ctx, listing: null }));
    if (canGoBack()) void navigate(-1);
    else void navigate(ctx.backTo);
  });

  const submit = () => {
    const payload = {
      listingId: ctx.listing?._id ?? null,
      parentId: ctx.parentId,
      snippetName: form.name,
      snippetIcon: form.icon,
      showInSidebar: form.inSidebar,
      showOnFeatured: ctx.atRoot && form.onFeatured,
    };
    const found = checkPayload(snippetListSaveSchema, payload);
    setIssues(found ?? {});
    if (!found) void save(payload);
  };

  return (
    <EditorFrame
      title={ctx.listing ? t('folderForm.snippet.editTitle') : t('folderForm.snippet.addTitle')}
      subtitle={t('folderForm.snippet.subtitle')}
      backTo={ctx.backTo}
      saving={saving}
      onSubmit={submit}
    >
      <NameAndIconFields
        nameLabel={t('folderForm.snippet.name')}
        name={form.name}
        icon={form.icon}
        issues={issues}
        onName={(name) => setForm({ ...form, name })}
        onIcon={(icon) => setForm({ ...form, icon })}
      />
      <VisibilityFields value={form} atRoot={ctx.atRoot} onChange={(v) => setForm({ ...form, ...v })} />
    </EditorFrame>
  );
}
