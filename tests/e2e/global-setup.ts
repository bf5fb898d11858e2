import { accessSync, constants } from 'node:fs';
import { createTestNamespace } from '../helpers/netns.js';
import { chromiumPath } from './chromium.js';
import { namespaceEnv } from './namespace.js';

/**
 * Runs once before the browser tests: without Chromium every test would fail with the same
 * launch error, so say once what is missing and stop.
 *
 * The devices spec's network namespace is made here, before any browser starts, and removed
 * after the last one has closed. Made while Chromium runs, its new interface is a "network
 * change" to Chromium, which about a second later aborts every request in flight
 * (net::ERR_NETWORK_CHANGED): a sign-in then landed on the network error page now and then.
 */
export default function globalSetup(): () => void {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(`Chromium not found at ${path}: install it (Debian: apt-get install -y chromium) or set HEARTH_CHROMIUM to its path.`);
  }
  // Servers a spec starts with its own environment still never ask GitHub for releases (workers
  // inherit this process's environment); the fixtures' testServerEnv says so too.
  process.env.HEARTH_UPDATE_CHECK = 'off';
  const namespace = createTestNamespace('e2e');
  process.env[namespaceEnv] = JSON.stringify(typeof namespace === 'string' ? { unavailable: namespace } : { ...namespace, remove: undefined });
  return () => {
    if (typeof namespace !== 'string') namespace.remove();
  };
}
