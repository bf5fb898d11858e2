import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { monitorSaveSchema, type CheckOutcome, type MonitorSaveInput, type TargetKind } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { CheckKindChoice } from './CheckKindChoice.js';
import { Outcome } from './Outcome.js';
import { intervals } from './intervals.js';
import CheckFormPage from './CheckFormPage.js';
import { isCheckKind } from '../../../shared/contracts/monitor-checks.js';
import { useDeleteMonitor, useSaveMonitor, useTargetForm, useTestMonitor, type TargetForm } from './monitorQueries.js';

interface Form {
  enabled: boolean;
  intervalSeconds: number;
  timeoutSeconds: string;
  method: 'GET' | 'HEAD';
  statusMin: string;
  statusMax: string;
  keyword: string;
  failureThreshold: string;
  selfSigned: boolean;
}

type Field = keyof Form | 'fingerprint';

function formOf(data: TargetForm): Form {
  const s = data.settings ?? { ...data.defaults, enabled: true, selfSigned: false };
  return {
    enabled: s.enabled,
    intervalSeconds: s.intervalSeconds,
    timeoutSeconds: String(s.timeoutSeconds),
    method: s.method,
    statusMin: String(s.statusMin),
    statusMax: String(s.statusMax),
    keyword: s.keyword,
    failureThreshold: String(s.failureThreshold),
    selfSigned: s.selfSigned,
  };
}

/**
 * /manage/monitoring/:kind/:targetId: start, change or stop monitoring one link, device or camera;
 * for a check of its own (TCP, JSON, push, DNS, TLS) the target is the check itself, or "new".
 */
export default function MonitorFormPage() {
  const { kind = '', targetId = '' } = useParams();
  if (isCheckKind(kind)) return <CheckFormPage key={`${kind}/${targetId}`} kind={kind} id={targetId} />;
  return <TargetFormPage kind={kind} targetId={targetId} />;
}

function TargetFormPage({ kind, targetId }: { kind: string; targetId: string }) {
  const { t } = useTranslation();
  const target = useTargetForm(kind, targetId);
  if (target.isPending) return <Loader />;
  if (target.isError || !target.data) {
    return (
      <section className="page">
        <PageHeader title={t('monitoring.common.notFound')} />
        <div className="notice" role="alert">
          {translateMessage(m.targetNotFound)} <Link to="/manage/monitoring">{t('monitoring.common.backToHealthChecks')}</Link>
        </div>
      </section>
    );
  }
  return <MonitorForm key={`${kind}/${targetId}`} kind={kind as TargetKind} targetId={targetId} data={target.data} />;
}

function MonitorForm({ kind, targetId, data }: { kind: TargetKind; targetId: string; data: TargetForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => formOf(data));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveMonitor((saved) => void navigate(`/status/${saved.summary._id}`));
  const test = useTestMonitor();
  const remove = useDeleteMonitor(() => void navigate('/manage/monitoring'));
  const isLink = kind === 'link';
  const https = data.target.startsWith('https:');
  const monitorId = data.settings?._id ?? null;

  const change = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    if (key === 'selfSigned' || key === 'keyword' || key === 'method' || key === 'statusMin' || key === 'statusMax') setOutcome(null);
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  const body = (): MonitorSaveInput => ({
    kind,
    targetId,
    enabled: form.enabled,
    intervalSeconds: form.intervalSeconds,
    timeoutSeconds: form.timeoutSeconds,
    method: form.method,
    statusMin: form.statusMin,
    statusMax: form.statusMax,
    keyword: isLink ? form.keyword : '',
    failureThreshold: form.failureThreshold,
    selfSigned: isLink && https && form.selfSigned,
    fingerprint: form.selfSigned && outcome?.certificate && !outcome.certificate.authorized ? outcome.certificate.fingerprint256 : null,
  });

  const checked = (): MonitorSaveInput | null => {
    const parsed = monitorSaveSchema.safeParse(body());
    if (parsed.success) return body();
    const found = fieldIssues<Field>(parsed.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`monitor-${first}`)?.focus();
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

  const title = monitorId ? t('monitoring.form.titleEdit', { name: data.name }) : t('monitoring.form.titleNew', { name: data.name });
  return (
    <section className="page editor-page">
      <nav className="crumbs" aria-label={t('monitoring.common.breadcrumb')}>
        <Link to="/manage/monitoring">{t('monitoring.manage.title')}</Link> <span aria-hidden="true">›</span> <span>{data.name}</span>
      </nav>
      <PageHeader title={title} subtitle={t('monitoring.form.subtitle', { kind: t(`monitoring.kinds.${kind}`), target: data.target })} />
      {kind === 'link' || kind === 'container' ? <CheckKindChoice kind={kind} targetId={targetId} /> : null}
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <CheckboxField id="monitor-enabled" label={t('monitoring.form.enabled')} checked={form.enabled} onChange={(on) => change('enabled', on)} hint={t('monitoring.form.enabledHint')} />
        <div className="field">
          <label className="field-label" htmlFor="monitor-intervalSeconds">
            {t('monitoring.form.howOften')}
          </label>
          <select id="monitor-intervalSeconds" className="input select" value={form.intervalSeconds} onChange={(e) => change('intervalSeconds', Number(e.target.value))}>
            {intervals.map(([seconds, key]) => (
              <option key={seconds} value={seconds}>
                {t(`monitoring.intervals.${key}`)}
              </option>
            ))}
          </select>
          <FieldError message={errors.intervalSeconds} />
        </div>
        <FormField id="monitor-timeoutSeconds" label={t('monitoring.form.timeout')} inputMode="numeric" value={form.timeoutSeconds} error={errors.timeoutSeconds} onChange={(e) => change('timeoutSeconds', e.target.value)} />
        {isLink ? (
          <fieldset className="editor-group">
            <legend className="editor-legend">{t('monitoring.form.httpCheck')}</legend>
            <div className="field">
              <label className="field-label" htmlFor="monitor-method">
                {t('monitoring.form.method')}
              </label>
              <select id="monitor-method" className="input select" value={form.method} onChange={(e) => change('method', e.target.value === 'HEAD' ? 'HEAD' : 'GET')}>
                <option value="GET">{t('monitoring.form.methodGet')}</option>
                <option value="HEAD">{t('monitoring.form.methodHead')}</option>
              </select>
              <FieldError message={errors.method} />
            </div>
            <div className="monitor-status-range">
              <FormField id="monitor-statusMin" label={t('monitoring.form.statusFrom')} inputMode="numeric" value={form.statusMin} error={errors.statusMin} onChange={(e) => change('statusMin', e.target.value)} />
              <FormField id="monitor-statusMax" label={t('monitoring.form.statusTo')} inputMode="numeric" value={form.statusMax} error={errors.statusMax} onChange={(e) => change('statusMax', e.target.value)} />
            </div>
            <FormField id="monitor-keyword" label={t('monitoring.form.keyword')} placeholder={t('monitoring.form.keywordPlaceholder')} value={form.keyword} maxLength={200} error={errors.keyword} onChange={(e) => change('keyword', e.target.value)} />
            {https ? (
              <CheckboxField id="monitor-selfSigned" label={t('monitoring.form.selfSigned')} checked={form.selfSigned} onChange={(on) => change('selfSigned', on)} hint={t('monitoring.form.selfSignedHint')} />
            ) : null}
          </fieldset>
        ) : null}
        <FormField id="monitor-failureThreshold" label={t('monitoring.form.threshold')} inputMode="numeric" value={form.failureThreshold} error={errors.failureThreshold} onChange={(e) => change('failureThreshold', e.target.value)} />
        <p className="field-hint">{t('monitoring.form.thresholdHint')}</p>
        {outcome ? <Outcome outcome={outcome} /> : null}
        <div className="editor-actions">
          {monitorId ? (
            confirming ? (
              <InlineConfirm label={t('monitoring.form.stopConfirm', { name: data.name })} question={t('monitoring.form.stopQuestion')} busy={remove.isPending} onYes={() => remove.mutate(monitorId)} onNo={() => setConfirming(false)} />
            ) : (
              <button type="button" className="btn btn-danger-text" onClick={() => setConfirming(true)}>
                {t('monitoring.form.stop')}
              </button>
            )
          ) : null}
          <Link className="btn btn-secondary" to={monitorId ? `/status/${monitorId}` : '/manage/monitoring'}>
            {t('monitoring.common.cancel')}
          </Link>
          <button type="button" className="btn btn-secondary" onClick={runTest} disabled={test.isPending}>
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
