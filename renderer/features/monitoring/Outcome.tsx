import type { CheckOutcome } from '../../../shared/contracts/monitoring.js';
import { latencyText } from './healthText.js';

/** What "Test" found, under a monitor form; an untrusted certificate is shown to be trusted on save. */
export function Outcome({ outcome }: { outcome: CheckOutcome }) {
  return (
    <div className={`check-outcome ${outcome.ok ? 'is-ok' : 'is-failed'}`} role="status">
      <strong>{outcome.ok ? 'The check passes' : 'The check fails'}</strong>
      <span>
        {outcome.message}
        {outcome.latencyMs !== null ? ` (${latencyText(outcome.latencyMs)}${outcome.status ? `, HTTP ${outcome.status}` : ''})` : ''}
      </span>
      {outcome.certificate && !outcome.certificate.authorized ? (
        <span className="check-certificate">
          Certificate of {outcome.certificate.subject || 'this host'}, issued by {outcome.certificate.issuer || 'itself'}, valid until {outcome.certificate.validTo}. SHA-256 {outcome.certificate.fingerprint256}. Saving trusts this certificate.
        </span>
      ) : null}
    </div>
  );
}
