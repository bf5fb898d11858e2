import { sharedClosedPort } from './closed-port.js';

/**
 * The environment every test server (API tests, browser tests, the bench) starts with:
 * - every outside service whose default is on the internet (weather, place search, integration
 *   catalogue, npm registry) points at a closed local port reserved for the test file, so a test
 *   server never tries to leave the machine; a test that needs one of them sets it to its fake;
 * - every account may aim integrations, cameras and devices at this computer
 *   (HEARTH_LOOPBACK_TARGETS=everyone): the network-safety rule puts every fake service and test
 *   camera on 127.0.0.0/8. The default rule (administrators only) is tested on its own
 *   (tests/api/reach.test.ts);
 * - no mDNS (HEARTH_MDNS=off): a test server bound beyond loopback must not multicast on the
 *   host's real interfaces; the test that checks advertising runs inside its own namespace;
 * - no update check (HEARTH_UPDATE_CHECK=off), whose default asks GitHub; the tests of the check
 *   turn it on against their local fake (tests/fixtures/github-releases.ts). vitest.config.ts and
 *   the browser tests' global setup also set it for servers that inherit the environment.
 */
export function testServerEnvAt(closed: string): Record<string, string> {
  return {
    HEARTH_WEATHER_URL: closed,
    HEARTH_GEOCODE_URL: closed,
    HEARTH_CATALOGUE_URL: `${closed}/apps.json`,
    HEARTH_NPM_REGISTRY: closed,
    HEARTH_LOOPBACK_TARGETS: 'everyone',
    HEARTH_MDNS: 'off',
    HEARTH_UPDATE_CHECK: 'off',
    HEARTH_UPDATE_URL: closed,
  };
}

/** The environment with the outside services on this test file's closed port (tests/helpers/closed-port.ts). */
export async function testServerEnv(): Promise<Record<string, string>> {
  return testServerEnvAt((await sharedClosedPort()).origin);
}

/**
 * For a server in a network namespace or container of its own, where only Hearth listens: port 9
 * of that loopback is closed, and a port reserved out here would mean nothing in there.
 */
export const isolatedServerEnv = testServerEnvAt('http://127.0.0.1:9');
