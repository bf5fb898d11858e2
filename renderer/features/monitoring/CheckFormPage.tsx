import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { checkSaveSchema, type CheckKind, type CheckSaveInput, type CheckSettings } from '../../../shared/contracts/monitor-checks.js';
import type { CheckOutcome } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { CheckTargetFields, type TargetForm } from './CheckTargetFields.js';
import { intervals } from './intervals.js';
import { useCheckForm, useDeleteMonitor, useSaveCheck, useTestCheck } from './monitorQueries.js';
import { Outcome } from './Outcome.js';
import { PushUrl } from './PushUrl.js';

type Form = TargetForm & { name: string; enabled: boolean; intervalSeconds: number; timeoutSeconds: string; failureThreshold: string };
type Field = keyof Form;

const blank: Form = { name: '', enabled: true, intervalSeconds: 60, timeoutSeconds: '10', failureThreshold: '1', host: '', port: '', url: '', path: '', expected: '', comparison: 'equals', hostname: '', recordType: 'A', resolver: '', warnDays: '14' };

function formOf(kind: CheckKind, settings: CheckSettings | null): Form {
  if (!settings) return { ...blank, port: kind === 'tls' ? '443' : kind === 'mqtt' ? '1883' : '', timeoutSeconds: kind === 'push' ? '60' : '10', intervalSeconds: kind === 'push' ? 300 : 60 };
  const form: Form = { ...blank, name: settings.name, enabled: settings.enabled, intervalSeconds: settings.intervalSeconds, timeoutSeconds: String(settings.timeoutSeconds), failureThreshold: String(settings.failureThreshold) };
  if (settings.kind === 'tcp' || settings.kind === 'tls' || settings.kind === 'mqtt') Object.assign(form, { host: settings.host, port: String(settings.port) });
  if (settings.kind === 'tls') form.warnDays = String(settings.warnDays);
  if (settings.kind === 'json') Object.assign(form, { url: settings.url, path: settings.path, expected: settings.expected, comparison: settings.comparison });
  if (settings.kind === 'dns') Object.assign(form, { hostname: settings.hostname, recordType: settings.recordType, expected: settings.expected, resolver: settings.resolver });
  return form;
}

function bodyOf(kind: CheckKind, form: Form, monitorId: string | null): CheckSaveInput {
  const common = { monitorId, name: form.name, enabled: form.enabled, intervalSeconds: form.intervalSeconds, timeoutSeconds: form.timeoutSeconds, failureThreshold: form.failureThreshold };
  switch (kind) {
    case 'tcp':
    case 'mqtt':
      return { ...common, kind, host: form.host, port: form.port };
    case 'tls':
      return { ...common, kind, host: form.host, port: form.port, warnDays: form.warnDays };
    case 'json':
      return { ...common, kind, url: form.url, path: form.path, expected: form.expected, comparison: form.comparison };
    case 'dns':
      return { ...common, kind, hostname: form.hostname, recordType: form.recordType, expected: form.expected, resolver: form.resolver };
    case 'push':
      return { ...common, kind };
  }
}

/** /manage/monitoring/:kind/:id for a check of its own (TCP, JSON, push, DNS, TLS); id "new" adds one. */
export default function CheckFormPage({ kind, id }: { kind: CheckKind; id: string }) {
  const { t } = useTranslation();
  const isNew = id === 'new';
  const saved = useCheckForm(id, !isNew);
  if (!isNew && saved.isPending) return <Loader />;
  if (!isNew && (saved.isError || !saved.data || saved.data.settings.kind !== kind)) {
    return (
      <section className="page">
        <PageHeader title={t('monitoring.common.notFound')} />
        <div className="notice" role="alert">
          {translateMessage(m.checkNotFound)} <Link to="/manage/monitoring">{t('monitoring.common.backToHealthChecks')}</Link>
        </div>
      </section>
    );
  }
  return <CheckForm kind={kind} settings={saved.data?.settings ?? null} />;
}

function CheckForm({ kind, settings }: { kind: CheckKind; settings: CheckSettings | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => formOf(kind, settings));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const monitorId = settings?._id ?? null;
  // A new push check stays on its form, which then shows the URL to call.
  const save = useSaveCheck((done) => void navigate(kind === 'push' && !monitorId ? `/manage/monitoring/push/${done.summary._id}` : `/status/${done.summary._id}`, { replace: kind === 'push' && !monitorId }));
  const test = useTestCheck();
  const remove = useDeleteMonitor(() => void navigate('/manage/monitoring'));

  const change = <K extends Field>(key: K, value: Form[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    setOutcome(null);
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  const changeTarget = <K extends keyof TargetForm>(key: K, value: TargetForm[K]) => change(key, value as Form[K]);

  const checked = (): CheckSaveInput | null => {
    const body = bodyOf(kind, form, monitorId);
    const parsed = checkSaveSchema.safeParse(body);
    if (parsed.success) return body;
    const found = fieldIssues<Field>(parsed.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`check-${first}`)?.focus();
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = checked();
    if (valid) save.mutate(valid);
  };

  const runTest = () => {
    const valid = checked();
    if (valid) test.mutate(valid, { onSuccess: setOutcome });
  };

  const label = t(`monitoring.kinds.${kind}`);
  const newTitle = t('monitoring.check.newTitle', { kind: label });
  const title = monitorId ? (settings?.name ?? '') : newTitle;
  return (
    <section className="page editor-page">
      <nav className="crumbs" aria-label={t('monitoring.common.breadcrumb')}>
        <Link to="/manage/monitoring">{t('monitoring.manage.title')}</Link> <span aria-hidden="true">›</span> <span>{monitorId ? settings?.name : newTitle}</span>
      </nav>
      <PageHeader title={title} subtitle={t('monitoring.check.subtitle', { kind: label })} />
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <FormField id="check-name" label={t('monitoring.common.name')} value={form.name} maxLength={100} error={errors.name} onChange={(e) => change('name', e.target.value)} />
        <CheckTargetFields kind={kind} form={form} errors={errors} change={changeTarget}>
          {kind === 'push' ? settings?.kind === 'push' ? <PushUrl path={settings.pushPath} /> : <p className="field-hint">{t('monitoring.check.pushSaveFirst')}</p> : null}
        </CheckTargetFields>
        <CheckboxField id="check-enabled" label={t('monitoring.form.enabled')} checked={form.enabled} onChange={(on) => change('enabled', on)} hint={t('monitoring.form.enabledHint')} />
        <div className="field">
          <label className="field-label" htmlFor="check-intervalSeconds">
            {kind === 'push' ? t('monitoring.check.jobCalls') : t('monitoring.form.howOften')}
          </label>
          <select id="check-intervalSeconds" className="input select" value={form.intervalSeconds} onChange={(e) => change('intervalSeconds', Number(e.target.value))}>
            {intervals.map(([seconds, key]) => (
              <option key={seconds} value={seconds}>
                {t(`monitoring.intervals.${key}`)}
              </option>
            ))}
          </select>
          <FieldError message={errors.intervalSeconds} />
        </div>
        <FormField id="check-timeoutSeconds" label={kind === 'push' ? t('monitoring.check.grace') : t('monitoring.form.timeout')} inputMode="numeric" value={form.timeoutSeconds} error={errors.timeoutSeconds} onChange={(e) => change('timeoutSeconds', e.target.value)} />
        <FormField id="check-failureThreshold" label={t('monitoring.form.threshold')} inputMode="numeric" value={form.failureThreshold} error={errors.failureThreshold} onChange={(e) => change('failureThreshold', e.target.value)} />
        {outcome ? <Outcome outcome={outcome} /> : null}
        <div className="editor-actions">
          {monitorId ? (
            confirming ? (
              <InlineConfirm label={t('monitoring.check.deleteConfirm', { name: settings?.name ?? t('monitoring.check.thisCheck') })} question={t('monitoring.check.deleteQuestion')} busy={remove.isPending} onYes={() => remove.mutate(monitorId)} onNo={() => setConfirming(false)} />
            ) : (
              <button type="button" className="btn btn-danger-text" onClick={() => setConfirming(true)}>
                {t('monitoring.check.delete')}
              </button>
            )
          ) : null}
          <Link className="btn btn-secondary" to={monitorId ? `/status/${monitorId}` : '/manage/monitoring'}>
            {t('monitoring.common.cancel')}
          </Link>
          <button type="button" className="btn btn-secondary" onClick={runTest} disabled={test.isPending || (kind === 'push' && !monitorId)}>
            {test.isPending ? t('monitoring.common.testing') : t('monitoring.common.test')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('monitoring.common.saving') : t('monitoring.common.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
