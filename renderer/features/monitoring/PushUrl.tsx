import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { messages, monitorMessages as m } from '../../../shared/messages.js';
import { copyToClipboard } from '../../clipboard.js';
import { CopyIcon } from '../listings/ListingIcons.js';

/** A push check's URL, on this server's address as the browser reached it, with a copy button. */
export function PushUrl({ path }: { path: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    const result = await copyToClipboard(url);
    if (result.ok) toast.success(m.pushUrlCopied);
    else toast.error(`${messages.copyFailed}: ${result.reason}`);
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor="check-pushUrl">
        {t('monitoring.kinds.push')}
      </label>
      <div className="push-url">
        <input id="check-pushUrl" className="input" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn-secondary" onClick={() => void copy()} aria-label={t('monitoring.push.copyLabel')}>
          <CopyIcon size={16} />
          <span className="btn-text">{t('monitoring.push.copy')}</span>
        </button>
      </div>
      <p className="field-hint">
        <Trans i18nKey="monitoring.push.hint" values={{ url }} components={{ command: <code />, query: <code /> }} />
      </p>
    </div>
  );
}
