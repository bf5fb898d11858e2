import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import LoginPage from './features/auth/LoginPage.js';
import { RequireAuth } from './features/auth/RequireAuth.js';
import { RootFrame } from './RootFrame.js';
import { reachable } from './api/reachableImport.js';
import { AppShell, HomePage } from './shellScreens.js';

// Everything but the login screen loads on demand, so the login bundle stays small.
const SetupPage = lazy(reachable(() => import('./features/auth/SetupPage.js')));
const FolderPage = lazy(reachable(() => import('./features/listings/FolderPage.js')));
const ManageListingPage = lazy(reachable(() => import('./features/listings/manage/ManageListingPage.js')));
const ListingEditorPage = lazy(reachable(() => import('./features/listings/editors/ListingEditorPage.js')));
const AddIconPackPage = lazy(reachable(() => import('./features/iconpacks/AddIconPackPage.js')));
const IconPacksPage = lazy(reachable(() => import('./features/iconpacks/IconPacksPage.js')));
const TransferPage = lazy(reachable(() => import('./features/transfer/TransferPage.js')));
const SettingsHome = lazy(reachable(() => import('./features/settings/SettingsHome.js')));
const ThemePage = lazy(reachable(() => import('./features/settings/ThemePage.js')));
const GeneralSettingsPage = lazy(reachable(() => import('./features/settings/GeneralSettingsPage.js')));
const WeatherSettingsPage = lazy(reachable(() => import('./features/weather/WeatherSettingsPage.js')));
const AccountsPage = lazy(reachable(() => import('./features/accounts/AccountsPage.js')));
const AccountFormPage = lazy(reachable(() => import('./features/accounts/AccountFormPage.js')));
const ImportPage = lazy(reachable(() => import('./features/imports/ImportPage.js')));
const BackupPage = lazy(reachable(() => import('./features/backup/BackupPage.js')));
const ProfilePage = lazy(reachable(() => import('./features/accounts/ProfilePage.js')));
const SnippetsPage = lazy(reachable(() => import('./features/snippets/SnippetsPage.js')));
const TotpManagePage = lazy(reachable(() => import('./features/authenticator/TotpManagePage.js')));
const TotpFormPage = lazy(reachable(() => import('./features/authenticator/TotpFormPage.js')));
const TotpImportPage = lazy(reachable(() => import('./features/authenticator/TotpImportPage.js')));
const ManageDevicesPage = lazy(reachable(() => import('./features/devices/ManageDevicesPage.js')));
const DeviceFormPage = lazy(reachable(() => import('./features/devices/DeviceFormPage.js')));
const DevicesPage = lazy(reachable(() => import('./features/devices/DevicesPage.js')));
const AppsPage = lazy(reachable(() => import('./features/integrations/AppsPage.js')));
const InstallPage = lazy(reachable(() => import('./features/integrations/InstallPage.js')));
const TodoPage = lazy(reachable(() => import('./features/todos/TodoPage.js')));
const PagesListPage = lazy(reachable(() => import('./features/pages/PagesListPage.js')));
const PageEditorPage = lazy(reachable(() => import('./features/pages/PageEditorPage.js')));
const PageViewPage = lazy(reachable(() => import('./features/pages/PageViewPage.js')));
const StreamingPage = lazy(reachable(() => import('./features/streams/StreamingPage.js')));
const ManageStreamsPage = lazy(reachable(() => import('./features/streams/ManageStreamsPage.js')));
const QuickPreviewPage = lazy(reachable(() => import('./features/streams/QuickPreviewPage.js')));
const StatusPage = lazy(reachable(() => import('./features/monitoring/StatusPage.js')));
const MonitorDetailPage = lazy(reachable(() => import('./features/monitoring/MonitorDetailPage.js')));
const ManageMonitoringPage = lazy(reachable(() => import('./features/monitoring/ManageMonitoringPage.js')));
const MonitorFormPage = lazy(reachable(() => import('./features/monitoring/MonitorFormPage.js')));
const AlertSettingsPage = lazy(reachable(() => import('./features/monitoring/AlertSettingsPage.js')));
const ChannelFormPage = lazy(reachable(() => import('./features/monitoring/ChannelFormPage.js')));
const NetworkErrorPage = lazy(reachable(() => import('./features/errors/NetworkErrorPage.js')));
const ClientErrorPage = lazy(reachable(() => import('./features/errors/ClientErrorPage.js')));
const DatabaseErrorPage = lazy(reachable(() => import('./features/errors/DatabaseErrorPage.js')));
const NotFoundPage = lazy(reachable(() => import('./features/errors/NotFoundPage.js')));
const ContainersPage = lazy(reachable(() => import('./features/containers/ContainersPage.js')));
const DockerHostsPage = lazy(reachable(() => import('./features/containers/DockerHostsPage.js')));
const DockerHostFormPage = lazy(reachable(() => import('./features/containers/DockerHostFormPage.js')));
const TrustPage = lazy(reachable(() => import('./features/https/TrustPage.js')));
const HttpsSettingsPage = lazy(reachable(() => import('./features/https/HttpsSettingsPage.js')));

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
              { path: 'manage/backup', element: <BackupPage /> },
              { path: 'manage/transfer', element: <TransferPage /> },
              { path: 'manage/import', element: <ImportPage /> },
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
              { path: 'containers', element: <ContainersPage /> },
              { path: 'manage/docker', element: <DockerHostsPage /> },
              { path: 'manage/docker/save', element: <DockerHostFormPage /> },
              { path: 'manage/docker/save/:hostId', element: <DockerHostFormPage key="edit" /> },
              { path: 'status', element: <StatusPage /> },
              { path: 'status/:monitorId', element: <MonitorDetailPage /> },
              { path: 'manage/monitoring', element: <ManageMonitoringPage /> },
              { path: 'manage/monitoring/:kind/:targetId', element: <MonitorFormPage /> },
              { path: 'manage/alerts', element: <AlertSettingsPage /> },
              { path: 'manage/alerts/channel', element: <ChannelFormPage /> },
              { path: 'manage/alerts/channel/:channelId', element: <ChannelFormPage key="edit" /> },
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
