'use strict';
// JSON-RPC 2.0 over a websocket, for services whose API is one (TrueNAS from 25.04). A package
// gets it as `ctx.rpc(address)` (kit) or `application.jsonRpc(address)`; the runner gives it the
// same rules as HTTP calls: the reach rule at every connection, TLS verified (or, on the link's
// own host with a self-signed certificate allowed, only the certificate trusted at Test
// connection), the run's one deadline for opening and for every call, a 16 MB cap per message,
// and every socket closed when the run ends.
const tls = require('node:tls');
const { X509Certificate } = require('node:crypto');

const maxMessageBytes = 16 * 1024 * 1024;

/** The certificate a TLS server presents, read without trusting it (nothing is sent). */
function presentedCertificate(host, port, timeoutMs, lookup) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host, port, servername: isIpLiteral(host) ? undefined : host, rejectUnauthorized: false, lookup });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(Object.assign(new Error('no TLS answer in time'), { code: 'ETIMEDOUT' }));
    }, timeoutMs);
    socket.once('secureConnect', () => {
      clearTimeout(timer);
      const cert = socket.getPeerCertificate();
      const authorized = socket.authorized === true;
      socket.destroy();
      resolve({ cert, authorized });
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function isIpLiteral(host) {
  return /^[\d.]+$/.test(host) || host.includes(':');
}

/**
 * Options that make Node's own verification accept exactly one self-signed certificate: it is
 * the only authority, and the name check is the fingerprint check (home-lab services are often
 * reached by IP address).
 */
function trustOnly(cert) {
  const pem = new X509Certificate(cert.raw).toString();
  const fingerprint = cert.fingerprint256;
  return {
    ca: [pem],
    checkServerIdentity: (_host, seen) => (seen && seen.fingerprint256 === fingerprint ? undefined : Object.assign(new Error('certificate changed'), { code: 'HEARTH_CERT_CHANGED', fingerprint: seen && seen.fingerprint256 })),
  };
}

function statusError(error) {
  const status = /Unexpected server response: (\d{3})/.exec(String(error && error.message));
  if (status) error.response = { status: Number(status[1]), data: null };
  return error;
}

/**
 * The opener for one run. `rules` comes from the runner: WebSocket (the ws package), ruleFor (the
 * TLS rule of a host and port, or null) and learned (what a 'learn' rule saw), expiredCertificate, refuseLoopbackHost, lookup (the reach rule, or
 * undefined) and noLoopback, deadline, outOfTime, describeTls, sockets (closed when the run ends).
 */
function jsonRpcOpener(rules) {
  const { WebSocket, ruleFor, learned, refuseLoopbackHost, noLoopback, lookup, deadline, outOfTime, describeTls, expiredCertificate, sockets } = rules;

  async function tlsSettings(url, timeoutMs) {
    if (url.protocol !== 'wss:') return {};
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const port = Number(url.port) || 443;
    // A wss: address is the https: origin of the same host and port.
    const rule = ruleFor(host, port);
    if (!rule) return {};
    const { cert, authorized } = await presentedCertificate(host, port, timeoutMs, lookup);
    if (!cert || !cert.raw) throw Object.assign(new Error('no certificate'), { code: 'HEARTH_CERT_CHANGED' });
    if (rule.mode === 'pinned' && cert.fingerprint256 !== rule.fingerprint) {
      throw Object.assign(new Error('certificate changed'), { code: 'HEARTH_CERT_CHANGED', fingerprint: cert.fingerprint256 || null });
    }
    const expired = expiredCertificate(cert);
    if (expired) throw expired;
    if (rule.mode === 'learn') learned.add(rule, cert, authorized);
    return trustOnly(cert);
  }

  function explained(error) {
    const text = describeTls(error);
    if (text && error && typeof error === 'object') {
      error.message = text;
      error.explained = true;
    }
    return statusError(error);
  }

  return async function open(address, options) {
    const url = URL.parse(String(address || ''));
    if (!url || (url.protocol !== 'ws:' && url.protocol !== 'wss:')) throw new Error('the websocket address is not ws:// or wss://');
    refuseLoopbackHost(url.hostname, noLoopback);
    const where = `${url.protocol}//${url.host}${url.pathname}`;
    let left = deadline.timeoutNow();
    if (left <= 0) throw outOfTime(`OPEN ${where}`, deadline.seconds);
    let extra;
    try {
      extra = await tlsSettings(url, left);
    } catch (error) {
      throw explained(error);
    }
    left = deadline.timeoutNow();
    if (left <= 0) throw outOfTime(`OPEN ${where}`, deadline.seconds);
    const headers = options && typeof options === 'object' && options.headers && typeof options.headers === 'object' ? options.headers : {};
    const socket = new WebSocket(url.href, { ...extra, headers, lookup, handshakeTimeout: left, maxPayload: maxMessageBytes, followRedirects: false, perMessageDeflate: false });
    sockets.add(socket);
    const pending = new Map();
    let nextId = 0;
    socket.on('close', () => {
      sockets.delete(socket);
      for (const [id, call] of pending) {
        pending.delete(id);
        clearTimeout(call.timer);
        call.reject(new Error(`the service closed the connection during ${call.method}`));
      }
    });
    socket.on('message', (data) => {
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      const call = message && pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      clearTimeout(call.timer);
      if (message.error) {
        const error = new Error(`${call.method}: ${String((message.error && message.error.message) || 'the service answered with an error').slice(0, 300)}`);
        error.rpcError = { code: Number(message.error.code) || 0, errname: message.error.data && message.error.data.errname ? String(message.error.data.errname) : null };
        call.reject(error);
      } else call.resolve(message.result);
    });
    await new Promise((resolve, reject) => {
      const failed = (error) => {
        socket.off('open', opened);
        reject(explained(error && error.code === undefined && /timed out/i.test(String(error.message)) ? outOfTime(`OPEN ${where}`, deadline.seconds) : error));
      };
      const opened = () => {
        socket.off('error', failed);
        // Later errors end the socket; its close rejects whatever is waiting.
        socket.on('error', () => undefined);
        resolve();
      };
      socket.once('error', failed);
      socket.once('open', opened);
    });
    return {
      call(method, params) {
        return new Promise((resolve, reject) => {
          const time = deadline.timeoutNow();
          if (time <= 0) return reject(outOfTime(`${method} on ${where}`, deadline.seconds));
          if (socket.readyState !== WebSocket.OPEN) return reject(new Error(`the service closed the connection before ${method}`));
          nextId += 1;
          const id = nextId;
          const timer = setTimeout(() => {
            pending.delete(id);
            reject(outOfTime(`${method} on ${where}`, deadline.seconds));
          }, time);
          pending.set(id, { method: String(method), resolve, reject, timer });
          socket.send(JSON.stringify({ jsonrpc: '2.0', id, method: String(method), params: Array.isArray(params) ? params : [] }));
        });
      },
      close() {
        socket.close();
      },
    };
  };
}

module.exports = { jsonRpcOpener };
