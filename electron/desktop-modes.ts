/**
 * The two runs of the desktop app that check or change something and exit: `--self-test` (the
 * release workflow's check of an installed app) and `--unseal-key` (the key file as a plain file
 * for headless serving). Neither touches a running Hearth's window or port.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { app, safeStorage } from 'electron';
import type { DesktopState } from './desktop-state.js';
import { keychainProtector } from './key-protector.js';
import type { DesktopLog } from './log-file.js';
import { failedSelfTestLog, runSelfTest, selfTestCredentials, selfTestReport } from './self-test.js';
import type { ServerHosting } from './server-hosting.js';
import { localOrigin } from './server-host.js';
import { openSettingsStore, settingsFileName } from './settings-store.js';

export interface ModeDeps {
  state: DesktopState;
  hosting: ServerHosting;
  log: DesktopLog;
  dataDir: string;
  platform: NodeJS.Platform;
}

/** --self-test: the checks of self-test.ts against this app's own server, then exit 0 or 1. */
async function selfTestRun({ state, hosting, log, dataDir }: ModeDeps): Promise<void> {
  let exitCode = 1;
  try {
    state.settings = await openSettingsStore(path.join(dataDir, settingsFileName));
    const running = await hosting.server.start(false);
    const { checkTools } = await hosting.loadServer();
    const checks = await runSelfTest({
      origin: localOrigin(running.port),
      credentials: selfTestCredentials(process.env),
      checkTools: () => checkTools(process.env),
      sandboxLine: () => state.sandboxLines[0] ?? null,
      serverEntry: hosting.serverEntry,
    });
    const outcome = selfTestReport(checks);
    log.record(outcome.text);
    exitCode = outcome.exitCode;
  } catch (error) {
    log.report('Hearth self-test could not run:', error);
  } finally {
    await hosting.server.stop().catch((error: unknown) => log.report('Hearth server did not stop cleanly:', error));
    await log.close();
  }
  if (exitCode === 0) {
    // The fresh data folder made for the check goes with it (best effort: on Windows Chromium may
    // still hold a file of its profile).
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  } else {
    // Kept, and the log printed: the run that failed shows why.
    console.log(failedSelfTestLog(await readFile(log.path, 'utf8').catch(() => '(the log could not be read)'), log.path, dataDir));
  }
  app.exit(exitCode);
}

/** --unseal-key: the key file as a plain file (for `npm run serve` on this data folder), then exit. */
async function unsealRun({ hosting, dataDir, platform }: ModeDeps): Promise<void> {
  let exitCode = 1;
  try {
    const { unsealKeyFile, unsealCaKey } = await hosting.loadServer();
    const protector = keychainProtector(safeStorage, platform);
    const outcome = unsealKeyFile(dataDir, protector);
    // The key of Hearth's HTTPS certificate authority is wrapped the same way.
    const caOutcome = unsealCaKey(dataDir, protector);
    if (caOutcome === 'unsealed') console.log(`The HTTPS CA key is now a plain file (mode 0600) too (${path.join(dataDir, 'https', 'ca.key')})`);
    const texts = { unsealed: 'The key file is now a plain file (mode 0600): `npm run serve` can use this data folder.', 'already-plain': 'The key file is already a plain file.', 'no-key': 'There is no key file yet in this data folder.' };
    console.log(`${texts[outcome]} (${path.join(dataDir, 'secret.key')})`);
    exitCode = 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
  app.exit(exitCode);
}

export function runCheckMode(mode: 'self-test' | 'unseal-key', deps: ModeDeps): void {
  app.on('window-all-closed', () => undefined);
  app
    .whenReady()
    .then(() => (mode === 'self-test' ? selfTestRun(deps) : unsealRun(deps)))
    .catch((error: unknown) => {
      console.error(error);
      app.exit(1);
    });
}
