import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { apiKeyAreas, apiKeyCreateSchema, apiKeyExpiryChoices, type ApiKeyArea, type ApiKeyScope, type CreatedApiKey } from '../../../shared/contracts/api-keys.js';
import { messages } from '../../../shared/messages.js';
import { copyToClipboard } from '../../clipboard.js';
import { Modal } from '../../components/Modal.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useCreateApiKey } from './apiKeyQueries.js';

type Field = 'name' | 'scope' | 'expiresInDays' | 'areas';

const scopes: readonly ApiKeyScope[] = ['read', 'write'];

async function copy(key: string): Promise<void> {
  const result = await copyToClipboard(key);
  if (result.ok) toast.success(messages.apiKeyCopied);
  else toast.error(`${translateMessage(messages.copyFailed)}: ${result.reason}`);
}

/** The new key, this once: copied from here or lost (only its hash is kept). */
function ShowKeyOnce({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="form modal-form">
      <p className="notice api-key-warning" role="alert">
        <strong>{t('accounts.newKey.copyNow')}</strong>
        <span>{t('accounts.newKey.copyNowText')}</span>
      </p>
      <label className="field-label" htmlFor="api-key-value">
        {created.name}
      </label>
      <div className="api-key-value">
        <input id="api-key-value" className="input" readOnly value={created.key} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-primary" onClick={() => void copy(created.key)}>
          {t('accounts.newKey.copy')}
        </button>
      </div>
      <p className="muted api-key-usage">
        <Trans i18nKey="accounts.newKey.usage" values={{ header: 'Authorization: Bearer …', path: '/api/v1' }} components={[<code key="header" />, <code key="path" />]} />
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('accounts.newKey.done')}
        </button>
      </div>
    </div>
  );
}

/** Which areas a write key may change; none ticked means every area. */
function AreaChoice({ areas, error, onChange }: { areas: ApiKeyArea[]; error: string | undefined; onChange: (areas: ApiKeyArea[]) => void }) {
  const { t } = useTranslation();
  const toggle = (area: ApiKeyArea, on: boolean) => onChange(on ? apiKeyAreas.filter((a) => a === area || areas.includes(a)) : areas.filter((a) => a !== area));
  return (
    <fieldset className="field api-key-areas" aria-describedby="api-key-areas-hint api-key-areas-error">
      <legend className="field-label">{t('accounts.newKey.mayChange')}</legend>
      <p id="api-key-areas-hint" className="muted">
        {t('accounts.newKey.areasHint')}
      </p>
      <div className="api-key-area-list">
        {apiKeyAreas.map((area) => (
          <label key={area} className="checkbox-row">
            <input type="checkbox" checked={areas.includes(area)} onChange={(e) => toggle(area, e.target.checked)} />
            <span>{t(`accounts.apiKeys.areas.${area}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id="api-key-areas-error" message={error} />
    </fieldset>
  );
}

/** Create an API key (name, scope, the areas a write key may change, expiry), then show it once. */
export function NewApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
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
      <Modal id="api-key-dialog" closeLabel={t('accounts.close')} title={t('accounts.newKey.createdTitle')} onClose={onClose} initialFocus="api-key-value">
        <ShowKeyOnce created={created} onClose={onClose} />
      </Modal>
    );
  }
  return (
    <Modal id="api-key-dialog" closeLabel={t('accounts.close')} title={t('accounts.newKey.title')} onClose={onClose} initialFocus="api-key-name" className="modal-scroll">
      <form className="form modal-form" onSubmit={submit} noValidate aria-label={t('accounts.newKey.title')}>
        <FormField id="api-key-name" label={t('accounts.newKey.name')} placeholder={t('accounts.newKey.namePlaceholder')} maxLength={60} value={form.name} error={issues.name} onChange={(e) => {
            setForm({ ...form, name: e.target.value });
            setIssues({ ...issues, name: undefined });
          }}
        />
        <div className="field">
          <label className="field-label" htmlFor="api-key-scope">
            {t('accounts.newKey.scope')}
          </label>
          <select id="api-key-scope" className="input select" value={form.scope} onChange={(e) => setForm({ ...form, scope: e.target.value === 'write' ? 'write' : 'read' })}>
            {scopes.map((scope) => (
              <option key={scope} value={scope}>
                {t(`accounts.newKey.scopes.${scope}`)}
              </option>
            ))}
          </select>
          <FieldError id="api-key-scope-error" message={issues.scope} />
        </div>
        {form.scope === 'write' && <AreaChoice areas={form.areas} error={issues.areas} onChange={(areas) => setForm({ ...form, areas })} />}
        <div className="field">
          <label className="field-label" htmlFor="api-key-expiry">
            {t('accounts.newKey.expiresAfter')}
          </label>
          <select id="api-key-expiry" className="input select" value={form.expiresInDays} onChange={(e) => setForm({ ...form, expiresInDays: Number(e.target.value) })}>
            {apiKeyExpiryChoices.map((days) => (
              <option key={days} value={days}>
                {days === 365 ? t('accounts.newKey.oneYear') : t('accounts.newKey.days', { count: days })}
              </option>
            ))}
          </select>
          <FieldError id="api-key-expiry-error" message={issues.expiresInDays} />
        </div>
        <p className="muted">{t('accounts.newKey.neverManages')}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('accounts.newKey.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? t('accounts.newKey.creating') : t('accounts.newKey.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
