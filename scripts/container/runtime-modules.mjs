// @ts-check
// Which of the production node_modules the container image ships, and which of their files.
// The server bundle holds most dependencies already (scripts/build.mjs); what Node still loads
// from node_modules at run time is the bundle's externals, the packages the integration
// runtime loads or lets package code load, and iconv-lite. Pure functions over a package
// reader, so the walk is tested without a real install (runtime-modules.test.ts).
import path from 'node:path';

/** Loaded by name at run time, outside the bundle's externals. */
export const loadedByName = /** @type {const} */ ({
  axios: 'resources/integration-runtime/runner.cjs gives it to package code and uses it itself',
  ws: 'resources/integration-runtime/runner.cjs opens WebSockets for package code with it',
  ses: "resources/integration-runtime/sandbox/worker.cjs locks the sandbox down with it",
  'iconv-lite': 'scripts/shims/iconv-lite.cjs loads it for request bodies that are not UTF-8',
});

/**
 * Dependencies that only an install script uses: better-sqlite3 runs prebuild-install to fetch
 * a prebuilt addon, then never loads it.
 */
export const installOnly = /** @type {Record<string, readonly string[]>} */ ({ 'better-sqlite3': ['prebuild-install'] });

/**
 * The only files of a package that run (its other files are sources and build products);
 * paths relative to the package, a folder standing for everything in it.
 */
const onlyFiles = /** @type {Record<string, readonly string[]>} */ ({
  // lib/ loads the addon through `bindings` from build/Release; src/, deps/ (SQLite's source)
  // and the objects of the compile are not read.
  'better-sqlite3': ['package.json', 'LICENSE', 'lib', 'build/Release/better_sqlite3.node'],
});

/** Folders of a package that nothing at run time reads. */
const unreadFolders = /** @type {Record<string, readonly string[]>} */ ({
  // One SVG per brand (15 MB): the server draws each icon from index.mjs's path data
  // (server/features/iconpacks/simple-icons-pack.ts).
  'simple-icons': ['icons'],
});

/** Type declarations, source maps and read-mes: licences stay. */
const unreadFile = /(\.d\.[cm]?ts|\.map|^(readme|changelog|history)(\.\w+)?)$/i;

/**
 * @typedef {{ name?: string, dependencies?: Record<string, string>, optionalDependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string>, peerDependenciesMeta?: Record<string, { optional?: boolean }> }} PackageJson
 * @typedef {(dir: string) => PackageJson | null} ReadPackage  package.json in `dir`, or null when there is none
 * @typedef {{ name: string, dir: string }} ShippedPackage  `dir` relative to the project, with / separators
 */

/** Whether an esbuild external (`@scope/*` allowed) names the package. */
function matchesExternal(external, name) {
  return external.endsWith('/*') ? name.startsWith(external.slice(0, -1)) : external === name;
}

/**
 * The packages to start from: the dependencies the bundle leaves external, the packages loaded
 * by name, and those of the runtime's allow-list that the production install holds.
 * @param {{ dependencies: Record<string, string>, externals: readonly string[], allowedPackages: readonly string[], installed: (name: string) => boolean }} input
 * @returns {string[]}
 */
export function runtimeRoots({ dependencies, externals, allowedPackages, installed }) {
  const external = Object.keys(dependencies).filter((name) => externals.some((e) => matchesExternal(e, name)));
  const roots = [...external, ...Object.keys(loadedByName), ...allowedPackages.filter(installed)];
  return [...new Set(roots)].sort();
}

/**
 * Where Node finds `name` from a package in `fromDir`: its own node_modules, then each parent's.
 * @param {string} name
 * @param {string} fromDir  relative to the project ('' for the project itself)
 * @param {ReadPackage} read
 * @returns {string | null}
 */
function resolvePackage(name, fromDir, read) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.posix.join(dir, 'node_modules', name);
    if (read(candidate)) return candidate;
    if (dir === '') return null;
    // Up past this package's own `node_modules/<name>` (two segments, three when scoped).
    const parts = dir.split('/');
    dir = parts.slice(0, parts.lastIndexOf('node_modules')).join('/');
  }
}

/**
 * Every package reached from the roots through dependencies, installed optional dependencies
 * and required peers, less install-only ones. A missing required dependency is an error: the
 * image would fail at run time.
 * @param {readonly string[]} roots
 * @param {ReadPackage} read
 * @returns {ShippedPackage[]}
 */
export function moduleClosure(roots, read) {
  /** @type {Map<string, string>} */
  const seen = new Map();
  /** @param {string} name @param {string} fromDir @param {boolean} optional @param {string} from */
  const visit = (name, fromDir, optional, from) => {
    const dir = resolvePackage(name, fromDir, read);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} (needed by ${from}) is not in node_modules`);
    }
    if (seen.has(dir)) return;
    seen.set(dir, name);
    const pkg = read(dir) ?? {};
    const skip = installOnly[name] ?? [];
    for (const dep of Object.keys(pkg.dependencies ?? {})) if (!skip.includes(dep)) visit(dep, dir, false, name);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, true, name);
    for (const dep of Object.keys(pkg.peerDependencies ?? {})) visit(dep, dir, pkg.peerDependenciesMeta?.[dep]?.optional === true, name);
  };
  for (const root of roots) visit(root, '', false, 'Hearth');
  return [...seen].map(([dir, name]) => ({ name, dir })).sort((a, b) => a.dir.localeCompare(b.dir));
}

/**
 * Whether a file of a shipped package goes into the image.
 * @param {string} name  the package's name
 * @param {string} file  path inside the package, / separators
 * @param {boolean} isFolder
 */
export function shipsFile(name, file, isFolder) {
  // Packages nested in this one's node_modules are shipped (or not) in their own right.
  if (file === 'node_modules' || file.startsWith('node_modules/')) return false;
  const only = onlyFiles[name];
  if (only) return only.some((keep) => keep === file || keep.startsWith(`${file}/`) || file.startsWith(`${keep}/`));
  if ((unreadFolders[name] ?? []).some((folder) => file === folder || file.startsWith(`${folder}/`))) return false;
  return isFolder || !unreadFile.test(path.posix.basename(file));
}
