import { useState, type FormEvent } from 'react';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { FieldError } from '../../forms/FieldError.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { isApiError } from '../../api/client.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { ldapGroupModes, ldapSettingsSchema, type LdapGroupMode, type LdapSettingsInput, type LdapSettingsView } from '../../../shared/contracts/ldap.js';
import { useLdapSettings, useSaveLdap, useTestLdap } from './useLdap.js';
import '../../styles/ldap.css';

type TextField = 'url' | 'bindDn' | 'bindPassword' | 'userBase' | 'userFilter' | 'groupBase' | 'memberAttribute' | 'adminGroupDn' | 'userGroupDn' | 'caCert';
const groupModeLabels: Record<LdapGroupMode, string> = { search: 'Search group entries for the user', memberOf: "Read the user's memberOf attribute" };

/** /manage/ldap (super admin): the directory the login form checks names and passwords against. */
export default function LdapPage() {
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useLdapSettings(isSuperAdmin);
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason="Only an administrator sets up LDAP sign-in." />;
  return (
    <section className="page">
      <PageHeader title="LDAP sign-in" subtitle="Sign people in with their accounts in your directory (OpenLDAP, LLDAP, FreeIPA, Active Directory)." />
      {data ? <LdapForm stored={data} /> : <Loader />}
    </section>
  );
}

function LdapForm({ stored }: { stored: LdapSettingsView }) {
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
    setProblem({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Check the fields.' });
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
        <legend className="editor-legend">Sign-in</legend>
        <p>With LDAP on, the login form checks local accounts first, so the local administrator can always sign in. Any other name is looked up in the directory.</p>
        <CheckboxField id="ldap-enabled" label="Sign people in with their directory accounts" checked={form.enabled} onChange={(enabled) => setForm({ ...form, enabled })} />
        <CheckboxField id="ldap-autocreate" label="Create a Hearth account at a directory user's first sign-in" checked={form.autoCreate} onChange={(autoCreate) => setForm({ ...form, autoCreate })} />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">Server</legend>
        <FormField id="ldap-url" label="Address" value={form.url} onChange={set('url')} error={errorOf('url')} placeholder="ldaps://ldap.home.arpa:636" spellCheck={false} autoComplete="off" />
        <CheckboxField id="ldap-starttls" label="Use StartTLS (for ldap:// addresses)" checked={form.startTls} onChange={(startTls) => setForm({ ...form, startTls })} />
        <FieldError id="ldap-starttls-error" message={errorOf('startTls')} />
        <div className="field">
          <label className="field-label" htmlFor="ldap-ca">
            CA certificate (optional, PEM)
          </label>
          <textarea id="ldap-ca" className="input pem-input" rows={4} spellCheck={false} autoComplete="off" placeholder="-----BEGIN CERTIFICATE-----" value={form.caCert} onChange={set('caCert')} aria-invalid={errorOf('caCert') ? true : undefined} aria-describedby="ldap-ca-hint" />
          <span className="field-hint" id="ldap-ca-hint">
            For a directory whose certificate your own CA signed (or a self-signed one). Empty: the system&apos;s trusted CAs.
          </span>
          <FieldError id="ldap-ca-error" message={errorOf('caCert')} />
        </div>
        <FormField id="ldap-bind-dn" label="Bind DN (the account Hearth searches with)" value={form.bindDn} onChange={set('bindDn')} error={errorOf('bindDn')} placeholder="cn=hearth,ou=services,dc=home,dc=arpa" spellCheck={false} autoComplete="off" />
        <FormField id="ldap-bind-password" label="Bind password" type="password" value={form.bindPassword} onChange={set('bindPassword')} error={errorOf('bindPassword')} placeholder={bindPasswordSet ? 'Saved (sealed); leave empty to keep' : ''} autoComplete="new-password" />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">Users</legend>
        <FormField id="ldap-user-base" label="User search base" value={form.userBase} onChange={set('userBase')} error={errorOf('userBase')} placeholder="ou=people,dc=home,dc=arpa" spellCheck={false} autoComplete="off" />
        <FormField id="ldap-user-filter" label="User filter ({username} is the typed name)" value={form.userFilter} onChange={set('userFilter')} error={errorOf('userFilter')} spellCheck={false} autoComplete="off" />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">Groups and roles</legend>
        <div className="field">
          <label className="field-label" htmlFor="ldap-group-mode">
            How groups are read
          </label>
          <select id="ldap-group-mode" className="input select" value={form.groupMode} onChange={(e) => setForm({ ...form, groupMode: ldapGroupModes.find((m) => m === e.target.value) ?? 'search' })}>
            {ldapGroupModes.map((mode) => (
              <option key={mode} value={mode}>
                {groupModeLabels[mode]}
              </option>
            ))}
          </select>
        </div>
        {form.groupMode === 'search' ? (
          <>
            <FormField id="ldap-group-base" label="Group search base" value={form.groupBase} onChange={set('groupBase')} error={errorOf('groupBase')} placeholder="ou=groups,dc=home,dc=arpa" spellCheck={false} autoComplete="off" />
            <FormField id="ldap-member-attr" label="Member attribute (holds the user's DN)" value={form.memberAttribute} onChange={set('memberAttribute')} error={errorOf('memberAttribute')} spellCheck={false} autoComplete="off" />
          </>
        ) : null}
        <FormField id="ldap-admin-group" label="Super admin group DN" value={form.adminGroupDn} onChange={set('adminGroupDn')} error={errorOf('adminGroupDn')} placeholder="cn=hearth-admins,ou=groups,dc=home,dc=arpa" spellCheck={false} autoComplete="off" />
        <FormField id="ldap-user-group" label="User group DN (empty: everyone the filter finds)" value={form.userGroupDn} onChange={set('userGroupDn')} error={errorOf('userGroupDn')} placeholder="cn=hearth-users,ou=groups,dc=home,dc=arpa" spellCheck={false} autoComplete="off" />
        <p className="field-hint">People in neither group are refused. The directory decides the role at each sign-in.</p>
      </fieldset>
      <div className="editor-actions">
        <button className="btn btn-secondary" type="button" onClick={runTest} disabled={test.isPending}>
          {test.isPending ? 'Testing…' : 'Test connection'}
        </button>
        <button className="btn btn-primary" type="submit" disabled={save.isPending}>
          Save
        </button>
      </div>
      <p className={`ldap-test-result${result ? (result.ok ? ' is-ok' : ' is-failed') : ''}`} role="status" aria-live="polite">
        {result?.message ?? ''}
      </p>
    </form>
  );
}
