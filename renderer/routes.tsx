import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import LoginPage from './features/auth/LoginPage.js';
import { RequireAuth } from './features/auth/RequireAuth.js';
import { RootFrame } from './RootFrame.js';
import { AppShell, HomePage } from './shellScreens.js';

// Everything but the login screen loads on demand, so the login bundle stays small.
const SetupPage = lazy(() => import('./features/auth/SetupPage.js'));
const FolderPage = lazy(() => import('./features/listings/FolderPage.js'));
const ManageListingPage = lazy(() => import('./features/listings/manage/ManageListingPage.js'));
const ListingEditorPage = lazy(() => import('./features/listings/editors/ListingEditorPage.js'));
const AddIconPackPage = lazy(() => import('./features/iconpacks/AddIconPackPage.js'));
const IconPacksPage = lazy(() => import('./features/iconpacks/IconPacksPage.js'));
const SettingsHome = lazy(() => import('./features/settings/SettingsHome.js'));
const ThemePage = lazy(() => import('./features/settings/ThemePage.js'));
const GeneralSettingsPage = lazy(() => import('./features/settings/GeneralSettingsPage.js'));
const WeatherSettingsPage = lazy(() => import('./features/weather/WeatherSettingsPage.js'));
const AccountsPage = lazy(() => import('./features/accounts/AccountsPage.js'));
const AccountFormPage = lazy(() => import('./features/accounts/AccountFormPage.js'));
const ProfilePage = lazy(() => import('./features/accounts/ProfilePage.js'));
const SnippetsPage = lazy(() => import('./features/snippets/SnippetsPage.js'));
const TotpManagePage = lazy(() => import('./features/authenticator/TotpManagePage.js'));
const TotpFormPage = lazy(() => import('./features/authenticator/TotpFormPage.js'));
const TotpImportPage = lazy(() => import('./features/authenticator/TotpImportPage.js'));
const ManageDevicesPage = lazy(() => import('./features/devices/ManageDevicesPage.js'));
const DeviceFormPage = lazy(() => import('./features/devices/DeviceFormPage.js'));
const DevicesPage = lazy(() => import('./features/devices/DevicesPage.js'));
const AppsPage = lazy(() => import('./features/integrations/AppsPage.js'));
const InstallPage = lazy(() => import('./features/integrations/InstallPage.js'));
const TodoPage = lazy(() => import('./features/todos/TodoPage.js'));
const PagesListPage = lazy(() => import('./features/pages/PagesListPage.js'));
const PageEditorPage = lazy(() => import('./features/pages/PageEditorPage.js'));
const PageViewPage = lazy(() => import('./features/pages/PageViewPage.js'));
const StreamingPage = lazy(() => import('./features/streams/StreamingPage.js'));
const ManageStreamsPage = lazy(() => import('./features/streams/ManageStreamsPage.js'));
const QuickPreviewPage = lazy(() => import('./features/streams/QuickPreviewPage.js'));
const NetworkErrorPage = lazy(() => import('./features/errors/NetworkErrorPage.js'));
const ClientErrorPage = lazy(() => import('./features/errors/ClientErrorPage.js'));
const DatabaseErrorPage = lazy(() => import('./features/errors/DatabaseErrorPage.js'));
const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage.js'));
const TrustPage = lazy(() => import('./features/https/TrustPage.js'));
const HttpsSettingsPage = lazy(() => import('./features/https/HttpsSettingsPage.js'));

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'setup', element: <SetupPage /> },
      // Open to everyone, over http too: a phone fetches Hearth's CA here before it trusts it.
      { path: 'trust', element: <TrustPage /> },
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
              { path: 'manage/general', element: <GeneralSettingsPage /> },
              { path: 'manage/https', element: <HttpsSettingsPage /> },
              { path: 'manage/weather', element: <WeatherSettingsPage /> },
              { path: 'manage/accounts', element: <AccountsPage /> },
              { path: 'manage/accounts/add', element: <AccountFormPage /> },
              { path: 'manage/accounts/:userId', element: <AccountFormPage /> },
              { path: 'manage/profile', element: <ProfilePage /> },
              { path: 'manage/iconpack', element: <IconPacksPage /> },
              { path: 'manage/iconpack/add', element: <AddIconPackPage /> },
              { path: 'manage/apps', element: <AppsPage /> },
              { path: 'manage/apps/install', element: <InstallPage /> },
              { path: 'snippet', element: <SnippetsPage /> },
              { path: 'streaming', element: <StreamingPage /> },
              { path: 'manage/streaming', element: <ManageStreamsPage /> },
              { path: 's/:listingId', element: <SnippetsPage /> },
              { path: 'manage/totp', element: <TotpManagePage /> },
              { path: 'manage/totp/save', element: <TotpFormPage /> },
              { path: 'manage/totp/save/:authId', element: <TotpFormPage key="edit" /> },
              { path: 'manage/totp/import', element: <TotpImportPage /> },
              { path: 'manage/networkdevices', element: <ManageDevicesPage /> },
              { path: 'manage/networkdevices/save', element: <DeviceFormPage /> },
              { path: 'manage/networkdevices/save/:deviceId', element: <DeviceFormPage /> },
              { path: 'networkdevices', element: <DevicesPage /> },
              { path: 'tasks', element: <TodoPage /> },
              { path: 't/:listingId', element: <TodoPage /> },
              { path: 'manage/page', element: <PagesListPage /> },
              { path: 'manage/page/add', element: <PageEditorPage /> },
              { path: 'manage/page/:pageId', element: <PageEditorPage /> },
              { path: 'p/:pageId', element: <PageViewPage /> },
              { path: 'page/:pageId', element: <PageViewPage /> },
              { path: 'p', element: <Navigate to="/" replace /> },
              { path: 'page', element: <Navigate to="/" replace /> },
              { path: 'authenticator', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
