// The V8 flags Hearth's headless server runs with, read from the `serve` script in package.json so
// that `npm run serve`, `npm start`'s headless fallback and the benchmarks start it the same way.
// (A smaller young generation keeps the server's memory flat under load, and a heap that grows by
// 20% at a time instead of V8's larger steps holds RSS after 200 connections for 20 s on the
// dashboard at ~118 MB instead of ~149 (budget 150), for ~5% of throughput; see DESIGN §9.)
import { readFileSync } from 'node:fs';

/** @param {string} packageJsonPath @returns {string[]} */
export function serverNodeFlags(packageJsonPath) {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const words = String(pkg.scripts?.serve ?? '').split(/\s+/);
  const cli = words.findIndex((w) => w.endsWith('cli.js'));
  return words.slice(1, Math.max(1, cli)).filter((w) => w.startsWith('--'));
}
