'use strict';
// The runtime's main thread side of the sandbox: it starts the sandbox worker (sandbox/worker.cjs)
// with its heap capped, hands it one call at a time, makes the requests the package asks for
// (http-host.cjs, json-rpc.cjs) and watches the worker: out of memory, too much resident memory at
// any time (Buffers live outside the heap), or busy while no call runs (a loop left behind) ends
// it, and the next call gets a fresh one.
const path = require('node:path');
const { Worker } = require('node:worker_threads');
const { runClient, errorToWire, headersToWire, allowedAddress, callName, outOfTime, describeTls, refuseLoopbackHost, reachLookup, expiredCertificate } = require('./http-host.cjs');
const { jsonRpcOpener } = require('../json-rpc.cjs');

const streamCredit = 8;
/** Resident memory of the whole runtime process past which the sandbox is ended (Buffers escape the heap cap). */
const maxRssBytes = 320 * 1024 * 1024;
/** Share of the worker's time it may be busy between two checks while no call runs. */
const maxIdleUtilization = 0.5;
const watchMs = 500;

class SandboxHost {
  constructor({ runnerDir, modulesDir, heapMb, axios, WebSocket }) {
    this.runnerDir = runnerDir;
    this.modulesDir = modulesDir;
    this.heapMb = heapMb;
    this.axios = axios;
    this.WebSocket = WebSocket;
    this.worker = null;
    this.ready = null;
    this.current = null;
    this.nextRun = 1;
    this.elu = null;
    this.watch = setInterval(() => this.check(), watchMs);
    this.watch.unref();
  }

  /** Starts a worker unless one runs; resolves once it has locked itself down. */
  start() {
    if (this.ready) return this.ready;
    const worker = new Worker(path.join(this.runnerDir, 'sandbox', 'worker.cjs'), {
      workerData: { modulesDir: this.modulesDir, runnerDir: this.runnerDir },
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: Math.max(4, Math.round(this.heapMb / 8)), codeRangeSizeMb: 32 },
      env: {},
      // None of the process's own flags (a preload, the main thread's heap size) carry into the sandbox.
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    // Nothing the worker prints is read (it holds nothing for a log), but unread pipes must not fill.
    worker.stdout.resume();
    worker.stderr.resume();
    this.worker = worker;
    this.elu = null;
    this.answered = null;
    this.ready = new Promise((resolve, reject) => {
      const onReady = (message) => {
        if (message && message.type === 'ready') {
          worker.off('message', onReady);
          resolve();
        }
      };
      worker.on('message', onReady);
      worker.once('error', reject);
      worker.once('exit', () => reject(new Error('the sandbox did not start')));
    });
    this.ready.catch(() => undefined);
    worker.on('message', (message) => this.receive(worker, message));
    worker.on('error', (error) => this.ended(worker, error && error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? this.memory('heap') : { type: 'failed', reason: 'stopped' }));
    worker.on('exit', () => this.ended(worker, { type: 'failed', reason: 'stopped' }));
    return this.ready;
  }

  /** Past the heap cap, or past the resident memory the whole process may use. */
  memory(which) {
    return { type: 'failed', reason: 'memory', limitMb: which === 'heap' ? this.heapMb : Math.round(maxRssBytes / 1024 / 1024) };
  }

  /** The worker is gone (or being ended): its call fails with the reason, the next call starts another. */
  ended(worker, failure) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = null;
    const run = this.current;
    if (run) this.finish(run, failure);
  }

  stop(worker, failure) {
    this.ended(worker, failure);
    void worker.terminate().catch(() => undefined);
  }

  /** Memory at any time, and a worker left busy while no call runs. */
  check() {
    const worker = this.worker;
    if (!worker) return;
    if (process.memoryUsage.rss() > maxRssBytes) return this.stop(worker, this.memory('rss'));
    const now = worker.performance.eventLoopUtilization();
    const since = this.elu ? worker.performance.eventLoopUtilization(now, this.elu) : null;
    this.elu = now;
    if (!this.current && since && since.utilization > maxIdleUtilization) this.stop(worker, { type: 'failed', reason: 'lingering' });
  }

  /** One call: resolves with the runner's result (never rejects). */
  async run(message) {
    this.endLingering();
    try {
      await this.start();
    } catch {
      return { type: 'failed', reason: 'unavailable' };
    }
    const worker = this.worker;
    const runId = this.nextRun++;
    const client = runClient(this.axios, message);
    const run = { runId, worker, client, streams: new Map(), rpcs: new Map(), sockets: new Set(), nextRpc: 1, resolve: null, done: false };
    run.openRpc = jsonRpcOpener({
      WebSocket: this.WebSocket,
      ruleFor: client.ruleFor,
      learned: client.learned,
      refuseLoopbackHost,
      noLoopback: client.noLoopback,
      lookup: client.noLoopback ? reachLookup : undefined,
      deadline: client.deadline,
      outOfTime,
      describeTls,
      expiredCertificate,
      sockets: run.sockets,
    });
    this.current = run;
    const request = { kind: message.kind, appDir: message.appDir, config: message.config, payload: message.payload, appUrl: message.appUrl, userName: message.userName, ...(message.kept !== undefined ? { kept: message.kept } : {}) };
    return new Promise((resolve) => {
      run.resolve = resolve;
      worker.postMessage({ type: 'run', runId, request });
    });
  }

  /**
   * A worker busy since its last answer with no call running (a loop the package left behind)
   * cannot take the next call: it is ended and the call gets a fresh one.
   */
  endLingering() {
    const worker = this.worker;
    if (!worker || !this.answered) return;
    const since = worker.performance.eventLoopUtilization(this.answered);
    if (since.active + since.idle >= 20 && since.utilization > 0.9) this.stop(worker, { type: 'failed', reason: 'lingering' });
  }

  finish(run, result) {
    if (run.done) return;
    run.done = true;
    if (this.current === run) this.current = null;
    if (this.worker) this.answered = this.worker.performance.eventLoopUtilization();
    for (const stream of run.streams.values()) stream.destroy();
    for (const socket of run.sockets) socket.terminate();
    const certificate = run.client.learned.list[0];
    const certificates = Object.keys(run.client.learned.byOrigin).length > 0 ? run.client.learned.byOrigin : null;
    run.resolve({ ...result, ...(certificate ? { certificate } : {}), ...(certificates ? { certificates } : {}) });
  }

  receive(worker, message) {
    if (worker !== this.worker || !message || typeof message !== 'object') return;
    const run = this.current;
    if (!run || message.runId !== undefined && message.runId !== run.runId) return;
    switch (message.type) {
      case 'answer':
        return this.finish(run, message.result);
      case 'http':
        return void this.http(run, message);
      case 'http-more':
        return run.streams.get(message.callId)?.more();
      case 'http-abort':
        return run.streams.get(message.callId)?.destroy();
      case 'rpc-open':
        return void this.rpcOpen(run, message);
      case 'rpc-call':
        return void this.rpcCall(run, message);
      case 'rpc-close':
        return run.rpcs.get(message.handle)?.close();
      default:
        return undefined;
    }
  }

  reply(run, body) {
    if (run.done || run.worker !== this.worker) return;
    run.worker.postMessage({ type: 'reply', ...body });
  }

  async http(run, message) {
    const { callId, settings } = message;
    let response;
    try {
      response = await run.client.instance.request({ ...settings });
    } catch (error) {
      return this.reply(run, { callId, error: errorToWire(error) });
    }
    const head = { status: response.status, statusText: response.statusText, headers: headersToWire(response.headers) };
    if (settings.responseType !== 'stream') {
      const data = Buffer.isBuffer(response.data) ? new Uint8Array(response.data) : response.data;
      return this.reply(run, { callId, response: { ...head, data } });
    }
    this.pump(run, callId, response.data, settings);
    this.reply(run, { callId, streaming: true, response: { ...head, data: null } });
  }

  /** A streamed answer, sent on as the sandbox reads it (at most streamCredit chunks ahead). */
  pump(run, callId, source, settings) {
    let credit = streamCredit;
    const send = (body) => !run.done && run.worker === this.worker && run.worker.postMessage({ callId, ...body });
    const control = {
      more() {
        credit += 1;
        if (credit > 0 && source.isPaused()) source.resume();
      },
      destroy() {
        source.destroy();
      },
    };
    run.streams.set(callId, control);
    source.on('data', (chunk) => {
      send({ type: 'http-chunk', chunk: new Uint8Array(chunk) });
      credit -= 1;
      if (credit <= 0) source.pause();
    });
    source.once('end', () => {
      run.streams.delete(callId);
      send({ type: 'http-end' });
    });
    source.once('error', (error) => {
      run.streams.delete(callId);
      const past = /^maxContentLength size of (\d+) exceeded/.exec(String(error && error.message));
      const wire = errorToWire(error);
      if (past) Object.assign(wire, { message: `the answer to ${callName(settings)} is larger than ${Number(past[1]) / 1024 / 1024} MB, more than Hearth reads for a card`, explained: true });
      send({ type: 'http-stream-error', error: wire });
    });
  }

  async rpcOpen(run, message) {
    const url = URL.parse(String(message.address || ''));
    if (url && !allowedAddress(run.client.targets, url)) {
      return this.reply(run, { callId: message.callId, error: { message: `${url.protocol}//${url.host} is not an address of this link: an integration may call only the addresses its link's settings name`, code: 'HEARTH_NOT_A_TARGET', explained: true } });
    }
    try {
      const rpc = await run.openRpc(message.address, { headers: message.headers });
      const handle = run.nextRpc++;
      run.rpcs.set(handle, rpc);
      this.reply(run, { callId: message.callId, handle });
    } catch (error) {
      this.reply(run, { callId: message.callId, error: errorToWire(error) });
    }
  }

  async rpcCall(run, message) {
    const rpc = run.rpcs.get(message.handle);
    if (!rpc) return this.reply(run, { callId: message.callId, error: { message: 'the connection is closed' } });
    try {
      this.reply(run, { callId: message.callId, result: await rpc.call(message.method, message.params) });
    } catch (error) {
      this.reply(run, { callId: message.callId, error: errorToWire(error) });
    }
  }
}

module.exports = { SandboxHost, maxRssBytes };
