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
  /** The OS the runtime starts on (default: this one's, through config.machine). */
  platform?: NodeJS.Platform;
  /** The server's environment, from which only what the OS needs is carried over. */
  parentEnv?: NodeJS.ProcessEnv;
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
 * Package code is confined by the runner's sandbox worker (SES compartments, a capped heap) in
 * both; headless, Node's permission model limits the whole process too. Node 20 spells it
 * `--experimental-permission`, later versions `--permission`; each readable folder gets its own
 * --allow-fs-read (Node 20.20+ no longer splits a comma-separated list); --allow-worker lets the
 * runner start its sandbox. No --allow-child-process, --allow-addons or --allow-fs-write. Code
 * from strings stays possible in the process: the sandbox's compartments evaluate through it,
 * and confine what such code can reach.
 */
export function runtimeSpawnOptions(input: RuntimeSpawnInput, paths: PathApi = path): RuntimeSpawn {
  const major = Number(input.nodeVersion.split('.')[0]);
  const heapMb = input.heapMb ?? 64;
  const readable = [input.runnerDir, input.modulesDir, input.appDir].map((dir) => (dir.endsWith(paths.sep) ? dir : `${dir}${paths.sep}`));
  const permission = [major < 22 ? '--experimental-permission' : '--permission', ...readable.map((dir) => `--allow-fs-read=${dir}`), '--allow-worker'];
  const env = runtimeEnv(input.platform ?? 'linux', input.parentEnv ?? {});
  return {
    modulePath: paths.join(input.runnerDir, 'runner.cjs'),
    args: [input.modulesDir, input.appDir, String(heapMb)],
    // The main thread makes the requests and holds streamed answers in passing: its own heap limit.
    execArgv: [...permission, `--max-old-space-size=${heapMb * 2}`],
    env,
  };
}

/**
 * What Windows needs in a process's environment, as libuv adds back for Node's own spawn
 * (src/win/process.c, `required_vars`): without SYSTEMROOT Winsock fails to start
 * (WSAEPROVIDERFAILEDINIT, 10106) and every DNS lookup and connection with it; TEMP and TMP are
 * where Windows APIs put temporary files. Electron's utilityProcess passes its `env` as it is
 * given, with none of these added (tests/fixtures/SOURCES.md, "Electron"), so Hearth carries them.
 */
export const windowsRuntimeVars = ['HOMEDRIVE', 'HOMEPATH', 'LOGONSERVER', 'PATH', 'SYSTEMDRIVE', 'SYSTEMROOT', 'TEMP', 'TMP', 'USERDOMAIN', 'USERNAME', 'USERPROFILE', 'WINDIR', 'COMSPEC', 'PATHEXT', 'PROGRAMDATA', 'NUMBER_OF_PROCESSORS', 'PROCESSOR_ARCHITECTURE'] as const;

/**
 * The runtime's environment: nothing of the server's (keys, tokens, HEARTH_ADMIN_PASSWORD, paths)
 * reaches package code, except what the OS itself needs for a process to work. Windows names are
 * matched whatever their case, as Windows does.
 */
export function runtimeEnv(platform: NodeJS.Platform, parentEnv: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: 'production', NODE_NO_WARNINGS: '1' };
  if (platform !== 'win32') return env;
  const byUpperName = new Map(Object.entries(parentEnv).map(([name, value]) => [name.toUpperCase(), { name, value }]));
  for (const wanted of windowsRuntimeVars) {
    const found = byUpperName.get(wanted);
    if (found?.value) env[found.name] = found.value;
  }
  return env;
}
