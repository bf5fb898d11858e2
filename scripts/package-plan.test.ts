import { describe, expect, it } from 'vitest';
import { configFile, nodeNativeBuilds, packagePlan } from './package-plan.mjs';

describe('packagePlan', () => {
  it('builds for the OS it runs on, with the typed config and no publishing', () => {
    expect(packagePlan('linux', [], 'x64')).toEqual({ ok: true, args: ['--config', configFile, '--publish', 'never', '--linux', '--x64'] });
    expect(packagePlan('win32', [], 'x64')).toMatchObject({ ok: true, args: expect.arrayContaining(['--win']) as unknown });
    expect(packagePlan('darwin', ['--arm64'], 'arm64')).toEqual({ ok: true, args: ['--config', configFile, '--publish', 'never', '--mac', '--arm64'] });
  });

  it("builds for this machine's CPU: an Apple Silicon Mac makes the arm64 dmg, an Intel one the x64", () => {
    expect(packagePlan('darwin', [], 'arm64')).toEqual({ ok: true, args: ['--config', configFile, '--publish', 'never', '--mac', '--arm64'] });
    expect(packagePlan('darwin', [], 'x64')).toEqual({ ok: true, args: ['--config', configFile, '--publish', 'never', '--mac', '--x64'] });
    expect(packagePlan('darwin', ['--x64'], 'arm64')).toMatchObject({ ok: false, reason: expect.stringContaining('Build x64 packages on a x64 machine') as unknown });
    expect(packagePlan('darwin', ['--universal'], 'arm64').ok).toBe(false);
    expect(packagePlan('linux', [], 'mips').ok).toBe(false);
  });

  it("refuses to build another OS's package, which would ship this OS's native modules", () => {
    for (const flag of ['--win', '-w', '--mac', '-m']) {
      const plan = packagePlan('linux', [flag]);
      expect(plan.ok, flag).toBe(false);
    }
    expect(packagePlan('linux', ['--win'])).toMatchObject({ ok: false, reason: expect.stringContaining('Build win32 packages on win32') as unknown });
    expect(packagePlan('darwin', ['--linux']).ok).toBe(false);
  });

  it('accepts its own OS flag without repeating it', () => {
    expect(packagePlan('linux', ['--linux'], 'x64')).toEqual({ ok: true, args: ['--config', configFile, '--publish', 'never', '--linux', '--x64'] });
  });

  it('refuses systems it does not package for', () => {
    expect(packagePlan('freebsd', []).ok).toBe(false);
  });

  it("saves and restores better-sqlite3's Node build around electron-builder's rebuild", () => {
    expect(nodeNativeBuilds).toContain('node_modules/better-sqlite3/build');
  });
});
