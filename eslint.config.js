// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralText from './tools/eslint-rules/no-literal-text.js';

/**
 * Screens whose every text goes through the catalogues (issue 47). The literal-text rule checks any
 * file that imports useTranslation; these are checked even if that import goes away.
 */
const translatedScreens = [
  'renderer/features/auth/LoginPage.tsx',
  'renderer/features/auth/AuthFrame.tsx',
  'renderer/components/UserMenu.tsx',
  'renderer/components/Modal.tsx',
  'renderer/components/InlineConfirm.tsx',
  'renderer/features/settings/SettingsHome.tsx',
  'renderer/features/settings/SettingsCard.tsx',
  'renderer/features/settings/LanguageChooser.tsx',
  'renderer/features/listings/editors/LinkEditor.tsx',
  'renderer/features/listings/editors/EditorFrame.tsx',
  'renderer/features/listings/editors/NameAndIconFields.tsx',
  'renderer/features/listings/editors/DescriptionField.tsx',
  'renderer/features/listings/editors/PageSelect.tsx',
  'renderer/features/listings/editors/VisibilityFields.tsx',
  'renderer/features/listings/editors/IntegrationSlot.tsx',
  'renderer/features/icons/IconPickerField.tsx',
  'renderer/features/accounts/ProfilePage.tsx',
  'renderer/features/weather/WeatherWidget.tsx',
  'renderer/features/weather/WeatherSettingsPage.tsx',
  'renderer/features/weather/LocationPicker.tsx',
  'renderer/features/widgets/WidgetArea.tsx',
  'renderer/features/widgets/WidgetCard.tsx',
  'renderer/features/widgets/WidgetFailed.tsx',
  'renderer/features/widgets/AddWidgetDialog.tsx',
  'renderer/features/widgets/WidgetSettingsDialog.tsx',
  'renderer/features/widgets/FeedWidget.tsx',
  'renderer/features/widgets/HostStatsWidget.tsx',
  'renderer/features/widgets/CalendarWidget.tsx',
  'renderer/features/widgets/kinds/CalendarCard.tsx',
  'renderer/features/widgets/kinds/CalendarSettings.tsx',
  'renderer/features/widgets/kinds/CalendarSourcesDialog.tsx',
  'renderer/features/widgets/FeedItemsView.tsx',
  'renderer/features/widgets/FeedsManageDialog.tsx',
  'renderer/features/widgets/kinds/NoteWidget.tsx',
  'renderer/features/widgets/kinds/NoteSettings.tsx',
  'renderer/features/widgets/kinds/ClockSettings.tsx',
  'renderer/features/widgets/kinds/SearchWidget.tsx',
  'renderer/features/widgets/kinds/ServiceWidget.tsx',
  'renderer/features/widgets/kinds/ServiceSettings.tsx',
  'renderer/features/widgets/kinds/FeedKind.tsx',
  'renderer/features/widgets/kinds/HostStatsKind.tsx',
  // The todo and snippet screens: todo lists and items, the todo form, snippet lists, the snippet form and views
  'renderer/features/todos/TodoPage.tsx',
  'renderer/features/todos/TodoRow.tsx',
  'renderer/features/todos/TodoToolbar.tsx',
  'renderer/features/todos/TodoFormDialog.tsx',
  'renderer/features/snippets/SnippetsPage.tsx',
  'renderer/features/snippets/SnippetListPane.tsx',
  'renderer/features/snippets/SnippetDetailPane.tsx',
  'renderer/features/snippets/CodeItemCard.tsx',
  'renderer/features/snippets/SnippetFormDialog.tsx',
  'renderer/features/snippets/LanguageSelect.tsx',
  'renderer/forms/ListChoice.tsx',
  // Stream Hub (camera list, camera form, player, check and preview states) and the error pages
  'renderer/features/streams/StreamingPage.tsx',
  'renderer/features/streams/ManageStreamsPage.tsx',
  'renderer/features/streams/StreamEditor.tsx',
  'renderer/features/streams/StreamCard.tsx',
  'renderer/features/streams/StreamPreview.tsx',
  'renderer/features/streams/LivePlayer.tsx',
  'renderer/features/streams/LiveOverlay.tsx',
  'renderer/features/streams/CameraStateChip.tsx',
  'renderer/features/streams/PinnedCameras.tsx',
  'renderer/features/streams/QuickPreviewPage.tsx',
  'renderer/features/errors/ErrorFrame.tsx',
  'renderer/features/errors/NotFoundPage.tsx',
  'renderer/features/errors/ClientErrorPage.tsx',
  'renderer/features/errors/NetworkErrorPage.tsx',
  'renderer/features/errors/DatabaseErrorPage.tsx',
  // Pages (list, editor, viewer) and the TOTP authenticator (panel, list, form, import, QR)
  'renderer/features/pages/PagesListPage.tsx',
  'renderer/features/pages/PageEditorPage.tsx',
  'renderer/features/pages/PageViewPage.tsx',
  'renderer/features/pages/editor/RichTextEditor.tsx',
  'renderer/features/pages/editor/Toolbar.tsx',
  'renderer/features/pages/editor/LinkForm.tsx',
  'renderer/features/authenticator/AuthenticatorPanel.tsx',
  'renderer/features/authenticator/TotpCode.tsx',
  'renderer/features/authenticator/CountdownRing.tsx',
  'renderer/features/authenticator/CameraScan.tsx',
  'renderer/features/authenticator/TotpManagePage.tsx',
  'renderer/features/authenticator/TotpRow.tsx',
  'renderer/features/authenticator/TotpFormPage.tsx',
  'renderer/features/authenticator/TotpImportPage.tsx',
  // Network devices: the list, the device form, the scan, wake, shut-down and sleep, the schedules
  'renderer/features/devices/AddDeviceLink.tsx',
  'renderer/features/devices/DeviceCard.tsx',
  'renderer/features/devices/DeviceFormPage.tsx',
  'renderer/features/devices/DevicesPage.tsx',
  'renderer/features/devices/ManageDeviceRow.tsx',
  'renderer/features/devices/ManageDevicesPage.tsx',
  'renderer/features/devices/ScanPanel.tsx',
  'renderer/features/devices/WakeDialog.tsx',
  'renderer/features/devices/power/PowerDialog.tsx',
  'renderer/features/devices/power/PowerSettingsPanel.tsx',
  'renderer/features/devices/schedules/ScheduleForm.tsx',
  'renderer/features/devices/schedules/ScheduleSection.tsx',
  // Health checks (issue 31, 46): the list, the monitor and check forms, alerts and alert channels
  'renderer/features/monitoring/ManageMonitoringPage.tsx',
  'renderer/features/monitoring/MonitorFormPage.tsx',
  'renderer/features/monitoring/CheckFormPage.tsx',
  'renderer/features/monitoring/CheckTargetFields.tsx',
  'renderer/features/monitoring/CheckKindChoice.tsx',
  'renderer/features/monitoring/Outcome.tsx',
  'renderer/features/monitoring/AlertSettingsPage.tsx',
  'renderer/features/monitoring/ChannelFormPage.tsx',
  'renderer/features/monitoring/MaintenanceSection.tsx',
  'renderer/features/monitoring/MaintenanceForm.tsx',
  'renderer/features/monitoring/StatusPage.tsx',
  'renderer/features/monitoring/MonitorDetailPage.tsx',
  'renderer/features/monitoring/HealthDot.tsx',
  'renderer/features/monitoring/CardHealth.tsx',
  'renderer/features/monitoring/UptimeBar.tsx',
  'renderer/features/monitoring/LatencyChart.tsx',
  'renderer/features/monitoring/PushUrl.tsx',
  // The admin settings screens (issue 47 round 6): backup, HTTPS and trust, icon packs and the
  // icon picker, LDAP, single sign-on, proxy sign-in, export & import, import, general settings and themes
  'renderer/features/backup/BackupPage.tsx',
  'renderer/features/backup/BackupFileInput.tsx',
  'renderer/features/backup/PassphraseStrength.tsx',
  'renderer/features/backup/SetupRestoreForm.tsx',
  'renderer/features/https/HttpsSettingsPage.tsx',
  'renderer/features/https/InsecureNotice.tsx',
  'renderer/features/https/TrustPage.tsx',
  'renderer/features/iconpacks/IconPacksPage.tsx',
  'renderer/features/iconpacks/AddIconPackPage.tsx',
  'renderer/features/iconpacks/IconPackCard.tsx',
  'renderer/features/ldap/LdapPage.tsx',
  'renderer/features/oidc/SsoPage.tsx',
  'renderer/features/oidc/ProviderForm.tsx',
  'renderer/features/oidc/SsoSignIn.tsx',
  'renderer/features/forward-auth/ForwardAuthPage.tsx',
  'renderer/features/transfer/TransferPage.tsx',
  'renderer/features/imports/ImportPage.tsx',
  'renderer/features/imports/ImportTree.tsx',
  'renderer/features/imports/KumaPreviewCard.tsx',
  'renderer/features/icons/IconPickerModal.tsx',
  'renderer/features/icons/IconGrid.tsx',
  'renderer/features/icons/MyIconsTab.tsx',
  'renderer/features/icons/PackIconsTab.tsx',
  'renderer/features/icons/UploadDropZone.tsx',
  'renderer/features/settings/GeneralSettingsPage.tsx',
  'renderer/features/settings/DesktopAppSettings.tsx',
  'renderer/features/settings/HomeDensityFields.tsx',
  'renderer/features/settings/WebSearchFields.tsx',
  'renderer/features/settings/ThemePage.tsx',
  'renderer/features/settings/ThemeCard.tsx',
];

const platformModules = ['node:*', 'fs', 'path', 'os', 'crypto', 'electron', 'express', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', 'ws'];

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Integration packages and their runtime: CommonJS scripts in the original's format, run in
    // the sandbox, where `global` and an allow-listed `require` are what there is.
    files: ['resources/integrations/**/*.js', 'resources/integration-runtime/**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, hearth: { rules: { 'no-literal-text': noLiteralText } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'hearth/no-literal-text': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/electron/**'], message: 'The renderer talks to the server over HTTP only.' },
            { group: platformModules, message: 'The renderer runs in a browser.' },
          ],
        },
      ],
    },
  },
  {
    files: translatedScreens,
    rules: { 'hearth/no-literal-text': ['error', { always: true }] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/renderer/**', '**/electron/**'], message: 'shared/ imports nothing from the apps.' },
            { group: platformModules, message: 'shared/ must stay platform-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**', '**/electron/**', 'electron'], message: 'The server is a library: no renderer or Electron code.' }] },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/ipc.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name=/^ipc(Main|Renderer)$/]", message: 'Use the typed helpers in electron/ipc.ts.' },
      ],
    },
  },
  {
    // The integration runtime's child script is plain CommonJS run by Node itself (not bundled),
    // as is the test stand-in for a utility process's parentPort, and the CommonJS stand-ins the
    // server bundle takes for some packages (scripts/shims).
    files: ['resources/**/*.cjs', 'electron/testing/**/*.cjs', 'scripts/shims/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
