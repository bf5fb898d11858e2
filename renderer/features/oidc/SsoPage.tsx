import { useRef, useState } from 'react';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { isApiError } from '../../api/client.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { oidcCallbackPath, type OidcProviderView, type OidcSettingsView } from '../../../shared/contracts/oidc.js';
import { ProviderForm } from './ProviderForm.js';
import { useOidcSettings, useRemoveProvider, useSaveOidcSwitch } from './useOidc.js';

/** /manage/sso (super admin): OIDC providers people sign in with, and whether passwords stay offered. */
export default function SsoPage() {
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useOidcSettings(isSuperAdmin);
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason="Only an administrator sets up single sign-on." />;
  return (
    <section className="page">
      <PageHeader title="Single sign-on" subtitle="Let people sign in with Authentik, Authelia, Keycloak, PocketID or Kanidm (OpenID Connect)." />
      {data ? <SsoSettings view={data} /> : <Loader />}
    </section>
  );
}

function SsoSettings({ view }: { view: OidcSettingsView }) {
  const [editing, setEditing] = useState<OidcProviderView | null>(null);
  const [removing, setRemoving] = useState<OidcProviderView | null>(null);
  const removeButton = useRef<HTMLButtonElement | null>(null);
  const remove = useRemoveProvider();
  const saveSwitch = useSaveOidcSwitch();
  const origin = window.location.origin;
  return (
    <div className="sso-settings">
      <div className="card editor-card">
        <h2 className="editor-legend">Register Hearth with your provider</h2>
        <p>
          Redirect URI: <code>{`${origin}${oidcCallbackPath}`}</code>
        </p>
        <p>
          Post-logout redirect URI: <code>{`${origin}/login`}</code>
        </p>
        <p className="field-hint">Use the address people open Hearth at. Hearth asks for the authorization code flow with PKCE.</p>
      </div>
      <div className="sso-providers" aria-label="Providers">
        {view.providers.map((p) => (
          <div key={p.id} className="card sso-provider">
            <div>
              <strong>{p.name}</strong>
              <div className="sso-provider-url">{p.discoveryUrl}</div>
            </div>
            <div className="editor-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(p)}>
                Edit {p.name}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={(e) => {
                  removeButton.current = e.currentTarget;
                  setRemoving(p);
                }}
              >
                Remove {p.name}
              </button>
            </div>
          </div>
        ))}
      </div>
      <ProviderForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <div className="card editor-card">
        <CheckboxField
          id="sso-only"
          label="Offer only single sign-on on the login page"
          checked={view.onlySso}
          disabled={saveSwitch.isPending}
          onChange={(onlySso) => saveSwitch.mutate({ onlySso })}
          hint="The password form moves behind “Sign in with a password”, and only super admins may use it: you can always get back in."
        />
      </div>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          text="People who signed in with it keep their Hearth accounts, but cannot sign in with it any more."
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
          returnFocus={() => removeButton.current}
        />
      ) : null}
    </div>
  );
}
