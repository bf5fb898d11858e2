import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Where the provider sends the browser after signing out. */
const loginPath = '/login';

/** /manage/sso (super admin): OIDC providers people sign in with, and whether passwords stay offered. */
export default function SsoPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useOidcSettings(isSuperAdmin);
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason={t('directory.sso.adminOnly')} />;
  return (
    <section className="page">
      <PageHeader title={t('directory.sso.title')} subtitle={t('directory.sso.subtitle')} />
      {data ? <SsoSettings view={data} /> : <Loader />}
    </section>
  );
}

function SsoSettings({ view }: { view: OidcSettingsView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<OidcProviderView | null>(null);
  const [removing, setRemoving] = useState<OidcProviderView | null>(null);
  const removeButton = useRef<HTMLButtonElement | null>(null);
  const remove = useRemoveProvider();
  const saveSwitch = useSaveOidcSwitch();
  const origin = window.location.origin;
  return (
    <div className="sso-settings">
      <div className="card editor-card">
        <h2 className="editor-legend">{t('directory.sso.register')}</h2>
        <p>
          {t('directory.sso.redirectUri')} <code>{`${origin}${oidcCallbackPath}`}</code>
        </p>
        <p>
          {t('directory.sso.logoutUri')} <code>{`${origin}${loginPath}`}</code>
        </p>
        <p className="field-hint">{t('directory.sso.registerHint')}</p>
      </div>
      <div className="sso-providers" aria-label={t('directory.sso.providers')}>
        {view.providers.map((p) => (
          <div key={p.id} className="card sso-provider">
            <div>
              <strong>{p.name}</strong>
              <div className="sso-provider-url">{p.discoveryUrl}</div>
            </div>
            <div className="editor-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(p)}>
                {t('directory.sso.edit', { name: p.name })}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={(e) => {
                  removeButton.current = e.currentTarget;
                  setRemoving(p);
                }}
              >
                {t('directory.sso.remove', { name: p.name })}
              </button>
            </div>
          </div>
        ))}
      </div>
      <ProviderForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <div className="card editor-card">
        <CheckboxField
          id="sso-only"
          label={t('directory.sso.onlySso')}
          checked={view.onlySso}
          disabled={saveSwitch.isPending}
          onChange={(onlySso) => saveSwitch.mutate({ onlySso })}
          hint={t('directory.sso.onlySsoHint')}
        />
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('directory.sso.removeTitle', { name: removing.name })}
          text={t('directory.sso.removeText')}
          confirmLabel={t('directory.sso.removeConfirm')}
          busyLabel={t('directory.sso.removing')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
          returnFocus={() => removeButton.current}
        />
      ) : null}
    </div>
  );
}
