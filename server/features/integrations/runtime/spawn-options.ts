import path from 'node:path';
import type { PathApi } from '../../../host/packaged-paths.js';

export interface RuntimeSpawnInput {
  /** The integration-runtime folder holding runner.cjs (a real folder, never inside app.asar). */
  runnerDir: string;
  /** Hearth's node_modules (axios and the allow-listed packages Hearth provides). */
  modulesDir: string;
  /** The one app whose code this process may read and run. */
  appDir: string;
  /** process.versions.node of the runtime that will run it. */
  nodeVersion: string;
  heapMb?: number;
}

export interface RuntimeSpawn {
  modulePath: string;
  args: string[];
  execArgv: string[];
  env: Record<string, string>;
}

/**
 * How a runtime process is started, as data (no side effects) so the desktop app and the tests
 * see exactly the same flags, whichever launcher starts it (Node's fork for the headless server,
 * Electron's utilityProcess in the desktop app, where ELECTRON_RUN_AS_NODE is off by a fuse).
 * Node 20 spells the permission model `--experimental-permission`, later versions
 * `--permission`; each readable folder gets its own --allow-fs-read (Node 20.20+ no longer
 * splits a comma-separated list). No --allow-child-process, --allow-worker, --allow-addons or
 * --allow-fs-write: those stay forbidden. The runner gets its folders as arguments too, for
 * its own guard (guard.cjs), which holds where a launcher ignores these flags.
 */
export function runtimeSpawnOptions(input: RuntimeSpawnInput, paths: PathApi = path): RuntimeSpawn {
  const major = Number(input.nodeVersion.split('.')[0]);
  const readable = [input.runnerDir, input.modulesDir, input.appDir].map((dir) => (dir.endsWith(paths.sep) ? dir : `${dir}${paths.sep}`));
  const permission = [major < 22 ? '--experimental-permission' : '--permission', ...readable.map((dir) => `--allow-fs-read=${dir}`)];
  // A scrubbed environment: nothing of the server's (keys, tokens, paths) reaches app code.
  const env: Record<string, string> = { NODE_ENV: 'production', NODE_NO_WARNINGS: '1' };
  return {
    modulePath: paths.join(input.runnerDir, 'runner.cjs'),
    args: [input.modulesDir, input.appDir],
    execArgv: [...permission, `--max-old-space-size=${input.heapMb ?? 64}`, '--disallow-code-generation-from-strings'],
    env,
  };
}
