import { describe, expect, it } from 'vitest';
import type { LaunchFacts } from './start-decision.mjs';
import {
  headlessNotice,
  installFailureReason,
  installRetryAfterMs,
  isBuildInput,
  launchDecision,
  needsBuild,
  rememberedInstallFailure,
  shouldFallBackAfterElectronExit,
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
