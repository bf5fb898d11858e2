import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { isOidcErrorCode, oidcErrorText } from '../../../shared/contracts/oidc.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { useLoginProviders } from './useOidc.js';

interface Props {
  onSignedIn: (result: LoginResult) => void;
  /** The password form: shown as is, or behind "Sign in with a password" when only SSO is offered. */
  children: ReactNode;
}

/**
 * "Sign in with <provider>" on the login page (issue 45). The provider sends the browser back to
 * /login?sso=<one-time code>, which is traded here for a session; ?ssoError=<code> says why not.
 */
export function SsoSignIn({ onSignedIn, children }: Props) {
  const { t } = useTranslation();
  const { data } = useLoginProviders();
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const code = query.get('sso');
  const errorCode = query.get('ssoError');
  const traded = useRef(false);

  useEffect(() => {
    if (!code || traded.current) return;
    traded.current = true;
    post<LoginResult>('/auth/oidc/finish', { code }, { quiet: true }).then(onSignedIn, (error: unknown) => {
      toastError(error, t('directory.sso.notFinished'));
      void navigate('/login', { replace: true });
    });
  }, [code, navigate, onSignedIn, t]);

  const providers = data?.providers ?? [];
  const providerName = providers.find((p) => p.id === query.get('provider'))?.name;
  const onlySso = data?.onlySso === true;
  return (
    <>
      {isOidcErrorCode(errorCode) ? (
        <div className="sso-error" role="alert">
          {oidcErrorText(errorCode, providerName)}
        </div>
      ) : null}
      {providers.length > 0 ? (
        <div className="sso-buttons">
          {providers.map((p) => (
            <a key={p.id} className="btn btn-secondary btn-block" href={`/api/v1/auth/oidc/${encodeURIComponent(p.id)}/start`}>
              {t('directory.sso.signInWith', { name: p.name })}
            </a>
          ))}
        </div>
      ) : null}
      {onlySso ? (
        <details className="sso-password">
          <summary>{t('directory.sso.withPassword')}</summary>
          <p className="field-hint">{t('directory.sso.withPasswordHint')}</p>
          {children}
        </details>
      ) : (
        <>
          {providers.length > 0 ? <p className="sso-or">{t('directory.sso.or')}</p> : null}
          {children}
        </>
      )}
    </>
  );
}
