import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { folderSaveSchema, todoListSaveSchema } from '../../../../shared/contracts/listings.js';
import type { HomeDisplay } from '../../../../shared/contracts/home.js';
import { HomeDisplayField } from './HomeDisplayField.js';
import { EditorFrame } from './EditorFrame.js';
import { initialCommon, type EditorContext } from './editorSetup.js';
import { MissingNotice } from './MissingNotice.js';
import { NameAndIconFields } from './NameAndIconFields.js';
import { useSaveListing } from './useSaveListing.js';
import { useEditorIssues } from './validation.js';
import { VisibilityFields } from './VisibilityFields.js';

/** The payload of /listing/save/folder or /listing/save/todo: the same fields, other names. */
function payloadOf(ctx: EditorContext, form: ReturnType<typeof initialCommon>, homeDisplay: HomeDisplay) {
  const common = {
    listingId: ctx.listing?._id ?? null,
    parentId: ctx.parentId,
    showInSidebar: form.inSidebar,
    showOnFeatured: ctx.atRoot && form.onFeatured,
  };
  return ctx.kind === 'todo' ? { ...common, todoName: form.name, todoIcon: form.icon } : { ...common, folderName: form.name, folderIcon: form.icon, homeDisplay };
}

/** Add or edit a folder or a todo list: name, icon and where it shows. */
export function FolderEditor({ ctx }: { ctx: EditorContext }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initialCommon(ctx));
  // A folder made by hand starts as a tile; imported groups come in as sections.
  const [homeDisplay, setHomeDisplay] = useState<HomeDisplay>(() => ctx.listing?.homeDisplay ?? 'tile');
  const { saving, save } = useSaveListing(ctx.kind, ctx.backTo);
  // Folders and todo lists share this form; their texts are folderForm.folder and folderForm.todo.
  const kind = ctx.kind === 'todo' ? 'todo' : 'folder';
  const payload = payloadOf(ctx, form, homeDisplay);
  const { issues, check } = useEditorIssues(ctx.kind === 'todo' ? todoListSaveSchema : folderSaveSchema, payload);

  const submit = () => {
    if (check()) void save(payload);
  };

  return (
    <EditorFrame
      title={ctx.listing ? t(`folderForm.${kind}.editTitle`) : t(`folderForm.${kind}.addTitle`)}
      subtitle={t(`folderForm.${kind}.subtitle`)}
      notice={ctx.missing ? <MissingNotice kind={ctx.kind} /> : null}
      backTo={ctx.backTo}
      saving={saving}
      onSubmit={submit}
    >
      <NameAndIconFields
        nameLabel={t(`folderForm.${kind}.name`)}
        name={form.name}
        icon={form.icon}
        issues={issues}
        onName={(name) => setForm({ ...form, name })}
        onIcon={(icon) => setForm({ ...form, icon })}
      />
      <VisibilityFields value={form} atRoot={ctx.atRoot} onChange={(v) => setForm({ ...form, ...v })} />
      {ctx.kind === 'folder' && ctx.atRoot && form.onFeatured ? <HomeDisplayField value={homeDisplay} onChange={setHomeDisplay} /> : null}
    </EditorFrame>
  );
}
