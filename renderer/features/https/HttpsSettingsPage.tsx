import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { adminOnlyMessages, messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { isApiError } from '../../api/client.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { NotListening } from './NotListening.js';
import { useHttpsSettings, useSaveHttpsSettings } from './useTrustInfo.js';

/**
 * /manage/https (super admin): HTTPS on the LAN with Hearth's own CA, where to trust it, and
 * whether LAN browsers asking over http are sent to https.
 */
export default function HttpsSettingsPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useHttpsSettings(isSuperAdmin);
  const save = useSaveHttpsSettings();
  // The switch moves at once; a failed save puts it back to what the server holds.
  const [chosen, setChosen] = useState<boolean | null>(null);
  // Opened by its address, or the role taken away under the page: said here, not a sign-out.
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason={adminOnlyMessages.https} />;
  return (
    <section className="page">
      <PageHeader title={t('https.title')} subtitle={t('https.subtitle')} />
      {!data ? (
        <Loader />
      ) : (
        <div className="card editor-card https-settings">
          <fieldset className="editor-group">
            <legend className="editor-legend">{t('https.network')}</legend>
            {data.https ? (
              <>
                <p>{t('https.serving', { port: data.httpsPort })}</p>
                <ul className="trust-links">
                  {data.httpsUrls.map((url) => (
                    <li key={url}>{url}</li>
                  ))}
                </ul>
                <NotListening notes={data.notListening} />
                <p className="trust-muted">
                  {t('https.fingerprint')} <span className="trust-fingerprint">{data.caFingerprint}</span>
                </p>
              </>
            ) : (
              <p>{translateMessage(messages.httpsNotRunning)}</p>
            )}
            <p>
              <Link className="btn btn-secondary" to="/trust">
                {t('https.trustLink')}
              </Link>
            </p>
          </fieldset>
          <fieldset className="editor-group">
            <legend className="editor-legend">{t('https.redirect')}</legend>
            <CheckboxField
              id="https-redirect"
              label={t('https.redirectLabel')}
              checked={chosen ?? data.redirect}
              disabled={save.isPending}
              hint={t('https.redirectHint')}
              onChange={(redirect) => {
                setChosen(redirect);
                save.mutate({ redirect }, { onError: () => setChosen(null) });
              }}
            />
          </fieldset>
        </div>
      )}
    </section>
  );
}
