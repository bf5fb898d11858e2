import { useTranslation } from 'react-i18next';
import { linkCardAutoCloseMs } from '../../../shared/constants.js';
import { CloseIcon } from '../../components/icons/UiIcons.js';
import { CopyIcon } from './ListingIcons.js';

interface CopyLinkViewProps {
  name: string;
  href: string;
  onCopy: () => void;
  onClose: () => void;
}

/** The copy-link face of a link card: the address to read or select, Copy again and Close (or Escape). */
export function CopyLinkView({ name, href, onCopy, onClose }: CopyLinkViewProps) {
  const { t } = useTranslation();
  return (
    <div
      className="copy-view"
      role="group"
      aria-label={t('listings.copyLinkOf', { name })}
      onKeyDown={(event) => {
        // Escape is Close: the view goes and focus returns to the card's copy button.
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="copy-view-head">
        <span className="copy-view-title">{name}</span>
        <button type="button" className="icon-btn copy-view-close" aria-label={t('listings.closeCopy')} title={t('listings.close')} onClick={onClose} autoFocus>
          <CloseIcon size={16} />
        </button>
      </div>
      <input
        className="input copy-view-url"
        readOnly
        value={href}
        aria-label={t('listings.linkAddress')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="btn btn-secondary btn-sm" onClick={onCopy}>
        <CopyIcon size={15} />
        {t('listings.copyAgain')}
      </button>
      {/* Shows the time left before the view closes by itself. */}
      <span className="copy-view-timer" style={{ animationDuration: `${linkCardAutoCloseMs}ms` }} aria-hidden="true" />
    </div>
  );
}
