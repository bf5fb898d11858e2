import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiPrefix } from '../../../shared/constants.js';
import { backupCreateSchema, backupScheduleSchema, restoreFieldsSchema, type BackupEvery, type BackupFile, type BackupOverview } from '../../../shared/contracts/backup.js';
import { adminOnlyMessages, backupMessages } from '../../../shared/messages.js';
import { get, post, signedOut, request } from '../../api/client.js';
import { saveFile } from '../../api/saveFile.js';
import { toastError } from '../../api/toastError.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { FormField } from '../../forms/FormField.js';
import { formatBytes, formatDate } from '../../i18n/format.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { getToken } from '../auth/authStore.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { BackupFileInput } from './BackupFileInput.js';
import { formatAge, formatSize } from './format.js';
import { PassphraseStrength } from './PassphraseStrength.js';

const overviewKey = ['backups'] as const;

/** Downloads a listed backup: fetched with the session token, handed to the browser as a file. */
async function download(name: string): Promise<void> {
  const response = await fetch(`${apiPrefix}/backups/files/${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!response.ok) throw new Error(backupMessages.backupNotFound);
  await saveFile(response, name);
}

/** /manage/backup (super admin): back up now, the schedule and its archives, restore. */
export default function BackupPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const overview = useQuery({ queryKey: overviewKey, queryFn: ({ signal }) => get<BackupOverview>('/backups', { signal }), enabled: isSuperAdmin });
  if (!isSuperAdmin) return <NotAuthorized reason={adminOnlyMessages.backups} />;
  return (
    <section className="page backup-page">
      <PageHeader title={t('backup.title')} subtitle={t('backup.subtitle')} />
      <BackUpNow />
      {overview.data ? <Schedule overview={overview.data} /> : <Loader />}
      {overview.data ? <Archives files={overview.data.files} now={overview.dataUpdatedAt} /> : null}
      <Restore />
    </section>
  );
}

function BackUpNow() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [passphrase, setPassphrase] = useState('');
  const [iconPacks, setIconPacks] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = backupCreateSchema.safeParse({ passphrase });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      const made = await post<BackupFile>('/backups', { passphrase, includeIconPacks: iconPacks });
      await download(made.name);
      toast.success(backupMessages.made(made.name));
      setPassphrase('');
      await queries.invalidateQueries({ queryKey: overviewKey });
    } catch (caught) {
      toastError(caught, backupMessages.backupFailed('please try again.'), true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form backup-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="backup-now-title">
      <h2 id="backup-now-title" className="section-title">
        {t('backup.now.title')}
      </h2>
      <p className="backup-hint">{t('backup.now.hint')}</p>
      <FormField
        id="backup-passphrase"
        label={t('backup.now.passphrase')}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        error={error}
        aria-describedby={error ? 'backup-passphrase-error backup-passphrase-strength' : 'backup-passphrase-strength'}
        onChange={(e) => setPassphrase(e.target.value)}
      />
      <PassphraseStrength id="backup-passphrase-strength" passphrase={passphrase} />
      <CheckboxField id="backup-iconpacks" label={t('backup.now.includeIconPacks')} checked={iconPacks} onChange={setIconPacks} hint={t('backup.now.includeIconPacksHint')} />
      <div>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? <Spinner size={16} label={t('backup.now.busy')} /> : null}
          {t('backup.now.submit')}
        </button>
      </div>
    </form>
  );
}

const everyChoices: readonly BackupEvery[] = ['off', 'daily', 'weekly'];

function Schedule({ overview }: { overview: BackupOverview }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [every, setEvery] = useState<BackupEvery>(overview.every);
  const [keep, setKeep] = useState(String(overview.keep));
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  // A saved passphrase is kept while the field stays empty: there is nothing being chosen to rate.
  const choosing = passphrase !== '' || !overview.hasPassphrase;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = backupScheduleSchema.safeParse({ every, keep: Number(keep), ...(passphrase ? { passphrase } : {}) });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? backupMessages.keepRange);
    setBusy(true);
    try {
      toast.success(await post<string>('/backups/schedule', parsed.data));
      setPassphrase('');
      await queries.invalidateQueries({ queryKey: overviewKey });
    } catch (caught) {
      toastError(caught, backupMessages.scheduleNeedsPassphrase, true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form backup-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="backup-schedule-title">
      <h2 id="backup-schedule-title" className="section-title">
        {t('backup.schedule.title')}
      </h2>
      <p className="backup-hint">{t('backup.schedule.hint')}</p>
      {overview.lastError ? (
        <div className="notice" role="alert">
          {overview.lastError}
        </div>
      ) : null}
      <div className="backup-row">
        <div className="field">
          <label className="field-label" htmlFor="backup-every">
            {t('backup.schedule.every')}
          </label>
          <select id="backup-every" className="input select" value={every} onChange={(e) => setEvery(e.target.value as BackupEvery)}>
            {everyChoices.map((value) => (
              <option key={value} value={value}>
                {t(`backup.schedule.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField id="backup-keep" label={t('backup.schedule.keep')} type="number" min={1} max={100} value={keep} onChange={(e) => setKeep(e.target.value)} />
      </div>
      <FormField
        id="backup-schedule-passphrase"
        label={overview.hasPassphrase ? t('backup.schedule.newPassphrase') : t('backup.schedule.passphrase')}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        aria-describedby={choosing ? 'backup-schedule-passphrase-strength' : undefined}
        onChange={(e) => setPassphrase(e.target.value)}
      />
      {choosing ? <PassphraseStrength id="backup-schedule-passphrase-strength" passphrase={passphrase} /> : null}
      <div>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          {t('backup.schedule.save')}
        </button>
      </div>
    </form>
  );
}

/** The archives in backups/; ages are counted from when the list was fetched (`now`). */
function Archives({ files, now }: { files: BackupFile[]; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div className="card backup-card" aria-labelledby="backup-list-title" role="region">
      <h2 id="backup-list-title" className="section-title">
        {t('backup.list.title')}
      </h2>
      {files.length === 0 ? (
        <p className="backup-hint">{t('backup.list.empty')}</p>
      ) : (
        <table className="backup-table">
          <thead>
            <tr>
              <th scope="col">{t('backup.list.file')}</th>
              <th scope="col">{t('backup.list.size')}</th>
              <th scope="col">{t('backup.list.made')}</th>
              <th scope="col">
                <span className="sr-only">{t('backup.list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.name}>
                <td className="backup-name">{file.name}</td>
                <td>{language === 'en' ? formatSize(file.size) : formatBytes(language, file.size)}</td>
                <td>
                  <time dateTime={file.createdAt} title={formatDate(language, new Date(file.createdAt), { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })}>
                    {formatAge(file.createdAt, now, language, t('backup.list.justNow'))}
                  </time>
                </td>
                <td>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => void download(file.name).catch((e: unknown) => toastError(e, backupMessages.backupNotFound, true))}>
                    {t('backup.list.download')}
                    <span className="sr-only"> {file.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Restore() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return void toast.error(backupMessages.selectBackup);
    const parsed = restoreFieldsSchema.safeParse({ passphrase, confirm });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? backupMessages.confirmRestore);
    const form = new FormData();
    form.append('passphrase', passphrase);
    form.append('confirm', confirm);
    form.append('backup', file);
    setBusy(true);
    try {
      toast.success(await request<string>('POST', '/backups/restore', form, { quiet: true }));
      signedOut();
    } catch (caught) {
      toastError(caught, backupMessages.damaged, true);
      setBusy(false);
    }
  }

  return (
    <form className="card form backup-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="backup-restore-title">
      <h2 id="backup-restore-title" className="section-title">
        {t('backup.restore.title')}
      </h2>
      <p className="backup-hint">{t('backup.restore.hint')}</p>
      <BackupFileInput id="restore-file" onFile={setFile} />
      <FormField id="restore-passphrase" label={t('backup.restore.passphrase')} type="password" autoComplete="off" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
      <FormField id="restore-confirm" label={t('backup.restore.confirm')} autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      <div>
        <button className="btn btn-danger" type="submit" disabled={busy}>
          {busy ? <Spinner size={16} label={t('backup.restore.busy')} /> : null}
          {t('backup.restore.submit')}
        </button>
      </div>
    </form>
  );
}
