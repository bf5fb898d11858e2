// @ts-check
// The packages the server bundle leaves to node_modules (scripts/build.mjs): native addons,
// packages that carry binaries or read their own files, and optional or development-only ones.
// The container image (scripts/container/) ships the installed production ones among them.

/** esbuild's `external` list; `@scope/*` names every package of a scope. */
export const nodeExternals = /** @type {const} */ ([
  'better-sqlite3',
  'sharp',
  'simple-icons',
  'multer',
  'yauzl',
  'semver',
  '@ffmpeg-installer/*',
  'ping',
  'wake_on_lan',
  // Pure JS, but it tries an optional native addon (and cpu-features) that esbuild cannot bundle.
  'ssh2',
  'cpu-features',
  'electron',
  'autocannon',
  'playwright-core',
  'bufferutil',
  'utf-8-validate',
]);
