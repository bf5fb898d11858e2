import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { messages } from '../../../shared/messages.js';
import { Loader } from '../../components/Loader.js';
import { setTheme } from '../theme/themeStore.js';
import { AuthFrame } from './AuthFrame.js';
import { saveSignIn, useSignIn } from './authStore.js';
import { SetupForm } from './SetupForm.js';
import { useSetupStatus } from './useSetupStatus.js';
import { SetupRestoreForm } from '../backup/SetupRestoreForm.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/** /setup?code=…: creates the first super admin with the one-time code from the server console. */
export default function SetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const needsSetup = useSetupStatus();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [restoring, setRestoring] = useState(false);

  function done(result: LoginResult) {
    setTheme(result.colorTheme);
    saveSignIn(result);
    void navigate('/', { replace: true });
  }

  if (signIn && needsSetup === false) return <Navigate to="/" replace />;

  let body;
  if (needsSetup === null) body = <Loader />;
  else if (!needsSetup) body = <SetupMessage text={translateMessage(messages.setupClosed)} />;
  else if (!code) body = <SetupMessage text={t('setup.openLink')} />;
  else
    body = (
      <>
        {restoring ? <SetupRestoreForm code={code} /> : <SetupForm code={code} onDone={done} />}
        <button type="button" className="btn btn-secondary btn-block setup-restore-toggle" onClick={() => setRestoring(!restoring)}>
          {restoring ? t('setup.createInstead') : t('setup.restoreToggle')}
        </button>
      </>
    );

  return (
    <AuthFrame
      title={restoring ? t('setup.restoreTitle') : t('setup.createTitle')}
      subtitle={restoring ? t('setup.restoreSubtitle') : t('setup.createSubtitle')}
    >
      {body}
    </AuthFrame>
  );
}

function SetupMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <div className="notice" role="note">
        <span>{text}</span>
      </div>
      <Link className="btn btn-secondary btn-block" to="/login">
        {t('setup.goToSignIn')}
      </Link>
    </div>
  );
}
