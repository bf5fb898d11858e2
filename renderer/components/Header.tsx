import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { enabledFeatures } from '../features/dashboard/featureEntries.js';
import { useSearchState } from '../features/search/searchContext.js';
import { MenuIcon } from './icons/UiIcons.js';
import { SearchBox } from './SearchBox.js';
import { PaletteLauncher } from '../features/palette/PaletteLauncher.js';
import { UserMenu } from './UserMenu.js';

interface HeaderProps {
  drawerOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onMenu: () => void;
  onOpenAuthenticator: () => void;
}

/** Top bar: drawer toggle (narrow screens), the page's filter when it has one, the palette's search button, shortcuts, user menu. */
export function Header({ drawerOpen, menuButtonRef, onMenu, onOpenAuthenticator }: HeaderProps) {
  const { t } = useTranslation();
  const { data } = useDashboard();
  const { enabled } = useSearchState();
  const features = enabledFeatures(data);
  return (
    <header className="header">
      <button
        ref={menuButtonRef}
        type="button"
        className="icon-btn menu-btn"
        aria-label={t('shell.openMenu')}
        aria-controls="sidebar"
        aria-expanded={drawerOpen}
        onClick={onMenu}
      >
        <MenuIcon />
      </button>
      <div className="header-search">{enabled ? <SearchBox /> : null}</div>
      <PaletteLauncher />
      <div className="header-actions">
        {features.map(({ flag, Icon, to }) => {
          const label = t(`shell.features.${flag}`);
          return to ? (
            <Link key={flag} to={to} className="icon-btn shortcut" aria-label={label} title={label}>
              <Icon />
            </Link>
          ) : (
            <button key={flag} type="button" className="icon-btn shortcut" aria-label={label} title={label} onClick={onOpenAuthenticator}>
              <Icon />
            </button>
          );
        })}
        <UserMenu />
      </div>
    </header>
  );
}
