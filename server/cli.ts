#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { nodeVersionProblem } from '../scripts/node-support.mjs';
import { serverAllocatorEnv } from '../scripts/server-flags.mjs';
import { keepCompiledCode } from './host/compile-cache.js';
import { guardProcess } from './process-guard.js';
import { trimHeapAfterStart, tuneHeapForServing } from './host/heap-tuning.js';

/** Long enough for the first requests after start (a browser's page load), short enough to be idle memory. */
const startTrimDelayMs = 300;

// First: on an older Node the server's code would fail to load, or fail later, with an error
// that names neither Node nor what to do.
const nodeProblem = nodeVersionProblem({ version: process.versions.node, command: 'npm run serve' });
if (nodeProblem) {
  console.error(nodeProblem);
  process.exit(1);
}

// Before anything else is allocated: glibc reads its allocator settings when the process starts,
// so a server started without them (`npm run serve`, `node dist/server/cli.js serve`) replaces
// itself once with them set (same process id, arguments and other environment).
const allocatorEnv = serverAllocatorEnv(process.platform, process.env);
if (allocatorEnv && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...allocatorEnv });
}

// Before the server's code loads: where the runtime keeps compiled code (Node 22.1+), a second
// start skips most of the bundle's compile.
keepCompiledCode();
const { startServer } = await import('./index.js');

const usage = `Usage: hearth serve [--data-dir DIR] [--host HOST] [--port PORT]

Runs Hearth headless (no desktop window). Defaults: the desktop app's data folder,
host 127.0.0.1 (use 0.0.0.0 to share on the LAN), port 7420.
Shared on the LAN, it also serves HTTPS (port 7443, HEARTH_HTTPS_PORT) and advertises hearth.local.
Environment: HEARTH_DATA_DIR, HEARTH_HOST, HEARTH_PORT, HEARTH_HTTPS_PORT, HEARTH_HTTPS, HEARTH_ADMIN_USERNAME, HEARTH_ADMIN_PASSWORD,
HEARTH_UPDATE_CHECK (off: no daily look for a newer release).`;

function fail(message: string): never {
  console.error(message);
  console.error(usage);
  process.exit(2);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        host: { type: 'string' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return;
  }
  const command = positionals[0] ?? 'serve';
  if (command !== 'serve') fail(`Unknown command "${command}".`);

  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid port "${values.port}".`);
  }

  // Signals are handled from the start: a Ctrl-C while the database opens still stops cleanly,
  // as soon as the server is up.
  const started = startServer({ dataDir: values['data-dir'], host: values.host, port });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, stopping Hearth…`);
    started
      .then((server) => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A start that fails (port taken, bad folder) still exits below; once serving, nothing stops it
  // but a signal.
  await started;
  tuneHeapForServing();
  // Once the first answers are out: start-up's heap is given back while nothing waits on it.
  setTimeout(() => {
    try {
      trimHeapAfterStart();
    } catch (error) {
      console.error('Could not trim the heap after start:', error);
    }
  }, startTrimDelayMs).unref();
  guardProcess((line) => console.error(line));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
