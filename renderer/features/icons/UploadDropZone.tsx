import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.js';
import { UploadIcon } from './ToolIcons.js';

/** A click-or-drop area for one image file; the caller checks and uploads it. */
export function UploadDropZone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const onDrag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    setOver(entering);
  };
  return (
    <label
      className={`drop-zone${over ? ' over' : ''}${busy ? ' busy' : ''}`}
      onDragEnter={(e) => onDrag(e, true)}
      onDragOver={(e) => onDrag(e, true)}
      onDragLeave={(e) => onDrag(e, false)}
      onDrop={(event) => {
        onDrag(event, false);
        const file = event.dataTransfer.files[0];
        if (file && !busy) onFile(file);
      }}
    >
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={t('iconPacks.picker.upload')}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <span className="drop-zone-icon">{busy ? <Spinner size={22} label={t('iconPacks.picker.uploadingLabel')} /> : <UploadIcon size={22} />}</span>
      <span className="drop-zone-title">{busy ? t('iconPacks.picker.uploading') : t('iconPacks.picker.drop')}</span>
      <span className="drop-zone-hint">{t('iconPacks.picker.dropHint')}</span>
    </label>
  );
}
