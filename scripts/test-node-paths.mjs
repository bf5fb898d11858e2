// Where scripts/test-node.mjs puts the Node the desktop runtime tests use (shared with the tests).
import path from 'node:path';

/** The Node major Electron 41 embeds (utility processes run on it). */
export const desktopNodeVersion = '24.11.1';

/** The npm package with the official Node binary for an OS and CPU, or null when there is none. */
export function desktopNodePackage(platform, arch) {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[platform];
  return os && (arch === 'x64' || arch === 'arm64') ? `node-${os}-${arch}` : null;
}

export function desktopNodeBinary(dir, platform) {
  return platform === 'win32' ? path.join(dir, 'node.exe') : path.join(dir, 'bin', 'node');
}

export function desktopNodeDir(root) {
  return path.join(root, 'node_modules', '.cache', 'hearth', `node-${desktopNodeVersion}`);
}
