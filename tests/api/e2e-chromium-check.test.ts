import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run test:e2e without Chromium', () => {
  it('stops once, with one line saying what to install', () => {
    const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/login.spec.ts'], {
      env: { ...process.env, HEARTH_CHROMIUM: '/nonexistent/chromium' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).not.toBe(0);
    expect(output.match(/Chromium not found at \/nonexistent\/chromium: install it \(Debian: apt-get install -y chromium\) or set HEARTH_CHROMIUM/g)).toHaveLength(1);
    expect(output).not.toMatch(/browserType\.launch/);
  });
});
