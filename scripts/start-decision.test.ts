import { describe, expect, it } from 'vitest';
import type { LaunchFacts } from './start-decision.mjs';
import {
  copiedForSqliteRebuild,
  electronSqliteDir,
  headlessNotice,
  installFailureReason,
  installRetryAfterMs,
  isBuildInput,
  launchDecision,
  needsBuild,
  nodeGypArgs,
  nodeGypCandidates,
  rememberedInstallFailure,
  shouldFallBackAfterElectronExit,
  sqliteAddonPath,
  sqliteDecision,
  sqliteRebuildEnv,
  sqliteRebuildFailureReason,
} from './start-decision.mjs';

function facts(overrides: Partial<LaunchFacts> = {}): LaunchFacts {
  return {
    platform: 'linux',
    env: { DISPLAY: ':0' },
    isRoot: false,
    hasElectronBinary: true,
    installFailure: null,
    ...overrides,
  };
}

describe('launchDecision', () => {
  it('opens the window when Electron and a display are there', () => {
    expect(launchDecision(facts())).toEqual({ mode: 'electron' });
    expect(launchDecision(facts({ env: { WAYLAND_DISPLAY: 'wayland-0' } }))).toEqual({ mode: 'electron' });
  });

  it('serves headless on Linux without DISPLAY or WAYLAND_DISPLAY, without downloading Electron', () => {
    expect(launchDecision(facts({ env: {}, hasElectronBinary: false }))).toEqual({ mode: 'headless', reason: 'no display' });
    expect(launchDecision(facts({ env: { DISPLAY: '' } }))).toEqual({ mode: 'headless', reason: 'no display' });
  });

  it('serves headless as root on Linux, where Chromium will not start sandboxed', () => {
    expect(launchDecision(facts({ isRoot: true }))).toEqual({ mode: 'headless', reason: 'running as root' });
  });

  it('does not need DISPLAY on Windows or macOS', () => {
    expect(launchDecision(facts({ platform: 'win32', env: {} }))).toEqual({ mode: 'electron' });
    expect(launchDecision(facts({ platform: 'darwin', env: {}, isRoot: true }))).toEqual({ mode: 'electron' });
  });

  it('tries to download a missing binary once', () => {
    expect(launchDecision(facts({ hasElectronBinary: false }))).toEqual({ mode: 'install-electron' });
  });

  it('serves headless, saying why, when the download failed', () => {
    expect(launchDecision(facts({ hasElectronBinary: false, installFailure: 'getaddrinfo ENOTFOUND github.com' }))).toEqual({
      mode: 'headless',
      reason: 'no Electron binary, and downloading it failed: getaddrinfo ENOTFOUND github.com',
    });
  });
});

describe('headlessNotice', () => {
  it('is one clear line', () => {
    expect(headlessNotice('no display')).toBe("Electron can't start here (no display): serving Hearth headless instead.");
  });
});

describe('needsBuild', () => {
  it('builds when an output is missing', () => {
    expect(needsBuild(1000, [2000, null])).toBe(true);
    expect(needsBuild(1000, [])).toBe(true);
  });

  it('builds when a source is newer than the oldest output', () => {
    expect(needsBuild(3000, [4000, 2000])).toBe(true);
  });

  it('skips the build when every output is newer than every source', () => {
    expect(needsBuild(1000, [2000, 3000])).toBe(false);
  });
});

describe('isBuildInput', () => {
  it('counts source files and ignores tests and tools', () => {
    expect(isBuildInput('server/features/todos/todos.routes.ts')).toBe(true);
    expect(isBuildInput('renderer/features/todos/TodoPage.tsx')).toBe(true);
    expect(isBuildInput('server/features/todos/todos.routes.test.ts')).toBe(false);
    expect(isBuildInput('renderer/App.spec.tsx')).toBe(false);
    expect(isBuildInput('electron/tools/make-icons.mjs')).toBe(false);
    expect(isBuildInput('renderer/node_modules/x/index.js')).toBe(false);
  });
});

describe('installFailureReason', () => {
  it('picks the first error line from the installer output', () => {
    const stderr = 'RequestError: getaddrinfo ENOTFOUND github.com\n    at ClientRequest.<anonymous> (got/index.js:970:111)\n';
    expect(installFailureReason({ status: 1, timedOut: false, stderr })).toBe('RequestError: getaddrinfo ENOTFOUND github.com');
  });

  it('reports a timeout or a bare exit code', () => {
    expect(installFailureReason({ status: null, timedOut: true, stderr: '' })).toBe('the download timed out');
    expect(installFailureReason({ status: 3, timedOut: false, stderr: 'nothing useful' })).toBe('the installer exited with code 3');
  });
});

describe('rememberedInstallFailure', () => {
  const now = Date.UTC(2025, 0, 2);
  const record = { version: '41.7.1', failedAtMs: now - 60_000, reason: 'offline' };

  it('remembers a recent failure for the same Electron version', () => {
    expect(rememberedInstallFailure(record, { electronVersion: '41.7.1', nowMs: now })).toBe('offline');
  });

  it('tries again after a day, after an Electron upgrade, or when the record is unreadable', () => {
    expect(rememberedInstallFailure(record, { electronVersion: '41.7.1', nowMs: now + installRetryAfterMs })).toBeNull();
    expect(rememberedInstallFailure(record, { electronVersion: '42.0.0', nowMs: now })).toBeNull();
    expect(rememberedInstallFailure('garbage', { electronVersion: '41.7.1', nowMs: now })).toBeNull();
    expect(rememberedInstallFailure({ version: '41.7.1' }, { electronVersion: '41.7.1', nowMs: now })).toBeNull();
  });
});

describe('shouldFallBackAfterElectronExit', () => {
  it('falls back when Electron fails right at start', () => {
    expect(shouldFallBackAfterElectronExit({ code: 127, signal: null, uptimeMs: 300 })).toBe(true);
  });

  it('respects a clean exit, a signal, or a crash after the app ran a while', () => {
    expect(shouldFallBackAfterElectronExit({ code: 0, signal: null, uptimeMs: 300 })).toBe(false);
    expect(shouldFallBackAfterElectronExit({ code: null, signal: 'SIGTERM', uptimeMs: 300 })).toBe(false);
    expect(shouldFallBackAfterElectronExit({ code: 1, signal: null, uptimeMs: 60_000 })).toBe(false);
  });
});

describe('electronSqliteDir', () => {
  it('names a cache folder outside better-sqlite3 after both versions, platform and arch', () => {
    const dir = electronSqliteDir({ sqliteVersion: '12.11.1', electronVersion: '41.7.1', platform: 'linux', arch: 'x64' });
    expect(dir).toBe('node_modules/.cache/hearth/better-sqlite3-12.11.1-electron-41.7.1-linux-x64');
    expect(`${dir}/${sqliteAddonPath}`).toBe('node_modules/.cache/hearth/better-sqlite3-12.11.1-electron-41.7.1-linux-x64/build/Release/better_sqlite3.node');
  });

  it('changes when either package is upgraded', () => {
    const base = { sqliteVersion: '12.11.1', electronVersion: '41.7.1', platform: 'linux', arch: 'x64' };
    expect(electronSqliteDir({ ...base, electronVersion: '42.0.0' })).not.toBe(electronSqliteDir(base));
    expect(electronSqliteDir({ ...base, sqliteVersion: '12.12.0' })).not.toBe(electronSqliteDir(base));
  });
});

describe('copiedForSqliteRebuild', () => {
  it('copies the sources but not the Node build or nested dependencies', () => {
    expect(copiedForSqliteRebuild('')).toBe(true);
    expect(copiedForSqliteRebuild('binding.gyp')).toBe(true);
    expect(copiedForSqliteRebuild('deps/sqlite3/sqlite3.c')).toBe(true);
    expect(copiedForSqliteRebuild('src/better_sqlite3.cpp')).toBe(true);
    expect(copiedForSqliteRebuild('build')).toBe(false);
    expect(copiedForSqliteRebuild('build/Release/better_sqlite3.node')).toBe(false);
    expect(copiedForSqliteRebuild('node_modules/bindings/bindings.js')).toBe(false);
    expect(copiedForSqliteRebuild('deps/build-notes.txt')).toBe(true);
  });
});

describe('sqliteDecision', () => {
  it('uses a cached build', () => {
    expect(sqliteDecision({ hasAddon: true, electronVersion: '41.7.1', failure: 'old failure' })).toEqual({ mode: 'ready' });
  });

  it('builds when the cache is empty and no recent build failed', () => {
    expect(sqliteDecision({ hasAddon: false, electronVersion: '41.7.1', failure: null })).toEqual({ mode: 'rebuild' });
  });

  it('serves headless, saying why, after a recent failed build', () => {
    expect(sqliteDecision({ hasAddon: false, electronVersion: '41.7.1', failure: 'Error: connect ECONNREFUSED' })).toEqual({
      mode: 'headless',
      reason: 'better-sqlite3 could not be built for Electron 41.7.1: Error: connect ECONNREFUSED',
    });
  });
});

describe('nodeGypCandidates', () => {
  it("prefers the project's node-gyp, then npm's", () => {
    const env = { npm_config_node_gyp: '/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js' };
    expect(nodeGypCandidates({ projectNodeGyp: '/p/node_modules/node-gyp/bin/node-gyp.js', env, execPath: '/usr/bin/node', platform: 'linux' })).toEqual([
      '/p/node_modules/node-gyp/bin/node-gyp.js',
      '/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
      '/usr/bin/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
    ]);
  });

  it("finds npm's copy beside node without npm in the environment", () => {
    expect(nodeGypCandidates({ projectNodeGyp: null, env: {}, execPath: '/opt/node/bin/node', platform: 'darwin' })).toEqual([
      '/opt/node/bin/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
    ]);
    expect(nodeGypCandidates({ projectNodeGyp: null, env: { npm_config_node_gyp: '' }, execPath: 'C:\\Program Files\\nodejs\\node.exe', platform: 'win32' })).toEqual([
      'C:\\Program Files\\nodejs\\node_modules\\npm\\node_modules\\node-gyp\\bin\\node-gyp.js',
    ]);
  });

  it('lists a path once', () => {
    const same = '/usr/bin/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js';
    expect(nodeGypCandidates({ projectNodeGyp: null, env: { npm_config_node_gyp: same }, execPath: '/usr/bin/node', platform: 'linux' })).toEqual([same]);
  });
});

describe('nodeGypArgs', () => {
  it("builds a release for Electron's runtime and headers", () => {
    expect(nodeGypArgs({ electronVersion: '41.7.1' })).toEqual([
      'rebuild',
      '--release',
      '--runtime=electron',
      '--target=41.7.1',
      '--dist-url=https://electronjs.org/headers',
    ]);
    expect(nodeGypArgs({ electronVersion: '41.7.1', distUrl: 'http://127.0.0.1:1/headers' }).at(-1)).toBe('--dist-url=http://127.0.0.1:1/headers');
  });
});

describe('sqliteRebuildEnv', () => {
  it('drops npm settings that would make node-gyp build against Node again, and keeps the rest', () => {
    const env = {
      PATH: '/usr/bin',
      npm_config_nodedir: '/usr',
      NPM_CONFIG_TARGET: '20.0.0',
      npm_config_runtime: 'node',
      npm_config_dist_url: 'https://nodejs.org/dist',
      npm_config_disturl: 'https://nodejs.org/dist',
      npm_package_config_node_gyp_nodedir: '/usr',
      npm_config_python: '/usr/bin/python3',
      npm_config_cafile: '/etc/ssl/certs/ca.crt',
    };
    expect(sqliteRebuildEnv(env)).toEqual({ PATH: '/usr/bin', npm_config_python: '/usr/bin/python3', npm_config_cafile: '/etc/ssl/certs/ca.crt' });
    expect(env.npm_config_nodedir).toBe('/usr');
  });
});

describe('sqliteRebuildFailureReason', () => {
  it("picks node-gyp's error", () => {
    const stderr = [
      'gyp info it worked if it ends with ok',
      'gyp http GET http://127.0.0.1:1/headers/v41.7.1/node-v41.7.1-headers.tar.gz',
      'gyp ERR! configure error ',
      'gyp ERR! stack Error: connect ECONNREFUSED 127.0.0.1:1',
      'gyp ERR! stack at makeNetworkError (undici/lib/web/fetch/response.js:354:9)',
      'gyp ERR! not ok ',
    ].join('\n');
    expect(sqliteRebuildFailureReason({ status: 1, timedOut: false, stderr })).toBe('Error: connect ECONNREFUSED 127.0.0.1:1');
  });

  it('reports a timeout or a bare exit code', () => {
    expect(sqliteRebuildFailureReason({ status: null, timedOut: true, stderr: '' })).toBe('the build took longer than 5 minutes');
    expect(sqliteRebuildFailureReason({ status: 2, timedOut: false, stderr: 'make: *** [x] Error 1' })).toBe('node-gyp exited with code 2');
  });
});
