/**
 * Where things are once Hearth is packaged: electron-builder puts the app into
 * `<resources>/app.asar`, a single archive that only Electron's patched `fs` and `require` can
 * read, and copies what `asarUnpack` names to `<resources>/app.asar.unpacked` as real files.
 * Anything Hearth spawns (ffmpeg), forks (the integration runner) or copies with plain file
 * calls (built-in integrations) must be taken from the unpacked copy. Pure functions of a path
 * and a path flavour, so each OS's paths are tested on any OS (path.win32 on Linux).
 */
import path from 'node:path';

export const asarName = 'app.asar';
export const unpackedName = 'app.asar.unpacked';

/** The path functions these helpers need: `path`, `path.posix` or `path.win32`. */
export type PathApi = Pick<typeof path.posix, 'sep' | 'join' | 'normalize' | 'dirname' | 'basename'>;

/** The path split into its segments, after normalising (win32: `/` becomes `\`). */
function segments(p: string, paths: PathApi): string[] {
  return paths.normalize(p).split(paths.sep);
}

/** Whether `p` points inside app.asar (not at the archive itself, nor into the unpacked copy). */
export function isInsideAsar(p: string, paths: PathApi = path): boolean {
  const parts = segments(p, paths);
  const at = parts.indexOf(asarName);
  return at >= 0 && at < parts.length - 1;
}

/**
 * The real file behind a path inside app.asar: the same path under app.asar.unpacked. Paths
 * outside an asar (source checkout, `npm run serve`, tests) come back unchanged.
 */
export function unpackedPath(p: string, paths: PathApi = path): string {
  if (!isInsideAsar(p, paths)) return p;
  const parts = segments(p, paths);
  parts[parts.indexOf(asarName)] = unpackedName;
  return parts.join(paths.sep);
}

/**
 * The node_modules folder a resolved module file lives in (its last `node_modules` segment), or
 * null when there is none. Path segments, not a search for "/node_modules/", so Windows paths
 * (`C:\Program Files\Hearth\resources\app.asar\node_modules\axios\index.js`) work too.
 */
export function modulesDirOf(resolvedFile: string, paths: PathApi = path): string | null {
  const parts = segments(resolvedFile, paths);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  return parts.slice(0, at + 1).join(paths.sep);
}

/** The folders the server reads from its bundle's place: built (dist/server) or source (server/). */
export interface ServerLayout {
  /** SQL migrations, read with fs (Electron reads them inside the asar). */
  migrationsDir: string;
  /** The built renderer, served by Express (Electron's fs serves it from inside the asar). */
  staticDir: string;
  /** Runner, kit, built-in integrations, tray icons: real files, since they are forked and copied. */
  resourcesDir: string;
  /** The renderer's built-in icons. */
  builtinIconsDir: string;
}

/**
 * The server's folders from the folder its bundle runs in. `built` is whether that folder holds
 * the copied migrations (dist/server), as opposed to the source tree (server/).
 */
export function serverLayout(serverDir: string, built: boolean, paths: PathApi = path): ServerLayout {
  const root = paths.dirname(paths.dirname(serverDir));
  const sourceRoot = paths.dirname(serverDir);
  if (!built) {
    return {
      migrationsDir: paths.join(serverDir, 'db', 'migrations'),
      staticDir: paths.join(sourceRoot, 'dist', 'renderer'),
      resourcesDir: paths.join(sourceRoot, 'resources'),
      builtinIconsDir: paths.join(sourceRoot, 'renderer', 'public', 'icons'),
    };
  }
  const dist = paths.join(root, 'dist');
  return {
    migrationsDir: paths.join(serverDir, 'migrations'),
    staticDir: paths.join(dist, 'renderer'),
    resourcesDir: unpackedPath(paths.join(dist, 'resources'), paths),
    builtinIconsDir: paths.join(dist, 'renderer', 'icons'),
  };
}

/** What the integrations feature takes from the resources folder. */
export interface IntegrationResources {
  /** The folder holding runner.cjs, the process app code runs in. */
  runnerDir: string;
  runnerFile: string;
  /** Hearth's helpers for packages (@hearth/kit), read by the runner. */
  kitDir: string;
  /** Built-in integration packages, copied into the data folder on install. */
  builtinsDir: string;
}

export function integrationResources(resourcesDir: string, paths: PathApi = path): IntegrationResources {
  const runnerDir = paths.join(resourcesDir, 'integration-runtime');
  return {
    runnerDir,
    runnerFile: paths.join(runnerDir, 'runner.cjs'),
    kitDir: paths.join(runnerDir, 'kit'),
    builtinsDir: paths.join(resourcesDir, 'integrations'),
  };
}
