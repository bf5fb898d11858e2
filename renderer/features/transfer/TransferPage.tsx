import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { apiPrefix } from '../../../shared/constants.js';
import { maxTransferBytes, transferExportSchema, type TransferCounts, type TransferResult } from '../../../shared/contracts/transfer.js';
import { transferMessages } from '../../../shared/messages.js';
import { isApiError } from '../../api/ApiError.js';
import { post } from '../../api/client.js';
import { saveFile } from '../../api/saveFile.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { FormField } from '../../forms/FormField.js';
import { getToken } from '../auth/authStore.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';

/** /manage/transfer (any user): export one's own data as a file, and import such a file. */
export default function TransferPage() {
  return (
    <section className="page backup-page">
      <PageHeader title="Export & Import" subtitle="Your links, folders, lists, snippets, pages, widgets and feeds as one file: keep it, or bring it into another Hearth account." />
      <ExportCard />
      <ImportCard />
    </section>
  );
}

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'hearth-export.json';
}

function ExportCard() {
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
        throw new Error(typeof body?.message === 'string' ? body.message : 'The export failed. Please try again.');
      }
      const name = fileNameOf(response.headers.get('Content-Disposition'));
      await saveFile(response, name);
      toast.success(`Exported to ${name}.`);
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
        Export my data
      </h2>
      <p className="backup-hint">Folders, links, todo and snippet lists with their items, your pages, widgets and feeds. Integration keys and cameras stay out: they hold passwords.</p>
      <CheckboxField id="export-totp" label="Include my 2FA entries" checked={includeTotp} onChange={setIncludeTotp} hint="Sealed with a passphrase you choose; the file is useless for them without it." />
      <CheckboxField id="export-calendars" label="Include my calendars" checked={includeCalendars} onChange={setIncludeCalendars} hint="Their addresses and passwords are sealed with a passphrase you choose, the same as for the 2FA entries." />
      {sealing ? (
        <FormField id="export-passphrase" label={`Passphrase for the ${sealedParts(includeTotp, includeCalendars)}`} type="password" autoComplete="new-password" value={passphrase} error={error} onChange={(e) => setPassphrase(e.target.value)} />
      ) : error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? <Spinner size={16} label="Exporting" /> : null}
          Export
        </button>
      </div>
    </form>
  );
}

const countLabels: Record<keyof TransferCounts, [string, string]> = {
  folders: ['folder', 'folders'],
  links: ['link', 'links'],
  todoLists: ['todo list', 'todo lists'],
  snippetLists: ['snippet list', 'snippet lists'],
  todos: ['todo', 'todos'],
  snippets: ['snippet', 'snippets'],
  pages: ['page', 'pages'],
  totp: ['2FA entry', '2FA entries'],
  icons: ['uploaded icon', 'uploaded icons'],
  widgets: ['widget', 'widgets'],
  feeds: ['feed', 'feeds'],
  calendars: ['calendar', 'calendars'],
};

/** What a passphrase seals, in words for the labels. */
function sealedParts(totp: boolean, calendars: boolean): string {
  return totp && calendars ? '2FA entries and calendars' : calendars ? 'calendars' : '2FA entries';
}

function summary(counts: TransferCounts): string[] {
  return (Object.keys(countLabels) as (keyof TransferCounts)[]).filter((key) => counts[key] > 0).map((key) => `${counts[key].toLocaleString('en-US')} ${countLabels[key][counts[key] === 1 ? 0 : 1]}`);
}

function ImportCard() {
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
    if (file.size > maxTransferBytes) return setError(transferMessages.tooLarge);
    const content = await file.text();
    setText(content);
    await show(content, passphrase);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text === null) return setError(transferMessages.chooseFile);
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

  const adds = preview ? summary(preview.added) : [];
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
        Import an export
      </h2>
      <p className="backup-hint">Adds what the file holds to your own data and changes nothing you have: folders and lists of the same name are filled, items already there are left as they are.</p>
      <div className="field">
        <label className="field-label" htmlFor="import-file">
          Export file (.json)
        </label>
        <input ref={fileInput} id="import-file" className="input backup-file" type="file" accept=".json,application/json" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      {sealed ? (
        <div className="backup-row">
          <FormField id="import-passphrase" label={`Passphrase of the ${sealedWhat}`} type="password" autoComplete="off" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
        </div>
      ) : null}
      {sealed && text !== null ? (
        <div>
          <button className="btn btn-secondary" type="button" disabled={busy !== null || passphrase === ''} onClick={() => void show(text, passphrase)}>
            Check the passphrase
          </button>
        </div>
      ) : null}
      {unchecked ? <p className="backup-hint">{transferMessages.checkPassphrase}</p> : null}
      {sealed && shownFor?.passphrase === '' && passphrase === '' ? (
        <CheckboxField id="import-without-totp" label={`Import without the ${sealedWhat}`} checked={withoutTotp} onChange={setWithoutTotp} hint={transferMessages.passphraseNeeded(sealedWhat)} />
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {busy === 'preview' ? <Spinner size={16} label="Reading the file" /> : null}
      {preview ? (
        <div id={previewId} className="transfer-preview" role="status">
          <h3 className="transfer-preview-title">{adds.length > 0 ? 'This import adds' : transferMessages.nothingNew}</h3>
          {adds.length > 0 ? (
            <ul className="transfer-preview-list">
              {adds.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {preview.merged > 0 || preview.skipped > 0 ? (
            <p className="backup-hint">
              {preview.merged > 0 ? `${preview.merged.toLocaleString('en-US')} folders or lists of the same name are filled instead of repeated. ` : ''}
              {preview.skipped > 0 ? `${preview.skipped.toLocaleString('en-US')} items are already here and stay as they are.` : ''}
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
          {busy === 'import' ? <Spinner size={16} label="Importing" /> : null}
          Import
        </button>
      </div>
    </form>
  );
}
