// The packaged layout, checked here since the packaged app cannot run on this machine: dist/ and
// the production node_modules are packed with @electron/asar the way electron-builder.config.ts
// says (files, asarUnpack) into <resources>/app.asar + app.asar.unpacked. Then the same resolver
// functions the app uses are pointed at that folder, as process.resourcesPath would be, and
// everything Hearth spawns, forks or copies with plain file calls must be a real file there
// (Node, like an OS's exec, cannot open a path inside app.asar); what Electron reads through
// its asar layer (migrations, the renderer, modules the server imports) must be in the archive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import asar from '@electron/asar';
import { minimatch } from 'minimatch';
import { spawnSync } from 'node:child_process';
import { accessSync, constants, createReadStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import config from '../../electron-builder.config.js';
import { integrationResources, isInsideAsar, modulesDirOf, serverLayout } from '../../server/host/packaged-paths.js';
import { ffmpegBinary } from '../../server/features/streams/ffmpeg.js';
import { runtimeSpawnOptions } from '../../server/features/integrations/runtime/spawn-options.js';

const { unpackedModulesDir } = createRequire(import.meta.url)('../../resources/integration-runtime/sandbox/unpacked.cjs') as { unpackedModulesDir: (dir: string, exists: (dir: string) => boolean) => string };

const root = path.join(import.meta.dirname, '..', '..');
let resources: string;
let archive: string;
let listed: Set<string>;

/** Project-relative files (with `/`) under a folder. */
function walk(relative: string, into: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) walk(child, into);
    else if (entry.isFile()) into.push(child);
  }
  return into;
}

/** What electron-builder ships: `files` from the project, plus the production dependencies. */
function shippedFiles(): string[] {
  const patterns = (config.files as string[]) ?? [];
  const matches = (file: string) => {
    let included = false;
    for (const pattern of patterns) {
      if (pattern.startsWith('!')) {
        if (minimatch(file, pattern.slice(1), { dot: true })) included = false;
      } else if (minimatch(file, pattern, { dot: true })) included = true;
    }
    return included;
  };
  const project = [...walk('dist'), 'package.json'].filter(matches);
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };
  const production = Object.entries(lock.packages)
    .filter(([name, info]) => name.startsWith('node_modules/') && !info.dev && !info.devOptional && existsSync(path.join(root, name)))
    .map(([name]) => name);
  return [...new Set([...project, ...production.flatMap((dir) => walk(dir))])];
}

const unpackPatterns = (): string[] => (Array.isArray(config.asarUnpack) ? config.asarUnpack : [config.asarUnpack ?? '']).filter((pattern): pattern is string => Boolean(pattern));
const isUnpacked = (file: string) => unpackPatterns().some((pattern) => minimatch(file, pattern, { dot: true }));

/** A real file or folder on disk (not only an entry inside the archive). */
const real = (target: string) => existsSync(target) && !isInsideAsar(target);
const inArchive = (target: string) => listed.has(path.relative(archive, target).split(path.sep).join('/'));

beforeAll(async () => {
  if (!existsSync(path.join(root, 'dist', 'server', 'index.js')) || !existsSync(path.join(root, 'dist', 'electron', 'main.cjs'))) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  }
  resources = mkdtempSync(path.join(tmpdir(), 'hearth-asar-'));
  archive = path.join(resources, 'app.asar');
  const files = shippedFiles();
  await asar.createPackageFromStreams(
    archive,
    files.map((file) => ({
      type: 'file' as const,
      path: file,
      unpacked: isUnpacked(file),
      stat: statSync(path.join(root, file)),
      streamGenerator: () => createReadStream(path.join(root, file)),
    })),
  );
  listed = new Set(asar.listPackage(archive, { isPack: false }).map((entry) => entry.replace(/^[\\/]/, '').split(path.sep).join('/')));
}, 120_000);

afterAll(() => {
  if (resources) rmSync(resources, { recursive: true, force: true });
});

describe('the packaged app (app.asar as electron-builder.config.ts packs it)', () => {
  const layout = () => serverLayout(path.join(archive, 'dist', 'server'), true);

  it('takes the resources folder from the unpacked copy, a real folder', () => {
    expect(isInsideAsar(layout().resourcesDir)).toBe(false);
    expect(statSync(layout().resourcesDir).isDirectory()).toBe(true);
  });

  it('forks the integration runner, and starts its sandbox worker, from real files', () => {
    const found = integrationResources(layout().resourcesDir);
    const spawn = runtimeSpawnOptions({ runnerDir: found.runnerDir, modulesDir: path.join(archive, 'node_modules'), appDir: path.join(resources, 'data', 'apps', 'com.x'), nodeVersion: '24.11.1' });
    const runtimeFiles = walk('resources/integration-runtime').map((file) => path.join(found.runnerDir, path.relative(path.join('resources', 'integration-runtime'), file)));
    expect(runtimeFiles).toEqual(expect.arrayContaining([path.join(found.runnerDir, 'sandbox', 'worker.cjs'), path.join(found.runnerDir, 'host', 'sandbox-host.cjs'), path.join(found.kitDir, 'index.js')]));
    for (const file of [spawn.modulePath, ...runtimeFiles]) expect(real(file), file).toBe(true);
  });

  it('lets the sandbox worker load ses from a real folder (a worker thread cannot read app.asar)', () => {
    const modulesDir = path.join(archive, 'node_modules');
    const unpacked = unpackedModulesDir(modulesDir, (dir) => real(dir));
    expect(unpacked).toBe(path.join(`${archive}.unpacked`, 'node_modules'));
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', 'ses', 'package.json'), 'utf8')) as { main: string };
    for (const file of ['package.json', manifest.main]) expect(real(path.join(unpacked, 'ses', file)), file).toBe(true);
  });

  it('copies every built-in integration from real files', () => {
    const { builtinsDir } = integrationResources(layout().resourcesDir);
    const packages = readdirSync(path.join(root, 'resources', 'integrations'));
    expect(packages.length).toBeGreaterThanOrEqual(21);
    for (const appId of packages) {
      for (const file of walk(`resources/integrations/${appId}`)) {
        const packed = path.join(builtinsDir, path.relative(path.join('resources', 'integrations'), file));
        expect(real(packed), packed).toBe(true);
      }
    }
  });

  it("spawns ffmpeg from a real, executable file (the installer package's own path is inside the archive)", () => {
    const platform = `${process.platform}-${process.arch}`;
    // @ffmpeg-installer/ffmpeg/index.js: path.resolve(__dirname, '..', `${os.platform()}-${os.arch()}`, binary).
    const installerPath = path.resolve(path.join(archive, 'node_modules', '@ffmpeg-installer', 'ffmpeg'), '..', platform, process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
    expect(isInsideAsar(installerPath)).toBe(true);
    const binary = ffmpegBinary(installerPath, undefined);
    expect(real(binary), binary).toBe(true);
    accessSync(binary, constants.X_OK);
    const version = spawnSync(binary, ['-version'], { encoding: 'utf8' });
    expect(version.stdout).toMatch(/^ffmpeg version/);
  });

  it('unpacks every native addon', () => {
    const addons = [...listed].filter((entry) => entry.endsWith('.node'));
    expect(addons.some((entry) => entry.includes('better_sqlite3.node'))).toBe(true);
    for (const addon of addons) expect(real(path.join(`${archive}.unpacked`, addon)), addon).toBe(true);
  });

  it('finds the modules folder the runner reads from the packaged path', () => {
    expect(modulesDirOf(path.join(archive, 'node_modules', 'axios', 'dist', 'node', 'axios.cjs'))).toBe(path.join(archive, 'node_modules'));
  });

  it('has the migrations, the renderer and the server in the archive, where Electron reads them', () => {
    for (const migration of readdirSync(path.join(root, 'server', 'db', 'migrations')).filter((name) => name.endsWith('.sql'))) {
      expect(inArchive(path.join(layout().migrationsDir, migration)), migration).toBe(true);
    }
    expect(inArchive(path.join(layout().migrationsDir, 'meta', '_journal.json'))).toBe(true);
    expect(inArchive(path.join(layout().staticDir, 'index.html'))).toBe(true);
    expect(inArchive(path.join(archive, 'dist', 'server', 'index.js'))).toBe(true);
    expect(inArchive(path.join(archive, 'dist', 'electron', 'main.cjs'))).toBe(true);
    expect(inArchive(path.join(archive, 'dist', 'electron', 'preload.cjs'))).toBe(true);
  });

  it('packs electron-updater and every package it requires at run time (none needs unpacking)', () => {
    // electron-updater only reads from the archive: it writes downloads to the OS cache folder,
    // reads app-update.yml and package-type from resources/ beside app.asar (electron-builder puts
    // them there), and runs installers from its cache, never a file of its own package.
    const packed = runtimeClosure('node_modules/electron-updater');
    expect(packed).toEqual(expect.arrayContaining(['node_modules/electron-updater', 'node_modules/builder-util-runtime', 'node_modules/js-yaml']));
    for (const dir of packed) {
      expect(listed.has(`${dir}/package.json`), dir).toBe(true);
      expect(isUnpacked(`${dir}/package.json`), dir).toBe(false);
    }
  });

  it('resolves every package the server and the shell import, inside the archive', () => {
    // The server is index.js with the chunks it imports, all beside it in dist/server.
    const serverFiles = readdirSync(path.join(root, 'dist', 'server')).filter((name) => name.endsWith('.js'));
    const bundles = [...serverFiles.map((name) => `dist/server/${name}`), 'dist/electron/main.cjs'];
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const specifiers = new Set<string>();
    for (const bundle of bundles) {
      const code = readFileSync(path.join(root, bundle), 'utf8');
      // `from` only after an import clause (`}`, `*` or a name), not inside a message such as
      // "Cannot get 'saltLength' from 'alg' argument" (in @peculiar/x509's bundled code).
      for (const match of code.matchAll(/(?:(?<=[\w}*$]\s{0,4})\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']([^"'./][^"']*)["']/g)) specifiers.add(match[1]!);
    }
    const packageLike = /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(?:\/[\w.~/-]+)?$/;
    const packages = [...specifiers].filter((name) => packageLike.test(name) && !builtins.has(name) && name !== 'electron');
    expect(packages).toEqual(expect.arrayContaining(['better-sqlite3', '@ffmpeg-installer/ffmpeg']));
    for (const specifier of packages) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      const manifest = `node_modules/${name}/package.json`;
      expect(listed.has(manifest), `${specifier}: ${manifest}`).toBe(true);
      const pkg = JSON.parse(readFileSync(path.join(root, manifest), 'utf8')) as { main?: string; exports?: unknown };
      const entry = entryFile(pkg, specifier.slice(name.length));
      if (entry) expect(listed.has(path.posix.normalize(`node_modules/${name}/${entry}`)), `${specifier} -> ${entry}`).toBe(true);
    }
  });
});

/**
 * A package folder and the folders of every dependency it requires, found as Node finds them
 * (its own node_modules first, then each parent's), project-relative.
 */
function runtimeClosure(start: string): string[] {
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      let base = dir;
      for (;;) {
        const candidate = `${base}/node_modules/${name}`;
        if (existsSync(path.join(root, candidate, 'package.json'))) {
          visit(candidate);
          break;
        }
        const up = base.lastIndexOf('/node_modules/');
        if (up < 0) {
          if (!existsSync(path.join(root, 'node_modules', name, 'package.json'))) throw new Error(`${dir} requires ${name}, which is not installed`);
          visit(`node_modules/${name}`);
          break;
        }
        base = base.slice(0, up);
      }
    }
  };
  visit(start);
  return [...seen];
}

/** The file a package's exports (or main) points at for a subpath, by the node/import/require/default conditions. */
function entryFile(pkg: { main?: string; exports?: unknown }, subpath: string): string | null {
  const key = subpath ? `.${subpath}` : '.';
  const pick = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(pick).find(Boolean) ?? null;
    if (value && typeof value === 'object') {
      const conditions = value as Record<string, unknown>;
      for (const condition of ['node', 'import', 'require', 'default']) if (condition in conditions) return pick(conditions[condition]);
    }
    return null;
  };
  if (pkg.exports !== undefined) {
    const exports = pkg.exports as Record<string, unknown>;
    const sugar = typeof pkg.exports === 'string' || Array.isArray(pkg.exports) || !Object.keys(exports).some((k) => k.startsWith('.'));
    return pick(sugar ? (key === '.' ? pkg.exports : null) : exports[key]);
  }
  if (subpath) return subpath.slice(1).endsWith('.js') ? subpath.slice(1) : null;
  return pkg.main ?? 'index.js';
}
