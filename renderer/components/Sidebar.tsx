import { Link, useLocation } from 'react-router-dom';
import { builtinIcon } from '../../shared/contracts/icons.js';
import { defaultSiteName } from '../../shared/constants.js';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { FeatureLinks } from './FeatureLinks.js';
import { IconImage } from './IconImage.js';
import { CloseIcon } from './icons/UiIcons.js';
import { PoweredBy } from './PoweredBy.js';
import { SettingsMenu } from './SettingsMenu.js';
import { SidebarListings } from './SidebarListings.js';

interface SidebarProps {
  /** Drawer state on narrow screens; ignored on wide ones, where the sidebar always shows. */
  open: boolean;
  onClose: () => void;
  onOpenAuthenticator: () => void;
}

/** Settings menu under /manage, otherwise the user's sidebar listings and Features. */
export function Sidebar({ open, onClose, onOpenAuthenticator }: SidebarProps) {
  const { data } = useDashboard();
  const { pathname } = useLocation();
  const inSettings = pathname === '/manage' || pathname.startsWith('/manage/');
  const siteName = data?.userData.siteName || defaultSiteName;
  return (
    <aside id="sidebar" className={`sidebar${open ? ' open' : ''}`} aria-label="Sidebar">
      <div className="sidebar-head">
        <Link to="/" className="brand" onClick={onClose}>
          <IconImage icon={data?.userData.siteLogo ?? builtinIcon('hearth')} size={30} />
          <span className="brand-name">{siteName}</span>
        </Link>
        <button type="button" className="icon-btn sidebar-close" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav className="sidebar-nav" aria-label={inSettings ? 'Settings' : 'Main'}>
        {inSettings ? (
          <SettingsMenu />
        ) : (
          <>
            <SidebarListings />
            <FeatureLinks onOpenAuthenticator={onOpenAuthenticator} />
          </>
        )}
      </nav>
      <div className="sidebar-foot">
        <PoweredBy />
      </div>
    </aside>
  );
}
