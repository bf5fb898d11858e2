import { useTranslation } from 'react-i18next';
import type { CheckOutcome } from '../../../shared/contracts/monitoring.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { latencyText } from './healthText.js';

/** What "Test" found, under a monitor form; an untrusted certificate is shown to be trusted on save. */
export function Outcome({ outcome }: { outcome: CheckOutcome }) {
  const { t } = useTranslation();
  const certificate = outcome.certificate;
  return (
    <div className={`check-outcome ${outcome.ok ? 'is-ok' : 'is-failed'}`} role="status">
      <strong>{outcome.ok ? t('monitoring.outcome.passes') : t('monitoring.outcome.fails')}</strong>
      <span>
        {translateMessage(outcome.message)}
        {outcome.latencyMs !== null ? (outcome.status ? t('monitoring.outcome.detailHttp', { latency: latencyText(outcome.latencyMs), status: outcome.status }) : t('monitoring.outcome.detail', { latency: latencyText(outcome.latencyMs) })) : ''}
      </span>
      {certificate && !certificate.authorized ? (
        <span className="check-certificate">
          {t('monitoring.outcome.certificate', {
            subject: certificate.subject || t('monitoring.outcome.thisHost'),
            issuer: certificate.issuer || t('monitoring.outcome.itself'),
            validTo: certificate.validTo,
            fingerprint: certificate.fingerprint256,
          })}
        </span>
      ) : null}
    </div>
  );
}
