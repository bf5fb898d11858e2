import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { monitorSaveSchema, type CheckOutcome, type MonitorSaveInput, type TargetKind } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { kindLabel } from './healthText.js';
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
  const target = useTargetForm(kind, targetId);
  if (target.isPending) return <Loader />;
  if (target.isError || !target.data) {
    return (
      <section className="page">
        <PageHeader title="Not found" />
        <div className="notice" role="alert">
          {m.targetNotFound} <Link to="/manage/monitoring">Back to Health Checks</Link>
        </div>
      </section>
    );
  }
  return <MonitorForm key={`${kind}/${targetId}`} kind={kind as TargetKind} targetId={targetId} data={target.data} />;
}

function MonitorForm({ kind, targetId, data }: { kind: TargetKind; targetId: string; data: TargetForm }) {
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

  const title = monitorId ? `Monitoring ${data.name}` : `Monitor ${data.name}`;
  return (
    <section className="page editor-page">
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link to="/manage/monitoring">Health Checks</Link> <span aria-hidden="true">›</span> <span>{data.name}</span>
      </nav>
      <PageHeader title={title} subtitle={`${kindLabel[kind]} · ${data.target}`} />
      {kind === 'link' || kind === 'container' ? <CheckKindChoice kind={kind} targetId={targetId} /> : null}
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <CheckboxField id="monitor-enabled" label="Check this in the background" checked={form.enabled} onChange={(on) => change('enabled', on)} hint="Off keeps the history and pauses the checks." />
        <div className="field">
          <label className="field-label" htmlFor="monitor-intervalSeconds">
            How often
          </label>
          <select id="monitor-intervalSeconds" className="input select" value={form.intervalSeconds} onChange={(e) => change('intervalSeconds', Number(e.target.value))}>
            {intervals.map(([seconds, label]) => (
              <option key={seconds} value={seconds}>
                {label}
              </option>
            ))}
          </select>
          <FieldError message={errors.intervalSeconds} />
        </div>
        <FormField id="monitor-timeoutSeconds" label="Timeout (seconds)" inputMode="numeric" value={form.timeoutSeconds} error={errors.timeoutSeconds} onChange={(e) => change('timeoutSeconds', e.target.value)} />
        {isLink ? (
          <fieldset className="editor-group">
            <legend className="editor-legend">HTTP check</legend>
            <div className="field">
              <label className="field-label" htmlFor="monitor-method">
                Method
              </label>
              <select id="monitor-method" className="input select" value={form.method} onChange={(e) => change('method', e.target.value === 'HEAD' ? 'HEAD' : 'GET')}>
                <option value="GET">GET (reads the page)</option>
                <option value="HEAD">HEAD (headers only, lighter)</option>
              </select>
              <FieldError message={errors.method} />
            </div>
            <div className="monitor-status-range">
              <FormField id="monitor-statusMin" label="Expected status from" inputMode="numeric" value={form.statusMin} error={errors.statusMin} onChange={(e) => change('statusMin', e.target.value)} />
              <FormField id="monitor-statusMax" label="to" inputMode="numeric" value={form.statusMax} error={errors.statusMax} onChange={(e) => change('statusMax', e.target.value)} />
            </div>
            <FormField id="monitor-keyword" label="Keyword (optional)" placeholder="Text the page must contain, case-sensitive" value={form.keyword} maxLength={200} error={errors.keyword} onChange={(e) => change('keyword', e.target.value)} />
            {https ? (
              <CheckboxField id="monitor-selfSigned" label="Allow a self-signed certificate" checked={form.selfSigned} onChange={(on) => change('selfSigned', on)} hint="Test the check to see the certificate; saving trusts that one certificate only. Hearth warns 14 days before any certificate expires." />
            ) : null}
          </fieldset>
        ) : null}
        <FormField id="monitor-failureThreshold" label="Alert after this many failed checks in a row" inputMode="numeric" value={form.failureThreshold} error={errors.failureThreshold} onChange={(e) => change('failureThreshold', e.target.value)} />
        <p className="field-hint">As many good checks in a row mark it up again, so a flapping target alerts once.</p>
        {outcome ? <Outcome outcome={outcome} /> : null}
        <div className="editor-actions">
          {monitorId ? (
            confirming ? (
              <InlineConfirm label={`Stop monitoring ${data.name}?`} question="Stop monitoring and delete its history?" busy={remove.isPending} onYes={() => remove.mutate(monitorId)} onNo={() => setConfirming(false)} />
            ) : (
              <button type="button" className="btn btn-danger-text" onClick={() => setConfirming(true)}>
                Stop monitoring
              </button>
            )
          ) : null}
          <Link className="btn btn-secondary" to={monitorId ? `/status/${monitorId}` : '/manage/monitoring'}>
            Cancel
          </Link>
          <button type="button" className="btn btn-secondary" onClick={runTest} disabled={test.isPending}>
            {test.isPending ? 'Testing…' : 'Test'}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}
