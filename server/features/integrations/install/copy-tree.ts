import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Whether a package file is left out on install: anything under a folder or named with a
 * leading dot (`.git/config`, `.npmrc`, `.yarnrc`, `.env`). A package never brings its own tool
 * configuration, which is what turned a package manager into a command runner.
 */
export function isDotPath(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).some((part) => part.startsWith('.'));
}

/** Left out of a copied folder: dot paths, and node_modules (Hearth installs dependencies itself). */
function isLeftOut(relativePath: string): boolean {
  return isDotPath(relativePath) || relativePath.split(/[\\/]/).includes('node_modules');
}

/**
 * Copies a package folder file by file: readdir, mkdir and copyFile only. fs.cp is not
 * supported by Electron inside app.asar, and it would also copy links as links; here links,
 * sockets and devices are skipped and left-out names are never copied.
 */
export async function copyPackageTree(source: string, target: string, relative = ''): Promise<void> {
  await mkdir(join(target, relative), { recursive: true });
  for (const entry of await readdir(join(source, relative), { withFileTypes: true })) {
    const path = relative ? join(relative, entry.name) : entry.name;
    if (isLeftOut(path)) continue;
    if (entry.isDirectory()) await copyPackageTree(source, target, path);
    else if (entry.isFile()) await copyFile(join(source, path), join(target, path));
  }
}
