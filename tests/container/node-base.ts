// The base image the Dockerfile builds FROM, made on this machine: no image registry is
// reachable here, so docker.io/library/node:24-bookworm is stood in for by what it is built
// from: Debian bookworm (debootstrap, from the same apt mirror the machine uses) with the
// compilers node-gyp needs, and the official Node 24 build from the npm registry's node-linux-*
// package (the one scripts/test-node.mjs fetches) in /usr/local, with its headers and the npm
// that Node release bundles. The root file system is cached as a tar under the temp folder,
// keyed by the mirror's release date and everything put in it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { desktopNodeBinary, desktopNodeDir, desktopNodePackage, desktopNodeVersion } from '../../scripts/test-node-paths.mjs';
import type { Podman } from './podman.js';

const run = promisify(execFile);

export const nodeBaseImage = 'docker.io/library/node:24-bookworm';
const suite = 'bookworm';
const mirror = 'http://deb.debian.org/debian';
/** What the official image has (from buildpack-deps) that Hearth's build stages use. */
const buildPackages = ['python3', 'make', 'g++', 'ca-certificates'];
/** The npm Node 24.11.1 ships (its changelog: "deps: upgrade npm to 11.6.2"). */
const bundledNpm = '11.6.2';

/** The images a Dockerfile's FROM lines name, less `scratch` and its own stages. */
export function baseImages(dockerfile: string): string[] {
  const stages = new Set<string>();
  const images: string[] = [];
  for (const line of dockerfile.split('\n')) {
    const from = /^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from?.[1]) continue;
    const image = from[1];
    if (image !== 'scratch' && !stages.has(image.toLowerCase()) && !images.includes(image)) images.push(image);
    if (from[2]) stages.add(from[2].toLowerCase());
  }
  return images;
}

/** The mirror's current release date: a new one means new packages, so a new base. */
async function releaseDate(): Promise<string> {
  const res = await fetch(`${mirror}/dists/${suite}/InRelease`, { signal: AbortSignal.timeout(20_000) });
  const date = /^Date: (.+)$/m.exec(await res.text())?.[1];
  if (!res.ok || !date) throw new Error(`${mirror}/dists/${suite}/InRelease answered ${res.status} without a Date`);
  return date;
}

/** Node from the npm registry's package, as in the official image: /usr/local/{bin,include}. */
function addNode(rootfs: string, nodeDir: string): void {
  copyFileSync(desktopNodeBinary(nodeDir, 'linux'), join(rootfs, 'usr/local/bin/node'));
  chmodSync(join(rootfs, 'usr/local/bin/node'), 0o755);
  cpSync(join(nodeDir, 'include'), join(rootfs, 'usr/local/include'), { recursive: true });
}

async function addNpm(rootfs: string, scratch: string): Promise<void> {
  await run('npm', ['pack', `npm@${bundledNpm}`, '--pack-destination', scratch, '--silent'], { cwd: scratch, timeout: 120_000 });
  const npmDir = join(rootfs, 'usr/local/lib/node_modules/npm');
  mkdirSync(npmDir, { recursive: true });
  await run('tar', ['-xzf', join(scratch, `npm-${bundledNpm}.tgz`), '-C', npmDir, '--strip-components=1']);
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx'));
  // This machine's trust store, so npm in the build trusts whatever this machine's own npm
  // trusts on the way to the registry (an egress proxy's CA, where there is one).
  const hostCas = '/etc/ssl/certs/ca-certificates.crt';
  if (!existsSync(hostCas)) return;
  copyFileSync(hostCas, join(rootfs, 'etc/ssl/certs/ca-certificates.crt'));
  mkdirSync(join(rootfs, 'usr/local/etc'), { recursive: true });
  writeFileSync(join(rootfs, 'usr/local/etc/npmrc'), 'cafile=/etc/ssl/certs/ca-certificates.crt\n');
}

/** The base's root file system as a tar, made once per key. */
async function baseTar(log: (line: string) => void): Promise<string> {
  const pkg = desktopNodePackage(process.platform, process.arch);
  const nodeDir = desktopNodeDir(process.cwd());
  if (!pkg || !existsSync(desktopNodeBinary(nodeDir, process.platform))) throw new Error(`Node ${desktopNodeVersion} is not in ${nodeDir}: run "node scripts/test-node.mjs" first (npm test does)`);
  const key = createHash('sha256')
    .update(JSON.stringify([suite, mirror, await releaseDate(), buildPackages, pkg, desktopNodeVersion, bundledNpm]))
    .digest('hex')
    .slice(0, 16);
  const cacheDir = join(tmpdir(), 'hearth-container-base');
  const tar = join(cacheDir, `node-24-bookworm-${key}.tar`);
  if (existsSync(tar)) return tar;
  mkdirSync(cacheDir, { recursive: true });
  const scratch = mkdtempSync(join(cacheDir, 'making-'));
  try {
    const rootfs = join(scratch, 'rootfs');
    log(`debootstrap ${suite} (minbase + ${buildPackages.join(', ')}) for ${nodeBaseImage}`);
    await run('debootstrap', ['--variant=minbase', `--include=${buildPackages.join(',')}`, suite, rootfs, mirror], { timeout: 20 * 60_000, maxBuffer: 64 * 1024 * 1024 });
    addNode(rootfs, nodeDir);
    await addNpm(rootfs, scratch);
    for (const unread of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/locale']) {
      rmSync(join(rootfs, unread), { recursive: true, force: true });
      mkdirSync(join(rootfs, unread), { recursive: true });
    }
    // Written aside and renamed: another run making the same base at the same time loses nothing.
    const partial = join(scratch, 'base.tar');
    await run('tar', ['-C', rootfs, '-cf', partial, '.'], { timeout: 10 * 60_000 });
    renameSync(partial, tar);
    // Bases of older keys are stale.
    for (const old of readdirSync(cacheDir)) if (old.endsWith('.tar') && join(cacheDir, old) !== tar) rmSync(join(cacheDir, old), { force: true });
    return tar;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Imports the base under every name the Dockerfile's FROM uses; refuses a base it cannot make. */
export async function provideBaseImages(podman: Podman, dockerfile: string, log: (line: string) => void): Promise<void> {
  const names = baseImages(dockerfile);
  const unknown = names.filter((name) => name !== nodeBaseImage);
  if (unknown.length > 0) throw new Error(`The Dockerfile builds FROM ${unknown.join(', ')}, which tests/container/node-base.ts cannot make (it makes ${nodeBaseImage})`);
  const tar = await baseTar(log);
  for (const name of names) {
    await podman.run(['import', '--change', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', '--change', 'CMD ["node"]', tar, name], 10 * 60_000).then((r) => {
      if (r.code !== 0) throw new Error(`podman import ${name}: ${r.stderr}`);
    });
  }
}
