import { Suspense } from 'react';
import { Toaster } from 'react-hot-toast';
import { Outlet } from 'react-router-dom';
import { Loader } from './components/Loader.js';
import { OfflineBanner } from './features/pwa/OfflineBanner.js';

/** Around every route: the lazy-loading fallback and the toasts. */
export function RootFrame() {
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<Loader />}>
        <Outlet />
      </Suspense>
      {/* Top centre, just under the header: clear of the user menu and of forms' Save buttons,
          which sit at the bottom right where a toast would catch the next click. */}
      <Toaster
        position="top-center"
        containerStyle={{ top: 72 }}
        toastOptions={{
          className: 'toast',
          duration: 4000,
          success: { iconTheme: { primary: 'var(--success)', secondary: 'var(--surface)' } },
          error: { iconTheme: { primary: 'var(--danger)', secondary: 'var(--surface)' } },
        }}
      />
    </>
  );
}
