import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { messages } from '../../../shared/messages.js';
import { copyToClipboard } from '../../clipboard.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/** Recovery codes, this once: copied or written down now, or lost (only digests are kept). */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    const result = await copyToClipboard(codes.join('\n'));
    if (result.ok) toast.success(messages.recoveryCodesCopied);
    else toast.error(`${translateMessage(messages.copyFailed)}: ${result.reason}`);
  };
  return (
    <div className="form modal-form">
      <p className="notice api-key-warning" role="alert">
        <strong>{t('secondFactor.codes.saveNow')}</strong>
        <span>{t('secondFactor.codes.saveNowText')}</span>
      </p>
      <ol className="recovery-codes" aria-label={t('secondFactor.codes.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          {t('secondFactor.codes.copy')}
        </button>
        <button type="button" id="recovery-codes-done" className="btn btn-primary" onClick={onDone}>
          {t('secondFactor.codes.saved')}
        </button>
      </div>
    </div>
  );
}
