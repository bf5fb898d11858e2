import toast from 'react-hot-toast';
import { messages } from '../../../shared/messages.js';
import { copyToClipboard } from '../../clipboard.js';

/** Recovery codes, this once: copied or written down now, or lost (only digests are kept). */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    const result = await copyToClipboard(codes.join('\n'));
    if (result.ok) toast.success(messages.recoveryCodesCopied);
    else toast.error(`${messages.copyFailed}: ${result.reason}`);
  };
  return (
    <div className="form modal-form">
      <p className="notice api-key-warning" role="alert">
        <strong>Save these recovery codes now.</strong>
        <span>Each one signs you in once if you lose your authenticator app or passkey. Hearth cannot show them again.</span>
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" id="recovery-codes-done" className="btn btn-primary" onClick={onDone}>
          I saved them
        </button>
      </div>
    </div>
  );
}
