// First, so zod is configured before any shared schema module builds its schemas.
import './zodConfig.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './api/queryClient.js';
import { setNavigator } from './api/navigation.js';
import { applySavedTheme } from './features/theme/themeStore.js';
import { startLanguage } from './i18n/i18n.js';
import { getSignIn } from './features/auth/authStore.js';
import { routes } from './routes.js';
import { setPreloadRoutes } from './routePreload.js';
import { warmStart } from './warmStart.js';
import './styles/themes.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/pages.css';
import './styles/listings.css';
import './styles/home-sections.css';
import './styles/widgets.css';
import './styles/service-widget.css';
import './styles/host-stats.css';
import './styles/listings-manage.css';
import './styles/themes-page.css';
import './styles/standalone.css';
import './styles/editors.css';
import './styles/icons.css';
import './styles/snippets.css';
import './styles/totp.css';
import './styles/devices.css';
import './styles/integrations.css';
import './styles/integration-cards.css';
import './styles/todos.css';
import './styles/custom-pages.css';
import './styles/accounts.css';
import './styles/monitoring.css';
import './styles/streams.css';
import './styles/pwa.css';
import './styles/backup.css';
import './styles/imports.css';
import './styles/docker.css';
import './styles/discovery.css';
import './styles/sso.css';

// The saved theme goes on before React renders anything (the inline script in index.html did so already
// before first paint; this keeps the two in step if that script could not run).
applySavedTheme();

setPreloadRoutes(routes);
const router = createBrowserRouter(routes);
setNavigator((path) => void router.navigate(path));
// The chosen language's catalogue (English is built in) comes with the shell's code, before the first render.
const shellCode = Promise.all([warmStart(window.location.pathname), startLanguage(getSignIn() !== null)]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
// Signed in: the shell's code is already on its way; rendering once it is here skips a Suspense
// fallback (and React's ~300 ms hold on revealing it). Signed out, it resolves at once.
// A slow chunk never keeps the page blank for long: after 1.5 s the app renders with its loader.
void Promise.race([shellCode, new Promise((resolve) => window.setTimeout(resolve, 1500))])
  .then(render)
  // The service worker (offline shell, updates) is no part of the first paint.
  .then(() => import('./features/pwa/serviceWorker.js'))
  .then(({ startServiceWorker }) => startServiceWorker())
  .catch(() => undefined);
