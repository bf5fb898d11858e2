// What a start loads (issue 32): packages only an install, a catalogue check or a restore needs
// are read when first used, so a small box does not parse them at every start. Runs the built
// server (dist/, made by `npm run build` before the tests) in a process of its own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-start-weight-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const script = `
import { createRequire } from 'node:module';
const index = ${JSON.stringify(join(process.cwd(), 'dist/server/index.js'))};
const { startServer } = await import(index);
const server = await startServer({ dataDir: ${JSON.stringify(dataDir)}, port: 0, log: () => {}, env: { HEARTH_WEATHER_URL: ${JSON.stringify(closed.origin)}, HEARTH_UPDATE_CHECK: 'off' } });
// node:http through require(), not fetch: the probe must not load Node's HTTP clients itself.
const require = createRequire(index);
await new Promise((resolve, reject) => require('node:http').get(server.url + '/api/v1/home', (res) => res.resume().on('end', resolve)).on('error', reject));
const packages = new Set(Object.keys(require.cache).map((file) => /node_modules[\\\\/]((@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(file)?.[1]).filter(Boolean));
await server.close();
const builtins = process.moduleLoadList.filter((entry) => entry.startsWith('NativeModule ')).map((entry) => entry.slice('NativeModule '.length));
console.log(JSON.stringify({ packages: [...packages].sort(), builtins }));
`;

const loaded = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim().split('\n').pop() ?? '{}') as { packages: string[]; builtins: string[] };

it('a start loads no install, catalogue or restore packages', () => {
  expect(loaded.packages).toContain('better-sqlite3');
  for (const lazy of ['semver', 'yauzl', 'tar', 'sanitize-html', 'multer']) expect(loaded.packages).not.toContain(lazy);
});

it("a start loads none of Node's HTTP clients (undici, http2), which only an import of node:http as an ES module would pull in", () => {
  expect(loaded.builtins).toContain('http');
  for (const client of ['internal/deps/undici/undici', 'http2']) expect(loaded.builtins).not.toContain(client);
});

/** The files a start loads: dist/server/index.js and the chunks it imports statically, transitively. */
function startFiles(): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(join('dist', 'server', name), 'utf8');
    for (const [, chunk] of code.matchAll(/from\s*"\.\/(chunk-[A-Z0-9]+\.js)"/g)) if (chunk) visit(chunk);
  };
  visit('index.js');
  return [...seen];
}

it("a start parses zod's English messages only, not its other 40-odd languages", () => {
  const sources = startFiles().flatMap((name) => (JSON.parse(readFileSync(join('dist', 'server', `${name}.map`), 'utf8')) as { sources: string[] }).sources);
  const locales = sources.filter((source) => /zod[\\/]v4[\\/]locales[\\/]/.test(source)).map((source) => source.replace(/.*[\\/]/, ''));
  expect(sources.some((source) => source.includes('zod'))).toBe(true);
  expect(locales).toEqual(['en.js']);
});
