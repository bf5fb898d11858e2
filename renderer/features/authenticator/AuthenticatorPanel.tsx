import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons/UiIcons.js';
import { ShieldIcon } from '../../components/icons/NavIcons.js';
import { EmptyState } from '../../components/EmptyState.js';
import { useDismiss } from '../../components/useDismiss.js';
import { useDashboard } from '../dashboard/dashboardContext.js';

/** The slide-in "Authenticator" side panel (spec-core §2: not a route). */
export function AuthenticatorPanel({ onClose }: { onClose: () => void }) {
  const { data } = useDashboard();
  const panel = useRef<HTMLElement>(null);
  useDismiss(panel, true, onClose);
  const count = data?.authenticators.length ?? 0;
  return (
    <div className="panel-backdrop">
      <aside className="side-panel" ref={panel} role="dialog" aria-modal="true" aria-labelledby="auth-panel-title">
        <div className="side-panel-head">
          <h2 id="auth-panel-title">Authenticator</h2>
          <button type="button" className="icon-btn" aria-label="Close authenticator" onClick={onClose} autoFocus>
            <CloseIcon />
          </button>
        </div>
        <div className="side-panel-body">
          <EmptyState
            icon={<ShieldIcon size={36} />}
            title={count === 0 ? 'No services yet' : `${count} services`}
            text="Your two-factor codes will appear here."
          >
            <Link className="btn btn-secondary" to="/manage/totp" onClick={onClose}>
              Manage services
            </Link>
          </EmptyState>
        </div>
      </aside>
    </div>
  );
}
