import { useState, type ChangeEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { builtinIcon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { readBackupFile, readQrText, type ImportRead } from '../../../shared/totp-import.js';
import { PageHeader } from '../../components/PageHeader.js';
import { decodeQrFile } from './qrDecode.js';
import { useTotpMutations } from './useTotpMutations.js';
import { FieldError } from '../../forms/FieldError.js';

/** A file as an import: an image is read as a QR code, anything else as a backup's JSON. */
async function readFile(file: File): Promise<ImportRead> {
  if (file.type.startsWith('image/')) {
    const text = await decodeQrFile(file);
    return text ? readQrText(text) : { ok: false, message: messages.totpQrInvalid };
  }
  if (file.size > 5 * 1024 * 1024) return { ok: false, message: messages.totpImportInvalid };
  return readBackupFile(await file.text());
}

/**
 * /manage/totp/import: a Google Authenticator export QR, an Aegis JSON export or a 2FAS backup.
 * What will be added and what is skipped is shown before anything is saved.
 */
export default function TotpImportPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { importEntries } = useTotpMutations();
  // The add form hands over a migration QR it read.
  const qrText = (location.state as { qrText?: string } | null)?.qrText;
  const [read, setRead] = useState<ImportRead | null>(() => (qrText ? readQrText(qrText) : null));
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setRead(await readFile(file));
    setBusy(false);
  };

  const usable = read?.ok ? read.entries.filter((e) => !e.skip) : [];
  const save = () =>
    importEntries.mutate(
      { entries: usable.map((e) => ({ serviceName: e.serviceName, accountName: e.accountName, secret: e.secret, serviceIcon: builtinIcon('authenticator') })) },
      { onSuccess: () => void navigate('/manage/totp') },
    );

  return (
    <section className="page editor-page">
      <PageHeader title="Import Services" subtitle="From a Google Authenticator export QR code, an Aegis JSON export (not encrypted) or a 2FAS backup (not encrypted)." />
      <div className="card editor-card form">
        <div className="field">
          <span className="field-label">Export file</span>
          <label className="btn btn-secondary totp-upload">
            <input type="file" accept="image/*,.json,.2fas,application/json" className="sr-only" onChange={(e) => void choose(e)} aria-label="Choose an export file" />
            {busy ? 'Reading…' : 'Choose a QR image or backup file'}
          </label>
          <p className="field-hint">The file is read in this browser. Only the entries you import are sent to Hearth.</p>
        </div>
        <FieldError message={read && !read.ok ? read.message : null} />
        {read?.ok ? (
          <div className="totp-preview">
            <p role="status">
              {usable.length} to add{read.entries.length > usable.length ? `, ${read.entries.length - usable.length} skipped` : ''}
            </p>
            <table className="totp-preview-table">
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Account</th>
                  <th scope="col">Import</th>
                </tr>
              </thead>
              <tbody>
                {read.entries.map((entry, index) => (
                  <tr key={index} className={entry.skip ? 'skipped' : undefined}>
                    <td>{entry.serviceName || '—'}</td>
                    <td>{entry.accountName || '—'}</td>
                    <td>{entry.skip ? `Skipped: ${entry.skip}` : 'Will be added'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/totp">
            Cancel
          </Link>
          <button type="button" className="btn btn-primary" disabled={usable.length === 0 || importEntries.isPending} onClick={save}>
            {importEntries.isPending ? 'Importing…' : `Import ${usable.length} ${usable.length === 1 ? 'entry' : 'entries'}`}
          </button>
        </div>
      </div>
    </section>
  );
}
