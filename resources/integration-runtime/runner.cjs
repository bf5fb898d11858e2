'use strict';
// Runs integration packages' app.js for Hearth, in a process of its own started by
// server/features/integrations/runtime/pool.ts: a Node child process for the headless server,
// an Electron utility process in the desktop app. The process is the boundary. Headless, Node's
// permission model limits file reads to this folder, Hearth's node_modules and the app's own
// folder, and forbids child processes and workers; on both paths guard.cjs narrows what any
// module can load or call (see there), the environment is empty and the heap is small. vm only
// gives app code the original's globals (it is not a boundary). One call at a time.
const vm = require('node:vm');
const fs = require('node:fs');
const path = require('node:path');
const https = require('node:https');
const tlsModule = require('node:tls');
const dns = require('node:dns');
const net = require('node:net');
const http = require('node:http');
const { createRequire } = require('node:module');

const hearthModules = process.argv[2];
const ownAppDir = process.argv[3];
// Before any package code (axios included) loads: everything after this sees the guarded world.
const sandbox = require('./guard.cjs').install([__dirname, hearthModules, ownAppDir].filter(Boolean));

// Node's fork() channel, or an Electron utility process's parentPort.
const channel = process.parentPort
  ? { send: (message) => process.parentPort.postMessage(message), listen: (fn) => process.parentPort.on('message', (event) => fn(event.data)) }
  : { send: (message) => process.send(message), listen: (fn) => process.on('message', fn) };

const builtins = ['assert', 'buffer', 'crypto', 'dns', 'events', 'http', 'https', 'querystring', 'stream', 'timers', 'url', 'util', 'zlib', 'readline', 'string_decoder', 'perf_hooks'];
const packages = ['axios', 'moment', 'dayjs', 'lodash', 'uuid', 'date-fns', 'debug', 'node-fetch', 'form-data', 'jsonschema', 'jsonwebtoken', 'bcrypt', 'argon2', 'helmet', 'express-rate-limit', 'validator', 'qs', 'bluebird', 'pino', 'winston', 'sharp', 'md5'];

const hearthRequire = createRequire(path.join(hearthModules, 'hearth-runtime.js'));
const axios = hearthRequire('axios');
const scripts = new Map();

function sandboxRequire(appDir) {
  const appRequire = createRequire(path.join(appDir, 'app.js'));
  return (name) => {
    const bare = String(name).replace(/^node:/, '');
    if (builtins.includes(bare)) return require(`node:${bare}`);
    // Hearth's own helpers for packages (formats, JSON paths, failure reasons): see kit/index.js.
    if (bare === '@hearth/kit') return require('./kit/index.js');
    if (!packages.includes(bare)) throw new Error(`Importing of module '${name}' is not allowed.`);
    try {
      return appRequire(bare);
    } catch {
      try {
        return hearthRequire(bare);
      } catch {
        throw new Error(`Cannot find module '${bare}' in the plugin's node_modules.`);
      }
    }
  };
}

function compiled(appDir) {
  let script = scripts.get(appDir);
  if (!script) {
    script = new vm.Script(fs.readFileSync(path.join(appDir, 'app.js'), 'utf8'), { filename: 'app.js' });
    scripts.set(appDir, script);
  }
  return script;
}

/** Upstream HTTP errors travel as {status, response}; anything else as a short string. */
function describe(err) {
  const tlsText = describeTls(err);
  if (tlsText) return tlsText;
  if (err && typeof err === 'object' && err.response && typeof err.response === 'object') {
    return { status: Number(err.response.status) || 0, response: safeJson(err.response.data) };
  }
  if (typeof err === 'string') return err;
  // Errors made inside the vm context are not instances of this realm's Error.
  if (err && typeof err === 'object' && typeof err.message === 'string') return err.message.slice(0, 500);
  return safeJson(err);
}

function safeJson(value) {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return String(value);
  }
}

/** This computer: 127.0.0.0/8, ::1, the unspecified addresses, and IPv4-in-IPv6 forms (server/net/reach.ts). */
function isLoopbackAddress(address) {
  const plain = String(address).replace(/^\[|\]$/g, '').toLowerCase().split('%')[0];
  if (net.isIPv4(plain)) return plain.startsWith('127.') || plain === '0.0.0.0';
  if (!net.isIPv6(plain)) return false;
  if (plain === '::1' || plain === '::') return true;
  const mapped = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return isLoopbackAddress(mapped[1]);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(plain);
  return Boolean(hex) && isLoopbackAddress(`${parseInt(hex[1], 16) >> 8}.${parseInt(hex[1], 16) & 255}.${parseInt(hex[2], 16) >> 8}.${parseInt(hex[2], 16) & 255}`);
}

const loopbackRefused = 'Only an administrator can point Hearth at this computer itself (127.0.0.1, localhost). Use its address on your network instead, or ask your administrator.';

function refuseLoopbackHost(hostname, noLoopback) {
  if (!noLoopback) return;
  const name = String(hostname || '').toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name)) {
    const error = new Error(loopbackRefused);
    error.code = 'HEARTH_LOOPBACK';
    throw error;
  }
}

/**
 * The reach rule at the moment of connecting: every address a name resolves to is checked then
 * (a name may have resolved elsewhere when the server checked it: DNS rebinding).
 */
function withReach(agent, noLoopback) {
  if (!noLoopback) return agent;
  agent.options.lookup = (hostname, options, callback) => {
    dns.lookup(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const all = Array.isArray(address) ? address : [{ address, family }];
      if (all.some((entry) => isLoopbackAddress(entry.address))) {
        const refused = new Error(loopbackRefused);
        refused.code = 'HEARTH_LOOPBACK';
        return callback(refused);
      }
      callback(null, address, family);
    });
  };
  return agent;
}

/**
 * TLS for the calls a package makes. Certificates are verified, always for every host but the
 * link's own, and for the link's own unless its owner allowed a self-signed certificate: then
 * only the certificate it trusted (its SHA-256 fingerprint, pinned at Test connection) is
 * accepted ('pinned'), or, during that test, the one presented is accepted and reported
 * ('learn'). The check runs before the request is written: a changed certificate sees nothing.
 */
function httpsAgentFor(tls, certificates) {
  const mode = tls && typeof tls === 'object' ? tls.mode : 'verify';
  if (mode !== 'learn' && mode !== 'pinned') return new https.Agent({ keepAlive: false });
  const ownHost = String(tls.hostname || '').toLowerCase();
  const ownPort = Number(tls.port) || 443;
  const agent = new https.Agent({ keepAlive: false });
  agent.createConnection = (options, callback) => {
    const host = String(options.servername || options.host || '').toLowerCase();
    const port = Number(options.port) || 443;
    if (host !== ownHost || port !== ownPort) return tlsModule.connect({ ...options, rejectUnauthorized: true }, () => undefined);
    const socket = tlsModule.connect({ ...options, rejectUnauthorized: false, checkServerIdentity: () => undefined });
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      const fingerprint = cert && cert.fingerprint256;
      if (mode === 'pinned' && fingerprint !== tls.fingerprint) {
        const error = new Error('certificate changed');
        error.code = 'HEARTH_CERT_CHANGED';
        error.fingerprint = fingerprint || null;
        socket.destroy();
        return callback(error);
      }
      if (mode === 'learn' && fingerprint && !certificates.some((c) => c.fingerprint256 === fingerprint)) {
        certificates.push({ fingerprint256: fingerprint, subject: describeName(cert.subject), issuer: describeName(cert.issuer), validTo: String(cert.valid_to || ''), authorized: socket.authorized === true });
      }
      callback(null, socket);
    });
    socket.once('error', (error) => callback(error));
    return undefined;
  };
  return agent;
}

function describeName(name) {
  if (!name || typeof name !== 'object') return '';
  return String(name.CN || name.O || Object.values(name).join(', ')).slice(0, 200);
}

const tlsFailures = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'a self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'a certificate signed by an unknown authority',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'a certificate no known authority signed',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'a certificate no known authority signed',
  CERT_HAS_EXPIRED: 'an expired certificate',
  CERT_NOT_YET_VALID: 'a certificate that is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'a certificate for another name',
};

/** A TLS failure (or a refused target) in words a person can act on, or null for other errors. */
function describeTls(err) {
  const code = err && (err.code || (err.cause && err.cause.code));
  if (code === 'HEARTH_LOOPBACK') return loopbackRefused;
  if (code === 'HEARTH_CERT_CHANGED') {
    const seen = err.fingerprint || (err.cause && err.cause.fingerprint) || 'unknown';
    return `The service's certificate changed since it was trusted (now SHA-256 ${seen}). If you expected that, test the connection again to trust the new one.`;
  }
  const what = tlsFailures[code];
  return what ? `The service answered with ${what}, which Hearth does not trust. For a home-lab service with a self-signed certificate, tick "Allow a self-signed certificate" on the link and test the connection to trust this one.` : null;
}

async function run(message) {
  const { kind, appDir, config, payload, appUrl, userName } = message;
  const withCertificate = (result) => (certificates[0] ? { ...result, certificate: certificates[0] } : result);
  const global = { eval: undefined, Function: undefined };
  const context = vm.createContext({ global, require: sandboxRequire(appDir), console, setTimeout, setInterval, clearTimeout, clearInterval }, { codeGeneration: { strings: false, wasm: false } });
  const certificates = [];
  const noLoopback = Boolean(message.reach && message.reach.loopback === false);
  const instance = axios.create({
    httpsAgent: withReach(httpsAgentFor(message.tls, certificates), noLoopback),
    httpAgent: withReach(new http.Agent({ keepAlive: false }), noLoopback),
    timeout: 9000,
    // Every hop of a redirect meets the same rule.
    beforeRedirect: (options) => refuseLoopbackHost(options.hostname, noLoopback),
  });
  instance.interceptors.request.use((settings) => {
    const url = URL.parse(String(settings.url || ''), settings.baseURL || undefined);
    if (url) refuseLoopbackHost(url.hostname, noLoopback);
    return settings;
  });
  // Packages show error.message: a TLS failure says what it means and what to do.
  instance.interceptors.response.use(undefined, (err) => {
    const text = describeTls(err);
    if (text && err && typeof err === 'object') err.message = text;
    return Promise.reject(err);
  });
  return new Promise((resolve) => {
    let done = false;
    const answer = (result) => {
      if (done) return;
      done = true;
      resolve(withCertificate(result));
    };
    const base = { config: config ?? {}, appUrl, axios: instance, req: { user: { username: userName } } };
    let fn;
    let arg;
    try {
      compiled(appDir).runInContext(context, { timeout: 10_000 });
    } catch (err) {
      return answer({ type: 'error', error: describe(err) });
    }
    if (kind === 'initialize') {
      fn = global.initialize;
      if (typeof fn !== 'function') return answer({ type: 'error', error: 'The integration has no initialize function.' });
      arg = {
        ...base,
        payload,
        sendResponse: (template, statusCode, variables, background) =>
          answer({ type: 'response', template: String(template), statusCode: Number(statusCode) || 200, variables: safeJson(variables ?? []), background: background ?? null }),
        sendError: (err) => answer({ type: 'error', error: describe(err) }),
      };
    } else {
      fn = global.connectionTest;
      if (typeof fn !== 'function') return answer({ type: 'error', error: 'No connection test function found.' });
      arg = {
        ...base,
        payload: null,
        // Hearth's addition: an app may say what the test read ({ readings }); the server checks it.
        connectionSuccess: (details) => answer(details && details.readings !== undefined ? { type: 'success', readings: safeJson(details.readings) } : { type: 'success' }),
        connectionFailed: (err) => answer({ type: 'error', error: describe(err) }),
      };
    }
    Promise.resolve()
      .then(() => fn(arg))
      .then(
        // Like the original, initialize may still answer later (its time limit ends the wait);
        // a connection test that returns without a verdict has none.
        () => kind === 'connectionTest' && answer({ type: 'error', error: 'Connection test completed without a response' }),
        (err) => answer({ type: 'error', error: describe(err) }),
      );
  });
}

channel.listen((message) => {
  run(message).then(
    (result) => channel.send({ id: message.id, ...result }),
    (err) => channel.send({ id: message.id, type: 'error', error: describe(err) }),
  );
});
process.on('uncaughtException', (err) => {
  try {
    channel.send({ id: null, type: 'crash', error: describe(err) });
  } finally {
    process.exit(1);
  }
});
process.on('unhandledRejection', () => {});
// The pool waits for this before the first call: it says what confines the process.
channel.send({ type: 'ready', sandbox });
