import { useTranslation } from 'react-i18next';
import { backupExtension } from '../../../shared/contracts/backup.js';

/** A labelled file chooser for a .hearth-backup archive. */
export function BackupFileInput({ id, onFile }: { id: string; onFile: (file: File | null) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('backup.restore.file', { extension: backupExtension })}
      </label>
      <input id={id} className="input backup-file" type="file" accept={backupExtension} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
    </div>
  );
}
