// The V8 flags Hearth's headless server runs with, read from the `serve` script in package.json so
// that `npm run serve`, `npm start`'s headless fallback and the benchmarks start it the same way.
// None today: V8 heap flags on the command line make Node's built-in modules miss their embedded
// code cache (about 20 ms of every start on one small core), so the server sets its heap tuning
// itself once it serves (server/host/heap-tuning.ts). Flags added to the script still apply.
import { readFileSync } from 'node:fs';

/** @param {string} packageJsonPath @returns {string[]} */
export function serverNodeFlags(packageJsonPath) {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const words = String(pkg.scripts?.serve ?? '').split(/\s+/);
  const cli = words.findIndex((w) => w.endsWith('cli.js'));
  return words.slice(1, Math.max(1, cli)).filter((w) => w.startsWith('--'));
}
