'use strict';
// Preloaded (--require) into a fake utility process, so the process looks as an Electron utility
// process does to the code it runs (each behaviour's source: tests/fixtures/SOURCES.md, section
// "Electron"):
// - process.parentPort is a read-only property: 'message' events carry { data, ports }, and
//   postMessage sends (lib/utility/init.ts, lib/utility/parent-port.ts);
// - there is no Node IPC channel to send on: no process.send or process.disconnect
//   (Electron's channel is a Mojo pipe behind parentPort, not Node's);
// - an unhandled rejection warns and sets the exit code instead of ending the process
//   (shell/services/node/node_service.cc sets unhandled_rejections = "warn-with-error-code").
// A --require preload also runs in the process's worker threads, where Electron has none of this.
const { EventEmitter } = require('node:events');
const { isMainThread } = require('node:worker_threads');

function install() {
  const send = process.send.bind(process);
  const port = new EventEmitter();
  port.postMessage = (message) => void send(message);
  port.start = () => undefined;
  port.pause = () => undefined;
  process.on('message', (data) => port.emit('message', { data, ports: [] }));
  Object.defineProperty(process, 'parentPort', { enumerable: true, writable: false, value: port });
  // Node's fork() gave this process an IPC channel; Electron's utility process has none. Its send
  // and disconnect are hidden (process.channel and .connected stay: Node's own send above reads them).
  for (const name of ['send', 'disconnect']) {
    Object.defineProperty(process, name, { value: undefined, configurable: true, enumerable: false, writable: false });
  }
}

if (isMainThread) install();
