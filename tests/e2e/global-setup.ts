import { accessSync, constants } from 'node:fs';
import { chromiumPath } from './chromium.js';

/**
 * Runs once before the browser tests: without Chromium every test would fail with the same
 * launch error, so say once what is missing and stop.
 */
export default function globalSetup(): void {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(`Chromium not found at ${path}: install it (Debian: apt-get install -y chromium) or set HEARTH_CHROMIUM to its path.`);
  }
}
