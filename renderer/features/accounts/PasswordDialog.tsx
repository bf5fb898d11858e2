import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { passwordFormSchema } from '../../../shared/contracts/accounts.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { Modal } from '../../components/Modal.js';

interface PasswordDialogProps {
  userId: string;
  /** "Change Password" on one's own profile, "Reset Password" for another user. */
  title: string;
  /** The line under the title: who is signed out where. */
  note: string;
  onClose: () => void;
}

type Field = 'password' | 'repeatPassword';

/** Sets a new password (spec-features §5 Password reset); the user's other sessions end. */
export function PasswordDialog({ userId, title, note, onClose }: PasswordDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ password: '', repeatPassword: '' });
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = passwordFormSchema.safeParse(form);
    if (!parsed.success) {
      const found = fieldIssues<Field>(parsed.error);
      setIssues(found);
      return;
    }
    setIssues({});
    setSaving(true);
    try {
      await post<string>(`/accounts/password/${encodeURIComponent(userId)}`, { password: parsed.data.password });
      toast.success(messages.passwordChanged);
      onClose();
    } catch (error) {
      toastError(error, messages.passwordChangeFailed);
      setSaving(false);
    }
  };

  return (
    <Modal id="password-dialog" closeLabel={t('accounts.close')} title={title} onClose={onClose} initialFocus="new-password">
      <form className="form modal-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <p className="modal-text">{note}</p>
        <FormField
          id="new-password"
          label={t('accounts.password.password')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={issues.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <FormField
          id="repeat-password"
          label={t('accounts.password.repeatPassword')}
          type="password"
          autoComplete="new-password"
          value={form.repeatPassword}
          error={issues.repeatPassword}
          onChange={(e) => setForm({ ...form, repeatPassword: e.target.value })}
        />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('accounts.password.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('accounts.password.saving') : t('accounts.password.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
