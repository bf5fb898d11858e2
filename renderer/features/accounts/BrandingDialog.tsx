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
  return (
    <Modal id="branding-dialog" title="Support Our Project" onClose={onClose} initialFocus="branding-no">
      <p className="modal-text">
        Hearth is free and made in spare time. The small &ldquo;Powered by Hearth&rdquo; line helps others find it. If Hearth is useful to you, please consider
        supporting its development. The branding is removed either way.
      </p>
      <div className="modal-actions">
        <button type="button" id="branding-no" className="btn btn-secondary" disabled={busy} onClick={onRemove}>
          No, Thanks
        </button>
        <ExternalLink className="btn btn-primary" href={donateUrl} onClick={onRemove} aria-disabled={busy || undefined}>
          Support Us
        </ExternalLink>
      </div>
    </Modal>
  );
}
