import toast from 'react-hot-toast';
import { messages, monitorMessages as m } from '../../../shared/messages.js';
import { copyToClipboard } from '../../clipboard.js';
import { CopyIcon } from '../listings/ListingIcons.js';

/** A push check's URL, on this server's address as the browser reached it, with a copy button. */
export function PushUrl({ path }: { path: string }) {
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    const result = await copyToClipboard(url);
    if (result.ok) toast.success(m.pushUrlCopied);
    else toast.error(`${messages.copyFailed}: ${result.reason}`);
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor="check-pushUrl">
        Push URL
      </label>
      <div className="push-url">
        <input id="check-pushUrl" className="input" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn-secondary" onClick={() => void copy()} aria-label="Copy the push URL">
          <CopyIcon size={16} />
          <span className="btn-text">Copy</span>
        </button>
      </div>
      <p className="field-hint">
        Call it with GET or POST, for example <code>curl -fsS {url}</code> at the end of the job; add <code>?status=down&amp;msg=why</code> to report a failure. Anyone with this URL can report for this check.
      </p>
    </div>
  );
}
