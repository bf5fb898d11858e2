import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { TotpEntry } from '../../../shared/contracts/totp.js';
import { messages } from '../../../shared/messages.js';
import { copyToClipboard } from '../../clipboard.js';
import { IconImage } from '../../components/IconImage.js';
import { CountdownRing } from './CountdownRing.js';
import { groupCode } from './totpQueries.js';

/** Shown in the last seconds of a period, so a code about to expire is not typed in. */
const nextCodeShownFor = 5;

/** Hearth is often opened over plain http on the LAN, where only the shared fallback can copy. */
async function copy(code: string): Promise<void> {
  const result = await copyToClipboard(code);
  if (result.ok) toast.success(messages.otpCopied);
  else toast.error(`${messages.copyFailed}: ${result.reason}`);
}

/** One entry of the panel: a button that copies its code. */
export function TotpCode({ entry, secondsLeft }: { entry: TotpEntry; secondsLeft: number }) {
  const { t } = useTranslation();
  const label = t('authenticator.code.label', { service: entry.serviceName, account: entry.accountName, digits: entry.code.split('').join(' ') });
  return (
    <li>
      <button type="button" className="totp-code" onClick={() => void copy(entry.code)} aria-label={label}>
        <IconImage icon={entry.serviceIcon} size={36} className="totp-code-icon" />
        <span className="totp-code-text">
          <span className="totp-code-service">{entry.serviceName}</span>
          <span className="totp-code-account">{entry.accountName}</span>
          <span className="totp-code-value">{groupCode(entry.code)}</span>
          {secondsLeft <= nextCodeShownFor ? <span className="totp-code-next">{t('authenticator.code.next', { code: groupCode(entry.nextCode) })}</span> : null}
        </span>
        <CountdownRing secondsLeft={secondsLeft} period={entry.period} />
      </button>
    </li>
  );
}
