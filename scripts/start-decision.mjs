// @ts-check
// Pure decisions for scripts/start.mjs (`npm start`): rebuild or not, window or headless. No I/O
// here, so Vitest can check every branch (start-decision.test.ts; types in start-decision.d.mts).

/** Files that feed dist/. Tests, e2e specs and the icon generator don't. */
export const buildInputDirs = ['server', 'shared', 'renderer', 'electron', 'resources'];
export const buildInputFiles = ['scripts/build.mjs', 'package.json', 'vite.config.ts'];
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

/** Failed download attempts are remembered this long, so each `npm start` isn't held up by one. */
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
