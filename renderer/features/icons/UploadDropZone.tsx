import { useState, type DragEvent } from 'react';
import { Spinner } from '../../components/Spinner.js';
import { UploadIcon } from './ToolIcons.js';

/** A click-or-drop area for one image file; the caller checks and uploads it. */
export function UploadDropZone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
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
        aria-label="Upload an icon"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <span className="drop-zone-icon">{busy ? <Spinner size={22} label="Uploading" /> : <UploadIcon size={22} />}</span>
      <span className="drop-zone-title">{busy ? 'Uploading…' : 'Drop an image here or click to upload'}</span>
      <span className="drop-zone-hint">JPG, PNG or GIF, up to 2 MB</span>
    </label>
  );
}
