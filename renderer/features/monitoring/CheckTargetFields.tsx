import type { ReactNode } from 'react';
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

const legends: Record<CheckKind, string> = { tcp: 'TCP port', json: 'JSON query', push: 'Push URL', dns: 'DNS record', tls: 'TLS certificate', mqtt: 'MQTT broker' };
const hows: Record<CheckKind, string> = {
  tcp: 'Up when a connection to the port opens in time.',
  json: 'Reads the JSON the address answers with and compares one value.',
  push: 'A job (cron, a backup script) calls its URL each time it runs; Hearth alerts when a call does not come in time.',
  dns: 'Asks a DNS server for a record; with an expected answer, one of the answers must be it.',
  tls: 'Reads the certificate the server presents and alerts before it expires, trusted or self-signed.',
  mqtt: 'Up when the broker answers an MQTT connection (a broker that asks for a login counts as up).',
};

/** The part of the check form that differs by kind. */
export function CheckTargetFields({ kind, form, errors, change, children }: Props) {
  const field = (key: keyof TargetForm, label: string, extra: { placeholder?: string; inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <FormField id={`check-${key}`} label={label} value={form[key]} error={errors[key]} onChange={(e) => change(key, e.target.value)} {...extra} />
  );
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{legends[kind]}</legend>
      <p className="field-hint">{hows[kind]}</p>
      {children}
      {kind === 'tcp' || kind === 'tls' || kind === 'mqtt' ? (
        <div className="monitor-status-range">
          {field('host', 'Host', { placeholder: 'nas.home or 192.168.1.20' })}
          {field('port', 'Port', { inputMode: 'numeric', placeholder: kind === 'tls' ? '443' : kind === 'mqtt' ? '1883' : '22' })}
        </div>
      ) : null}
      {kind === 'tls' ? field('warnDays', 'Warn this many days before it expires', { inputMode: 'numeric' }) : null}
      {kind === 'json' ? (
        <>
          {field('url', 'Address', { placeholder: 'http://nas.home:8080/api/health' })}
          {field('path', 'Path to the value', { placeholder: 'data.status or items[0].ok' })}
          <div className="field">
            <label className="field-label" htmlFor="check-comparison">
              The value must
            </label>
            <select id="check-comparison" className="input select" value={form.comparison} onChange={(e) => change('comparison', e.target.value === 'contains' ? 'contains' : 'equals')}>
              <option value="equals">equal</option>
              <option value="contains">contain</option>
            </select>
            <FieldError message={errors.comparison} />
          </div>
          {field('expected', 'Expected value', { placeholder: 'ok, true, 3', maxLength: 200 })}
        </>
      ) : null}
      {kind === 'dns' ? (
        <>
          {field('hostname', 'Name to look up', { placeholder: 'nas.home' })}
          <div className="field">
            <label className="field-label" htmlFor="check-recordType">
              Record type
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
          {field('expected', 'Expected answer (optional)', { placeholder: '192.168.1.20', maxLength: 200 })}
          {field('resolver', 'DNS server (optional)', { placeholder: 'Empty for the system’s; 192.168.1.1 or 192.168.1.1:5353' })}
        </>
      ) : null}
    </fieldset>
  );
}
