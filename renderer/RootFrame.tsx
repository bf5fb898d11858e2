import { Suspense, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { Outlet } from 'react-router-dom';
import { useConnectivity } from './api/connectivity.js';
import { ConnectionBanner } from './components/ConnectionBanner.js';
import { FirstScreenSignal } from './components/FirstScreenSignal.js';
import { RouteFallback } from './components/RouteFallback.js';
import { ToastRules } from './components/ToastRules.js';
import { TranslatedToast } from './components/TranslatedToast.js';
import { OfflineBanner } from './features/pwa/OfflineBanner.js';
import { preloadOnLinkIntent } from './linkIntent.js';

/** Room the connection banner takes at the bottom; the toasts sit above it while it shows. */
const bannerRoom = 56;

/** Around every route: the lazy-loading fallback, the toasts and the connection banner. */
export function RootFrame() {
  const lost = useConnectivity() === 'reconnecting';
  useEffect(() => preloadOnLinkIntent(), []);
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
        <FirstScreenSignal />
      </Suspense>
      <ConnectionBanner />
      {/* Bottom centre, in the room every screen keeps free below its content: never over the
          header, a page title or the user menu, and clear of forms' Save buttons at the end. */}
      <Toaster
        position="bottom-center"
        containerStyle={{ bottom: 16 + (lost ? bannerRoom : 0) }}
        toastOptions={{
          className: 'toast',
          duration: 4000,
          success: { iconTheme: { primary: 'var(--success)', secondary: 'var(--surface)' } },
          error: { iconTheme: { primary: 'var(--danger)', secondary: 'var(--surface)' } },
        }}
      >
        {(toast) => <TranslatedToast toast={toast} />}
      </Toaster>
      <ToastRules />
    </>
  );
}
