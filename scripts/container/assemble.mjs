#!/usr/bin/env node
// @ts-check
// Builds the container image's whole file system in one folder (Dockerfile, stage "rootfs"):
// Hearth's dist/ and the node_modules it loads, Node, tini and ping, the shared libraries those
// load (found with ldd, so any CPU the build runs on works), and the few files in /etc a
// process needs. The image's last stage copies the folder onto an empty one.
//   node scripts/container/assemble.mjs <rootfs>   (run from the project, after `npm ci --omit=dev`)
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync, openSync, readSync, closeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { nodeExternals } from '../node-externals.mjs';
import { moduleClosure, runtimeRoots, shipsFile } from './runtime-modules.mjs';
import { isElf, parseLdd } from './shared-libs.mjs';

/** The account Hearth runs as; 1000 is the first user on most home servers, so a bind-mounted folder of theirs just works. */
const uid = 1000;
const gid = 1000;

const rootfs = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: assemble.mjs <rootfs>');
const app = path.join(rootfs, 'app');
const inRoot = (/** @type {string} */ p) => path.join(rootfs, p);

/** A program from the build stage, at the same path in the image. */
function copyProgram(/** @type {string} */ from, /** @type {string} */ to = from) {
  mkdirSync(path.dirname(inRoot(to)), { recursive: true });
  copyFileSync(realpathSync(from), inRoot(to));
  chmodSync(inRoot(to), 0o755);
  return inRoot(to);
}

function copyHearth() {
  // The desktop shell, the benchmarks and source maps do not run on a server.
  const skipped = new Set(['dist/electron', 'dist/bench']);
  cpSync('dist', path.join(app, 'dist'), { recursive: true, filter: (src) => !skipped.has(src) && !src.endsWith('.map') });
  copyFileSync('package.json', path.join(app, 'package.json'));
  copyFileSync('scripts/container/healthcheck.mjs', path.join(app, 'healthcheck.mjs'));
}

function copyModules() {
  /** @param {string} dir */
  const read = (dir) => {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    } catch {
      return null;
    }
  };
  const { packages } = createRequire(import.meta.url)('../../resources/integration-runtime/allowed-modules.cjs');
  const roots = runtimeRoots({ dependencies: read('.').dependencies, externals: nodeExternals, allowedPackages: packages, installed: (name) => read(path.join('node_modules', name)) !== null });
  for (const { name, dir } of moduleClosure(roots, read)) {
    cpSync(dir, path.join(app, dir), {
      recursive: true,
      filter: (src) => src === dir || shipsFile(name, path.relative(dir, src).split(path.sep).join('/'), statSync(src).isDirectory()),
    });
  }
}

function copyPrograms() {
  // Symbols are for debuggers: about 18 MB of Node's 121.
  execFileSync('strip', ['--strip-all', copyProgram('/usr/local/bin/node')]);
  for (const addon of ['app/node_modules/better-sqlite3/build/Release/better_sqlite3.node']) execFileSync('strip', ['--strip-unneeded', inRoot(addon)]);
  copyProgram('/usr/bin/tini');
  // Capability-aware ping gets raw sockets from a permitted (not effective) file capability: it
  // runs where the engine grants NET_RAW (Docker's default, `--cap-add NET_RAW`), and elsewhere
  // still starts and uses ICMP datagram sockets where net.ipv4.ping_group_range allows them.
  const ping = copyProgram('/bin/ping', '/usr/bin/ping');
  execFileSync('setcap', ['cap_net_raw=p', ping]);
}

/** Every ELF file under a folder. */
function* elfFiles(/** @type {string} */ dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* elfFiles(file);
    else if (entry.isFile()) {
      const head = Buffer.alloc(4);
      const fd = openSync(file, 'r');
      readSync(fd, head, 0, 4, 0);
      closeSync(fd);
      if (isElf(head)) yield file;
    }
  }
}

/** The libraries every program and addon loads, copied from the build stage where ldd found them. */
function copySharedLibs() {
  const wanted = new Set();
  for (const file of elfFiles(rootfs)) {
    let output;
    try {
      output = execFileSync('ldd', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      // ldd exits 1 for static executables (ffmpeg, tini-static) after saying so.
      output = String(/** @type {{ stdout?: unknown }} */ (error).stdout ?? '');
    }
    const { paths, missing } = parseLdd(output);
    if (missing.length > 0) throw new Error(`${path.relative(rootfs, file)} needs ${missing.join(', ')}, which the build stage lacks`);
    for (const lib of paths) if (!path.resolve(lib).startsWith(`${rootfs}${path.sep}`)) wanted.add(path.resolve(lib));
  }
  for (const lib of [...wanted].sort()) {
    if (existsSync(inRoot(lib))) continue;
    mkdirSync(path.dirname(inRoot(lib)), { recursive: true });
    copyFileSync(realpathSync(lib), inRoot(lib));
  }
  return [...wanted];
}

function writeSystemFiles() {
  mkdirSync(inRoot('etc'), { recursive: true });
  writeFileSync(inRoot('etc/passwd'), `root:x:0:0:root:/root:/usr/sbin/nologin\nhearth:x:${uid}:${gid}:Hearth:/data:/usr/sbin/nologin\n`);
  writeFileSync(inRoot('etc/group'), `root:x:0:\nhearth:x:${gid}:\n`);
  // glibc's defaults without this file ask DNS before /etc/hosts.
  writeFileSync(inRoot('etc/nsswitch.conf'), 'passwd: files\ngroup: files\nhosts: files dns\n');
  // No /usr/share/zoneinfo: Node's ICU carries its own time zones (TZ=Europe/Berlin works), and
  // quiet hours name their zone (server/features/monitoring/alerts/quiet-hours.ts).
  mkdirSync(inRoot('tmp'), { recursive: true });
  chmodSync(inRoot('tmp'), 0o1777);
  // The data volume: Hearth's alone (secret.key and the CA key live there).
  mkdirSync(inRoot('data'), { recursive: true });
  chownSync(inRoot('data'), uid, gid);
  chmodSync(inRoot('data'), 0o700);
}

copyHearth();
copyModules();
copyPrograms();
const libs = copySharedLibs();
writeSystemFiles();
console.log(`assembled ${rootfs}: ${libs.length} shared libraries (${libs.map((l) => path.basename(l)).join(', ')})`);
