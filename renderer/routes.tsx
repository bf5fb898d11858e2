import { Navigate, type RouteObject } from 'react-router-dom';
import LoginPage from './features/auth/LoginPage.js';
import { RequireAuth } from './features/auth/RequireAuth.js';
import { RootFrame } from './RootFrame.js';
import { preloadable } from './preloadable.js';
import { AppShell, HomePage } from './shellScreens.js';

// Everything but the login screen loads on demand, so the login bundle stays small. Each screen is
// preloadable: its code is fetched when a link to it is pointed at or focused (linkIntent.ts), and
// a screen whose code is here renders at once, without suspending (preloadable.tsx).
const SetupPage = preloadable(() => import('./features/auth/SetupPage.js'));
const FolderPage = preloadable(() => import('./features/listings/FolderPage.js'));
const ManageListingPage = preloadable(() => import('./features/listings/manage/ManageListingPage.js'));
const ListingEditorPage = preloadable(() => import('./features/listings/editors/ListingEditorPage.js'));
const AddIconPackPage = preloadable(() => import('./features/iconpacks/AddIconPackPage.js'));
const IconPacksPage = preloadable(() => import('./features/iconpacks/IconPacksPage.js'));
const TransferPage = preloadable(() => import('./features/transfer/TransferPage.js'));
const SettingsHome = preloadable(() => import('./features/settings/SettingsHome.js'));
const ThemePage = preloadable(() => import('./features/settings/ThemePage.js'));
const GeneralSettingsPage = preloadable(() => import('./features/settings/GeneralSettingsPage.js'));
const WeatherSettingsPage = preloadable(() => import('./features/weather/WeatherSettingsPage.js'));
const AccountsPage = preloadable(() => import('./features/accounts/AccountsPage.js'));
const AccountFormPage = preloadable(() => import('./features/accounts/AccountFormPage.js'));
const ImportPage = preloadable(() => import('./features/imports/ImportPage.js'));
const BackupPage = preloadable(() => import('./features/backup/BackupPage.js'));
const ProfilePage = preloadable(() => import('./features/accounts/ProfilePage.js'));
const ApiReferencePage = preloadable(() => import('./features/accounts/ApiReferencePage.js'));
const SnippetsPage = preloadable(() => import('./features/snippets/SnippetsPage.js'));
const TotpManagePage = preloadable(() => import('./features/authenticator/TotpManagePage.js'));
const TotpFormPage = preloadable(() => import('./features/authenticator/TotpFormPage.js'));
const TotpImportPage = preloadable(() => import('./features/authenticator/TotpImportPage.js'));
const ManageDevicesPage = preloadable(() => import('./features/devices/ManageDevicesPage.js'));
const DeviceFormPage = preloadable(() => import('./features/devices/DeviceFormPage.js'));
const DevicesPage = preloadable(() => import('./features/devices/DevicesPage.js'));
const AppsPage = preloadable(() => import('./features/integrations/AppsPage.js'));
const InstallPage = preloadable(() => import('./features/integrations/InstallPage.js'));
const TodoPage = preloadable(() => import('./features/todos/TodoPage.js'));
const PagesListPage = preloadable(() => import('./features/pages/PagesListPage.js'));
const PageEditorPage = preloadable(() => import('./features/pages/PageEditorPage.js'));
const PageViewPage = preloadable(() => import('./features/pages/PageViewPage.js'));
const StreamingPage = preloadable(() => import('./features/streams/StreamingPage.js'));
const ManageStreamsPage = preloadable(() => import('./features/streams/ManageStreamsPage.js'));
const QuickPreviewPage = preloadable(() => import('./features/streams/QuickPreviewPage.js'));
const StatusPage = preloadable(() => import('./features/monitoring/StatusPage.js'));
const MonitorDetailPage = preloadable(() => import('./features/monitoring/MonitorDetailPage.js'));
const ManageMonitoringPage = preloadable(() => import('./features/monitoring/ManageMonitoringPage.js'));
const MonitorFormPage = preloadable(() => import('./features/monitoring/MonitorFormPage.js'));
const AlertSettingsPage = preloadable(() => import('./features/monitoring/AlertSettingsPage.js'));
const ChannelFormPage = preloadable(() => import('./features/monitoring/ChannelFormPage.js'));
const StatusPagesPage = preloadable(() => import('./features/monitoring/status-pages/StatusPagesPage.js'));
const StatusPageFormPage = preloadable(() => import('./features/monitoring/status-pages/StatusPageFormPage.js'));
const NetworkErrorPage = preloadable(() => import('./features/errors/NetworkErrorPage.js'));
const ClientErrorPage = preloadable(() => import('./features/errors/ClientErrorPage.js'));
const DatabaseErrorPage = preloadable(() => import('./features/errors/DatabaseErrorPage.js'));
const NotFoundPage = preloadable(() => import('./features/errors/NotFoundPage.js'));
const TrustPage = preloadable(() => import('./features/https/TrustPage.js'));
const HttpsSettingsPage = preloadable(() => import('./features/https/HttpsSettingsPage.js'));
const ForwardAuthPage = preloadable(() => import('./features/forward-auth/ForwardAuthPage.js'));
const LdapPage = preloadable(() => import('./features/ldap/LdapPage.js'));
const SsoPage = preloadable(() => import('./features/oidc/SsoPage.js'));
const ContainersPage = preloadable(() => import('./features/containers/ContainersPage.js'));
const DockerHostsPage = preloadable(() => import('./features/containers/DockerHostsPage.js'));
const DockerHostFormPage = preloadable(() => import('./features/containers/DockerHostFormPage.js'));

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
              { path: 'manage/forward-auth', element: <ForwardAuthPage /> },
              { path: 'manage/ldap', element: <LdapPage /> },
              { path: 'manage/sso', element: <SsoPage /> },
              { path: 'manage/weather', element: <WeatherSettingsPage /> },
              { path: 'manage/accounts', element: <AccountsPage /> },
              { path: 'manage/accounts/add', element: <AccountFormPage /> },
              { path: 'manage/accounts/:userId', element: <AccountFormPage /> },
              { path: 'manage/profile', element: <ProfilePage /> },
              { path: 'manage/api', element: <ApiReferencePage /> },
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
              { path: 'manage/status-pages', element: <StatusPagesPage /> },
              { path: 'manage/status-pages/:pageId', element: <StatusPageFormPage /> },
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
