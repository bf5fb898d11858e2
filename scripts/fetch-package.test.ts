import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockedVersion } from './fetch-package.mjs';

describe('fetch-package (the release workflow’s x64 ffmpeg for Windows on Arm)', () => {
  const root = path.join(import.meta.dirname, '..');
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { optionalDependencies?: Record<string, string> };

  it('takes the version package-lock.json pins, or none', () => {
    expect(lockedVersion({ packages: { 'node_modules/a/b': { version: '1.2.3' } } }, 'a/b')).toBe('1.2.3');
    expect(lockedVersion({ packages: {} }, 'a/b')).toBeNull();
  });

  it("pins the x64 ffmpeg as the app's own optional dependency, so electron-builder ships what the workflow puts there", () => {
    expect(pkg.optionalDependencies?.['@ffmpeg-installer/win32-x64']).toBe(lockedVersion(lock, '@ffmpeg-installer/win32-x64'));
  });
});
