import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { homedir, networkInterfaces, release } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { serverLayout, type ServerLayout } from './host/packaged-paths.js';
import { normaliseUrl } from '../shared/contracts/urls.js';
import { updateCheckAllowed } from '../shared/update-policy.js';
import { parseLoopbackTargets, type LoopbackTargets } from './net/reach.js';
import { fileURLToPath } from 'node:url';
import type { LoginLimits } from './features/auth/login-limiter.js';
import type { AdminFromEnv } from './features/setup/setup.service.js';
import type { KeyProtector } from './secrets/secret-box.js';
import type { LaunchRuntime } from './features/integrations/runtime/launcher.js';
import type { StatsProbe } from './features/integrations/runtime/process-stats.js';
import { parseAllowedHost, type AllowedHost } from './features/iconpacks/pack-hosts.js';
import { defaultStreamLimits, type StreamLimits } from '../shared/constants.js';
import type { Clock } from './features/monitoring/scheduler.js';
import { defaultHttpsPort, parseHttpsMode, parseMdnsSwitch, type HttpsMode } from './features/https/lan-plan.js';
import type { NetworkView } from './features/https/lan-services.js';
import type { InterfaceTable } from './net/lan-addresses.js';
import { parseForwardAuthSwitch } from './features/forward-auth/forward-auth.settings.js';
import { installBudget, type InstallBudget } from './features/integrations/install/budget.js';

export interface StartOptions {
  dataDir?: string;
  host?: string;
  port?: number;
  /** Built renderer; defaults to dist/renderer. */
  staticDir?: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  isHostMode?: boolean;
  /** Create this super admin when no user exists (like HEARTH_ADMIN_*). */
  admin?: AdminFromEnv;
  loginLimits?: Partial<LoginLimits>;
  /**
   * better-sqlite3's compiled addon to load instead of its own build (like HEARTH_SQLITE_BINDING):
   * `npm start` points Electron at a build for Electron's ABI.
   */
  sqliteBinding?: string;
  /** Wraps the secret key file with the OS keychain (the desktop app passes Electron's safeStorage). */
  keyProtector?: KeyProtector;
  /** Time limit for one call to an outside service (weather, geocoding); default 5 s, tests shorten it. */
  outsideTimeoutMs?: number;
  /** How often expired sessions are removed (default hourly); tests shorten it. */
  sessionPurgeIntervalMs?: number;
  /** The time in ms since the epoch (default Date.now); tests set it to reach known TOTP codes. */
  clock?: () => number;
  /** The OS and CPU Hearth runs on (default: this process's); tests give others. */
  machine?: Machine;
  /** How integration runtime processes start: Node's fork (default), Electron's utilityProcess in the desktop app. */
  launchRuntime?: LaunchRuntime;
  /**
   * Measures a runtime process's memory and CPU time from outside it. Default: the OS's own
   * (/proc on Linux, ps on macOS, tasklist on Windows); the desktop app reads Electron's
   * app.getAppMetrics() instead, which spawns nothing.
   */
  statsProbe?: StatsProbe;
  /** Caps on ffmpeg (live relays and camera checks, per user and overall); tests lower them. */
  streamLimits?: Partial<StreamLimits>;
  /** How many health checks may run at once (default 16); tests lower it. */
  monitorConcurrency?: number;
  /** The health-check scheduler's time and timers (default real ones); tests give a clock that never fires, then check on demand. */
  monitorClock?: Clock;
  /** HTTPS port while sharing on the LAN (like HEARTH_HTTPS_PORT; default 7443, 0 for any free one). */
  httpsPort?: number;
  /** HTTPS while sharing on the LAN (auto), never (off), or also on loopback (on; tests). Like HEARTH_HTTPS. */
  https?: HttpsMode;
  /** The machine's interfaces and host name (default: the OS's); tests give their own. */
  network?: NetworkView;
  /** How often LAN addresses and certificate expiry are checked (default 30 s); tests shorten it. */
  lanCheckIntervalMs?: number;
  /** How often scheduled backups run unless an admin chose: daily in the desktop app, weekly headless. */
  backupEvery?: 'daily' | 'weekly';
  /** How often the scheduler looks whether a backup is due (default hourly); tests shorten it. */
  backupCheckMs?: number;
  /** Hearth's version as recorded in backups (default: package.json's; tests set others). */
  version?: string;
  /**
   * Look for a newer Hearth release on GitHub, at most daily (default: on unless
   * HEARTH_UPDATE_CHECK=off). The desktop app passes false: its own updater checks.
   */
  updateCheck?: boolean;
  /** How long after start the first update check waits (default 10 s, off the start's path); tests set 0. */
  updateCheckDelayMs?: number;
  /** The integration installer's bounds (install/budget.ts); tests shorten deadlines. */
  installBudget?: InstallBudget;
}

/** The OS and CPU Hearth runs on: the one place the server reads process.platform. */
export interface Machine {
  platform: NodeJS.Platform;
  arch: string;
  /** The OS kernel's release (os.release(): Darwin 24 is macOS 15). */
  release: string;
}

export function thisMachine(): Machine {
  return { platform: process.platform, arch: process.arch, release: release() };
}

export interface ServerConfig {
  dataDir: string;
  host: string;
  port: number;
  staticDir: string;
  migrationsDir: string;
  resourcesDir: string;
  /** The renderer's built-in icons (<name>.svg), also served at /images/<name> for older clients. */
  builtinIconsDir: string;
  isHostMode: boolean;
  /** Where icon packs may be downloaded from (see pack-hosts.ts). */
  iconPackHosts: AllowedHost[];
  /**
   * Express's "trust proxy": the reverse proxies (addresses, subnets, or loopback / linklocal /
   * uniquelocal) whose X-Forwarded-For is believed. False (the default): the peer address counts.
   */
  trustProxy: string | false;
  /** HEARTH_FORWARD_AUTH: on/off overrides the stored forward-auth switch; null leaves it to the setting. */
  forwardAuth: boolean | null;
  /** Base URLs of the outside weather (Open-Meteo) and geocoding (Nominatim) services. */
  weatherUrl: string;
  geocodeUrl: string;
  outsideTimeoutMs: number;
  streamLimits: StreamLimits;
  /** Path of the better-sqlite3 addon to load; undefined for the package's own build. */
  sqliteBinding: string | undefined;
  /** The npm registry integration packages' dependencies come from (HEARTH_NPM_REGISTRY). */
  npmRegistryUrl: string;
  machine: Machine;
  launchRuntime: LaunchRuntime | undefined;
  statsProbe: StatsProbe | undefined;
  /** Who may aim integrations, cameras and devices at this computer itself (HEARTH_LOOPBACK_TARGETS). */
  loopbackTargets: LoopbackTargets;
  /** How many health checks may run at once; undefined for the feature's default. */
  monitorConcurrency: number | undefined;
  monitorClock: Clock | undefined;
  /** The machine's interfaces (the `network` start option's, else the OS's): wake on every interface reads them. */
  interfaces: () => InterfaceTable;
  httpsPort: number;
  httpsMode: HttpsMode;
  /** Advertise hearth.local over mDNS while sharing on the LAN (HEARTH_MDNS, default on). */
  mdns: boolean;
  backupEvery: 'daily' | 'weekly';
  backupCheckMs: number;
  version: string;
  /** Whether this server looks for newer releases (updateCheck, HEARTH_UPDATE_CHECK). */
  updateCheck: boolean;
  /** Base URL of GitHub's REST API for the release check (HEARTH_UPDATE_URL). */
  updateUrl: string;
  updateCheckDelayMs: number;
  installBudget: InstallBudget;
  env: NodeJS.ProcessEnv;
}

export const defaultPort = 7420;
/** The original product's icon-pack host; more come from HEARTH_ICONPACK_HOSTS. */
export const defaultIconPackHosts = ['icons.getastroluma.com'];

export const defaultWeatherUrl = 'https://api.open-meteo.com';
export const defaultGeocodeUrl = 'https://nominatim.openstreetmap.org';
export const defaultNpmRegistryUrl = 'https://registry.npmjs.org';
export const defaultUpdateUrl = 'https://api.github.com';

/** An outside service's base URL: a normalised http(s) URL (urls.ts), without a trailing slash. */
function parseBaseUrl(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const normalised = normaliseUrl(value);
  if (normalised === null) throw new Error(`Invalid ${name} ${JSON.stringify(value)}: use an http(s) URL with no spaces or control characters.`);
  return normalised.replace(/\/+$/, '');
}

/** The folder the desktop app uses, so desktop and headless share data. */
export function defaultDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Hearth');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Hearth');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'Hearth');
}

/** Finds the built or source layout (dist/server with its migrations, or server/), asar-aware. */
function locate(): ServerLayout {
  const here = dirname(fileURLToPath(import.meta.url));
  return serverLayout(here, existsSync(join(here, 'migrations')));
}

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${value}": use a number from 0 to 65535.`);
  return port;
}

function parseIconPackHosts(entries: string[]): AllowedHost[] {
  return entries.map((entry) => {
    const host = parseAllowedHost(entry);
    if (!host) throw new Error(`Invalid HEARTH_ICONPACK_HOSTS entry "${entry}": use a host name or IP address, optionally with :port.`);
    return host;
  });
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** HEARTH_TRUST_PROXY: a comma-separated list of proxy addresses or subnets; empty trusts none. */
export function parseTrustProxy(value: string | undefined): string | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  for (const entry of entries) {
    const [address = '', bits, ...more] = entry.split('/');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 6 ? 128 : 32));
    if (!proxyNames.has(entry) && (!isIP(address) || !validBits || more.length > 0)) {
      throw new Error(`Invalid HEARTH_TRUST_PROXY entry "${entry}": use IP addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal.`);
    }
  }
  return entries.join(',');
}

export function resolveConfig(options: StartOptions): ServerConfig {
  const env = options.env ?? process.env;
  const paths = locate();
  const extraHosts = (env.HEARTH_ICONPACK_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return {
    dataDir: resolve(options.dataDir ?? env.HEARTH_DATA_DIR ?? defaultDataDir()),
    host: options.host ?? env.HEARTH_HOST ?? '127.0.0.1',
    port: options.port ?? parsePort(env.HEARTH_PORT) ?? defaultPort,
    staticDir: options.staticDir ?? paths.staticDir,
    migrationsDir: paths.migrationsDir,
    resourcesDir: paths.resourcesDir,
    builtinIconsDir: paths.builtinIconsDir,
    isHostMode: options.isHostMode ?? env.HEARTH_HOST_MODE !== 'false',
    iconPackHosts: parseIconPackHosts([...defaultIconPackHosts, ...extraHosts]),
    trustProxy: parseTrustProxy(env.HEARTH_TRUST_PROXY),
    forwardAuth: parseForwardAuthSwitch(env.HEARTH_FORWARD_AUTH),
    sqliteBinding: options.sqliteBinding ?? (env.HEARTH_SQLITE_BINDING || undefined),
    weatherUrl: parseBaseUrl('HEARTH_WEATHER_URL', env.HEARTH_WEATHER_URL, defaultWeatherUrl),
    geocodeUrl: parseBaseUrl('HEARTH_GEOCODE_URL', env.HEARTH_GEOCODE_URL, defaultGeocodeUrl),
    outsideTimeoutMs: options.outsideTimeoutMs ?? 5000,
    npmRegistryUrl: parseBaseUrl('HEARTH_NPM_REGISTRY', env.HEARTH_NPM_REGISTRY, defaultNpmRegistryUrl),
    machine: options.machine ?? thisMachine(),
    launchRuntime: options.launchRuntime,
    statsProbe: options.statsProbe,
    loopbackTargets: parseLoopbackTargets(env.HEARTH_LOOPBACK_TARGETS),
    streamLimits: { ...defaultStreamLimits, ...options.streamLimits },
    monitorConcurrency: options.monitorConcurrency,
    monitorClock: options.monitorClock,
    interfaces: () => (options.network ? options.network.interfaces() : networkInterfaces()),
    httpsPort: options.httpsPort ?? parsePort(env.HEARTH_HTTPS_PORT) ?? defaultHttpsPort,
    httpsMode: options.https ?? parseHttpsMode(env.HEARTH_HTTPS),
    mdns: parseMdnsSwitch(env.HEARTH_MDNS),
    backupEvery: options.backupEvery ?? 'weekly',
    backupCheckMs: options.backupCheckMs ?? 60 * 60 * 1000,
    version: options.version ?? packageVersion(),
    updateCheck: options.updateCheck ?? updateCheckAllowed(env.HEARTH_UPDATE_CHECK),
    updateUrl: parseBaseUrl('HEARTH_UPDATE_URL', env.HEARTH_UPDATE_URL, defaultUpdateUrl),
    updateCheckDelayMs: options.updateCheckDelayMs ?? 10_000,
    installBudget: options.installBudget ?? installBudget,
    env,
  };
}

/** The version in Hearth's package.json, found by walking up from this file (asar-aware through fs). */
function packageVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'hearth' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // Not here: one folder up.
    }
    dir = dirname(dir);
  }
  return '0.0.0';
}

/** host:port as a URL authority (IPv6 in brackets). */
export function formatUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A URL a browser on this machine can open, also when bound to every interface. */
export function browsableUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return formatUrl(local, port);
}
