'use strict';
// Runs integration packages for Hearth, in a process of its own started by
// server/features/integrations/runtime/pool.ts (Node's fork for the headless server, an Electron
// utility process in the desktop app). Package code never runs in this thread: it runs in the
// sandbox worker (sandbox/worker.cjs), locked down and confined to what it is handed, the same
// whichever launcher started this process. Headless, Node's permission model also limits this
// process (file reads to this folder, Hearth's modules and the app's folder; no child processes
// or writes). This thread makes the requests the package asks for, under the link's rules
// (host/http-host.cjs). One call at a time. See README.md.
const path = require('node:path');
const { createRequire } = require('node:module');
const { SandboxHost } = require('./host/sandbox-host.cjs');

const hearthModules = process.argv[2];
const heapMb = Number(process.argv[4]) > 0 ? Number(process.argv[4]) : 64;

// Node's fork() channel, or an Electron utility process's parentPort.
const channel = process.parentPort
  ? { send: (message) => process.parentPort.postMessage(message), listen: (fn) => process.parentPort.on('message', (event) => fn(event.data)) }
  : { send: (message) => process.send(message), listen: (fn) => process.on('message', fn) };

const hearthRequire = createRequire(path.join(hearthModules, 'hearth-runtime.js'));
const host = new SandboxHost({ runnerDir: __dirname, modulesDir: hearthModules, heapMb, axios: hearthRequire('axios'), WebSocket: hearthRequire('ws') });

/** What confines package code here: the sandbox always; Node's permission model when the launcher applied it. */
function sandbox() {
  const permission = process.permission;
  const permissionModel = Boolean(permission && typeof permission.has === 'function' && !permission.has('child') && !permission.has('fs.write'));
  return { permissionModel, compartments: true };
}

channel.listen((message) => {
  host.run(message).then(
    (result) => channel.send({ id: message.id, ...result }),
    (error) => channel.send({ id: message.id, type: 'error', error: String((error && error.message) || error).slice(0, 500) }),
  );
});
process.on('uncaughtException', (error) => {
  try {
    channel.send({ id: null, type: 'crash', error: String((error && error.message) || error).slice(0, 500) });
  } finally {
    process.exit(1);
  }
});
process.on('unhandledRejection', () => {});
// The pool waits for this before the first call: it says what confines the process, once the
// sandbox has locked itself down.
host.start().then(
  () => channel.send({ type: 'ready', sandbox: sandbox() }),
  (error) => channel.send({ id: null, type: 'crash', error: `the integration sandbox could not start: ${String((error && error.message) || error).slice(0, 300)}` }),
);
