import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { builtinIcon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { importSkipReasons, readBackupFile, readQrText, type ImportRead } from '../../../shared/totp-import.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
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
  const { t } = useTranslation();
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

  /** Why an entry is skipped: the reader's own two reasons, or a shared message. */
  const skipReason = (skip: string) =>
    skip === importSkipReasons.notTotp ? t('authenticator.import.notTotp') : skip === importSkipReasons.unusableSecret ? t('authenticator.import.unusableSecret') : translateMessage(skip);
  const usable = read?.ok ? read.entries.filter((e) => !e.skip) : [];
  const save = () =>
    importEntries.mutate(
      { entries: usable.map((e) => ({ serviceName: e.serviceName, accountName: e.accountName, secret: e.secret, serviceIcon: builtinIcon('authenticator') })) },
      { onSuccess: () => void navigate('/manage/totp') },
    );

  return (
    <section className="page editor-page">
      <PageHeader title={t('authenticator.import.title')} subtitle={t('authenticator.import.subtitle')} />
      <div className="card editor-card form">
        <div className="field">
          <span className="field-label">{t('authenticator.import.exportFile')}</span>
          <label className="btn btn-secondary totp-upload">
            <input type="file" accept="image/*,.json,.2fas,application/json" className="sr-only" onChange={(e) => void choose(e)} aria-label={t('authenticator.import.chooseFile')} />
            {busy ? t('authenticator.reading') : t('authenticator.import.choose')}
          </label>
          <p className="field-hint">{t('authenticator.import.hint')}</p>
        </div>
        <FieldError message={read && !read.ok ? read.message : null} />
        {read?.ok ? (
          <div className="totp-preview">
            <p role="status">
              {read.entries.length > usable.length
                ? t('authenticator.import.summary', { added: t('authenticator.import.toAdd', { count: usable.length }), skipped: t('authenticator.import.skippedCount', { count: read.entries.length - usable.length }) })
                : t('authenticator.import.toAdd', { count: usable.length })}
            </p>
            <table className="totp-preview-table">
              <thead>
                <tr>
                  <th scope="col">{t('authenticator.import.service')}</th>
                  <th scope="col">{t('authenticator.import.account')}</th>
                  <th scope="col">{t('authenticator.import.column')}</th>
                </tr>
              </thead>
              <tbody>
                {read.entries.map((entry, index) => (
                  <tr key={index} className={entry.skip ? 'skipped' : undefined}>
                    <td>{entry.serviceName || '—'}</td>
                    <td>{entry.accountName || '—'}</td>
                    <td>{entry.skip ? t('authenticator.import.skipped', { reason: skipReason(entry.skip) }) : t('authenticator.import.willAdd')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/totp">
            {t('authenticator.cancel')}
          </Link>
          <button type="button" className="btn btn-primary" disabled={usable.length === 0 || importEntries.isPending} onClick={save}>
            {importEntries.isPending ? t('authenticator.import.importing') : t('authenticator.import.importCount', { count: usable.length })}
          </button>
        </div>
      </div>
    </section>
  );
}
