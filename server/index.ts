import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp } from './app.js';
import { browsableUrl, formatUrl, resolveConfig, type StartOptions } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type OpenDatabase } from './db/client.js';
import { LoginLimiter } from './features/auth/login-limiter.js';
import { hasUsers } from './features/auth/auth.service.js';
import { createAdminFromEnv, newSetupCode, type AdminFromEnv, type SetupState } from './features/setup/setup.service.js';
import { WsHub } from './ws/hub.js';
import { ListingCache } from './features/listings/listing-cache.js';
import { SecretBox } from './secrets/secret-box.js';
import { answerClientError } from './http/client-error.js';
import { startSessionPurge } from './features/auth/session-purge.js';
import { emptyLanState } from './features/https/lan-state.js';
import { loadRedirectSetting } from './features/https/https.routes.js';
import { startLanServices, type LanServices } from './features/https/lan-services.js';
import { recoverRestoreAtStart } from './features/backup/restore-journal.js';
import { hostname, networkInterfaces } from 'node:os';

export type { StartOptions } from './config.js';

export interface RunningServer {
  url: string;
  host: string;
  port: number;
  /** The one-time /setup URL while no account exists, else null. */
  setupUrl: string | null;
  /** https://HOST:PORT while Hearth serves HTTPS (sharing on the LAN), else null. */
  httpsUrl: string | null;
  /** Whether the database opened; when false every API call answers 500 NOT_CONNECTED. */
  databaseConnected: boolean;
  /**
   * Called (once) if the server stops serving without close() being asked: its listening
   * socket failed or closed. The desktop app restarts it.
   */
  onFailure(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** How long close() lets open requests finish before cutting their connections. */
const closeGraceMs = 5000;

function adminFrom(options: StartOptions): AdminFromEnv | undefined {
  if (options.admin) return options.admin;
  const env = options.env ?? process.env;
  const username = env.HEARTH_ADMIN_USERNAME?.trim();
  const password = env.HEARTH_ADMIN_PASSWORD;
  return username && password ? { username, password } : undefined;
}

/** Starts Hearth's HTTP + ws server. No side effects until called. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = resolveConfig(options);
  const log = options.log ?? ((line: string) => console.log(line));

  // Before the database opens: a restore a crash cut short is finished (or, undecided, discarded).
  await recoverRestoreAtStart(config.dataDir, config.env, config.sqliteBinding, log);
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase(config.dataDir, config.migrationsDir, { nativeBinding: config.sqliteBinding, log });
  } catch (error) {
    log(`Hearth cannot open its database in ${config.dataDir}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const setup: SetupState = { code: null };
  const hub = new WsHub(database?.db ?? null, log);
  const closers: (() => void | Promise<void>)[] = [];
  const lan = emptyLanState();
  const restoredListeners: (() => void | Promise<void>)[] = [];
  let ctx: AppContext | null = null;
  if (database) {
    const admin = adminFrom(options);
    if (admin && (await createAdminFromEnv(database.db, admin))) log(`Created the administrator "${admin.username.toLowerCase()}".`);
    if (!hasUsers(database.db)) setup.code = newSetupCode();
    ctx = {
      db: database.db,
      config,
      log,
      setup,
      loginLimiter: new LoginLimiter(options.loginLimits),
      listingCache: new ListingCache(database.db),
      secrets: new SecretBox(config.dataDir, database.db, options.keyProtector ?? null),
      hub,
      clock: options.clock ?? Date.now,
      lan,
      onClose: (stop) => closers.push(stop),
      onRestored: (listener) => restoredListeners.push(listener),
      restored: async () => {
        for (const listener of restoredListeners) {
          try {
            await listener();
          } catch (error) {
            log(`Refreshing a feature after a restore failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      },
    };
  }

  if (ctx) startSessionPurge(ctx, options.sessionPurgeIntervalMs);
  if (database) lan.redirect = loadRedirectSetting(database.db);

  const app = createApp(config, ctx, log);
  const server = createServer(app);
  server.on('upgrade', hub.handleUpgrade);
  server.on('clientError', answerClientError);
  const sockets = trackSockets(server);

  let closing: Promise<void> | null = null;
  let failure: Error | null = null;
  const failureListeners: ((error: Error) => void)[] = [];
  const failed = (error: Error) => {
    if (closing || failure) return;
    failure = error;
    log(`Hearth's server stopped serving: ${error.message}`);
    for (const listener of failureListeners) {
      try {
        listener(error);
      } catch (thrown) {
        log(`A failure listener threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
      }
    }
  };
  let lanServices: LanServices | null = null;
  const close = () => {
    closing ??= (async () => {
      await lanServices?.close();
      hub.close();
      // Features stop their background work (timers, child processes) before the database closes.
      for (const stop of closers.reverse()) {
        try {
          await stop();
        } catch (error) {
          log(`Stopping a feature failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await stopHttp(server, sockets);
      database?.sqlite.close();
    })();
    return closing;
  };

  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    // A taken port must not leave the database (opened and migrated above) or timers open.
    await close();
    throw error;
  }
  server.on('error', (error) => failed(error));
  server.on('close', () => failed(new Error('its listening socket closed')));
  const port = (server.address() as AddressInfo).port;
  const url = formatUrl(config.host, port);
  log(`Hearth listening on ${url}`);
  lan.httpPort = port;
  lanServices = await startLanServices({
    host: config.host,
    httpPort: port,
    httpsPort: config.httpsPort,
    httpsMode: config.httpsMode,
    mdns: config.mdns,
    dataDir: config.dataDir,
    protector: options.keyProtector ?? null,
    handler: app,
    onUpgrade: hub.handleUpgrade,
    network: options.network ?? { interfaces: networkInterfaces, hostname },
    state: lan,
    clock: options.clock ?? Date.now,
    log,
    ...(options.lanCheckIntervalMs ? { checkIntervalMs: options.lanCheckIntervalMs } : {}),
  });
  const setupUrl = setup.code ? `${browsableUrl(config.host, port)}/setup?code=${setup.code}` : null;
  if (setupUrl) log(`Open ${setupUrl} to create the administrator`);

  return {
    url,
    host: config.host,
    port,
    get httpsUrl() {
      return lan.https ? formatUrl(config.host, lan.https.port).replace(/^http:/, 'https:') : null;
    },
    get setupUrl() {
      return setup.code ? setupUrl : null;
    },
    databaseConnected: database !== null,
    onFailure(listener) {
      if (failure) listener(failure);
      else failureListeners.push(listener);
    },
    close,
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** Stops accepting, lets open requests finish, then cuts whatever is left after a grace period. */
function stopHttp(server: Server, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, closeGraceMs);
    timer.unref();
    // Also called when listen failed: close() then reports "not running", which changes nothing here.
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export { checkTools, type ToolCheck } from './diagnostics.js';
export { unsealKeyFile } from './secrets/secret-box.js';
export { unsealCaKey } from './features/https/ca-key-file.js';
