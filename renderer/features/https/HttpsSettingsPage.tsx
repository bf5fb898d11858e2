import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { adminOnlyMessages, messages } from '../../../shared/messages.js';
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
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useHttpsSettings(isSuperAdmin);
  const save = useSaveHttpsSettings();
  // The switch moves at once; a failed save puts it back to what the server holds.
  const [chosen, setChosen] = useState<boolean | null>(null);
  // Opened by its address, or the role taken away under the page: said here, not a sign-out.
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason={adminOnlyMessages.https} />;
  return (
    <section className="page">
      <PageHeader title="Phones & HTTPS" subtitle="Open Hearth securely from phones and other computers on your home network." />
      {!data ? (
        <Loader />
      ) : (
        <div className="card editor-card https-settings">
          <fieldset className="editor-group">
            <legend className="editor-legend">HTTPS on your network</legend>
            {data.https ? (
              <>
                <p>Hearth serves HTTPS on port {data.httpsPort} with its own certificate authority, while it shares on your home network:</p>
                <ul className="trust-links">
                  {data.httpsUrls.map((url) => (
                    <li key={url}>{url}</li>
                  ))}
                </ul>
                <NotListening notes={data.notListening} />
                <p className="trust-muted">CA fingerprint (SHA-256): <span className="trust-fingerprint">{data.caFingerprint}</span></p>
              </>
            ) : (
              <p>{messages.httpsNotRunning}</p>
            )}
            <p>
              <Link className="btn btn-secondary" to="/trust">
                Trust Hearth on your phone
              </Link>
            </p>
          </fieldset>
          <fieldset className="editor-group">
            <legend className="editor-legend">Redirect</legend>
            <CheckboxField
              id="https-redirect"
              label="Send browsers on the LAN to https://"
              checked={chosen ?? data.redirect}
              disabled={save.isPending}
              hint="Turn this on once every device in the household trusts Hearth. This computer's own window stays on http, and the trust page stays reachable over http. Turning it off works at once (no HSTS)."
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
