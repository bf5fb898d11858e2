import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secretIsSet, type AppConfigField } from '../../../shared/contracts/integrations.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { FieldError } from '../../forms/FieldError.js';
import { groupConfig, removeRow, rowsInUse } from './configGroups.js';

type Config = Record<string, unknown>;

function optionsOf(field: AppConfigField): { label: string; value: string }[] {
  return field.choices ?? (field.options ?? []).map((o) => ({ label: o, value: o }));
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * An app's config form, one control per field by its type (reference §4.1): select, checkbox,
 * radio, html (a text area; the card shows it sanitised), password (never filled in: a saved
 * value shows as set and stays unless replaced), anything else as that <input type>. Numbered
 * slots (the Custom API's field1…field6) show as rows, only as many as are in use, with "Add".
 */
export function ConfigFields({ fields, config, errors, onChange }: { fields: AppConfigField[]; config: Config; errors: Record<string, string>; onChange: (config: Config) => void }) {
  const items = useMemo(() => groupConfig(fields), [fields]);
  return (
    <>
      {items.map((item) =>
        item.kind === 'field' ? (
          <ConfigField key={item.field.name} field={item.field} config={config} errors={errors} onChange={onChange} />
        ) : (
          <ConfigRows key={item.prefix} prefix={item.prefix} rows={item.rows} min={item.min} config={config} errors={errors} onChange={onChange} />
        ),
      )}
    </>
  );
}

interface FieldProps {
  field: AppConfigField;
  config: Config;
  errors: Record<string, string>;
  onChange: (config: Config) => void;
}

function ConfigField({ field, config, errors, onChange }: FieldProps) {
  const { t } = useTranslation();
  const set = (name: string, value: unknown) => onChange({ ...config, [name]: value });
  const id = `cfg-${field.name}`;
  const error = errors[field.name];
  const described = error ? `${id}-error` : undefined;
  const label = `${field.label}${field.required ? ' *' : ''}`;
  const errorLine = <FieldError id={`${id}-error`} message={error} />;
  if (field.type === 'checkbox') {
    return (
      <div className="field">
        <label className="check">
          <input id={id} type="checkbox" checked={config[field.name] === true || config[field.name] === 'true'} onChange={(e) => set(field.name, e.target.checked)} /> {field.label}
        </label>
        {errorLine}
      </div>
    );
  }
  if (field.type === 'radio') {
    return (
      <fieldset className="field" aria-describedby={described}>
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
        <option value="">{t('integrations.choose')}</option>
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
        placeholder={config[field.name] === secretIsSet ? t('integrations.secretSaved') : field.placeholder}
        autoComplete={field.type === 'password' ? 'new-password' : 'off'}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => set(field.name, e.target.value === '' && config[field.name] === secretIsSet ? secretIsSet : e.target.value)}
      />
    );
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {control}
      {field.type === 'html' && str(config[field.name]) ? <SafeHtml className="config-html-preview" html={str(config[field.name])} /> : null}
      {errorLine}
    </div>
  );
}

interface RowsProps {
  prefix: string;
  rows: AppConfigField[][];
  min: number;
  config: Config;
  errors: Record<string, string>;
  onChange: (config: Config) => void;
}

/** Numbered slots as rows: those in use (at least `min`), "Remove" on each, "Add" while slots are left. */
function ConfigRows({ prefix, rows, min, config, errors, onChange }: RowsProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => rowsInUse(rows, min, config));
  // After "Add", focus goes to the new row's first box.
  const focusRow = useRef<number | null>(null);
  const noun = prefix.toLowerCase();
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);

  useEffect(() => {
    const first = focusRow.current === null ? undefined : rows[focusRow.current]?.[0];
    focusRow.current = null;
    if (first) document.getElementById(`cfg-${first.name}`)?.focus();
  }, [shown, rows]);

  const add = () => {
    focusRow.current = shown;
    setShown(shown + 1);
  };
  const remove = (index: number) => {
    onChange(removeRow(rows, index, config, secretIsSet));
    setShown(shown - 1);
  };

  return (
    <div className="config-rows">
      {rows.slice(0, shown).map((row, i) => (
        <fieldset className="config-row" key={i} aria-labelledby={`cfg-${noun}-${i}`}>
          <legend className="config-row-head">
            <span id={`cfg-${noun}-${i}`} className="config-row-title">
              {title} {i + 1}
            </span>
            {shown > min ? (
              <button type="button" className="btn btn-secondary btn-sm" aria-label={t('integrations.removeRow', { noun, number: i + 1 })} onClick={() => remove(i)}>
                {t('integrations.remove')}
              </button>
            ) : null}
          </legend>
          {row.map((field) => (
            <ConfigField key={field.name} field={field} config={config} errors={errors} onChange={onChange} />
          ))}
        </fieldset>
      ))}
      {shown < rows.length ? (
        <button type="button" className="btn btn-secondary btn-sm config-row-add" onClick={add}>
          {t('integrations.addRow', { noun })}
        </button>
      ) : null}
    </div>
  );
}
