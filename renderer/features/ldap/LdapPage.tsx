import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { FieldError } from '../../forms/FieldError.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { isApiError } from '../../api/client.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { ldapGroupModes, ldapSettingsSchema, type LdapSettingsInput, type LdapSettingsView } from '../../../shared/contracts/ldap.js';
import { useLdapSettings, useSaveLdap, useTestLdap } from './useLdap.js';
import '../../styles/ldap.css';

/** Example values in the fields' placeholders: directory syntax, the same in every language. */
const examples = {
  url: 'ldaps://ldap.home.arpa:636',
  caCert: '-----BEGIN CERTIFICATE-----',
  bindDn: 'cn=hearth,ou=services,dc=home,dc=arpa',
  userBase: 'ou=people,dc=home,dc=arpa',
  groupBase: 'ou=groups,dc=home,dc=arpa',
  adminGroupDn: 'cn=hearth-admins,ou=groups,dc=home,dc=arpa',
  userGroupDn: 'cn=hearth-users,ou=groups,dc=home,dc=arpa',
};
type TextField = 'url' | 'bindDn' | 'bindPassword' | 'userBase' | 'userFilter' | 'groupBase' | 'memberAttribute' | 'adminGroupDn' | 'userGroupDn' | 'caCert';

/** /manage/ldap (super admin): the directory the login form checks names and passwords against. */
export default function LdapPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useLdapSettings(isSuperAdmin);
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason={t('directory.ldap.adminOnly')} />;
  return (
    <section className="page">
      <PageHeader title={t('directory.ldap.title')} subtitle={t('directory.ldap.subtitle')} />
      {data ? <LdapForm stored={data} /> : <Loader />}
    </section>
  );
}

function LdapForm({ stored }: { stored: LdapSettingsView }) {
  const { t } = useTranslation();
  const { bindPasswordSet, ...initial } = stored;
  const [form, setForm] = useState<LdapSettingsInput>({ ...initial, bindPassword: '' });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveLdap();
  const test = useTestLdap();
  const set = (field: TextField) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  function checked(): LdapSettingsInput | null {
    const check = ldapSettingsSchema.safeParse(form);
    if (check.success) {
      setProblem(null);
      return check.data;
    }
    const issue = check.error.issues[0];
    setProblem({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? t('directory.checkFields') });
    return null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const settings = checked();
    if (settings) save.mutate(settings);
  }

  function runTest() {
    const settings = checked();
    if (settings) test.mutate(settings);
  }

  const result = test.data;
  return (
    <form className="card editor-card" onSubmit={submit} noValidate>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('directory.ldap.signIn')}</legend>
        <p>{t('directory.ldap.signInText')}</p>
        <CheckboxField id="ldap-enabled" label={t('directory.ldap.enabled')} checked={form.enabled} onChange={(enabled) => setForm({ ...form, enabled })} />
        <CheckboxField id="ldap-autocreate" label={t('directory.ldap.autoCreate')} checked={form.autoCreate} onChange={(autoCreate) => setForm({ ...form, autoCreate })} />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('directory.ldap.server')}</legend>
        <FormField id="ldap-url" label={t('directory.ldap.address')} value={form.url} onChange={set('url')} error={errorOf('url')} placeholder={examples.url} spellCheck={false} autoComplete="off" />
        <CheckboxField id="ldap-starttls" label={t('directory.ldap.startTls')} checked={form.startTls} onChange={(startTls) => setForm({ ...form, startTls })} />
        <FieldError id="ldap-starttls-error" message={errorOf('startTls')} />
        <div className="field">
          <label className="field-label" htmlFor="ldap-ca">
            {t('directory.ldap.caCert')}
          </label>
          <textarea id="ldap-ca" className="input pem-input" rows={4} spellCheck={false} autoComplete="off" placeholder={examples.caCert} value={form.caCert} onChange={set('caCert')} aria-invalid={errorOf('caCert') ? true : undefined} aria-describedby="ldap-ca-hint" />
          <span className="field-hint" id="ldap-ca-hint">
            {t('directory.ldap.caCertHint')}
          </span>
          <FieldError id="ldap-ca-error" message={errorOf('caCert')} />
        </div>
        <FormField id="ldap-bind-dn" label={t('directory.ldap.bindDn')} value={form.bindDn} onChange={set('bindDn')} error={errorOf('bindDn')} placeholder={examples.bindDn} spellCheck={false} autoComplete="off" />
        <FormField id="ldap-bind-password" label={t('directory.ldap.bindPassword')} type="password" value={form.bindPassword} onChange={set('bindPassword')} error={errorOf('bindPassword')} placeholder={bindPasswordSet ? t('directory.ldap.bindPasswordSaved') : ''} autoComplete="new-password" />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('directory.ldap.users')}</legend>
        <FormField id="ldap-user-base" label={t('directory.ldap.userBase')} value={form.userBase} onChange={set('userBase')} error={errorOf('userBase')} placeholder={examples.userBase} spellCheck={false} autoComplete="off" />
        <FormField id="ldap-user-filter" label={t('directory.ldap.userFilter', { username: '{username}' })} value={form.userFilter} onChange={set('userFilter')} error={errorOf('userFilter')} spellCheck={false} autoComplete="off" />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('directory.ldap.groups')}</legend>
        <div className="field">
          <label className="field-label" htmlFor="ldap-group-mode">
            {t('directory.ldap.groupMode')}
          </label>
          <select id="ldap-group-mode" className="input select" value={form.groupMode} onChange={(e) => setForm({ ...form, groupMode: ldapGroupModes.find((m) => m === e.target.value) ?? 'search' })}>
            {ldapGroupModes.map((mode) => (
              <option key={mode} value={mode}>
                {t(`directory.ldap.groupModes.${mode}`)}
              </option>
            ))}
          </select>
        </div>
        {form.groupMode === 'search' ? (
          <>
            <FormField id="ldap-group-base" label={t('directory.ldap.groupBase')} value={form.groupBase} onChange={set('groupBase')} error={errorOf('groupBase')} placeholder={examples.groupBase} spellCheck={false} autoComplete="off" />
            <FormField id="ldap-member-attr" label={t('directory.ldap.memberAttribute')} value={form.memberAttribute} onChange={set('memberAttribute')} error={errorOf('memberAttribute')} spellCheck={false} autoComplete="off" />
          </>
        ) : null}
        <FormField id="ldap-admin-group" label={t('directory.ldap.adminGroup')} value={form.adminGroupDn} onChange={set('adminGroupDn')} error={errorOf('adminGroupDn')} placeholder={examples.adminGroupDn} spellCheck={false} autoComplete="off" />
        <FormField id="ldap-user-group" label={t('directory.ldap.userGroup')} value={form.userGroupDn} onChange={set('userGroupDn')} error={errorOf('userGroupDn')} placeholder={examples.userGroupDn} spellCheck={false} autoComplete="off" />
        <p className="field-hint">{t('directory.ldap.groupsHint')}</p>
      </fieldset>
      <div className="editor-actions">
        <button className="btn btn-secondary" type="button" onClick={runTest} disabled={test.isPending}>
          {test.isPending ? t('directory.ldap.testing') : t('directory.ldap.test')}
        </button>
        <button className="btn btn-primary" type="submit" disabled={save.isPending}>
          {t('directory.save')}
        </button>
      </div>
      <p className={`ldap-test-result${result ? (result.ok ? ' is-ok' : ' is-failed') : ''}`} role="status" aria-live="polite">
        {result?.message ?? ''}
      </p>
    </form>
  );
}
