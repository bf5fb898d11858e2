import { md5 } from 'js-md5';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { messages } from '../../../shared/messages.js';
import { isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { FormField } from '../../forms/FormField.js';
import { Spinner } from '../../components/Spinner.js';
import { setTheme } from '../theme/themeStore.js';
import { AuthFrame } from './AuthFrame.js';
import { saveSignIn, useSignIn } from './authStore.js';
import { SetupHint } from './SetupHint.js';
import { InsecureNotice } from '../https/InsecureNotice.js';
import { useSetupStatus } from './useSetupStatus.js';
import { validateLogin, type LoginField } from './validateLogin.js';
import { preloadShell, warmStart } from '../../warmStart.js';
import { useLdapSignIn } from '../ldap/useLdapSignIn.js';
import { SsoSignIn } from '../oidc/SsoSignIn.js';
import type { SecondFactorNeeded } from '../../../shared/contracts/second-factor.js';
import { SecondFactorStep } from '../second-factor/SecondFactorStep.js';
import { PasskeySignIn } from '../second-factor/PasskeySignIn.js';

/** The longest the form waits for the first screen's data after signing in. */
const arrivalWaitMs = 1000;

/** Where RequireAuth sent the visitor from, so sign-in returns there. */
function returnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith('/') && !state.from.startsWith('/login') ? state.from : '/';
  }
  return '/';
}

export default function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const location = useLocation();
  const needsSetup = useSetupStatus();
  // LDAP on: the password goes as typed (the directory checks it); the server still tries local accounts first.
  const ldap = useLdapSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  // Signed in by this form: it stays (busy) until the next screen's code and data are here.
  const [arriving, setArriving] = useState(false);
  // A right password on an account with a second factor: the step that finishes the sign-in.
  const [pending, setPending] = useState<SecondFactorNeeded['secondFactor'] | null>(null);

  // Forward-auth (issue 45): behind a proxy Hearth trusts, the proxy already knows who this is.
  // Anywhere else the server answers 401 and the form is all there is.
  useEffect(() => {
    if (signIn) return;
    post<LoginResult>('/auth/forward', {}, { quiet: true }).then(
      (result) => void arrive(result),
      (error: unknown) => {
        if (isApiError(error) && (error.status === 400 || error.status === 403) && error.message) toast.error(error.message);
      },
    );
    // Once per visit of the page, not again after each sign-in state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (signIn && !arriving) return <Navigate to={returnPath(location.state)} replace />;

  async function arrive(result: LoginResult) {
    setTheme(result.colorTheme);
    setArriving(true);
    saveSignIn(result);
    // The token is here: fetch the next screen's data (its code came while typing), then show
    // it in one go, with its cards, rather than a frame of loaders first. A slow answer gets
    // no more than arrivalWaitMs; the screen then shows its loader as usual.
    const next = returnPath(location.state);
    await Promise.race([warmStart(next), new Promise((resolve) => window.setTimeout(resolve, arrivalWaitMs))]);
    void navigate(next, { replace: true, flushSync: true });
    toast.success(messages.loginSuccess);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = validateLogin(username, password);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    let result: LoginResult | SecondFactorNeeded;
    try {
      result = ldap
        ? await post<LoginResult | SecondFactorNeeded>('/auth/ldap', { username: check.username, password: check.password })
        : await post<LoginResult | SecondFactorNeeded>('/login', { username: check.username, password: md5(check.password) });
    } catch (error) {
      if (isApiError(error) && error.status === 429 && error.message) toast.error(error.message);
      else toastError(error, messages.loginFailed, ldap);
      setBusy(false);
      return;
    }
    if ('secondFactor' in result) {
      setPassword('');
      setBusy(false);
      setPending(result.secondFactor);
      return;
    }
    await arrive(result);
  }

  if (pending) {
    return (
      // The second-factor step's heading lives with the step's texts, in the secondFactor section.
      <AuthFrame title={t('secondFactor.step.title')} subtitle={t('secondFactor.step.subtitle')}>
        <SecondFactorStep pending={pending} onSignedIn={(result) => void arrive(result)} onBack={() => setPending(null)} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('auth.welcomeBack')} subtitle={t('auth.signInSubtitle')}>
      {needsSetup ? <SetupHint /> : null}
      <InsecureNotice />
      <SsoSignIn onSignedIn={(result) => void arrive(result)}>
      {/* Typing starts fetching the dashboard's code, which the login form itself never needs. */}
      <form className="form" onSubmit={(e) => void submit(e)} onInput={() => void preloadShell()} noValidate>
        <FormField
          id="login-username"
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
          autoFocus
        />
        <FormField
          id="login-password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
          {busy ? <Spinner size={16} label={t('auth.signingIn')} /> : null}
          {t('auth.signIn')}
        </button>
      </form>
      </SsoSignIn>
      <PasskeySignIn onSignedIn={(result) => void arrive(result)} />
    </AuthFrame>
  );
}
