import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { apiKeyAreaLabels, apiKeyAreas, apiKeyCreateSchema, apiKeyExpiryChoices, type ApiKeyArea, type ApiKeyScope, type CreatedApiKey } from '../../../shared/contracts/api-keys.js';
import { messages } from '../../../shared/messages.js';
import { copyToClipboard } from '../../clipboard.js';
import { Modal } from '../../components/Modal.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { useCreateApiKey } from './apiKeyQueries.js';

type Field = 'name' | 'scope' | 'expiresInDays' | 'areas';

const scopeLabels: Record<ApiKeyScope, string> = {
  read: 'Read only: look, never change',
  write: 'Read and write: look and change',
};

async function copy(key: string): Promise<void> {
  const result = await copyToClipboard(key);
  if (result.ok) toast.success(messages.apiKeyCopied);
  else toast.error(`${messages.copyFailed}: ${result.reason}`);
}

/** The new key, this once: copied from here or lost (only its hash is kept). */
function ShowKeyOnce({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <div className="form modal-form">
      <p className="notice api-key-warning" role="alert">
        <strong>Copy this key now.</strong>
        <span>Hearth keeps only a fingerprint of it and cannot show it again. Anyone holding it can act as you within its scope.</span>
      </p>
      <label className="field-label" htmlFor="api-key-value">
        {created.name}
      </label>
      <div className="api-key-value">
        <input id="api-key-value" className="input" readOnly value={created.key} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-primary" onClick={() => void copy(created.key)}>
          Copy
        </button>
      </div>
      <p className="muted api-key-usage">
        Send it as <code>Authorization: Bearer …</code> with each call to <code>/api/v1</code>.
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}

/** Which areas a write key may change; none ticked means every area. */
function AreaChoice({ areas, error, onChange }: { areas: ApiKeyArea[]; error: string | undefined; onChange: (areas: ApiKeyArea[]) => void }) {
  const toggle = (area: ApiKeyArea, on: boolean) => onChange(on ? apiKeyAreas.filter((a) => a === area || areas.includes(a)) : areas.filter((a) => a !== area));
  return (
    <fieldset className="field api-key-areas" aria-describedby="api-key-areas-hint api-key-areas-error">
      <legend className="field-label">May change</legend>
      <p id="api-key-areas-hint" className="muted">
        Tick the areas this key may change. With none ticked it may change every area. It may read everything either way.
      </p>
      <div className="api-key-area-list">
        {apiKeyAreas.map((area) => (
          <label key={area} className="checkbox-row">
            <input type="checkbox" checked={areas.includes(area)} onChange={(e) => toggle(area, e.target.checked)} />
            <span>{apiKeyAreaLabels[area]}</span>
          </label>
        ))}
      </div>
      <FieldError id="api-key-areas-error" message={error} />
    </fieldset>
  );
}

/** Create an API key (name, scope, the areas a write key may change, expiry), then show it once. */
export function NewApiKeyDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<{ name: string; scope: ApiKeyScope; expiresInDays: number; areas: ApiKeyArea[] }>({ name: '', scope: 'read', expiresInDays: 30, areas: [] });
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useCreateApiKey(setCreated);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = apiKeyCreateSchema.safeParse(form.scope === 'write' ? form : { ...form, areas: undefined });
    if (!parsed.success) {
      setIssues(fieldIssues<Field>(parsed.error));
      return;
    }
    setIssues({});
    create.mutate(parsed.data);
  };

  if (created) {
    return (
      <Modal id="api-key-dialog" title="Your new API key" onClose={onClose} initialFocus="api-key-value">
        <ShowKeyOnce created={created} onClose={onClose} />
      </Modal>
    );
  }
  return (
    <Modal id="api-key-dialog" title="New API key" onClose={onClose} initialFocus="api-key-name" className="modal-scroll">
      <form className="form modal-form" onSubmit={submit} noValidate aria-label="New API key">
        <FormField id="api-key-name" label="Name" placeholder="Backup script" maxLength={60} value={form.name} error={issues.name} onChange={(e) => {
            setForm({ ...form, name: e.target.value });
            setIssues({ ...issues, name: undefined });
          }}
        />
        <div className="field">
          <label className="field-label" htmlFor="api-key-scope">
            Scope
          </label>
          <select id="api-key-scope" className="input select" value={form.scope} onChange={(e) => setForm({ ...form, scope: e.target.value === 'write' ? 'write' : 'read' })}>
            {(Object.keys(scopeLabels) as ApiKeyScope[]).map((scope) => (
              <option key={scope} value={scope}>
                {scopeLabels[scope]}
              </option>
            ))}
          </select>
          <FieldError id="api-key-scope-error" message={issues.scope} />
        </div>
        {form.scope === 'write' && <AreaChoice areas={form.areas} error={issues.areas} onChange={(areas) => setForm({ ...form, areas })} />}
        <div className="field">
          <label className="field-label" htmlFor="api-key-expiry">
            Expires after
          </label>
          <select id="api-key-expiry" className="input select" value={form.expiresInDays} onChange={(e) => setForm({ ...form, expiresInDays: Number(e.target.value) })}>
            {apiKeyExpiryChoices.map((days) => (
              <option key={days} value={days}>
                {days === 365 ? '1 year' : `${days} days`}
              </option>
            ))}
          </select>
          <FieldError id="api-key-expiry-error" message={issues.expiresInDays} />
        </div>
        <p className="muted">A key can never manage accounts, passwords, keys or backups.</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create key'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
