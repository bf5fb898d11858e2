import { defineConfig } from 'vitest/config';

// One time zone and locale for every run, so a date test means the same on every machine; the
// date-sensitive files run once more under another zone and locale (npm run test:zones).
const timeZone = process.env.HEARTH_TEST_TZ ?? 'UTC';
const locale = process.env.HEARTH_TEST_LOCALE ?? 'en_US.UTF-8';
process.env.TZ = timeZone;

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/container/**/*.test.ts'],
    environment: 'node',
    // The whole English catalogue for the renderer's tests (the app loads it with the signed-in shell).
    setupFiles: ['renderer/i18n/testEnglish.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // No test server asks GitHub for releases: servers started with this environment (or a child
    // of it) have the update check off; tests/helpers/test-server-env.ts says so for the rest.
    env: { HEARTH_UPDATE_CHECK: 'off', TZ: timeZone, LANG: locale, LC_ALL: locale },
  },
});
