import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { builtinIcon } from '../../shared/contracts/icons.js';
import { defaultSiteName } from '../../shared/constants.js';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { FeatureLinks } from './FeatureLinks.js';
import { StatusNavLink } from '../features/monitoring/StatusNavLink.js';
import { ContainersNavLink } from '../features/containers/ContainersNavLink.js';
import { IconImage } from './IconImage.js';
import { CloseIcon } from './icons/UiIcons.js';
import { PoweredBy } from './PoweredBy.js';
import { SettingsMenu } from './SettingsMenu.js';
import { SidebarListings } from './SidebarListings.js';

interface SidebarProps {
  /** Drawer state on narrow screens; ignored on wide ones, where the sidebar always shows. */
  open: boolean;
  /** Closes the drawer as a link inside it is followed. */
  onClose: () => void;
  /** Closes the drawer by its Close button, putting focus back on the menu button. */
  onDismiss: () => void;
  onOpenAuthenticator: () => void;
}

/** Settings menu under /manage, otherwise the user's sidebar listings and Features. */
const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The drawer's focusable elements that can take focus now. */
function focusables(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(focusable) ?? []).filter((el) => el.getClientRects().length > 0);
}

export function Sidebar({ open, onClose, onDismiss, onOpenAuthenticator }: SidebarProps) {
  const { t } = useTranslation();
  const aside = useRef<HTMLElement>(null);
  // As a drawer opens, focus moves into it (its first item).
  useEffect(() => {
    if (open) focusables(aside.current)[0]?.focus();
  }, [open]);
  // While the drawer is open, Tab and Shift+Tab go round inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Tab') return;
    const list = focusables(aside.current);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const { data } = useDashboard();
  const { pathname } = useLocation();
  const inSettings = pathname === '/manage' || pathname.startsWith('/manage/');
  const siteName = data?.userData.siteName || defaultSiteName;
  return (
    <aside id="sidebar" ref={aside} className={`sidebar${open ? ' open' : ''}`} aria-label={t('shell.sidebar')} onKeyDown={onKeyDown}>
      <div className="sidebar-head">
        <Link to="/" className="brand" onClick={onClose}>
          <IconImage icon={data?.userData.siteLogo ?? builtinIcon('hearth')} size={30} />
          <span className="brand-name">{siteName}</span>
        </Link>
        <button type="button" className="icon-btn sidebar-close" aria-label={t('shell.closeMenu')} onClick={onDismiss}>
          <CloseIcon />
        </button>
      </div>
      <nav className="sidebar-nav" aria-label={inSettings ? t('shell.settingsNav') : t('shell.mainNav')}>
        {inSettings ? (
          <SettingsMenu />
        ) : (
          <>
            <SidebarListings />
            <FeatureLinks onOpenAuthenticator={onOpenAuthenticator} />
            <StatusNavLink />
            <ContainersNavLink />
          </>
        )}
      </nav>
      <div className="sidebar-foot">
        <PoweredBy />
      </div>
    </aside>
  );
}
