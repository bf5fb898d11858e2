// @ts-check
// Pure decisions for scripts/package.mjs (`npm run package`): which electron-builder arguments,
// and which Node-built native files to save and put back. Types in package-plan.d.mts.

/** electron-builder's flag for each OS a package can be built on. */
export const hostFlags = /** @type {const} */ ({ linux: '--linux', win32: '--win', darwin: '--mac' });

/** electron-builder flags naming a target OS, by the OS they build for. */
const osFlags = /** @type {const} */ ({
  linux: ['--linux', '-l'],
  win32: ['--win', '--windows', '-w'],
  darwin: ['--mac', '--macos', '-m', '-o'],
});

export const configFile = 'electron-builder.config.ts';

/**
 * Native builds electron-builder's rebuild replaces with Electron's inside node_modules; saved
 * before packaging and restored after, so `npm test` and headless serving keep working on Node.
 */
export const nodeNativeBuilds = ['node_modules/better-sqlite3/build'];

/**
 * The electron-builder arguments for this machine, or why not. Packages are built on the OS they
 * are for: built elsewhere, they would ship this OS's native files (better-sqlite3, sharp, ffmpeg).
 * @param {string} platform  process.platform of the building machine
 * @param {readonly string[]} args  extra arguments given to `npm run package -- …`
 * @returns {{ ok: true, args: string[] } | { ok: false, reason: string }}
 */
export function packagePlan(platform, args) {
  if (!(platform in hostFlags)) return { ok: false, reason: `Hearth is not packaged on ${platform}.` };
  const host = /** @type {keyof typeof hostFlags} */ (platform);
  for (const [target, flags] of Object.entries(osFlags)) {
    if (target === host || !args.some((arg) => /** @type {readonly string[]} */ (flags).includes(arg))) continue;
    return {
      ok: false,
      reason: `Build ${target} packages on ${target}: from ${platform} they would ship ${platform}'s native modules (better-sqlite3, sharp, ffmpeg). CI builds each OS on its own runner.`,
    };
  }
  const rest = args.filter((arg) => !(/** @type {readonly string[]} */ (osFlags[host]).includes(arg)));
  return { ok: true, args: ['--config', configFile, '--publish', 'never', hostFlags[host], ...rest] };
}
