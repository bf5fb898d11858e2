import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthenticatorPanel } from '../features/authenticator/AuthenticatorPanel.js';
import { SearchProvider } from '../features/search/SearchProvider.js';
import { Header } from './Header.js';
import { Loader } from './Loader.js';
import { Sidebar } from './Sidebar.js';

/** The signed-in shell: sidebar (a drawer under ~900px), header and the current screen. */
export function Layout() {
  const { pathname } = useLocation();
  // The drawer (phones) remembers the screen it was opened on, so moving to another screen closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const [panelOpen, setPanelOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  const toggleDrawer = () => setDrawerPath(drawerOpen ? null : pathname);
  const openAuthenticator = useCallback(() => {
    setDrawerPath(null);
    setPanelOpen(true);
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  return (
    <SearchProvider>
      <div className="shell">
        <Sidebar open={drawerOpen} onClose={closeDrawer} onOpenAuthenticator={openAuthenticator} />
        {drawerOpen ? <div className="drawer-backdrop" onClick={closeDrawer} aria-hidden="true" /> : null}
        <div className="shell-main">
          <Header drawerOpen={drawerOpen} onMenu={toggleDrawer} onOpenAuthenticator={openAuthenticator} />
          <main className="content" id="content">
            <Suspense fallback={<Loader />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        {panelOpen ? <AuthenticatorPanel onClose={() => setPanelOpen(false)} /> : null}
      </div>
    </SearchProvider>
  );
}
