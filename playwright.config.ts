import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/e2e/chromium.js';

// Browser tests drive Debian's Chromium against a real Hearth server that each spec file starts
// in-process (tests/e2e/fixtures.ts), so there is no webServer block. Build first: npm run build.
// The server (in the test process) and the browser share one time zone and locale on every machine.
process.env.TZ = 'UTC';
process.env.LANG = 'en_US.UTF-8';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is a race to find, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    // Hearth's service worker would answer some requests itself, out of page.route's sight: specs
    // that test it (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
