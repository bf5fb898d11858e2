import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../forms/FormField.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { oidcProviderSaveSchema, oidcSecretMissing, type OidcProviderSave, type OidcProviderView } from '../../../shared/contracts/oidc.js';
import { useSaveProvider } from './useOidc.js';

const blank: OidcProviderSave = {
  name: '',
  discoveryUrl: '',
  clientId: '',
  clientSecret: '',
  scopes: 'openid profile email groups',
  groupClaim: 'groups',
  adminGroup: '',
  userGroup: '',
  autoCreate: false,
  linkByEmail: false,
  allowHttp: false,
};
type TextField = 'name' | 'discoveryUrl' | 'clientId' | 'clientSecret' | 'scopes' | 'groupClaim' | 'adminGroup' | 'userGroup';

/** Adds a provider, or edits one: the stored secret is never shown, an empty field keeps it. */
export function ProviderForm({ editing, onDone }: { editing: OidcProviderView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<OidcProviderSave>(editing ? { ...blank, ...editing, clientSecret: '' } : blank);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveProvider();
  const set = (field: TextField) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const flag = (field: 'autoCreate' | 'linkByEmail' | 'allowHttp') => (value: boolean) => setForm({ ...form, [field]: value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = oidcProviderSaveSchema.safeParse(form);
    if (!check.success) {
      const issue = check.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? t('directory.checkFields') });
      return;
    }
    if (!editing && check.data.clientSecret === '') {
      setProblem({ field: 'clientSecret', message: oidcSecretMissing });
      return;
    }
    setProblem(null);
    save.mutate(
      { id: editing?.id ?? null, body: check.data },
      {
        onSuccess: () => {
          setForm(blank);
          onDone();
        },
      },
    );
  }

  return (
    <form className="card editor-card" onSubmit={submit} noValidate aria-label={editing ? t('directory.sso.edit', { name: editing.name }) : t('directory.sso.addProvider')}>
      <fieldset className="editor-group">
        <legend className="editor-legend">{editing ? t('directory.sso.edit', { name: editing.name }) : t('directory.sso.addProvider')}</legend>
        <FormField id="sso-name" label={t('directory.sso.name')} autoFocus={editing !== null} value={form.name} onChange={set('name')} error={errorOf('name')} />
        <FormField id="sso-url" label={t('directory.sso.discoveryUrl')} value={form.discoveryUrl} onChange={set('discoveryUrl')} error={errorOf('discoveryUrl')} spellCheck={false} inputMode="url" />
        <FormField id="sso-client" label={t('directory.sso.clientId')} value={form.clientId} onChange={set('clientId')} error={errorOf('clientId')} spellCheck={false} autoComplete="off" />
        <FormField
          id="sso-secret"
          label={editing?.hasSecret ? t('directory.sso.clientSecretSet') : t('directory.sso.clientSecret')}
          type="password"
          value={form.clientSecret}
          onChange={set('clientSecret')}
          error={errorOf('clientSecret')}
          autoComplete="new-password"
        />
        <FormField id="sso-scopes" label={t('directory.sso.scopes')} value={form.scopes} onChange={set('scopes')} error={errorOf('scopes')} spellCheck={false} />
        <CheckboxField id="sso-http" label={t('directory.sso.allowHttp')} checked={form.allowHttp} onChange={flag('allowHttp')} />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('directory.sso.who')}</legend>
        <FormField id="sso-claim" label={t('directory.sso.groupClaim')} value={form.groupClaim} onChange={set('groupClaim')} error={errorOf('groupClaim')} spellCheck={false} />
        <FormField id="sso-admins" label={t('directory.adminGroup')} value={form.adminGroup} onChange={set('adminGroup')} error={errorOf('adminGroup')} spellCheck={false} />
        <FormField id="sso-users" label={t('directory.sso.userGroup')} value={form.userGroup} onChange={set('userGroup')} error={errorOf('userGroup')} spellCheck={false} />
        <CheckboxField id="sso-create" label={t('directory.sso.autoCreate')} checked={form.autoCreate} onChange={flag('autoCreate')} />
        <CheckboxField
          id="sso-link"
          label={t('directory.sso.linkByEmail')}
          checked={form.linkByEmail}
          onChange={flag('linkByEmail')}
          hint={t('directory.sso.linkByEmailHint')}
        />
      </fieldset>
      <div className="editor-actions">
        {editing ? (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            {t('directory.cancel')}
          </button>
        ) : null}
        <button className="btn btn-primary" type="submit" disabled={save.isPending}>
          {editing ? t('directory.save') : t('directory.sso.add')}
        </button>
      </div>
    </form>
  );
}
