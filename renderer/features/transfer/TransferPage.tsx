import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { apiPrefix } from '../../../shared/constants.js';
import { maxTransferBytes, transferExportSchema, type TransferCounts, type TransferResult } from '../../../shared/contracts/transfer.js';
import { transferMessages } from '../../../shared/messages.js';
import { isApiError } from '../../api/ApiError.js';
import { post } from '../../api/client.js';
import { saveFile } from '../../api/saveFile.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { FormField } from '../../forms/FormField.js';
import { formatNumber } from '../../i18n/format.js';
import { getToken } from '../auth/authStore.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';

/** /manage/transfer (any user): export one's own data as a file, and import such a file. */
export default function TransferPage() {
  const { t } = useTranslation();
  return (
    <section className="page backup-page">
      <PageHeader title={t('transfer.title')} subtitle={t('transfer.subtitle')} />
      <ExportCard />
      <ImportCard />
    </section>
  );
}

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'hearth-export.json';
}

function ExportCard() {
  const { t } = useTranslation();
  const [includeTotp, setIncludeTotp] = useState(false);
  const [includeCalendars, setIncludeCalendars] = useState(false);
  const sealing = includeTotp || includeCalendars;
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = transferExportSchema.safeParse({ includeTotp, includeCalendars, passphrase: sealing ? passphrase : undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      const response = await fetch(`${apiPrefix}/transfer/export`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
        throw new Error(typeof body?.message === 'string' ? body.message : t('transfer.export.failed'));
      }
      const name = fileNameOf(response.headers.get('Content-Disposition'));
      await saveFile(response, name);
      toast.success(t('transfer.export.done', { name }));
      setPassphrase('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form backup-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="export-title">
      <h2 id="export-title" className="section-title">
        {t('transfer.export.title')}
      </h2>
      <p className="backup-hint">{t('transfer.export.hint')}</p>
      <CheckboxField id="export-totp" label={t('transfer.export.includeTotp')} checked={includeTotp} onChange={setIncludeTotp} hint={t('transfer.export.includeTotpHint')} />
      <CheckboxField
        id="export-calendars"
        label={t('transfer.export.includeCalendars')}
        checked={includeCalendars}
        onChange={setIncludeCalendars}
        hint={t('transfer.export.includeCalendarsHint')}
      />
      {sealing ? (
        <FormField id="export-passphrase" label={t(`transfer.export.passphrase.${sealedParts(includeTotp, includeCalendars)}`)} type="password" autoComplete="new-password" value={passphrase} error={error} onChange={(e) => setPassphrase(e.target.value)} />
      ) : error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? <Spinner size={16} label={t('transfer.export.busy')} /> : null}
          {t('transfer.export.submit')}
        </button>
      </div>
    </form>
  );
}

/** The kinds of items a preview counts, in the order it lists them. */
const countKinds: readonly (keyof TransferCounts)[] = ['folders', 'links', 'todoLists', 'snippetLists', 'todos', 'snippets', 'pages', 'totp', 'icons', 'widgets', 'feeds', 'calendars'];

/** What a passphrase seals: the labels have a sentence for each. */
type Sealed = 'totp' | 'calendars' | 'both';
function sealedParts(totp: boolean, calendars: boolean): Sealed {
  return totp && calendars ? 'both' : calendars ? 'calendars' : 'totp';
}

function summary(counts: TransferCounts, t: TFunction, language: string): string[] {
  return countKinds.filter((key) => counts[key] > 0).map((key) => t(`transfer.counts.${key}`, { count: counts[key], formatted: formatNumber(language, counts[key]) }));
}

function ImportCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const queries = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [preview, setPreview] = useState<TransferResult | null>(null);
  // What the shown preview was made from: Import sends exactly that, never something unpreviewed.
  const [shownFor, setShownFor] = useState<{ text: string; passphrase: string } | null>(null);
  const [withoutTotp, setWithoutTotp] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  // Only the newest preview counts: an answer about a file chosen earlier is dropped.
  const asked = useRef(0);
  const previewId = useId();

  async function ask(path: 'preview' | 'import', file: string, secret: string): Promise<TransferResult & { text?: string }> {
    return post<TransferResult & { text?: string }>(`/transfer/${path}`, { file, ...(secret ? { passphrase: secret } : {}) }, { quiet: true });
  }

  async function show(file: string, secret: string) {
    const turn = ++asked.current;
    setBusy('preview');
    setError(undefined);
    setPreview(null);
    setShownFor(null);
    try {
      const answer = await ask('preview', file, secret);
      if (turn !== asked.current) return;
      setPreview(answer);
      setShownFor({ text: file, passphrase: secret });
    } catch (caught) {
      if (turn !== asked.current) return;
      setError(isApiError(caught) || caught instanceof Error ? caught.message : String(caught));
    } finally {
      if (turn === asked.current) setBusy(null);
    }
  }

  async function choose(file: File | undefined) {
    asked.current += 1;
    setPreview(null);
    setShownFor(null);
    setWithoutTotp(false);
    setBusy(null);
    setText(null);
    setError(undefined);
    if (!file) return;
    if (file.size > maxTransferBytes) return setError(t('transfer.import.tooLarge'));
    const content = await file.text();
    setText(content);
    await show(content, passphrase);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text === null) return setError(t('transfer.import.chooseFile'));
    if (!ready || !shownFor) return;
    setBusy('import');
    setError(undefined);
    try {
      const done = await ask('import', shownFor.text, shownFor.passphrase);
      toast.success(done.text ?? transferMessages.imported(0));
      setPreview(null);
      setShownFor(null);
      setWithoutTotp(false);
      setText(null);
      setPassphrase('');
      if (fileInput.current) fileInput.current.value = '';
      await queries.invalidateQueries();
    } catch (caught) {
      setError(isApiError(caught) || caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(null);
    }
  }

  const adds = preview ? summary(preview.added, t, language) : [];
  // The passphrase typed is not the one the preview was checked with.
  const unchecked = preview !== null && shownFor !== null && shownFor.passphrase !== passphrase;
  // Sealed 2FA entries are left out only when the person says so, never silently.
  const sealed = preview !== null && (preview.hasTotp || preview.hasCalendars);
  const sealedWhat = sealedParts(preview?.hasTotp ?? false, preview?.hasCalendars ?? false);
  const totpUnanswered = sealed && shownFor?.passphrase === '' && !withoutTotp;
  const ready = busy === null && preview !== null && shownFor !== null && shownFor.text === text && !unchecked && !totpUnanswered && adds.length > 0;
  return (
    <form className="card form backup-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="import-title" aria-describedby={preview ? previewId : undefined}>
      <h2 id="import-title" className="section-title">
        {t('transfer.import.title')}
      </h2>
      <p className="backup-hint">{t('transfer.import.hint')}</p>
      <div className="field">
        <label className="field-label" htmlFor="import-file">
          {t('transfer.import.file')}
        </label>
        <input ref={fileInput} id="import-file" className="input backup-file" type="file" accept=".json,application/json" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      {sealed ? (
        <div className="backup-row">
          <FormField id="import-passphrase" label={t(`transfer.import.passphrase.${sealedWhat}`)} type="password" autoComplete="off" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
        </div>
      ) : null}
      {sealed && text !== null ? (
        <div>
          <button className="btn btn-secondary" type="button" disabled={busy !== null || passphrase === ''} onClick={() => void show(text, passphrase)}>
            {t('transfer.import.check')}
          </button>
        </div>
      ) : null}
      {unchecked ? <p className="backup-hint">{t('transfer.import.checkPassphrase')}</p> : null}
      {sealed && shownFor?.passphrase === '' && passphrase === '' ? (
        <CheckboxField
          id="import-without-totp"
          label={t(`transfer.import.without.${sealedWhat}`)}
          checked={withoutTotp}
          onChange={setWithoutTotp}
          hint={t(`transfer.import.needed.${sealedWhat}`)}
        />
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {busy === 'preview' ? <Spinner size={16} label={t('transfer.import.reading')} /> : null}
      {preview ? (
        <div id={previewId} className="transfer-preview" role="status">
          <h3 className="transfer-preview-title">{adds.length > 0 ? t('transfer.import.adds') : t('transfer.import.nothingNew')}</h3>
          {adds.length > 0 ? (
            <ul className="transfer-preview-list">
              {adds.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {preview.merged > 0 || preview.skipped > 0 ? (
            <p className="backup-hint">
              {preview.merged > 0 ? `${t('transfer.import.merged', { count: preview.merged, formatted: formatNumber(language, preview.merged) })} ` : ''}
              {preview.skipped > 0 ? t('transfer.import.skipped', { count: preview.skipped, formatted: formatNumber(language, preview.skipped) }) : ''}
            </p>
          ) : null}
          {preview.problems.length > 0 ? (
            <ul className="transfer-problems">
              {preview.problems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div>
        <button className="btn btn-primary" type="submit" disabled={!ready}>
          {busy === 'import' ? <Spinner size={16} label={t('transfer.import.busy')} /> : null}
          {t('transfer.import.submit')}
        </button>
      </div>
    </form>
  );
}
