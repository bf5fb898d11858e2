import { expect, test } from '@playwright/test';
import { keepTrafficLocal, takeBlocked } from './networkGuard.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunningServer, StartOptions, startServer } from '../../server/index.js';
import { testServerEnv } from '../helpers/test-server-env.js';

/** The built server (npm run build), typed from its source. */
export async function loadServer(): Promise<{ startServer: typeof startServer }> {
  const built = pathToFileURL(resolve('dist/server/index.js')).href;
  return (await import(built)) as { startServer: typeof startServer };
}

export interface HearthOptions {
  /** Create this super admin at start, so the test can sign in without the setup screen. */
  admin?: { username: string; password: string };
  /** Put a file where the data folder should be, so the database cannot open. */
  brokenDatabase?: boolean;
  loginLimits?: StartOptions['loginLimits'];
  /** Extra server environment, e.g. HEARTH_ICONPACK_HOSTS: '127.0.0.1' for a fake pack host. */
  env?: Record<string, string>;
  /** The server's clock (ms since the epoch), for screens whose content follows the time. */
  clock?: () => number;
  /** Further start options (HTTPS, a copy of the renderer, a network view). */
  start?: Partial<StartOptions>;
}

export interface Hearth {
  url: string;
  server: RunningServer;
  /** Lines the server logged, for debugging a failure. */
  log: string[];
  /** The server's data folder (hearth.db, apps/…), for specs that prepare data directly. */
  dataDir: string;
}

/**
 * Starts a fresh Hearth server (own temp data folder, port 0) for the calling spec file and stops
 * it afterwards. Returns a getter, valid inside tests.
 */
export function useHearth(options: HearthOptions = {}): () => Hearth {
  let running: Hearth | null = null;
  let tempDir = '';

  test.beforeAll(async () => {
    tempDir = await mkdtemp(join(tmpdir(), 'hearth-e2e-'));
    let dataDir = join(tempDir, 'data');
    if (options.brokenDatabase) {
      dataDir = join(tempDir, 'not-a-folder');
      await writeFile(dataDir, 'this file stands where the data folder should be\n');
    }
    const log: string[] = [];
    const { startServer } = await loadServer();
    const server = await startServer({
      dataDir,
      host: '127.0.0.1',
      port: 0,
      env: { ...(await testServerEnv()), HEARTH_HOST_MODE: 'false', ...options.env },
      log: (line) => log.push(line),
      ...(options.admin ? { admin: options.admin } : {}),
      ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...options.start,
    });
    running = { url: server.url, server, log, dataDir };
  });

  // The app must pass its own Content-Security-Policy: any violation the browser reports fails
  // the test that caused it. So does any request for another host than 127.0.0.1 (a font, an icon
  // CDN, a default weather service): the guard aborts it, and the test that made it fails.
  let violations: string[] = [];
  test.beforeEach(async ({ page }) => {
    // Network safety: whatever a page links to or loads, the browser only ever reaches 127.0.0.1.
    takeBlocked();
    await keepTrafficLocal(page);
    violations = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });
  test.afterEach(() => {
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(takeBlocked(), 'requests for hosts other than 127.0.0.1 (aborted)').toEqual([]);
  });

  test.afterAll(async () => {
    await running?.server.close();
    running = null;
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  return () => {
    if (!running) throw new Error('The Hearth server is not running (useHearth() must be called at file level).');
    return running;
  };
}

/** A ready account for specs that start signed out and sign in through the form. */
export const admin = { username: 'admin', password: 'correct horse battery' } as const;
