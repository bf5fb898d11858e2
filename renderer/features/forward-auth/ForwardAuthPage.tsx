import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { isApiError } from '../../api/client.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { forwardAuthPresets, forwardAuthSettingsSchema, type ForwardAuthSettings, type ForwardAuthView } from '../../../shared/contracts/forward-auth.js';
import { useForwardAuthSettings, useSaveForwardAuth } from './useForwardAuth.js';

const presetNames = { authelia: 'Authelia', authentik: 'Authentik', tailscale: 'Tailscale serve' } as const; // product names
type TextField = 'userHeader' | 'groupsHeader' | 'nameHeader' | 'adminGroup';

/** /manage/forward-auth (super admin): who a trusted reverse proxy may sign in, by which headers. */
export default function ForwardAuthPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const { data, error } = useForwardAuthSettings(isSuperAdmin);
  if (!isSuperAdmin || (isApiError(error) && error.status === 403)) return <NotAuthorized reason={t('directory.forwardAuth.adminOnly')} />;
  return (
    <section className="page">
      <PageHeader title={t('directory.forwardAuth.title')} subtitle={t('directory.forwardAuth.subtitle')} />
      {data ? <ForwardAuthForm stored={data} /> : <Loader />}
    </section>
  );
}

function ForwardAuthForm({ stored }: { stored: ForwardAuthView }) {
  const { t } = useTranslation();
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
      setProblem({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? t('directory.checkFields') });
      return;
    }
    setProblem(null);
    save.mutate(check.data);
  }

  return (
    <form className="card editor-card" onSubmit={submit} noValidate>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('directory.forwardAuth.legend')}</legend>
        <p>
          <Trans t={t} i18nKey="directory.forwardAuth.trust" components={{ code: <code /> }} />
        </p>
        <CheckboxField id="fa-enabled" label={t('directory.forwardAuth.enabled')} checked={form.enabled} onChange={(enabled) => setForm({ ...form, enabled })} />
        {enabledByEnv !== null ? <p className="field-hint">{t('directory.forwardAuth.byEnv', { value: enabledByEnv ? 'on' : 'off' })}</p> : null}
        <CheckboxField id="fa-autocreate" label={t('directory.forwardAuth.autoCreate')} checked={form.autoCreate} onChange={(autoCreate) => setForm({ ...form, autoCreate })} />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('directory.forwardAuth.headers')}</legend>
        <div className="preset-row">
          <span className="field-hint">{t('directory.forwardAuth.presets')}</span>
          {(Object.keys(forwardAuthPresets) as (keyof typeof forwardAuthPresets)[]).map((name) => (
            <button key={name} type="button" className="btn btn-secondary" onClick={() => setForm({ ...form, ...forwardAuthPresets[name] })}>
              {presetNames[name]}
            </button>
          ))}
        </div>
        <FormField id="fa-user" label={t('directory.forwardAuth.userHeader')} value={form.userHeader} onChange={set('userHeader')} error={errorOf('userHeader')} spellCheck={false} />
        <FormField id="fa-groups" label={t('directory.forwardAuth.groupsHeader')} value={form.groupsHeader} onChange={set('groupsHeader')} error={errorOf('groupsHeader')} spellCheck={false} />
        <FormField id="fa-name" label={t('directory.forwardAuth.nameHeader')} value={form.nameHeader} onChange={set('nameHeader')} error={errorOf('nameHeader')} spellCheck={false} />
        <FormField id="fa-admin" label={t('directory.adminGroup')} value={form.adminGroup} onChange={set('adminGroup')} error={errorOf('adminGroup')} spellCheck={false} />
      </fieldset>
      <div className="editor-actions">
        <button className="btn btn-primary" type="submit" disabled={save.isPending}>
          {t('directory.save')}
        </button>
      </div>
    </form>
  );
}
