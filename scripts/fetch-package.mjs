#!/usr/bin/env node
// @ts-check
// Puts a package that npm skips on this machine's CPU into node_modules, at the version
// package-lock.json pins: the release workflow's Windows-on-Arm runner uses it for the x64 ffmpeg
// (there is no win32-arm64 build; Windows 11 emulates x64). package.json lists the package as an
// optional dependency, so electron-builder ships it.
//   node scripts/fetch-package.mjs <name>
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';

/**
 * The version package-lock.json pins for a package, or null when it has none.
 * @param {{ packages?: Record<string, { version?: string }> }} lock
 * @param {string} name
 */
export function lockedVersion(lock, name) {
  return lock.packages?.[`node_modules/${name}`]?.version ?? null;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const name = process.argv[2];
  if (!name) throw new Error('Usage: fetch-package.mjs <package name>');
  const version = lockedVersion(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')), name);
  if (!version) throw new Error(`package-lock.json pins no version of ${name}.`);
  const scratch = mkdtempSync(path.join(root, 'node_modules', '.fetch-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const packed = spawnSync(npm, ['pack', `${name}@${version}`, '--pack-destination', scratch, '--silent'], { cwd: scratch, encoding: 'utf8', shell: process.platform === 'win32' });
    const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) throw new Error(packed.stderr.trim() || 'npm pack gave no tarball');
    const target = path.join(root, 'node_modules', ...name.split('/'));
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    await extract({ file: path.join(scratch, tarball), cwd: target, strip: 1 });
    console.log(`${name}@${version} is in ${path.relative(root, target)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
