import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dnsRecordTypes, type CheckKind, type DnsRecordType, type JsonComparison } from '../../../shared/contracts/monitor-checks.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';

/** The fields of what a check of its own checks, as typed (the contract parses them). */
export interface TargetForm {
  host: string;
  port: string;
  url: string;
  path: string;
  expected: string;
  comparison: JsonComparison;
  hostname: string;
  recordType: DnsRecordType;
  resolver: string;
  warnDays: string;
}

interface Props {
  kind: CheckKind;
  form: TargetForm;
  errors: Partial<Record<keyof TargetForm, string>>;
  change: <K extends keyof TargetForm>(key: K, value: TargetForm[K]) => void;
  /** Shown after the kind's explanation (a push check's URL). */
  children?: ReactNode;
}

// Each kind's legend is monitoring.kinds.<kind>, its explanation monitoring.checkFields.how.<kind>.

/** The part of the check form that differs by kind. */
export function CheckTargetFields({ kind, form, errors, change, children }: Props) {
  const { t } = useTranslation();
  const field = (key: keyof TargetForm, label: string, extra: { placeholder?: string; inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <FormField id={`check-${key}`} label={label} value={form[key]} error={errors[key]} onChange={(e) => change(key, e.target.value)} {...extra} />
  );
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{t(`monitoring.kinds.${kind}`)}</legend>
      <p className="field-hint">{t(`monitoring.checkFields.how.${kind}`)}</p>
      {children}
      {kind === 'tcp' || kind === 'tls' || kind === 'mqtt' ? (
        <div className="monitor-status-range">
          {field('host', t('monitoring.checkFields.host'), { placeholder: t('monitoring.checkFields.hostPlaceholder') })}
          {field('port', t('monitoring.common.port'), { inputMode: 'numeric', placeholder: kind === 'tls' ? '443' : kind === 'mqtt' ? '1883' : '22' })}
        </div>
      ) : null}
      {kind === 'tls' ? field('warnDays', t('monitoring.checkFields.warnDays'), { inputMode: 'numeric' }) : null}
      {kind === 'json' ? (
        <>
          {field('url', t('monitoring.checkFields.url'), { placeholder: 'http://nas.home:8080/api/health' })}
          {field('path', t('monitoring.checkFields.path'), { placeholder: t('monitoring.checkFields.pathPlaceholder') })}
          <div className="field">
            <label className="field-label" htmlFor="check-comparison">
              {t('monitoring.checkFields.comparison')}
            </label>
            <select id="check-comparison" className="input select" value={form.comparison} onChange={(e) => change('comparison', e.target.value === 'contains' ? 'contains' : 'equals')}>
              <option value="equals">{t('monitoring.checkFields.equals')}</option>
              <option value="contains">{t('monitoring.checkFields.contains')}</option>
            </select>
            <FieldError message={errors.comparison} />
          </div>
          {field('expected', t('monitoring.checkFields.expected'), { placeholder: 'ok, true, 3', maxLength: 200 })}
        </>
      ) : null}
      {kind === 'dns' ? (
        <>
          {field('hostname', t('monitoring.checkFields.hostname'), { placeholder: 'nas.home' })}
          <div className="field">
            <label className="field-label" htmlFor="check-recordType">
              {t('monitoring.checkFields.recordType')}
            </label>
            <select id="check-recordType" className="input select" value={form.recordType} onChange={(e) => change('recordType', dnsRecordTypes.find((t) => t === e.target.value) ?? 'A')}>
              {dnsRecordTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
            <FieldError message={errors.recordType} />
          </div>
          {field('expected', t('monitoring.checkFields.expectedAnswer'), { placeholder: '192.168.1.20', maxLength: 200 })}
          {field('resolver', t('monitoring.checkFields.resolver'), { placeholder: t('monitoring.checkFields.resolverPlaceholder') })}
        </>
      ) : null}
    </fieldset>
  );
}
