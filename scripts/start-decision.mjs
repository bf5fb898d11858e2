// @ts-check
// Pure decisions for scripts/start.mjs (`npm start`): rebuild or not, window or headless, and
// better-sqlite3 built for Electron. No I/O here, so Vitest can check every branch
// (start-decision.test.ts; types in start-decision.d.mts).

/** Files that feed dist/. Tests, e2e specs and the icon generator don't. */
export const buildInputDirs = ['server', 'shared', 'renderer', 'electron', 'resources'];
export const buildInputFiles = ['scripts/build.mjs', 'scripts/node-externals.mjs', 'package.json', 'vite.config.ts'];
export const buildOutputs = [
  'dist/server/cli.js',
  'dist/server/index.js',
  'dist/renderer/index.html',
  'dist/electron/main.cjs',
  'dist/electron/preload.cjs',
];

/**
 * Whether a source file (path relative to the project, / separators) affects the build.
 * @param {string} file
 */
export function isBuildInput(file) {
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(file)) return false;
  if (file.startsWith('electron/tools/')) return false;
  return !file.split('/').includes('node_modules');
}

/**
 * dist/ must be (re)built when an output is missing or older than the newest input.
 * @param {number} newestInputMs  newest mtime among the build inputs
 * @param {ReadonlyArray<number | null>} outputMtimesMs  mtime per output, null when missing
 */
export function needsBuild(newestInputMs, outputMtimesMs) {
  if (outputMtimesMs.length === 0 || outputMtimesMs.some((mtime) => mtime === null)) return true;
  return Math.min(...outputMtimesMs.map(Number)) < newestInputMs;
}

/**
 * @typedef {{ mode: 'electron' } | { mode: 'install-electron' } | { mode: 'headless', reason: string }} LaunchDecision
 */

/**
 * Window or headless. The display is checked first: without one, downloading Electron's ~100 MB
 * binary would be wasted.
 * @param {{
 *   platform: NodeJS.Platform,
 *   env: Record<string, string | undefined>,
 *   isRoot: boolean,
 *   hasElectronBinary: boolean,
 *   installFailure: string | null,
 * }} facts  installFailure: why the one download attempt failed, null if not tried yet
 * @returns {LaunchDecision}
 */
export function launchDecision(facts) {
  const { platform, env } = facts;
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) return { mode: 'headless', reason: 'no display' };
  // Chromium refuses to run as root unless its sandbox is switched off, which Hearth won't do.
  if (platform === 'linux' && facts.isRoot) return { mode: 'headless', reason: 'running as root' };
  if (facts.hasElectronBinary) return { mode: 'electron' };
  if (facts.installFailure === null) return { mode: 'install-electron' };
  return { mode: 'headless', reason: `no Electron binary, and downloading it failed: ${facts.installFailure}` };
}

/**
 * The one line `npm start` prints before serving headless.
 * @param {string} reason
 */
export function headlessNotice(reason) {
  return `Electron can't start here (${reason}): serving Hearth headless instead.`;
}

/**
 * A short reason from a failed `node node_modules/electron/install.js` run.
 * @param {{ status: number | null, timedOut: boolean, stderr: string }} result
 */
export function installFailureReason(result) {
  if (result.timedOut) return 'the download timed out';
  const firstError = result.stderr
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /error/i.test(line) && !line.startsWith('at '));
  return firstError ?? `the installer exited with code ${result.status ?? 'unknown'}`;
}

/**
 * Failed Electron downloads and better-sqlite3 builds are remembered this long, so each
 * `npm start` isn't held up by one.
 */
export const installRetryAfterMs = 24 * 60 * 60 * 1000;

/**
 * The remembered failure that still counts, or null when a new attempt is due.
 * @param {unknown} record  parsed contents of the marker file (anything, if the file is corrupt)
 * @param {{ electronVersion: string, nowMs: number }} current
 * @returns {string | null}
 */
export function rememberedInstallFailure(record, current) {
  if (typeof record !== 'object' || record === null) return null;
  const { version, failedAtMs, reason } = /** @type {Record<string, unknown>} */ (record);
  if (version !== current.electronVersion || typeof failedAtMs !== 'number' || typeof reason !== 'string') return null;
  return current.nowMs - failedAtMs < installRetryAfterMs ? reason : null;
}

/**
 * Electron that dies right away (missing system libraries, no usable GPU or display) means this
 * machine can't show the window: serve headless instead. A clean or later exit is the user's.
 * @param {{ code: number | null, signal: string | null, uptimeMs: number }} exit
 */
export function shouldFallBackAfterElectronExit(exit) {
  return exit.signal === null && exit.code !== 0 && exit.uptimeMs < 10_000;
}

// better-sqlite3 in node_modules is compiled for Node (tests and headless run on Node); Electron
// has another ABI. `npm start` builds a second copy for Electron into a cache folder, once per
// version pair, and points the server at it with HEARTH_SQLITE_BINDING.

/** The compiled addon, relative to a better-sqlite3 package folder. */
export const sqliteAddonPath = 'build/Release/better_sqlite3.node';

/** Where Electron's headers come from when node-gyp builds for Electron. */
export const electronHeadersUrl = 'https://electronjs.org/headers';

/** A build for Electron that takes longer than this counts as failed. */
export const sqliteRebuildTimeoutMs = 5 * 60 * 1000;

/**
 * The cache folder (project-relative, / separators) holding better-sqlite3 built for Electron.
 * Both versions, the platform and the architecture name it, so an upgrade of either package
 * builds afresh instead of loading a stale addon.
 * @param {{ sqliteVersion: string, electronVersion: string, platform: string, arch: string }} target
 */
export function electronSqliteDir(target) {
  const { sqliteVersion, electronVersion, platform, arch } = target;
  return `node_modules/.cache/hearth/better-sqlite3-${sqliteVersion}-electron-${electronVersion}-${platform}-${arch}`;
}

/**
 * Whether an entry of the better-sqlite3 package (path relative to it, / separators) is copied
 * to the cache folder before building: everything but its Node build and nested dependencies.
 * @param {string} relative
 */
export function copiedForSqliteRebuild(relative) {
  const top = relative.split('/')[0];
  return top !== 'build' && top !== 'node_modules';
}

/**
 * @typedef {{ mode: 'ready' } | { mode: 'rebuild' } | { mode: 'headless', reason: string }} SqliteDecision
 */

/**
 * Use the cached Electron build, build it, or serve headless because building failed lately.
 * @param {{ hasAddon: boolean, electronVersion: string, failure: string | null }} facts
 *   failure: why the last build failed, while that still counts (see rememberedInstallFailure)
 * @returns {SqliteDecision}
 */
export function sqliteDecision(facts) {
  if (facts.hasAddon) return { mode: 'ready' };
  if (facts.failure === null) return { mode: 'rebuild' };
  return { mode: 'headless', reason: sqliteRebuildFailedReason(facts.electronVersion, facts.failure) };
}

/**
 * The headless reason when better-sqlite3 couldn't be built for Electron.
 * @param {string} electronVersion
 * @param {string} failure
 */
export function sqliteRebuildFailedReason(electronVersion, failure) {
  return `better-sqlite3 could not be built for Electron ${electronVersion}: ${failure}`;
}

/**
 * node-gyp scripts to try, best first: the project's own, then npm's bundled one (npm names it
 * in npm_config_node_gyp; without npm, it sits beside the node executable).
 * @param {{ projectNodeGyp: string | null, env: Record<string, string | undefined>, execPath: string, platform: string }} facts
 *   projectNodeGyp: node_modules/node-gyp/bin/node-gyp.js when it is installed
 * @returns {string[]}
 */
export function nodeGypCandidates(facts) {
  const { env, execPath, platform } = facts;
  const sep = platform === 'win32' ? '\\' : '/';
  const nodeDir = execPath.slice(0, Math.max(execPath.lastIndexOf('/'), execPath.lastIndexOf('\\')));
  const bundled = ['node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'];
  const beside = platform === 'win32' ? [nodeDir, ...bundled] : [nodeDir, '..', 'lib', ...bundled];
  const found = [facts.projectNodeGyp, env.npm_config_node_gyp, beside.join(sep)].filter((file) => typeof file === 'string' && file !== '');
  return [...new Set(/** @type {string[]} */ (found))];
}

/**
 * Arguments after the node-gyp script.
 * @param {{ electronVersion: string, distUrl?: string }} target
 */
export function nodeGypArgs(target) {
  return ['rebuild', '--release', '--runtime=electron', `--target=${target.electronVersion}`, `--dist-url=${target.distUrl ?? electronHeadersUrl}`];
}

/**
 * The environment for node-gyp. node-gyp lets npm_config_* variables (which `npm start` exports
 * from .npmrc) override its command line; those that pick the headers would build for Node again.
 * @param {Record<string, string | undefined>} env
 */
export function sqliteRebuildEnv(env) {
  const headerOptions = /^(npm_config_|npm_package_config_node_gyp_)(nodedir|target|runtime|dist[-_]?url)$/i;
  return Object.fromEntries(Object.entries(env).filter(([key]) => !headerOptions.test(key)));
}

/**
 * A short reason from a failed node-gyp run.
 * @param {{ status: number | null, timedOut: boolean, stderr: string }} result
 */
export function sqliteRebuildFailureReason(result) {
  if (result.timedOut) return `the build took longer than ${sqliteRebuildTimeoutMs / 60_000} minutes`;
  const stack = /^gyp ERR! stack (.+)$/m.exec(result.stderr)?.[1]?.trim();
  if (stack && !stack.startsWith('at ')) return stack;
  return `node-gyp exited with code ${result.status ?? 'unknown'}`;
}
