'use strict';
// The runtime's HTTP capability, on its trusted side (the main thread): every request package
// code makes arrives here as plain data and is made with axios under the link's rules. Only the
// hosts of the link's declared targets may be called; the reach rule applies at every connection
// and every redirect; TLS is verified, or pinned to the certificate trusted for the link's own
// host; each call gets what is left of the run's one deadline; answers are capped in size. What
// goes back is plain data (status, headers, body, or a stream of chunks), never an object of
// this thread.
const https = require('node:https');
const tlsModule = require('node:tls');
const dns = require('node:dns');
const net = require('node:net');
const http = require('node:http');

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

/**
 * The most of one answer a call reads (counted after decompression): a whole library (10,000
 * movies is about 35 MB) would outlast the call and the process's small heap. A streamed answer,
 * which a package counts as it arrives without holding it, may be larger.
 */
const maxAnswerBytes = 16 * 1024 * 1024;
const maxStreamedAnswerBytes = 128 * 1024 * 1024;

/** A package may ask for less than the cap, never for more. */
function capAnswer(settings) {
  const cap = settings.responseType === 'stream' ? maxStreamedAnswerBytes : maxAnswerBytes;
  const asked = Number(settings.maxContentLength);
  settings.maxContentLength = asked > 0 && asked < cap ? asked : cap;
  return settings;
}

/** Redirects a call follows; a package may ask for fewer. */
const maxRedirects = 3;
// The only headers that go on to another origin (or from https to http): everything else may be
// a service's secret (X-Api-Key, X-Plex-Token, X-Emby-Token, X-FTL-SID, CSRFPreventionToken, a
// Custom API header), and Authorization and cookies are.
const harmlessHeaders = new Set(['accept', 'accept-encoding', 'accept-language', 'user-agent', 'content-type', 'content-length']);

function redirectError(message) {
  const error = new Error(message);
  error.code = 'HEARTH_REDIRECT';
  return error;
}

/**
 * Every hop of a redirect: the reach rule; a sign-in (any call but GET or HEAD) is not followed,
 * so it says where it was sent instead of arriving as a GET that fails oddly; and on the way to
 * another origin, or from https to http, only harmless headers and no credentials go along.
 */
function onRedirect(options, requestDetails, noLoopback) {
  refuseLoopbackHost(options.hostname, noLoopback);
  const from = URL.parse(String((requestDetails && requestDetails.url) || ''));
  const to = URL.parse(String(options.href || ''));
  const method = String((requestDetails && requestDetails.method) || 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    throw redirectError(`${callName({ method, url: from ? from.href : '' })} was redirected to ${to ? `${to.origin}${to.pathname}` : 'another address'}: set the service URL to that address (often its https:// one)`);
  }
  if (!from || !to || from.origin !== to.origin) {
    for (const name of Object.keys(options.headers || {})) {
      if (!harmlessHeaders.has(name.toLowerCase())) delete options.headers[name];
    }
    delete options.auth;
  }
}

/** A call that passed its redirects, or a redirect refused above, in words a person can act on. */
function explainRedirect(err) {
  if (!err || typeof err !== 'object') return;
  const cause = err.cause && typeof err.cause === 'object' ? err.cause : null;
  // follow-redirects wraps what beforeRedirect threw ("Redirected request failed: …"), axios wraps that.
  let refused = err;
  for (let depth = 0; refused && depth < 4 && refused.code !== 'HEARTH_REDIRECT'; depth += 1) refused = refused.cause;
  if (refused && refused.code === 'HEARTH_REDIRECT') {
    err.message = refused.message;
    err.explained = true;
  } else if (err.code === 'ERR_FR_TOO_MANY_REDIRECTS' || (cause && cause.code === 'ERR_FR_TOO_MANY_REDIRECTS')) {
    const config = err.config || {};
    err.message = `more than ${maxRedirects} redirects from ${callName(config)}: set the service URL to the address the service finally answers at`;
    err.explained = true;
  }
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
function reachLookup(hostname, options, callback) {
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
}

function withReach(agent, noLoopback) {
  if (noLoopback) agent.options.lookup = reachLookup;
  return agent;
}

/**
 * The TLS rule for one host and port of a run: learn (accept and report the certificate: Test
 * connection with a self-signed certificate allowed) or pinned (accept only the certificate
 * trusted before), from the run's rules by origin (`tlsByOrigin`, one per declared target) or
 * its single rule for the link's own host (`tls`); null to verify as usual.
 */
function tlsRules(message) {
  const byOrigin = message.tlsByOrigin && typeof message.tlsByOrigin === 'object' ? message.tlsByOrigin : null;
  const single = message.tls && typeof message.tls === 'object' && (message.tls.mode === 'learn' || message.tls.mode === 'pinned') ? message.tls : null;
  return (hostname, port) => {
    const host = String(hostname || '').replace(/^\[|\]$/g, '').toLowerCase();
    const origin = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const primary = single !== null && host === String(single.hostname || '').toLowerCase() && port === (Number(single.port) || 443);
    const rule = byOrigin && byOrigin[origin] && typeof byOrigin[origin] === 'object' ? byOrigin[origin] : primary ? single : null;
    if (!rule || (rule.mode !== 'learn' && rule.mode !== 'pinned')) return null;
    return { origin, primary, mode: rule.mode, fingerprint: rule.fingerprint };
  };
}

/** What a run learned: the primary target's certificates (the single rule's answer) and every target's by origin. */
function learnedCertificates() {
  const list = [];
  const byOrigin = {};
  return {
    list,
    byOrigin,
    add(rule, cert, authorized) {
      const seen = { fingerprint256: cert.fingerprint256, subject: describeName(cert.subject), issuer: describeName(cert.issuer), validTo: String(cert.valid_to || ''), authorized };
      if (!byOrigin[rule.origin]) byOrigin[rule.origin] = seen;
      if (rule.primary && !list.some((c) => c.fingerprint256 === seen.fingerprint256)) list.push(seen);
    },
  };
}

/**
 * TLS for the calls a package makes. Certificates are verified, always for every host without a
 * rule, and for a target with one unless its owner allowed a self-signed certificate: then only
 * the certificate it trusted (its SHA-256 fingerprint, pinned at Test connection) is accepted
 * ('pinned'), or, during that test, the one presented is accepted and reported ('learn'). The
 * check runs before the request is written: a changed certificate sees nothing.
 */
function httpsAgentFor(ruleFor, learned) {
  const agent = new https.Agent({ keepAlive: false });
  agent.createConnection = (options, callback) => {
    const host = String(options.servername || options.host || '').toLowerCase();
    const port = Number(options.port) || 443;
    const rule = ruleFor(host, port);
    if (!rule) return tlsModule.connect({ ...options, rejectUnauthorized: true }, () => undefined);
    const socket = tlsModule.connect({ ...options, rejectUnauthorized: false, checkServerIdentity: () => undefined });
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      const fingerprint = cert && cert.fingerprint256;
      if (rule.mode === 'pinned' && fingerprint !== rule.fingerprint) {
        const error = new Error('certificate changed');
        error.code = 'HEARTH_CERT_CHANGED';
        error.fingerprint = fingerprint || null;
        socket.destroy();
        return callback(error);
      }
      // Trusting a self-signed certificate is trusting it until its end date, not past it.
      const expired = expiredCertificate(cert);
      if (expired) {
        socket.destroy();
        return callback(expired);
      }
      if (rule.mode === 'learn' && fingerprint) learned.add(rule, cert, socket.authorized === true);
      callback(null, socket);
    });
    socket.once('error', (error) => callback(error));
    return undefined;
  };
  return agent;
}

/** An error for a certificate past its end date, or null. */
function expiredCertificate(cert, now = Date.now()) {
  const end = Date.parse(String((cert && cert.valid_to) || ''));
  if (!Number.isFinite(end) || end >= now) return null;
  const error = new Error('certificate expired');
  error.code = 'HEARTH_CERT_EXPIRED';
  error.validTo = new Date(end).toISOString().slice(0, 10);
  return error;
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
  if (code === 'HEARTH_CERT_EXPIRED') {
    const day = err.validTo || (err.cause && err.cause.validTo) || 'an earlier day';
    return `The service's certificate expired on ${day}. Renew it on the service; Hearth trusts it only until its end date.`;
  }
  const what = tlsFailures[code];
  return what ? `The service answered with ${what}, which Hearth does not trust. For a home-lab service with a self-signed certificate, tick "Allow a self-signed certificate" on the link and test the connection to trust this one.` : null;
}

/**
 * One deadline for a whole card run or connection test (the pool's time limit less a margin):
 * each call is given the time that is left, so a slow third call fails with its own name instead
 * of the pool stopping the run with a generic "took too long". The last part of the time is kept
 * for calls made after the others used theirs (a logout in a `finally`), so a session is not
 * left open on the service.
 */
function runDeadline(budgetMs) {
  const budget = Number(budgetMs) > 0 ? Number(budgetMs) : 9500;
  const end = Date.now() + budget;
  const reserve = Math.min(1000, Math.round(budget / 5));
  const seconds = Math.round(budget / 100) / 10;
  return {
    seconds,
    /** The timeout for a call starting now, or 0 when no time is left. */
    timeoutNow: () => {
      const now = Date.now();
      const beforeReserve = end - reserve - now;
      if (beforeReserve > 0) return beforeReserve;
      return Math.max(0, end - now - 50);
    },
  };
}

/** "GET http://host:port/path" of a call, without its query (which may carry a key). */
function callName(settings) {
  const url = URL.parse(String(settings.url || ''), settings.baseURL || undefined);
  const where = url ? `${url.origin}${url.pathname}` : String(settings.url || '');
  return `${String(settings.method || 'GET').toUpperCase()} ${where}`;
}

function outOfTime(call, seconds) {
  const error = new Error(`no answer in time from ${call} (a card's calls have ${seconds} s together)`);
  error.code = 'ETIMEDOUT';
  return error;
}


/**
 * Whether a URL is at one of the run's targets (scheme, host and port, as the server wrote them:
 * "https://nas.lan:443"); a ws: or wss: address counts as the http: or https: origin of the same
 * host and port. Every address when the run has no targets (a package that declares none).
 */
function allowedAddress(targets, address) {
  if (!Array.isArray(targets)) return true;
  const url = address instanceof URL ? address : URL.parse(String(address));
  if (!url) return false;
  const scheme = url.protocol === 'wss:' ? 'https:' : url.protocol === 'ws:' ? 'http:' : url.protocol;
  if (scheme !== 'http:' && scheme !== 'https:') return false;
  const port = url.port || (scheme === 'https:' ? '443' : '80');
  return targets.includes(`${scheme}//${url.hostname.toLowerCase()}:${port}`);
}

function notATarget(call) {
  const error = new Error(`${call} is not an address of this link: an integration may call only the addresses its link's settings name`);
  error.code = 'HEARTH_NOT_A_TARGET';
  error.explained = true;
  return error;
}

/** The axios instance of one run, with every rule above in its agents and interceptors. */
function runClient(axios, message) {
  const ruleFor = tlsRules(message);
  const learned = learnedCertificates();
  const noLoopback = Boolean(message.reach && message.reach.loopback === false);
  const deadline = runDeadline(message.deadlineMs);
  const targets = Array.isArray(message.targets) ? message.targets : null;
  const instance = axios.create({
    httpsAgent: withReach(httpsAgentFor(ruleFor, learned), noLoopback),
    httpAgent: withReach(new http.Agent({ keepAlive: false }), noLoopback),
    timeout: 9000,
    maxBodyLength: maxAnswerBytes,
    maxRedirects,
    beforeRedirect: (options, responseDetails, requestDetails) => {
      if (!allowedAddress(targets, options.href)) throw redirectError(`${callName({ method: requestDetails && requestDetails.method, url: requestDetails && requestDetails.url })} was redirected to ${URL.parse(String(options.href))?.origin ?? 'another address'}, which is not an address of this link`);
      onRedirect(options, requestDetails, noLoopback);
    },
    // The package decides what a status means (its validateStatus runs in the sandbox).
    validateStatus: () => true,
  });
  instance.interceptors.request.use((settings) => {
    const asked = Number(settings.maxRedirects);
    settings.maxRedirects = asked >= 0 && asked < maxRedirects ? asked : maxRedirects;
    return capAnswer(settings);
  });
  instance.interceptors.response.use(undefined, (err) => {
    explainRedirect(err);
    return Promise.reject(err);
  });
  instance.interceptors.request.use((settings) => {
    const url = URL.parse(String(settings.url || ''), settings.baseURL || undefined);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw Object.assign(new Error('the service URL is not valid'), { code: 'ERR_INVALID_URL' });
    if (!allowedAddress(targets, url)) throw notATarget(callName(settings));
    refuseLoopbackHost(url.hostname, noLoopback);
    const left = deadline.timeoutNow();
    if (left <= 0) throw outOfTime(callName(settings), deadline.seconds);
    settings.timeout = Number(settings.timeout) > 0 ? Math.min(Number(settings.timeout), left) : left;
    return settings;
  });
  instance.interceptors.response.use(undefined, (err) => {
    const text = describeTls(err);
    if (text && err && typeof err === 'object') {
      err.message = text;
      err.explained = true;
    }
    if (!text && err && typeof err === 'object' && err.config && /^maxContentLength size of \d+ exceeded/.test(String(err.message))) {
      err.message = `the answer to ${callName(err.config)} is larger than ${maxAnswerBytes / 1024 / 1024} MB, more than Hearth reads for a card`;
      err.explained = true;
    }
    if (!text && err && typeof err === 'object' && (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') && err.config) {
      err.message = outOfTime(callName(err.config), deadline.seconds).message;
      err.timedOutCall = true;
    }
    return Promise.reject(err);
  });
  return { instance, learned, ruleFor, deadline, noLoopback, targets };
}

/** An error as plain data for the sandbox (its answer's status and body too, when it had one). */
function errorToWire(err) {
  const fields = { message: err && typeof err.message === 'string' ? err.message : String(err), code: err && err.code };
  for (const name of ['explained', 'timedOutCall', 'fingerprint', 'validTo']) if (err && err[name] !== undefined) fields[name] = err[name];
  const cause = err && err.cause;
  if (cause && !fields.fingerprint && cause.fingerprint) fields.fingerprint = cause.fingerprint;
  if (cause && !fields.validTo && cause.validTo) fields.validTo = cause.validTo;
  // A websocket's refused upgrade carries the status it was refused with (json-rpc.cjs, statusError).
  if (err && err.response && typeof err.response.status === 'number') fields.response = { status: err.response.status, data: plainData(err.response.data), headers: headersToWire(err.response.headers) };
  return fields;
}

function plainData(value) {
  try {
    return value === undefined ? null : JSON.parse(JSON.stringify(value));
  } catch {
    return null;
  }
}

function headersToWire(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers || {})) {
    if (value === undefined || value === null) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

module.exports = { runClient, errorToWire, headersToWire, allowedAddress, callName, outOfTime, describeTls, refuseLoopbackHost, reachLookup, expiredCertificate, maxAnswerBytes };
