import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against a real Hearth server that each spec file starts
// in-process (tests/e2e/fixtures.ts), so there is no webServer block. Build first: npm run build.
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, where a 2-core machine sometimes stalls a step past its timeout; a test that
  // only passes on retry is still reported as flaky in the list output.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.HEARTH_CHROMIUM ?? '/usr/bin/chromium',
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
