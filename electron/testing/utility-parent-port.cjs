'use strict';
// Preloaded (--require) into a fake utility process: process.parentPort as an Electron utility
// process has it ('message' events carrying { data }, postMessage), carried over Node's IPC.
const { EventEmitter } = require('node:events');

const port = new EventEmitter();
port.postMessage = (message) => process.send(message);
port.start = () => undefined;
process.on('message', (data) => port.emit('message', { data, ports: [] }));
process.parentPort = port;
