import { describe, expect, it } from 'vitest';
import { moduleClosure, runtimeRoots, shipsFile, type PackageJson } from './runtime-modules.mjs';

/** A node_modules tree as folder -> package.json. */
function tree(packages: Record<string, PackageJson>) {
  return (dir: string): PackageJson | null => packages[dir] ?? null;
}

describe('runtimeRoots', () => {
  it("starts from the bundle's installed externals, the packages loaded by name and the allow-list's installed ones", () => {
    const roots = runtimeRoots({
      dependencies: { 'better-sqlite3': '1', '@ffmpeg-installer/ffmpeg': '1', react: '1', axios: '1' },
      externals: ['better-sqlite3', '@ffmpeg-installer/*', 'electron'],
      allowedPackages: ['axios', 'dayjs', 'lodash'],
      installed: (name) => name === 'dayjs',
    });
    expect(roots).toEqual(['@ffmpeg-installer/ffmpeg', 'axios', 'better-sqlite3', 'dayjs', 'iconv-lite', 'ses', 'ws']);
  });
});

describe('moduleClosure', () => {
  const packages = tree({
    'node_modules/multer': { dependencies: { 'type-is': '1', busboy: '1' } },
    'node_modules/multer/node_modules/type-is': { dependencies: { 'mime-types': '1' } },
    'node_modules/mime-types': {},
    'node_modules/busboy': {},
    'node_modules/type-is': { dependencies: { 'not-this-one': '1' } },
    'node_modules/sharp': { optionalDependencies: { '@img/sharp-linux-x64': '1', '@img/sharp-darwin-arm64': '1' } },
    'node_modules/@img/sharp-linux-x64': { optionalDependencies: { '@img/sharp-libvips-linux-x64': '1' } },
    'node_modules/@img/sharp-libvips-linux-x64': {},
    'node_modules/better-sqlite3': { dependencies: { bindings: '1', 'prebuild-install': '1' } },
    'node_modules/bindings': {},
    'node_modules/prebuild-install': {},
  });

  it("resolves each dependency as Node does: the package's own node_modules first, then up", () => {
    expect(moduleClosure(['multer'], packages).map((p) => p.dir)).toEqual([
      'node_modules/busboy',
      'node_modules/mime-types',
      'node_modules/multer',
      'node_modules/multer/node_modules/type-is',
    ]);
  });

  it("follows the optional dependencies that are installed (this CPU's sharp and libvips), from scoped packages too", () => {
    expect(moduleClosure(['sharp'], packages)).toEqual([
      { name: '@img/sharp-libvips-linux-x64', dir: 'node_modules/@img/sharp-libvips-linux-x64' },
      { name: '@img/sharp-linux-x64', dir: 'node_modules/@img/sharp-linux-x64' },
      { name: 'sharp', dir: 'node_modules/sharp' },
    ]);
  });

  it("leaves out better-sqlite3's install-only prebuild-install", () => {
    expect(moduleClosure(['better-sqlite3'], packages).map((p) => p.name)).toEqual(['better-sqlite3', 'bindings']);
  });

  it('refuses a required dependency that is not installed, naming who needs it', () => {
    expect(() => moduleClosure(['type-is'], packages)).toThrow('not-this-one (needed by type-is) is not in node_modules');
  });
});

describe('shipsFile', () => {
  it("keeps only better-sqlite3's loader and addon, not its C sources or compile objects", () => {
    expect(shipsFile('better-sqlite3', 'lib/database.js', false)).toBe(true);
    expect(shipsFile('better-sqlite3', 'build', true)).toBe(true);
    expect(shipsFile('better-sqlite3', 'build/Release/better_sqlite3.node', false)).toBe(true);
    expect(shipsFile('better-sqlite3', 'build/Release/obj.target', true)).toBe(false);
    expect(shipsFile('better-sqlite3', 'deps/sqlite3/sqlite3.c', false)).toBe(false);
    expect(shipsFile('better-sqlite3', 'src', true)).toBe(false);
  });

  it("drops simple-icons' SVG files, keeping the module the server reads paths from", () => {
    expect(shipsFile('simple-icons', 'icons', true)).toBe(false);
    expect(shipsFile('simple-icons', 'icons/github.svg', false)).toBe(false);
    expect(shipsFile('simple-icons', 'index.mjs', false)).toBe(true);
  });

  it('drops type declarations, source maps and read-mes everywhere, never licences or code', () => {
    expect(shipsFile('axios', 'index.d.ts', false)).toBe(false);
    expect(shipsFile('axios', 'dist/axios.js.map', false)).toBe(false);
    expect(shipsFile('axios', 'README.md', false)).toBe(false);
    expect(shipsFile('axios', 'CHANGELOG.md', false)).toBe(false);
    expect(shipsFile('axios', 'LICENSE', false)).toBe(true);
    expect(shipsFile('axios', 'dist/node/axios.cjs', false)).toBe(true);
  });

  it('leaves nested node_modules to the closure, which ships each of them on its own', () => {
    expect(shipsFile('multer', 'node_modules', true)).toBe(false);
    expect(shipsFile('multer', 'node_modules/type-is/index.js', false)).toBe(false);
  });
});
