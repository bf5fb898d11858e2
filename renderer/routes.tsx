import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import LoginPage from './features/auth/LoginPage.js';
import { RequireAuth } from './features/auth/RequireAuth.js';
import { RootFrame } from './RootFrame.js';

// Everything but the login screen loads on demand, so the login bundle stays small.
const AppShell = lazy(() => import('./components/AppShell.js'));
const ComingSoon = lazy(() => import('./components/ComingSoon.js'));
const SetupPage = lazy(() => import('./features/auth/SetupPage.js'));
const HomePage = lazy(() => import('./features/home/HomePage.js'));
const FolderPage = lazy(() => import('./features/listings/FolderPage.js'));
const ManageListingPage = lazy(() => import('./features/listings/manage/ManageListingPage.js'));
const ListingEditorPage = lazy(() => import('./features/listings/editors/ListingEditorPage.js'));
const AddIconPackPage = lazy(() => import('./features/iconpacks/AddIconPackPage.js'));
const IconPacksPage = lazy(() => import('./features/iconpacks/IconPacksPage.js'));
const SettingsHome = lazy(() => import('./features/settings/SettingsHome.js'));
const ThemePage = lazy(() => import('./features/settings/ThemePage.js'));
const SnippetsPage = lazy(() => import('./features/snippets/SnippetsPage.js'));
const StreamingPage = lazy(() => import('./features/streams/StreamingPage.js'));
const ManageStreamsPage = lazy(() => import('./features/streams/ManageStreamsPage.js'));
const QuickPreviewPage = lazy(() => import('./features/streams/QuickPreviewPage.js'));
const NetworkErrorPage = lazy(() => import('./features/errors/NetworkErrorPage.js'));
const ClientErrorPage = lazy(() => import('./features/errors/ClientErrorPage.js'));
const DatabaseErrorPage = lazy(() => import('./features/errors/DatabaseErrorPage.js'));
const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage.js'));

/** Settings sections and front screens that later issues build; a placeholder until then. */
const comingSoonPaths = [
  'manage/general',
  'manage/page/*',
  'manage/weather',
  'manage/networkdevices/*',
  'manage/totp/*',
  'manage/apps/*',
  'manage/accounts/*',
  'manage/profile',
  'tasks',
  't/:listingId',
  'networkdevices',
  'p/:pageId',
  'page/:pageId',
];

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'setup', element: <SetupPage /> },
      { path: 'network-error', element: <NetworkErrorPage /> },
      { path: 'client-error', element: <ClientErrorPage /> },
      { path: 'server-error', element: <NotFoundPage /> },
      { path: 'database-error', element: <DatabaseErrorPage /> },
      { path: 'notfound', element: <NotFoundPage /> },
      {
        element: <RequireAuth />,
        children: [
          // The tray's quick preview window: one camera, no shell (spec-core §4, 120 s).
          { path: 'quick-preview/:listingId', element: <QuickPreviewPage /> },
          {
            element: <AppShell />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'c/:listingId', element: <FolderPage /> },
              { path: 'manage', element: <SettingsHome /> },
              { path: 'manage/theme', element: <ThemePage /> },
              { path: 'manage/listing', element: <ManageListingPage /> },
              { path: 'manage/listing/:listingId', element: <ManageListingPage /> },
              { path: 'manage/listing/save/:kind', element: <ListingEditorPage /> },
              { path: 'manage/listing/save/:kind/:listingId', element: <ListingEditorPage /> },
              { path: 'manage/listing/:parentId/save/:kind', element: <ListingEditorPage /> },
              { path: 'manage/listing/:parentId/save/:kind/:listingId', element: <ListingEditorPage /> },
              { path: 'manage/iconpack', element: <IconPacksPage /> },
              { path: 'manage/iconpack/add', element: <AddIconPackPage /> },
              { path: 'snippet', element: <SnippetsPage /> },
              { path: 'streaming', element: <StreamingPage /> },
              { path: 'manage/streaming', element: <ManageStreamsPage /> },
              { path: 's/:listingId', element: <SnippetsPage /> },
              ...comingSoonPaths.map((path) => ({ path, element: <ComingSoon /> })),
              { path: 'authenticator', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
