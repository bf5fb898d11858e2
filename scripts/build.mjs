// Builds everything into dist/: the renderer with Vite, the server, CLI, bench and Electron code
// with esbuild (node_modules stay external), and copies the SQL migrations beside the server.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { cp, rm, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { trimMimeDb } from './mime-db-trim.mjs';
import { nodeExternals } from './node-externals.mjs';
import { minimumNode } from './node-support.mjs';
import { desktopNodeVersion } from './test-node-paths.mjs';

const only = process.argv[2];

async function buildRenderer() {
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await precompress('dist/renderer/assets');
}

/** Brotli and gzip copies of text assets, served by the server when the browser accepts them. */
async function precompress(dir) {
  const files = (await readdir(dir)).filter((f) => /\.(js|css|svg|json)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(join(dir, file));
      if (data.length < 1024) return;
      await writeFile(join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
      await writeFile(join(dir, `${file}.br`), brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    }),
  );
}

/**
 * zod's classic build re-exports its error messages in 40-odd languages (about 300 KB of the
 * server's start-up parse, through both zod/v4/classic and zod/v4/core); Hearth's messages are its
 * own and English, so only zod's English stays.
 */
const englishZodOnly = {
  name: 'english-zod-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)$/.test(args.resolveDir) ? { path: join(args.resolveDir, '..', 'locales'), namespace: 'english-zod-only' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'english-zod-only' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: args.path,
      loader: 'js',
    }));
  },
};

/**
 * rate-limiter-flexible's index loads every store it supports (Redis, Mongo, cluster IPC, …);
 * Hearth uses the in-memory one, so the server takes just that file and its answer type.
 */
const memoryRateLimiterOnly = {
  name: 'memory-rate-limiter-only',
  setup(build) {
    build.onResolve({ filter: /^rate-limiter-flexible$/ }, (args) => ({ path: args.resolveDir, namespace: 'memory-rate-limiter-only' }));
    build.onLoad({ filter: /.*/, namespace: 'memory-rate-limiter-only' }, () => ({
      contents: "export { default as RateLimiterMemory } from 'rate-limiter-flexible/lib/RateLimiterMemory.js'; export { default as RateLimiterRes } from 'rate-limiter-flexible/lib/RateLimiterRes.js';",
      resolveDir: process.cwd(),
      loader: 'js',
    }));
  },
};

/**
 * iconv-lite carries tables for a hundred-odd charsets (about 500 KB that every start parses);
 * body-parser needs UTF-8. The bundle gets scripts/shims/iconv-lite.cjs, which decodes UTF-8 and
 * loads the real package from node_modules for any other charset.
 */
const utf8Iconv = {
  name: 'utf8-iconv',
  setup(build) {
    build.onResolve({ filter: /^iconv-lite$/ }, (args) =>
      args.importer.endsWith(join('shims', 'iconv-lite.cjs')) ? undefined : { path: join(process.cwd(), 'scripts', 'shims', 'iconv-lite.cjs') },
    );
  },
};

/** mime-db as mime-types needs it (scripts/mime-db-trim.mjs): a third of the data to evaluate at every start. */
const trimmedMimeDb = {
  name: 'trimmed-mime-db',
  setup(build) {
    build.onLoad({ filter: /[\\/]mime-db[\\/]db\.json$/ }, async (args) => ({
      contents: JSON.stringify(trimMimeDb(JSON.parse(await readFile(args.path, 'utf8')))),
      loader: 'json',
    }));
  },
};

/**
 * Node makes an ES module's view of a built-in by reading all its exports, the lazy ones too. On
 * Node 22 and later `import … from 'node:http'` thus loads undici and http2 for http.WebSocket
 * (nodejs/node#59686; about 3 MiB of the idle server's memory on Node 24, for clients Hearth's
 * start never uses), 'node:crypto' loads webcrypto and 'node:tls' builds rootCertificates. The
 * bundle takes built-ins through require() instead, which reads a lazy export when it is used.
 */
const builtinsThroughRequire = {
  name: 'builtins-through-require',
  setup(build) {
    build.onResolve({ filter: /^(node:)?[a-z0-9_/]+$/ }, (args) =>
      (args.kind === 'import-statement' || args.kind === 'dynamic-import') && isBuiltin(args.path) ? { path: args.path.replace(/^node:/, ''), namespace: 'builtin-through-require' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'builtin-through-require' }, (args) => ({ contents: `module.exports = require('node:${args.path}');`, loader: 'js' }));
  },
};

async function buildNode() {
  await rm('dist/server', { recursive: true, force: true });
  await rm('dist/bench', { recursive: true, force: true });
  const shared = {
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    // The oldest Node `npm run serve` runs on (package.json's engines).
    target: `node${minimumNode()}`,
    format: 'esm',
    splitting: true,
    plugins: [englishZodOnly, memoryRateLimiterOnly, utf8Iconv, trimmedMimeDb, builtinsThroughRequire],
    // Dependencies are bundled (one file parses much faster than hundreds of modules: start-up
    // budget); native and binary-carrying packages stay external.
    external: [...nodeExternals],
    minifySyntax: true,
    minifyWhitespace: true,
    sourcemap: true,
    logLevel: 'error',
    banner: { js: "import { createRequire as __hearthRequire } from 'node:module'; const require = __hearthRequire(import.meta.url);" },
  };
  // The server on its own: what the first answer does not need (HTTPS and mDNS, HTML sanitising,
  // package installs, integration runs, 2FA codes) sits in chunks beside index.js, loaded by its
  // dynamic imports. Built apart from the bench, whose shared code would otherwise split the
  // server's start-up code into many more chunks to resolve and load.
  await esbuild({
    ...shared,
    entryPoints: { 'server/cli': 'server/cli.ts', 'server/index': 'server/index.ts' },
    // Same folder as index.js: code that finds its files from import.meta.url sees dist/server.
    chunkNames: 'server/[name]-[hash]',
  });
  await esbuild({
    ...shared,
    entryPoints: { 'bench/run': 'bench/run.ts', 'bench/bare': 'bench/bare.ts', 'bench/bare-relay': 'bench/bare-relay.ts' },
    chunkNames: 'bench/[name]-[hash]',
  });
  await mkdir('dist/server', { recursive: true });
  await cp('server/db/migrations', 'dist/server/migrations', { recursive: true });
  await buildFreshDatabase('dist/server/migrations');
  if (existsSync('resources')) await cp('resources', 'dist/resources', { recursive: true });
}

/**
 * A first start copies this instead of running every migration (server/db/fresh-database.ts).
 * Without a compiled better-sqlite3 (an install without scripts, as the container's build stage
 * does) there is none, and a first start runs the migrations; the container makes it later.
 */
async function buildFreshDatabase(migrationsDir) {
  let writeFreshDatabase;
  try {
    ({ writeFreshDatabase } = await import('./fresh-database.mjs'));
    writeFreshDatabase(migrationsDir);
  } catch (error) {
    if (!/bindings|better_sqlite3\.node|Could not locate/i.test(String(error))) throw error;
    console.warn(`No fresh database beside the migrations (better-sqlite3 is not built here): a first start runs them.`);
  }
}

async function buildElectron() {
  if (!existsSync('electron/main.ts')) return;
  await esbuild({
    entryPoints: { 'electron/main': 'electron/main.ts', 'electron/preload': 'electron/preload.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    // Electron 41's Node: the same major the tests run the desktop runtime on.
    target: `node${desktopNodeVersion}`,
    format: 'cjs',
    packages: 'external',
    external: ['electron'],
    sourcemap: true,
    logLevel: 'warning',
  });
}

const steps = { renderer: buildRenderer, node: buildNode, electron: buildElectron };
const started = Date.now();
for (const [name, step] of Object.entries(steps)) {
  if (only && only !== name) continue;
  await step();
}
console.log(`Built ${only ?? 'renderer, server and electron'} into dist/ in ${Date.now() - started} ms`);
