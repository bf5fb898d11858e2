import { md5 } from 'js-md5';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { setupFormSchema, type LoginResult } from '../../../shared/contracts/auth.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Spinner } from '../../components/Spinner.js';
import { fieldErrors } from '../../forms/fieldErrors.js';
import { FormField } from '../../forms/FormField.js';

type SetupField = 'fullName' | 'username' | 'password' | 'repeatPassword';
const empty: Record<SetupField, string> = { fullName: '', username: '', password: '', repeatPassword: '' };

/** The administrator form of /setup; hands the sign-in to `onDone`. */
export function SetupForm({ code, onDone }: { code: string; onDone: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<SetupField, string>>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: SetupField) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = setupFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<SetupField>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { fullName, username, password } = parsed.data;
      const result = await post<LoginResult>('/setup', { code, fullName, username, password: md5(password) });
      // Setup signs the administrator straight in, so the sign-in text fits better than setupDone.
      toast.success(messages.loginSuccess);
      onDone(result);
    } catch (error) {
      toastError(error, messages.setupCodeInvalid, true);
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <FormField id="setup-fullname" label={t('setup.fullName')} autoComplete="name" autoFocus {...field('fullName')} />
      <FormField
        id="setup-username"
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('username')}
      />
      <FormField id="setup-password" label={t('auth.password')} type="password" autoComplete="new-password" {...field('password')} />
      <FormField
        id="setup-repeat"
        label={t('setup.repeatPassword')}
        type="password"
        autoComplete="new-password"
        {...field('repeatPassword')}
      />
      <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
        {busy ? <Spinner size={16} label={t('setup.creating')} /> : null}
        {t('setup.createAdmin')}
      </button>
    </form>
  );
}
