import { useState, type FormEvent } from 'react';
import { incidentFormats, incidentSaveSchema, incidentSeverities, incidentSeverityLabels, type IncidentFormat, type IncidentSeverity, type StatusIncident, type StatusPageView } from '../../../../shared/contracts/status-pages.js';
import { ConfirmDialog } from '../../../components/Modal.js';
import { FieldError } from '../../../forms/FieldError.js';
import { FormField } from '../../../forms/FormField.js';
import { fieldIssues } from '../../../forms/fieldIssues.js';
import { useIncident } from './statusPageQueries.js';

type Field = 'title' | 'body' | 'severity' | 'format';
const when = (iso: string) => new Date(iso).toLocaleString([], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** Incident posts of a saved page: write one, mark one resolved (or open again), delete one. */
export function IncidentsSection({ page }: { page: StatusPageView }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [format, setFormat] = useState<IncidentFormat>('text');
  const [severity, setSeverity] = useState<IncidentSeverity>('minor');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [removing, setRemoving] = useState<StatusIncident | null>(null);
  const titleInput = () => document.getElementById('incident-title');
  const { save, remove } = useIncident(page._id, () => {
    setRemoving(null);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = incidentSaveSchema.safeParse({ title, body, format, severity });
    if (!parsed.success) {
      setErrors(fieldIssues<Field>(parsed.error));
      titleInput()?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: null, body: { title, body, format, severity } }, {
        onSuccess: () => {
          setTitle('');
          setBody('');
        },
      });
  };
  const toggle = (i: StatusIncident) => save.mutate({ id: i._id, body: { title: i.title, body: i.body, format: i.format, severity: i.severity, resolved: !i.resolvedAt } });

  return (
    <div className="card target-group status-incidents">
      <h2 className="section-title">Incidents</h2>
      <p className="muted">Posts shown on the page: open ones, and resolved ones for 14 days.</p>
      {page.incidents.length ? (
        <ul className="target-list" aria-label="Incidents">
          {page.incidents.map((i) => (
            <li key={i._id} className="target-row">
              <div className="target-row-main">
                <span className="target-row-name">{i.title}</span>
                <span className="target-row-address">
                  {incidentSeverityLabels[i.severity]} · {when(i.createdAt)} · {i.resolvedAt ? `resolved ${when(i.resolvedAt)}` : 'open'}
                </span>
              </div>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => toggle(i)} disabled={save.isPending}>
                {i.resolvedAt ? 'Reopen' : 'Resolve'}
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRemoving(i)} aria-label={`Delete ${i.title}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="form status-incident-form" onSubmit={submit} noValidate aria-label="Post an incident">
        <FormField id="incident-title" label="Incident title" value={title} maxLength={120} placeholder="NAS disk replaced" error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <div className="field">
          <label className="field-label" htmlFor="incident-body">
            What happened
          </label>
          <textarea id="incident-body" className="input" rows={4} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
          <FieldError message={errors.body} />
        </div>
        <div className="status-incident-choices">
          <div className="field">
            <label className="field-label" htmlFor="incident-severity">
              Severity
            </label>
            <select id="incident-severity" className="input select" value={severity} onChange={(e) => setSeverity(incidentSeverities.find((s) => s === e.target.value) ?? 'minor')}>
              {incidentSeverities.map((s) => (
                <option key={s} value={s}>
                  {incidentSeverityLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="incident-format">
              Written as
            </label>
            <select id="incident-format" className="input select" value={format} onChange={(e) => setFormat(incidentFormats.find((f) => f === e.target.value) ?? 'text')}>
              <option value="text">Plain text</option>
              <option value="markdown">Markdown (bold, lists, links)</option>
            </select>
          </div>
        </div>
        <div className="editor-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            Post incident
          </button>
        </div>
      </form>
      {removing ? (
        <ConfirmDialog title={`Delete ${removing.title}?`} text="It disappears from the public page." confirmLabel="Delete" busy={remove.isPending} onConfirm={() => remove.mutate(removing._id)} onClose={() => setRemoving(null)} returnFocus={titleInput} />
      ) : null}
    </div>
  );
}
