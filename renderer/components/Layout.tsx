import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthenticatorPanel } from '../features/authenticator/AuthenticatorPanel.js';
import { SearchProvider } from '../features/search/SearchProvider.js';
import { MonitorEvents } from '../features/monitoring/MonitorEvents.js';
import { UpdateNotice } from '../features/updates/UpdateNotice.js';
import { Header } from './Header.js';
import { RouteFallback } from './RouteFallback.js';
import { Sidebar } from './Sidebar.js';

/** The signed-in shell: sidebar (a drawer under ~900px), header and the current screen. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The drawer (phones) remembers the screen it was opened on, so moving to another screen closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const [panelOpen, setPanelOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed by Escape, its Close button or the backdrop: focus goes back to the menu button.
  const dismissDrawer = useCallback(() => {
    setDrawerPath(null);
    menuButton.current?.focus();
  }, []);
  const toggleDrawer = () => setDrawerPath(drawerOpen ? null : pathname);
  const openAuthenticator = useCallback(() => {
    setDrawerPath(null);
    setPanelOpen(true);
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, dismissDrawer]);

  return (
    <SearchProvider>
      {/* First in the page, shown when focused: jumps past the sidebar and header to the screen. */}
      <a
        className="skip-link"
        href="#content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <div className="shell">
        <Sidebar open={drawerOpen} onClose={closeDrawer} onDismiss={dismissDrawer} onOpenAuthenticator={openAuthenticator} />
        {drawerOpen ? <div className="drawer-backdrop" onClick={dismissDrawer} aria-hidden="true" /> : null}
        <div className="shell-main">
          <Header drawerOpen={drawerOpen} menuButtonRef={menuButton} onMenu={toggleDrawer} onOpenAuthenticator={openAuthenticator} />
          <UpdateNotice />
          <main className="content" id="content" tabIndex={-1}>
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        {panelOpen ? <AuthenticatorPanel onClose={() => setPanelOpen(false)} /> : null}
      </div>
      <MonitorEvents />
    </SearchProvider>
  );
}
