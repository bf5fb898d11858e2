import { secretIsSet, type AppConfigField } from '../../../shared/contracts/integrations.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { FieldError } from '../../forms/FieldError.js';

type Config = Record<string, unknown>;

function optionsOf(field: AppConfigField): { label: string; value: string }[] {
  return field.choices ?? (field.options ?? []).map((o) => ({ label: o, value: o }));
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * An app's config form, one control per field by its type (reference §4.1): select, checkbox,
 * radio, html (a text area; the card shows it sanitised), password (never filled in: a saved
 * value shows as set and stays unless replaced), anything else as that <input type>.
 */
export function ConfigFields({ fields, config, errors, onChange }: { fields: AppConfigField[]; config: Config; errors: Record<string, string>; onChange: (config: Config) => void }) {
  const set = (name: string, value: unknown) => onChange({ ...config, [name]: value });
  return (
    <>
      {fields.map((field) => {
        const id = `cfg-${field.name}`;
        const error = errors[field.name];
        const described = error ? `${id}-error` : undefined;
        const label = `${field.label}${field.required ? ' *' : ''}`;
        const errorLine = <FieldError id={`${id}-error`} message={error} />;
        if (field.type === 'checkbox') {
          return (
            <div className="field" key={field.name}>
              <label className="check">
                <input id={id} type="checkbox" checked={config[field.name] === true || config[field.name] === 'true'} onChange={(e) => set(field.name, e.target.checked)} /> {field.label}
              </label>
              {errorLine}
            </div>
          );
        }
        if (field.type === 'radio') {
          return (
            <fieldset className="field" key={field.name} aria-describedby={described}>
              <legend className="field-label">{label}</legend>
              {optionsOf(field).map((o) => (
                <label className="check" key={o.value}>
                  <input type="radio" name={id} value={o.value} checked={str(config[field.name]) === o.value} onChange={() => set(field.name, o.value)} /> {o.label}
                </label>
              ))}
              {errorLine}
            </fieldset>
          );
        }
        const control =
          field.type === 'select' ? (
            <select id={id} className="input select" value={str(config[field.name])} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => set(field.name, e.target.value)}>
              <option value="">Choose…</option>
              {optionsOf(field).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : field.type === 'html' ? (
            <textarea id={id} className="input config-html" rows={5} value={str(config[field.name])} placeholder={field.placeholder} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => set(field.name, e.target.value)} />
          ) : (
            <input
              id={id}
              className="input"
              type={field.type === 'password' ? 'password' : /^(text|string|url|email|number|tel)$/.test(field.type) ? (field.type === 'string' ? 'text' : field.type) : 'text'}
              value={config[field.name] === secretIsSet ? '' : str(config[field.name])}
              placeholder={config[field.name] === secretIsSet ? 'Saved (leave empty to keep it)' : field.placeholder}
              autoComplete={field.type === 'password' ? 'new-password' : 'off'}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(e) => set(field.name, e.target.value === '' && config[field.name] === secretIsSet ? secretIsSet : e.target.value)}
            />
          );
        return (
          <div className="field" key={field.name}>
            <label className="field-label" htmlFor={id}>
              {label}
            </label>
            {control}
            {field.type === 'html' && str(config[field.name]) ? <SafeHtml className="config-html-preview" html={str(config[field.name])} /> : null}
            {errorLine}
          </div>
        );
      })}
    </>
  );
}
