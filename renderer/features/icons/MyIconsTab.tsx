import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { iconUploadMaxBytes } from '../../../shared/constants.js';
import type { UploadedIcon } from '../../../shared/contracts/iconpacks.js';
import { builtinIcon, generalIcons, type Icon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { get, isApiError, upload } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { IconGrid, LoadMore, type IconTile } from './IconGrid.js';
import { uploadedIcon } from './iconChoice.js';
import { UploadDropZone } from './UploadDropZone.js';
import { useUploadedIcons } from './useIconLists.js';

const defaultTiles: IconTile[] = generalIcons.map((name) => ({ key: name, label: name, preview: builtinIcon(name), choice: builtinIcon(name) }));

/** Statuses whose answer explains the refusal better than "Cannot upload file." */
const explainedStatuses = new Set([400, 413, 415]);

/** "My Icons": the built-in icons, an upload drop zone and the user's uploads. */
export function MyIconsTab({ current, onChoose }: { current: Icon | null; onChoose: (choice: Icon | null) => void }) {
  const { t } = useTranslation();
  const uploads = useUploadedIcons();
  const [busy, setBusy] = useState(false);
  const tiles = useMemo(
    () => uploads.items.map((item: UploadedIcon, i): IconTile => ({ key: item._id, label: t('iconPacks.picker.uploadedIcon', { number: i + 1 }), preview: uploadedIcon(item), choice: uploadedIcon(item) })),
    [uploads.items, t],
  );

  const send = async (file: File) => {
    // The server inspects the content and has the last word; this spares an upload that can't pass.
    if (!file.type.startsWith('image/')) return void toast.error(messages.invalidFile);
    if (file.size > iconUploadMaxBytes) return void toast.error(messages.fileTooLarge);
    const form = new FormData();
    form.append('icon', file);
    setBusy(true);
    try {
      const added = await upload<UploadedIcon>('/images/upload', form);
      uploads.prepend(added);
      toast.success(messages.fileUploaded);
      // What was just uploaded is what the person wants: it is chosen at once.
      onChoose(uploadedIcon(added));
    } catch (error) {
      toastError(error, messages.cannotUpload, isApiError(error) && explainedStatuses.has(error.status));
    } finally {
      setBusy(false);
    }
  };

  const removeUpload = async (id: string) => {
    try {
      toast.success(await get<string>(`/images/delete/${encodeURIComponent(id)}`));
      uploads.remove(id);
    } catch (error) {
      toastError(error, messages.iconDeleteFailed, true);
    }
  };

  return (
    <div className="icon-tab">
      <h3 className="icon-section">{t('iconPacks.picker.defaultIcons')}</h3>
      <IconGrid label={t('iconPacks.picker.defaultIcons')} tiles={defaultTiles} current={current} showNames onChoose={onChoose} />
      <h3 className="icon-section">{t('iconPacks.picker.uploadedIcons')}</h3>
      <UploadDropZone busy={busy} onFile={(file) => void send(file)} />
      {tiles.length > 0 ? <IconGrid label={t('iconPacks.picker.uploadedIcons')} tiles={tiles} current={current} onChoose={onChoose} onDelete={(tile) => void removeUpload(tile.key)} /> : null}
      {!uploads.loading && !uploads.failed && tiles.length === 0 ? <p className="icon-note">{t('iconPacks.picker.noUploads')}</p> : null}
      {uploads.loading && tiles.length === 0 ? <p className="icon-note">{t('iconPacks.picker.loadingYours')}</p> : null}
      <LoadMore hasMore={uploads.hasMore} loading={uploads.loading} onMore={uploads.loadMore} />
    </div>
  );
}
