import { join } from 'node:path';

export interface RuntimeSpawnInput {
  /** The integration-runtime folder holding runner.cjs. */
  runnerDir: string;
  /** Hearth's node_modules (axios and the allow-listed packages Hearth provides). */
  modulesDir: string;
  /** The one app whose code this process may read and run. */
  appDir: string;
  /** process.versions.node of the runtime that will run it. */
  nodeVersion: string;
  /** Electron runs the runner as plain Node through ELECTRON_RUN_AS_NODE. */
  electron: boolean;
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
 * see exactly the same flags. Node 20 spells the permission model `--experimental-permission`,
 * later versions `--permission`; each readable folder gets its own --allow-fs-read (Node 20.20+
 * no longer splits a comma-separated list).
 * No --allow-child-process, --allow-worker or --allow-fs-write: those stay forbidden.
 */
export function runtimeSpawnOptions(input: RuntimeSpawnInput): RuntimeSpawn {
  const major = Number(input.nodeVersion.split('.')[0]);
  const readable = [input.runnerDir, input.modulesDir, input.appDir].map((dir) => (dir.endsWith('/') ? dir : `${dir}/`));
  const permission = [major < 22 ? '--experimental-permission' : '--permission', ...readable.map((dir) => `--allow-fs-read=${dir}`)];
  // A scrubbed environment: nothing of the server's (keys, tokens, paths) reaches app code.
  const env: Record<string, string> = { NODE_ENV: 'production', NODE_NO_WARNINGS: '1' };
  if (input.electron) env.ELECTRON_RUN_AS_NODE = '1';
  return {
    modulePath: join(input.runnerDir, 'runner.cjs'),
    args: [input.modulesDir],
    execArgv: [...permission, `--max-old-space-size=${input.heapMb ?? 64}`, '--disallow-code-generation-from-strings'],
    env,
  };
}
