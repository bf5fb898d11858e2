import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { backupMessages } from '../../../shared/messages.js';
import { request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Spinner } from '../../components/Spinner.js';
import { FormField } from '../../forms/FormField.js';
import { BackupFileInput } from './BackupFileInput.js';

/** The setup screen's "Restore from a backup": an empty Hearth takes a backup instead of a new administrator. */
export function SetupRestoreForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return void toast.error(backupMessages.selectBackup);
    if (!passphrase) return void toast.error(backupMessages.passphraseRequired);
    const form = new FormData();
    form.append('code', code);
    form.append('passphrase', passphrase);
    form.append('backup', file);
    setBusy(true);
    try {
      toast.success(await request<string>('POST', '/setup/restore', form, { quiet: true }));
      void navigate('/login', { replace: true });
    } catch (error) {
      toastError(error, backupMessages.damaged, true);
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('backup.restore.title')}>
      <BackupFileInput id="setup-restore-file" onFile={setFile} />
      <FormField id="setup-restore-passphrase" label={t('backup.restore.passphrase')} type="password" autoComplete="off" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
      <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
        {busy ? <Spinner size={16} label={t('backup.restore.busy')} /> : null}
        {t('backup.restore.submit')}
      </button>
    </form>
  );
}
