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
  // User accounts, the user form, password, avatar and branding dialogs, API keys, sessions, and the second factor
  'renderer/features/accounts/AccountsPage.tsx',
  'renderer/features/accounts/AccountRowMenu.tsx',
  'renderer/features/accounts/AccountFormPage.tsx',
  'renderer/features/accounts/PasswordDialog.tsx',
  'renderer/features/accounts/AvatarPicker.tsx',
  'renderer/features/accounts/AvatarCropper.tsx',
  'renderer/features/accounts/BrandingDialog.tsx',
  'renderer/features/accounts/NotAuthorized.tsx',
  'renderer/features/accounts/SessionsSection.tsx',
  'renderer/features/accounts/ApiKeysSection.tsx',
  'renderer/features/accounts/NewApiKeyDialog.tsx',
  'renderer/features/accounts/ApiReferencePage.tsx',
  'renderer/features/second-factor/SecondFactorSection.tsx',
  'renderer/features/second-factor/SecondFactorStep.tsx',
  'renderer/features/second-factor/TotpEnrolDialog.tsx',
  'renderer/features/second-factor/AddPasskeyDialog.tsx',
  'renderer/features/second-factor/ProofDialog.tsx',
  'renderer/features/second-factor/RecoveryCodesList.tsx',
  'renderer/features/second-factor/ResetFactorsDialog.tsx',
  'renderer/features/second-factor/PasskeySignIn.tsx',
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
