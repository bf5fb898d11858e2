/**
 * The server inside the desktop app: loaded from its own bundle, started on the fixed port by the
 * controller, watched by the supervisor (restarted when it stops serving), and told where the
 * desktop differs from headless: Electron's utility processes run integrations, their memory and
 * CPU come from app.getAppMetrics(), the keychain wraps the key file, backups are daily.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, safeStorage, utilityProcess } from 'electron';
import type * as serverModule from '../server/index.js';
import { appMetricsProbe } from '../server/features/integrations/runtime/process-stats.js';
import { tuneHeapForServing } from '../server/host/heap-tuning.js';
import type { DesktopState } from './desktop-state.js';
import type { DesktopLog } from './log-file.js';
import { keychainProtector } from './key-protector.js';
import { utilityLauncher } from './runtime-launcher.js';
import { createServerController, type ServerController } from './server-controller.js';
import { configuredPort, localOrigin } from './server-host.js';
import { createSupervisor, type RestartState, type Supervisor } from './server-supervisor.js';
import { checkLoopbackFree } from './port-probe.js';

export type ServerModule = typeof serverModule;
export type RunningServer = Awaited<ReturnType<ServerModule['startServer']>>;

/** A log line that starts so says the database would not open (kept for the error page). */
const databaseFailurePrefix = 'Hearth cannot open its database';
const sandboxPrefix = 'Integrations run in';

export interface HostingDeps {
  state: DesktopState;
  log: DesktopLog;
  dataDir: string;
  /** dist/: the server bundle is server/index.js, the renderer renderer/. */
  distDir: string;
  /** --self-test: no supervisor (the check ends the app either way). */
  supervised: boolean;
  platform: NodeJS.Platform;
  /** The supervisor is restarting (or waiting to): show why. */
  showRestarting: (state: RestartState) => void;
  /** A restarted server answers: go back to Hearth. */
  recovered: (running: RunningServer) => void;
}

export interface ServerHosting {
  readonly serverEntry: string;
  loadServer(): Promise<ServerModule>;
  readonly server: ServerController<RunningServer>;
  readonly supervisor: Supervisor<RunningServer>;
  /** http://127.0.0.1:PORT of the running server, or null. */
  origin(): string | null;
  /** The window could not load a page of Hearth: restart a server that stopped answering. */
  checkAnswers(url: string): Promise<void>;
}

export function createServerHosting(deps: HostingDeps): ServerHosting {
  const { state, log } = deps;
  // esbuild bundles main.ts to dist/electron/main.cjs; the server is the separate ESM bundle
  // dist/server/index.js, so it is loaded with a real dynamic import.
  const serverEntry = path.join(deps.distDir, 'server', 'index.js');
  let loaded: Promise<ServerModule> | null = null;
  const loadServer = (): Promise<ServerModule> => (loaded ??= import(pathToFileURL(serverEntry).href) as Promise<ServerModule>);

  const launch = async ({ host, port }: { host: string; port: number }): Promise<RunningServer> => {
    const { startServer } = await loadServer();
    const serverLog = (line: string): void => {
      if (line.startsWith(databaseFailurePrefix)) state.databaseFailure = line;
      if (line.startsWith(sandboxPrefix)) state.sandboxLines.push(line);
      log.record(line);
    };
    // safeStorage works only once the app is ready, which it is by the time the server starts.
    const keyProtector = keychainProtector(safeStorage, deps.platform) ?? undefined;
    const running = await startServer({
      dataDir: deps.dataDir,
      host,
      port,
      staticDir: path.join(deps.distDir, 'renderer'),
      env: process.env,
      log: serverLog,
      // The RunAsNode fuse is off in the packaged app: integration code runs in utility processes,
      // measured through Electron's own metrics (no tasklist or ps spawned every second).
      launchRuntime: utilityLauncher(utilityProcess),
      statsProbe: appMetricsProbe(() => app.getAppMetrics()),
      backupEvery: 'daily',
      // The desktop app updates itself (updater.ts); the server's own release check stays off.
      updateCheck: false,
      ...(keyProtector ? { keyProtector } : {}),
    });
    tuneHeapForServing();
    // Every server, whether started at launch, by a LAN switch or by a restart, is watched.
    if (deps.supervised) supervisor.watch(running);
    return running;
  };

  const server = createServerController(launch, {
    port: () => configuredPort(process.env.HEARTH_PORT, state.settings?.get().port ?? null),
    checkLoopbackFree,
  });

  const supervisor: Supervisor<RunningServer> = createSupervisor<RunningServer>({
    restart: () => server.restart(state.shareOnLan()),
    showRestarting: deps.showRestarting,
    recovered: deps.recovered,
    log: (line) => log.record(line),
    now: Date.now,
    schedule: (run, ms) => {
      const timer = setTimeout(run, ms);
      return { cancel: () => clearTimeout(timer) };
    },
  });

  const origin = (): string | null => {
    const running = server.current();
    return running ? localOrigin(running.port) : null;
  };

  const checkAnswers = async (url: string): Promise<void> => {
    const running = server.current();
    if (!running || supervisor.restarting || new URL(url).origin !== localOrigin(running.port)) return;
    try {
      const response = await fetch(`${localOrigin(running.port)}/api/v1/health`, { signal: AbortSignal.timeout(3000) });
      if (response.status < 500) return;
      supervisor.failed(`answered ${response.status}`);
    } catch (error) {
      supervisor.failed(`stopped answering the window (${error instanceof Error ? error.message : String(error)})`);
    }
  };

  return { serverEntry, loadServer, server, supervisor, origin, checkAnswers };
}
