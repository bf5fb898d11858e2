import { useState } from 'react';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import type { AppConfigField, ConnectionReading, ConnectionTestAnswer, IntegrationApp, SeenCertificate } from '../../../../shared/contracts/integrations.js';
import { post } from '../../../api/client.js';
import { isApiError } from '../../../api/ApiError.js';
import { ConfigFields } from '../../integrations/ConfigFields.js';
import { categoryLabels, groupByCategory } from '../../../../shared/contracts/integration-categories.js';
import { CheckboxField } from './CheckboxField.js';

export interface IntegrationChoice {
  appId: string;
  config: Record<string, unknown>;
  /** Trust the service's own self-signed certificate: the one with `fingerprint`, seen at Test Connection. */
  selfSigned: boolean;
  fingerprint: string | null;
  /** Self-signed certificates the last test saw on the app's other https addresses, by origin. */
  pins: Record<string, string>;
}

const noCertificate = { selfSigned: false, fingerprint: null, pins: {} };

/** The self-signed certificates a test saw, by origin (one a known authority signed needs no pin). */
function seenPins(answer: ConnectionTestAnswer): Record<string, string> {
  return Object.fromEntries(Object.entries(answer.certificates ?? {}).flatMap(([origin, c]) => (c.authorized ? [] : [[origin, c.fingerprint256]])));
}

/** A new choice of app starts from the values its fields name as default (Custom API: GET). */
function defaultsOf(fields: readonly AppConfigField[]): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((f) => (f.default === undefined ? [] : [[f.name, f.default]])));
}

interface SlotProps {
  integrations: readonly IntegrationApp[];
  value: IntegrationChoice;
  errors: Record<string, string>;
  listingId: string | null;
  linkURL: string;
  localUrl: string;
  onChange: (value: IntegrationChoice) => void;
}

/** A link's integration: choose an installed app, fill its config, Test Connection. */
export function IntegrationSlot({ integrations, value, errors, listingId, linkURL, localUrl, onChange }: SlotProps) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [seen, setSeen] = useState<SeenCertificate | null>(null);
  const [readings, setReadings] = useState<ConnectionReading[] | null>(null);
  if (integrations.length === 0) return null;
  const app = integrations.find((a) => a.appId === value.appId);

  const choose = (appId: string) => {
    setReadings(null);
    onChange({ appId, config: defaultsOf(integrations.find((a) => a.appId === appId)?.config ?? []), ...noCertificate });
  };

  const test = async () => {
    if (!app) return;
    setTesting(true);
    setReason(null);
    setReadings(null);
    try {
      const body = { appId: app.appId, linkURL, localUrl, config: value.config, listingId, selfSigned: value.selfSigned };
      const answer = await post<ConnectionTestAnswer>('/app/test', body, { quiet: true, field: 'body' });
      const certificate = answer.certificate;
      setReadings(answer.readings ?? null);
      // A certificate a known authority signed needs no pin; a self-signed one is pinned on save.
      const pinned = certificate && !certificate.authorized ? certificate : null;
      setSeen(pinned);
      if (value.selfSigned) onChange({ ...value, fingerprint: pinned?.fingerprint256 ?? null, pins: seenPins(answer) });
      toast.success(t('linkForm.integration.connectionSuccess'));
    } catch (error) {
      toast.error(t('linkForm.integration.connectionFailed'));
      setReason(isApiError(error) ? error.message : null);
    } finally {
      setTesting(false);
    }
  };

  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{t('linkForm.integration.title')}</legend>
      <div className="field">
        <label className="field-label" htmlFor="integration-app">
          {t('linkForm.integration.liveDataFrom')}
        </label>
        <select id="integration-app" className="input select" value={value.appId} onChange={(e) => choose(e.target.value)}>
          <option value="">{t('linkForm.integration.none')}</option>
          {groupByCategory(integrations).map((group) => (
            <optgroup key={group.category} label={categoryLabels[group.category]}>
              {group.apps.map((a) => (
                <option key={a.appId} value={a.appId}>
                  {a.appName}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {app ? (
        <>
          <ConfigFields fields={app.config} config={value.config} errors={errors} onChange={(config) => onChange({ ...value, config })} />
          <CheckboxField
            id="integration-self-signed"
            label={t('linkForm.integration.selfSigned')}
            checked={value.selfSigned}
            onChange={(on) => {
              setSeen(null);
              onChange({ ...value, ...noCertificate, selfSigned: on });
            }}
            hint={t('linkForm.integration.selfSignedHint')}
          />
          {value.selfSigned ? <CertificateNote seen={seen} fingerprint={value.fingerprint} /> : null}
          <div className="integration-test">
            <button type="button" className="btn btn-secondary" disabled={testing} onClick={() => void test()}>
              {testing ? t('linkForm.integration.testing') : t('linkForm.integration.test')}
            </button>
            {reason ? (
              <p className="field-error" role="status">
                {t('linkForm.integration.connectionFailed')} {reason}
              </p>
            ) : null}
          </div>
          {readings ? <TestReadings readings={readings} /> : null}
        </>
      ) : null}
    </fieldset>
  );
}

/** What a link with a self-signed certificate allowed trusts: the one just seen, the pinned one, or none yet. */
function CertificateNote({ seen, fingerprint }: { seen: SeenCertificate | null; fingerprint: string | null }) {
  const { t } = useTranslation();
  if (seen && seen.fingerprint256 === fingerprint) {
    const values = {
      subject: seen.subject || t('linkForm.integration.thisHost'),
      issuer: seen.issuer || t('linkForm.integration.itself'),
      validTo: seen.validTo,
      fingerprint: seen.fingerprint256,
    };
    return (
      <p className="field-hint integration-certificate" role="status">
        <Trans t={t} i18nKey="linkForm.integration.certificateSeen" values={values} components={{ code: <code /> }} />
      </p>
    );
  }
  if (fingerprint) {
    return (
      <p className="field-hint integration-certificate">
        <Trans t={t} i18nKey="linkForm.integration.certificateTrusted" values={{ fingerprint }} components={{ code: <code /> }} />
      </p>
    );
  }
  return <p className="field-hint integration-certificate">{t('linkForm.integration.testToTrust')}</p>;
}

/** What the last successful test read, value by value; a path that found nothing says so. */
function TestReadings({ readings }: { readings: ConnectionReading[] }) {
  const { t } = useTranslation();
  return (
    <div className="integration-readings" role="status">
      <h4 className="integration-readings-title">{t('linkForm.integration.valuesRead')}</h4>
      {readings.length === 0 ? <p className="field-hint">{t('linkForm.integration.noFields')}</p> : null}
      <ul className="integration-readings-list">
        {readings.map((reading, i) => (
          <li key={i} className={reading.value === null ? 'is-missing' : undefined}>
            <span className="integration-reading-label">{reading.label}</span>{' '}
            {reading.value === null ? (
              <span className="integration-reading-value">
                <Trans t={t} i18nKey="linkForm.integration.matchedNothing" values={{ path: reading.path }} components={{ code: <code /> }} />
              </span>
            ) : (
              <span className="integration-reading-value">{reading.value}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
