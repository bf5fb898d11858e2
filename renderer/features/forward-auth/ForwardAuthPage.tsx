import { useState, type FormEvent } from 'react';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { isApiError } from '../../api/client.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { forwardAuthPresets, forwardAuthSettingsSchema, type ForwardAuthSettings, type ForwardAuthView } from '../../../shared/contracts/forward-auth.js';
import { useForwardAuthSettings, useSaveForwardAuth } from './useForwardAuth.js';

const presetNames = { authelia: 'Authelia', authentik: 'Authentik', tailscale: 'Tailscale serve' } as const;
type TextField = 'userHeader' | 'groupsHeader' | 'nameHeader' | 'adminGroup';

/** /manage/forward-auth (super admin): who a trusted reverse proxy may sign in, by which headers. */
export default function ForwardAuthPage() {
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useForwardAuthSettings(isSuperAdmin);
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason="Only an administrator sets up sign-in through a proxy." />;
  return (
    <section className="page">
      <PageHeader title="Proxy sign-in" subtitle="Let Authelia, Authentik or Tailscale in front of Hearth sign people in (forward-auth)." />
      {data ? <ForwardAuthForm stored={data} /> : <Loader />}
    </section>
  );
}

function ForwardAuthForm({ stored }: { stored: ForwardAuthView }) {
  const { enabledByEnv, ...initial } = stored;
  const [form, setForm] = useState<ForwardAuthSettings>(initial);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveForwardAuth();
  const set = (field: TextField) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = forwardAuthSettingsSchema.safeParse(form);
    if (!check.success) {
      const issue = check.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Check the fields.' });
      return;
    }
    setProblem(null);
    save.mutate(check.data);
  }

  return (
    <form className="card editor-card" onSubmit={submit} noValidate>
      <fieldset className="editor-group">
        <legend className="editor-legend">Sign-in through a proxy</legend>
        <p>
          Hearth believes these headers only from the proxy addresses in <code>HEARTH_TRUST_PROXY</code>. From anyone else they are ignored. Your proxy must set or remove
          them on every request.
        </p>
        <CheckboxField id="fa-enabled" label="Sign in people the proxy names" checked={form.enabled} onChange={(enabled) => setForm({ ...form, enabled })} />
        {enabledByEnv !== null ? <p className="field-hint">HEARTH_FORWARD_AUTH={enabledByEnv ? 'on' : 'off'} decides this switch while it is set.</p> : null}
        <CheckboxField id="fa-autocreate" label="Create accounts for people Hearth does not know yet (as plain users)" checked={form.autoCreate} onChange={(autoCreate) => setForm({ ...form, autoCreate })} />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">Headers</legend>
        <div className="preset-row">
          <span className="field-hint">Fill in the headers of:</span>
          {(Object.keys(forwardAuthPresets) as (keyof typeof forwardAuthPresets)[]).map((name) => (
            <button key={name} type="button" className="btn btn-secondary" onClick={() => setForm({ ...form, ...forwardAuthPresets[name] })}>
              {presetNames[name]}
            </button>
          ))}
        </div>
        <FormField id="fa-user" label="User name header" value={form.userHeader} onChange={set('userHeader')} error={errorOf('userHeader')} spellCheck={false} />
        <FormField id="fa-groups" label="Groups header (optional)" value={form.groupsHeader} onChange={set('groupsHeader')} error={errorOf('groupsHeader')} spellCheck={false} />
        <FormField id="fa-name" label="Full name header (optional)" value={form.nameHeader} onChange={set('nameHeader')} error={errorOf('nameHeader')} spellCheck={false} />
        <FormField id="fa-admin" label="Group whose members are super admins (optional)" value={form.adminGroup} onChange={set('adminGroup')} error={errorOf('adminGroup')} spellCheck={false} />
      </fieldset>
      <div className="editor-actions">
        <button className="btn btn-primary" type="submit" disabled={save.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}
