import { describe, expect, it } from 'vitest';
import { credentials } from '../fixtures/homelab-services.js';
import { runBuiltin } from '../helpers/run-builtin.js';
import { useHomelabServices } from '../helpers/homelab.js';

/**
 * The Speedtest Tracker card against the fake of v1.13.11's API (tests/fixtures/SOURCES.md): the
 * newest result is often not a finished test, a result without speeds has no `*_bits`, and
 * `created_at` carries no zone (it is UTC).
 */
const services = useHomelabServices();

const token = { apiKey: credentials.speedtest.apiKey };

describe('Speedtest Tracker card', () => {
  it('shows the last finished test while a scheduled one runs, and says one is running', async () => {
    const result = await runBuiltin('com.speedtest.tracker', 'initialize', token, services().url('speedtestrunning'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('941.2 Mbps');
    expect(result.fullHtml).toContain('Tested</dt><dd>20 minutes ago<');
    expect(result.fullHtml).toContain('Latest run</dt><dd>Testing now<');
  });

  it('shows the last finished test after a failed one, and says the last run failed', async () => {
    const result = await runBuiltin('com.speedtest.tracker', 'initialize', token, services().url('speedtestfailed'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('38.1 Mbps');
    expect(result.fullHtml).toContain('Latest run</dt><dd>Failed 2 minutes ago<');
  });

  it('asks only for the latest result when it is a finished test', async () => {
    const before = services().requests.length;
    const result = await runBuiltin('com.speedtest.tracker', 'initialize', token, services().url('speedtest'), null);
    expect(result.fullHtml).toContain('Latest run</dt><dd>Completed<');
    expect(services().requests.slice(before)).toEqual(['GET /speedtest/api/v1/results/latest']);
  });

  it('reads created_at as UTC, whatever the zone of the machine running the card', async () => {
    for (const timeZone of ['America/New_York', 'Asia/Kolkata']) {
      const result = await runBuiltin('com.speedtest.tracker', 'initialize', token, services().url('speedtest'), null, { timeZone });
      expect(result.fullHtml).toContain('Tested</dt><dd>20 minutes ago<');
    }
  });

  it('says a new install has no result yet', async () => {
    const result = await runBuiltin('com.speedtest.tracker', 'initialize', token, services().url('speedtestempty'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe('Speedtest Tracker has no test result yet: run a speed test there first');
  });

  it('says which ability a token lacks (403, v1.6.6+), in the service words', async () => {
    const result = await runBuiltin('com.speedtest.tracker', 'connectionTest', { apiKey: credentials.speedtest.noReadKey }, services().url('speedtest'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe('403: the service refused the credentials: "You do not have permission to view results." (give the API token the results:read ability in Speedtest Tracker, API Tokens)');
  });

  it('reads with a token without abilities on v1.1 to v1.6.5', async () => {
    const result = await runBuiltin('com.speedtest.tracker', 'initialize', { apiKey: credentials.speedtest.noReadKey }, services().url('speedtest16'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('941.2 Mbps');
  });

  it('shows no speeds from the old route when the last test failed, and says so', async () => {
    const result = await runBuiltin('com.speedtest.tracker', 'initialize', {}, services().url('speedtestfailed'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>—<');
    expect(result.fullHtml).toContain('Latest run</dt><dd>Failed 2 minutes ago<');
  });
});
