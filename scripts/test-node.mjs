#!/usr/bin/env node
// The Node the desktop app's integration processes run on: Electron 41 runs utility processes on
// Node 24, which the tests use to run the runtime as the desktop app does (no permission flags,
// Hearth's guard alone). Fetched once from the npm registry (the node-<os>-<cpu> packages carry
// the official binaries) into node_modules/.cache/hearth/; `npm test` runs this first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';
import { desktopNodeBinary, desktopNodeDir, desktopNodePackage, desktopNodeVersion } from './test-node-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = desktopNodeDir(root);
const binary = desktopNodeBinary(target, process.platform);
const pkg = desktopNodePackage(process.platform, process.arch);

if (existsSync(binary)) process.exit(0);
if (!pkg) {
  console.log(`test-node: no Node ${desktopNodeVersion} package for ${process.platform}-${process.arch}; the desktop runtime tests will say they are skipped.`);
  process.exit(0);
}
mkdirSync(path.dirname(target), { recursive: true });
const scratch = mkdtempSync(path.join(path.dirname(target), 'incoming-'));
try {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = spawnSync(npm, ['pack', `${pkg}@${desktopNodeVersion}`, '--pack-destination', scratch, '--silent'], { cwd: scratch, encoding: 'utf8', shell: process.platform === 'win32' });
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (packed.status !== 0 || !tarball) throw new Error(packed.stderr.trim() || 'npm pack gave no tarball');
  mkdirSync(target, { recursive: true });
  await extract({ file: path.join(scratch, tarball), cwd: target, strip: 1 });
  console.log(`test-node: Node ${desktopNodeVersion} for the desktop runtime tests is in ${path.relative(root, target)}`);
} catch (error) {
  rmSync(target, { recursive: true, force: true });
  console.log(`test-node: could not fetch ${pkg}@${desktopNodeVersion} from the npm registry (${error instanceof Error ? error.message : error}); the desktop runtime tests will say they are skipped.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
