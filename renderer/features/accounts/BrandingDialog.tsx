import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink.js';
import { Modal } from '../../components/Modal.js';
import { donateUrl } from '../settings/externalLinks.js';

interface BrandingDialogProps {
  busy: boolean;
  /** Removes the branding (both answers do). */
  onRemove: () => void;
  onClose: () => void;
}

/**
 * "Support Our Project": asked before the branding goes. Either answer removes it; Support Us
 * also opens the donation page (spec-features §4 Branding).
 */
export function BrandingDialog({ busy, onRemove, onClose }: BrandingDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal id="branding-dialog" closeLabel={t('accounts.close')} title={t('accounts.branding.title')} onClose={onClose} initialFocus="branding-no">
      <p className="modal-text">{t('accounts.branding.text')}</p>
      <div className="modal-actions">
        <button type="button" id="branding-no" className="btn btn-secondary" disabled={busy} onClick={onRemove}>
          {t('accounts.branding.noThanks')}
        </button>
        <ExternalLink className="btn btn-primary" href={donateUrl} onClick={onRemove} aria-disabled={busy || undefined}>
          {t('accounts.branding.supportUs')}
        </ExternalLink>
      </div>
    </Modal>
  );
}
