'use strict';
// The sandbox: a worker thread of the runtime process where package code runs. It hardens
// JavaScript itself (SES lockdown: every built-in prototype and function frozen, so no package
// can tamper with what trusted code here uses), then runs each package's app.js and modules in
// SES Compartments whose only globals and modules are the ones handed in below: no process, no
// require of Node's modules, no import(). Package code reaches the network only through the http
// and JSON-RPC capabilities, whose requests the runtime's main thread makes under the link's
// rules (targets, reach, TLS, deadline, size caps); it reads files only in its own folder. The
// worker's heap is capped by resourceLimits, which every launcher honours (Node's fork and
// Electron's utility process alike). See ../README.md for what this is and is not.
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const nodeCrypto = require('node:crypto');
const querystring = require('node:querystring');
const { StringDecoder } = require('node:string_decoder');
const util = require('node:util');

const { modulesDir, runnerDir } = workerData;
const { unpackedModulesDir } = require('./unpacked.cjs');
createRequire(path.join(unpackedModulesDir(modulesDir), 'hearth-runtime.js'))('ses');
/* global lockdown, harden, Compartment */
lockdown({ errorTaming: 'unsafe', consoleTaming: 'unsafe', overrideTaming: 'severe', stackFiltering: 'concise', domainTaming: 'unsafe', reporting: 'none' });

const { createHttpCapability } = require('./http-shim.cjs');
const { createTimers } = require('./timers.cjs');
const { describe, refusalOf, safeJson } = require('./describe.cjs');

const allowed = require('../allowed-modules.cjs');

const kitFile = path.join(runnerDir, 'kit', 'index.js');
const declarativeFile = path.join(runnerDir, 'kit', 'declarative.js');
const eventsFile = path.join(__dirname, 'shims', 'events.js');

/** Node's modules a package may ask for by name, each a narrow, frozen view (nothing else loads). */
function builtinModules(appDir, timers) {
  const crypto = harden({
    createHash: (algorithm) => hashOf(nodeCrypto.createHash(String(algorithm))),
    createHmac: (algorithm, key) => hashOf(nodeCrypto.createHmac(String(algorithm), typeof key === 'string' ? key : Buffer.from(key))),
    randomUUID: () => nodeCrypto.randomUUID(),
    randomBytes: (size) => limitedBuffer(() => nodeCrypto.randomBytes(size), size),
    randomInt: (...args) => nodeCrypto.randomInt(...args),
    timingSafeEqual: (a, b) => nodeCrypto.timingSafeEqual(Buffer.from(a), Buffer.from(b)),
    getRandomValues: (array) => nodeCrypto.getRandomValues(array),
  });
  const fsView = readOnlyFs(appDir);
  return {
    crypto,
    buffer: harden({ Buffer: safeBuffer }),
    url: harden({ URL, URLSearchParams, parse: (text) => legacyParse(text), format: (value) => (value instanceof URL ? value.href : String(value && value.href ? value.href : value)) }),
    querystring: harden({ parse: querystring.parse, stringify: querystring.stringify, escape: querystring.escape, unescape: querystring.unescape, decode: querystring.decode, encode: querystring.encode }),
    string_decoder: harden({ StringDecoder }),
    util: harden({ format: util.format, promisify: util.promisify, isDeepStrictEqual: util.isDeepStrictEqual, TextEncoder, TextDecoder }),
    timers: timers.module,
    'timers/promises': timers.promises,
    perf_hooks: harden({ performance: harden({ now: () => performance.now(), timeOrigin: performance.timeOrigin }) }),
    fs: fsView.fs,
    'fs/promises': fsView.promises,
  };
}

/** A hash or HMAC with only update and digest (Node's object leads to its stream classes). */
function hashOf(hash) {
  const view = {
    update(data, encoding) {
      hash.update(typeof data === 'string' ? data : Buffer.from(data), encoding);
      return view;
    },
    digest: (encoding) => hash.digest(encoding),
  };
  return harden(view);
}

/** Buffers are handed out through a size check: one package call may not take hundreds of MB at once. */
const maxBufferBytes = 32 * 1024 * 1024;
function limitedBuffer(make, size) {
  if (Number(size) > maxBufferBytes) throw new RangeError(`Buffers over ${maxBufferBytes / 1024 / 1024} MB are not allowed in Hearth's integration runtime`);
  return make();
}

/** Buffer's static side, bounded; instances are Node's own (their prototype was frozen by lockdown). */
const safeBuffer = harden({
  from: (value, encodingOrOffset, length) => {
    if (typeof value === 'string' && value.length > maxBufferBytes) throw new RangeError('string too large for a Buffer here');
    return Buffer.from(value, encodingOrOffset, length);
  },
  alloc: (size, fill, encoding) => limitedBuffer(() => Buffer.alloc(size, fill, encoding), size),
  allocUnsafe: (size) => limitedBuffer(() => Buffer.alloc(size), size),
  byteLength: (value, encoding) => Buffer.byteLength(value, encoding),
  concat: (list, total) => limitedBuffer(() => Buffer.concat(list, total), total === undefined ? list.reduce((sum, b) => sum + b.length, 0) : total),
  isBuffer: (value) => Buffer.isBuffer(value),
  isEncoding: (value) => Buffer.isEncoding(value),
  compare: (a, b) => Buffer.compare(a, b),
});

function legacyParse(text) {
  const url = URL.parse(String(text));
  if (!url) return harden({ href: String(text) });
  return harden({ href: url.href, protocol: url.protocol, host: url.host, hostname: url.hostname, port: url.port || null, pathname: url.pathname, search: url.search || null, hash: url.hash || null, query: url.search ? url.search.slice(1) : null, path: url.pathname + url.search });
}

/** The package's own folder, read-only: synchronous reads inside it, nothing outside (links resolved first). */
function readOnlyFs(appDir) {
  const root = fs.realpathSync(appDir);
  const inside = (target) => {
    const asked = path.resolve(root, String(target));
    let real;
    try {
      real = fs.realpathSync(asked);
    } catch {
      real = asked;
    }
    if (real !== root && !real.startsWith(root + path.sep)) throw accessDenied(`reading ${String(target)} (outside the package's own folder)`);
    return real;
  };
  const readFileSync = (file, options) => fs.readFileSync(inside(file), options);
  const view = {
    readFileSync,
    existsSync: (file) => {
      try {
        return fs.existsSync(inside(file));
      } catch {
        return false;
      }
    },
    readdirSync: (dir) => fs.readdirSync(inside(dir)),
    statSync: (file) => {
      const stats = fs.statSync(inside(file));
      return harden({ size: stats.size, mtimeMs: stats.mtimeMs, isFile: () => stats.isFile(), isDirectory: () => stats.isDirectory() });
    },
  };
  const promises = { readFile: async (file, options) => readFileSync(file, options) };
  view.promises = promises;
  return { fs: harden(view), promises: harden(promises) };
}

function accessDenied(what) {
  const error = new Error(`Access to ${what} is not allowed in Hearth's integration runtime.`);
  error.code = 'ERR_ACCESS_DENIED';
  return error;
}

function notAvailable(name) {
  const error = new Error(`The module '${name}' is not available in Hearth's integration runtime.`);
  error.code = 'ERR_ACCESS_DENIED';
  return error;
}

/** Globals every compartment gets: the language, and these few host objects (frozen). */
function sharedGlobals(timers) {
  return {
    // A compartment's own Date and Math have no clock and no randomness (SES makes them
    // deterministic); packages show ages and make nonces, so they get the thread's, frozen.
    Date,
    Math,
    console: harden({ log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} }),
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    atob,
    btoa,
    structuredClone,
    queueMicrotask,
    ...timers.globals,
  };
}

/**
 * One package's modules: a compartment of its own whose module cache lives as long as this
 * worker (a warm process keeps a package's module state between calls, as Node's require did).
 */
class PackageSandbox {
  constructor(appDir, http, timers) {
    this.appDir = fs.realpathSync(appDir);
    this.http = http;
    this.timers = timers;
    this.builtins = builtinModules(this.appDir, timers);
    this.modules = new Map();
    this.compartment = new Compartment({ globals: sharedGlobals(timers), __options__: true });
    this.compartment.globalThis.global = this.compartment.globalThis;
  }

  /** require() for code in `dir`: Hearth's capabilities, the allowed built-ins, then the package's own files. */
  requireFrom(dir) {
    const require = (request) => {
      const name = String(request);
      const bare = name.replace(/^node:/, '');
      if (bare === 'axios') return this.http.axios;
      if (bare === '@hearth/kit') return this.load(kitFile, path.dirname(kitFile));
      if (bare === '@hearth/kit/declarative') return this.load(declarativeFile, path.dirname(declarativeFile));
      if (bare === 'events') return this.load(eventsFile, path.dirname(eventsFile));
      if (Object.prototype.hasOwnProperty.call(this.builtins, bare)) return this.builtins[bare];
      if (bare !== name || isNodeBuiltin(bare)) throw notAvailable(name);
      return this.load(this.resolve(name, dir));
    };
    return harden(require);
  }

  /**
   * app.js's require, as the original product had it: Hearth's capabilities, then only the names
   * of its allow-list (Node built-ins given here as narrow views, and packages from the app's own
   * node_modules); any other name is refused with the original's message.
   */
  appRequire() {
    const fromApp = this.requireFrom(this.appDir);
    const require = (request) => {
      const name = String(request);
      const bare = name.replace(/^node:/, '');
      if (bare === 'axios' || bare === '@hearth/kit') return fromApp(bare);
      if (allowed.builtins.includes(bare)) return fromApp(bare);
      if (!allowed.packages.includes(bare)) throw new Error(`Importing of module '${name}' is not allowed.`);
      try {
        return fromApp(bare);
      } catch (error) {
        if (error && error.code === 'MODULE_NOT_FOUND') throw new Error(`Cannot find module '${bare}' in the plugin's node_modules.`, { cause: error });
        throw error;
      }
    };
    return harden(require);
  }

  /** A relative path or a package of the app's own node_modules, as Node resolves CommonJS (no ES modules, no "imports"). */
  resolve(request, fromDir) {
    if (request.startsWith('#')) throw notAvailable(request);
    if (request.startsWith('./') || request.startsWith('../') || path.isAbsolute(request)) return this.file(path.resolve(fromDir, request), request);
    const [scopeOrName, scoped] = request.split('/');
    const packageName = scopeOrName.startsWith('@') ? `${scopeOrName}/${scoped}` : scopeOrName;
    const subpath = request.slice(packageName.length + 1);
    for (let dir = fromDir; dir.startsWith(this.appDir); dir = path.dirname(dir)) {
      const packageDir = path.join(dir, 'node_modules', packageName);
      if (fs.existsSync(packageDir)) return this.file(subpath ? path.join(packageDir, subpath) : this.packageMain(packageDir), request);
      if (dir === this.appDir) break;
    }
    throw Object.assign(new Error(`Cannot find module '${request}' in the package's node_modules.`), { code: 'MODULE_NOT_FOUND' });
  }

  packageMain(packageDir) {
    let manifest = {};
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    } catch {
      // No package.json: index.js, as Node looks for.
    }
    if (manifest.type === 'module') throw accessDenied(`the ES module package ${path.basename(packageDir)} (only CommonJS packages run here)`);
    const exported = typeof manifest.exports === 'string' ? manifest.exports : exportsEntry(manifest.exports);
    return path.join(packageDir, exported || manifest.main || 'index.js');
  }

  /** The file a path names (Node's extensions and index files), inside the package's folder only. */
  file(asked, request) {
    for (const candidate of [asked, `${asked}.js`, `${asked}.cjs`, `${asked}.json`, path.join(asked, 'index.js'), path.join(asked, 'index.json')]) {
      let stats;
      try {
        stats = fs.statSync(candidate);
      } catch {
        continue;
      }
      if (!stats.isFile()) continue;
      const real = fs.realpathSync(candidate);
      if (!real.startsWith(this.appDir + path.sep)) throw accessDenied(`${request} (outside the package's own folder)`);
      if (!/\.(c?js|json)$/.test(real)) throw accessDenied(`${request} (only .js, .cjs and .json files load here)`);
      return real;
    }
    throw Object.assign(new Error(`Cannot find module '${request}'.`), { code: 'MODULE_NOT_FOUND' });
  }

  /** Evaluates a CommonJS file in the package's compartment, once. */
  load(file, dir = path.dirname(file)) {
    const cached = this.modules.get(file);
    if (cached) return cached.exports;
    const module = { exports: {} };
    this.modules.set(file, module);
    const source = fs.readFileSync(file, 'utf8');
    try {
      if (file.endsWith('.json')) {
        module.exports = JSON.parse(source);
      } else {
        const wrapper = this.compartment.evaluate(`(function (exports, require, module, __filename, __dirname) {${stripHashbang(source)}\n})`, evaluateOptions);
        wrapper.call(module.exports, module.exports, this.requireFrom(dir), module, file, dir);
      }
    } catch (error) {
      this.modules.delete(file);
      throw error;
    }
    return module.exports;
  }
}

/** The most a card's values may hold, as JSON. */
const maxAnswerChars = 2_000_000;
/** What a package may keep for its link's next run (a session cookie, a token): a few kilobytes. */
const maxKeptChars = 4096;

const evaluateOptions = { __evadeHtmlCommentTest__: true, __evadeImportExpressionTest__: true };

function stripHashbang(source) {
  return source.startsWith('#!') ? `//${source.slice(2)}` : source;
}

function exportsEntry(exports) {
  if (!exports || typeof exports !== 'object') return null;
  const root = Object.prototype.hasOwnProperty.call(exports, '.') ? exports['.'] : exports;
  if (typeof root === 'string') return root;
  if (!root || typeof root !== 'object') return null;
  for (const condition of ['require', 'node', 'default']) {
    const entry = root[condition];
    if (typeof entry === 'string') return entry;
    if (entry && typeof entry === 'object') {
      const nested = exportsEntry({ '.': entry });
      if (nested) return nested;
    }
  }
  return null;
}

function isNodeBuiltin(name) {
  return require('node:module').isBuiltin(name);
}

/**
 * A package's app.js, or for a declarative package (definition.json and no app.js) the one line
 * that hands its definition to the kit. The definition goes in as a string literal the
 * compartment parses with JSON.parse (an object literal would give "__proto__" keys meaning),
 * evaluated in the same compartment as any app.js.
 */
function appSource(appDir) {
  const appFile = path.join(appDir, 'app.js');
  const definitionFile = path.join(appDir, 'definition.json');
  if (fs.existsSync(appFile) || !fs.existsSync(definitionFile)) return stripHashbang(fs.readFileSync(appFile, 'utf8'));
  let definition;
  try {
    definition = JSON.parse(fs.readFileSync(definitionFile, 'utf8'));
  } catch {
    throw new Error('the integration definition (definition.json) is not valid JSON');
  }
  return `Object.assign(global, require('@hearth/kit').declarative(JSON.parse(${JSON.stringify(JSON.stringify(definition))})));`;
}

const sandboxes = new Map();
const http = createHttpCapability(parentPort);

/** One call: app.js evaluated afresh in a compartment of its own, its entry point given the capabilities. */
function run(runId, request) {
  const { kind, appDir, config, payload, appUrl, userName } = request;
  // What the package keeps for its link's next run (a session cookie): offered only where the
  // server holds it, for a card's run; undefined leaves the kept value as it was.
  const keeps = kind === 'initialize' && (typeof request.kept === 'string' || request.kept === null);
  let kept;
  const timers = createTimers();
  let sandbox = sandboxes.get(appDir);
  if (!sandbox) {
    sandbox = new PackageSandbox(appDir, http, createTimers());
    sandboxes.set(appDir, sandbox);
  }
  http.begin(runId);
  return new Promise((resolve) => {
    let done = false;
    const answer = (result) => {
      if (done) return;
      done = true;
      // Nothing of this call keeps running once it answered.
      timers.clearAll();
      http.end(runId);
      resolve(kept === undefined ? result : { ...result, kept });
    };
    const compartment = new Compartment({ globals: { ...sharedGlobals(timers), require: sandbox.appRequire() }, __options__: true });
    const global = compartment.globalThis;
    global.global = global;
    try {
      compartment.evaluate(appSource(sandbox.appDir), evaluateOptions);
    } catch (error) {
      return answer({ type: 'error', error: describe(error) });
    }
    const base = { config: config ?? {}, appUrl, axios: http.axios, jsonRpc: http.jsonRpc, req: harden({ user: { username: userName } }) };
    if (keeps) {
      base.kept = request.kept;
      base.keep = (value) => {
        kept = value === null || value === undefined ? null : String(value).slice(0, maxKeptChars);
      };
    }
    let entry;
    let argument;
    if (kind === 'initialize') {
      entry = global.initialize;
      if (typeof entry !== 'function') return answer({ type: 'error', error: 'The integration has no initialize function.' });
      argument = {
        ...base,
        payload,
        sendResponse: (template, statusCode, variables, background) => {
          const values = safeJson(variables ?? []);
          // A card's values travel whole to the server: bounded here, before they leave the sandbox.
          if (JSON.stringify(values).length > maxAnswerChars) return answer({ type: 'error', error: `the card's values are larger than ${maxAnswerChars / 1000 / 1000} million characters, more than Hearth shows` });
          return answer({ type: 'response', template: String(template), statusCode: Number(statusCode) || 200, variables: values, background: safeJson(background ?? null) });
        },
        sendError: (error) => answer({ type: 'error', error: describe(error), ...refusalOf(error) }),
      };
    } else {
      entry = global.connectionTest;
      if (typeof entry !== 'function') return answer({ type: 'error', error: 'No connection test function found.' });
      argument = {
        ...base,
        payload: null,
        // Hearth's addition: an app may say what the test read ({ readings }); the server checks it.
        connectionSuccess: (details) => answer(details && details.readings !== undefined ? { type: 'success', readings: safeJson(details.readings) } : { type: 'success' }),
        connectionFailed: (error) => answer({ type: 'error', error: describe(error), ...refusalOf(error) }),
      };
    }
    Promise.resolve()
      .then(() => entry(argument))
      .then(
        // Like the original, initialize may still answer later (the time limit ends the wait);
        // a connection test that returns without a verdict has none.
        () => kind === 'connectionTest' && answer({ type: 'error', error: 'Connection test completed without a response' }),
        (error) => answer({ type: 'error', error: describe(error), ...refusalOf(error) }),
      );
  });
}

parentPort.on('message', (message) => {
  if (!message || typeof message !== 'object') return;
  if (message.type === 'run') {
    run(message.runId, message.request).then(
      (result) => parentPort.postMessage({ type: 'answer', runId: message.runId, result }),
      (error) => parentPort.postMessage({ type: 'answer', runId: message.runId, result: { type: 'error', error: describe(error) } }),
    );
    return;
  }
  http.receive(message);
});

// An error of a package's own timer or promise never ends the sandbox: its call answers or times out.
process.on('unhandledRejection', () => {});
process.on('uncaughtException', () => {});
parentPort.postMessage({ type: 'ready' });
