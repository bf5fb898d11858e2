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

/** electron-builder's CPU flags, by process.arch. */
const archFlags = /** @type {const} */ ({ x64: '--x64', arm64: '--arm64', ia32: '--ia32', arm: '--armv7l' });
const anyArchFlag = ['--x64', '--arm64', '--ia32', '--armv7l', '--universal'];

/**
 * The electron-builder arguments for this machine, or why not. Packages are built on the OS and
 * CPU they are for: built elsewhere, they would ship this machine's native files
 * (better-sqlite3, sharp's libvips, ffmpeg). So the CPU is always this machine's: the x64 and the
 * arm64 dmg each come from their own runner (see .github/workflows/release.yml).
 * @param {string} platform  process.platform of the building machine
 * @param {readonly string[]} args  extra arguments given to `npm run package -- …`
 * @param {string} [arch]  process.arch of the building machine
 * @returns {{ ok: true, args: string[] } | { ok: false, reason: string }}
 */
export function packagePlan(platform, args, arch = 'x64') {
  if (!(platform in hostFlags)) return { ok: false, reason: `Hearth is not packaged on ${platform}.` };
  const host = /** @type {keyof typeof hostFlags} */ (platform);
  for (const [target, flags] of Object.entries(osFlags)) {
    if (target === host || !args.some((arg) => /** @type {readonly string[]} */ (flags).includes(arg))) continue;
    return {
      ok: false,
      reason: `Build ${target} packages on ${target}: from ${platform} they would ship ${platform}'s native modules (better-sqlite3, sharp, ffmpeg). CI builds each OS on its own runner.`,
    };
  }
  const hostArch = /** @type {Record<string, string>} */ (archFlags)[arch];
  if (!hostArch) return { ok: false, reason: `Hearth is not packaged for ${arch} CPUs.` };
  const foreign = args.find((arg) => anyArchFlag.includes(arg) && arg !== hostArch);
  if (foreign) {
    return {
      ok: false,
      reason: `Build ${foreign.slice(2)} packages on a ${foreign.slice(2)} machine: from ${arch} they would ship ${arch} native modules (better-sqlite3, sharp, ffmpeg). CI builds each CPU on its own runner.`,
    };
  }
  const rest = args.filter((arg) => !(/** @type {readonly string[]} */ (osFlags[host]).includes(arg)) && arg !== hostArch);
  return { ok: true, args: ['--config', configFile, '--publish', 'never', hostFlags[host], hostArch, ...rest] };
}
