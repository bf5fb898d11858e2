import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { localNetworkBlocked } from '../../net/local-network.js';
import http, { type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import tls, { type ConnectionOptions, type PeerCertificate, type TLSSocket } from 'node:tls';
import type { Duplex } from 'node:stream';
import { isLoopbackAddress, isLoopbackName, type ReachPolicy } from '../../net/reach.js';
import { messages, monitorMessages as m } from '../../../shared/messages.js';

/**
 * One HTTP(S) request the server makes for a user: a health check or an alert. It follows the
 * reach rule (server/net/reach.ts) at every connection, redirects included, and verifies TLS like
 * the integration runtime does: always for every host but the URL's own, and for its own unless
 * its owner trusted a self-signed certificate, which is then pinned by its SHA-256 fingerprint
 * ('pinned'), or, while testing, accepted and reported ('learn').
 */
export type CertificateRule = { mode: 'verify' } | { mode: 'learn' } | { mode: 'pinned'; fingerprint: string };

export interface SeenCertificate {
  fingerprint256: string;
  subject: string;
  issuer: string;
  validTo: string;
  /** When it ends (ms since the epoch), NaN when unreadable. */
  validToMs: number;
  authorized: boolean;
}

export interface OutboundRequest {
  url: string;
  /** PROPFIND and REPORT: a CalDAV calendar (calendar/dav-fetch.ts). */
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PROPFIND' | 'REPORT';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  reach: ReachPolicy;
  certificate?: CertificateRule;
  /** Read at most this much of the answer (0: none). */
  maxBodyBytes?: number;
  /** How many redirects to follow (0: none). */
  redirects?: number;
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
  body: Buffer;
  /** From the start to the answer's headers, ms. */
  latencyMs: number;
  /** The certificate of the last hop, when it was HTTPS. */
  certificate: SeenCertificate | null;
  /** The last hop's headers and address (redirects followed). */
  headers: IncomingHttpHeaders;
  url: string;
}

/** A failure in words a person can act on; `code` names the kind for tests and logs. */
export class OutboundError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

const tlsFailures: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'a self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'a certificate signed by an unknown authority',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'a certificate no known authority signed',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'a certificate no known authority signed',
  CERT_HAS_EXPIRED: 'an expired certificate',
  CERT_NOT_YET_VALID: 'a certificate that is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'a certificate for another name',
};

/** Any failure of a request as an OutboundError. */
export function describeFailure(error: unknown, timeoutMs: number, reach?: ReachPolicy): OutboundError {
  if (error instanceof OutboundError) return error;
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  if (code === 'HEARTH_LOOPBACK') return new OutboundError(code, messages.loopbackRefused);
  if (code === 'HEARTH_CERT_CHANGED') return new OutboundError(code, m.certificateChanged((error as { fingerprint?: string }).fingerprint ?? 'unknown'));
  const what = tlsFailures[code];
  if (what) return new OutboundError('TLS', m.certificateUntrusted(what));
  if (code === 'ECONNREFUSED') return new OutboundError(code, m.refused);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL') return new OutboundError(code, m.notFoundHost);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EHOSTDOWN') {
    const address = (error as { address?: unknown }).address;
    const blocked = localNetworkBlocked(reach?.localNetworkPrompt ?? false, code, typeof address === 'string' ? address : undefined);
    return new OutboundError(code, blocked ?? m.unreachable);
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE') return new OutboundError(code, m.connectionReset);
  if (code === 'ABORT_ERR') return new OutboundError('TIMEOUT', m.timedOut(Math.round(timeoutMs / 1000)));
  return new OutboundError(code || 'OTHER', error instanceof Error ? error.message : String(error));
}

function loopbackError(): Error {
  return Object.assign(new Error(messages.loopbackRefused), { code: 'HEARTH_LOOPBACK' });
}

/** The reach rule when a name is resolved at connection time (a name may resolve elsewhere than when it was saved). */
export function reachLookup(policy: ReachPolicy) {
  return (hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!policy.loopback && addresses.some((entry) => isLoopbackAddress(entry.address))) return callback(loopbackError(), '', 0);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function describeName(name: PeerCertificate['subject'] | undefined): string {
  if (!name || typeof name !== 'object') return '';
  const record = name as unknown as Record<string, string | string[] | undefined>;
  const pick = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
  return (pick(record.CN) || pick(record.O) || Object.values(record).map(pick).join(', ')).slice(0, 200);
}

function seen(socket: TLSSocket): SeenCertificate | null {
  const cert = socket.getPeerCertificate();
  if (!cert || !cert.fingerprint256) return null;
  return { fingerprint256: cert.fingerprint256, subject: describeName(cert.subject), issuer: describeName(cert.issuer), validTo: String(cert.valid_to ?? ''), validToMs: Date.parse(String(cert.valid_to ?? '')), authorized: socket.authorized };
}

// One agent each for plain and verified HTTPS calls: no connection is kept (a target is called
// once a minute at most), and making agents per call is what the CPU budget notices.
const plainAgent = new http.Agent({ keepAlive: false });
const verifyingAgent = new https.Agent({ keepAlive: false });

/** An agent for one hop: the own host's certificate by `rule`, every other host verified. */
function agentFor(url: URL, own: { host: string; port: number } | null, rule: CertificateRule): http.Agent {
  if (url.protocol !== 'https:') return plainAgent;
  const port = Number(url.port) || 443;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (rule.mode === 'verify' || !own || own.host !== host || own.port !== port) return verifyingAgent;
  const agent = new https.Agent({ keepAlive: false });
  // The check runs before the request is written: a changed certificate sees nothing.
  agent.createConnection = (options: ConnectionOptions, callback?: (error: Error | null, socket: Duplex) => void): Duplex => {
    const socket = tls.connect({ ...options, rejectUnauthorized: false, checkServerIdentity: () => undefined });
    socket.once('secureConnect', () => {
      const fingerprint = socket.getPeerCertificate()?.fingerprint256;
      if (rule.mode === 'pinned' && fingerprint !== rule.fingerprint) {
        socket.destroy();
        callback?.(Object.assign(new Error('certificate changed'), { code: 'HEARTH_CERT_CHANGED', fingerprint: fingerprint ?? null }), socket);
        return;
      }
      callback?.(null, socket);
    });
    socket.once('error', (error: Error) => callback?.(error, socket));
    return undefined as unknown as Duplex;
  };
  return agent;
}

function ownHost(url: URL): { host: string; port: number } | null {
  return url.protocol === 'https:' ? { host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: Number(url.port) || 443 } : null;
}

/** Sends the request, following redirects; rejects with an OutboundError. */
export async function send(request: OutboundRequest): Promise<OutboundAnswer> {
  const started = performance.now();
  const first = new URL(request.url);
  const own = ownHost(first);
  let url = first;
  // One timer for the whole call, redirects included: it ends whichever request is running.
  let current: ClientRequest | null = null;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    current?.destroy();
  }, request.timeoutMs);
  const abort = () => current?.destroy();
  request.signal?.addEventListener('abort', abort, { once: true });
  try {
    for (let hop = 0; ; hop++) {
      const answer = await once(request, url, own, started, (req) => (current = req));
      if ('redirect' in answer) {
        if (hop >= (request.redirects ?? 0)) throw new OutboundError('REDIRECTS', m.tooManyRedirects);
        url = answer.redirect;
        continue;
      }
      return answer;
    }
  } catch (error) {
    if (timedOut) throw new OutboundError('TIMEOUT', m.timedOut(Math.round(request.timeoutMs / 1000)));
    throw describeFailure(error, request.timeoutMs, request.reach);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abort);
  }
}

function once(request: OutboundRequest, url: URL, own: { host: string; port: number } | null, started: number, track: (req: ClientRequest) => void): Promise<OutboundAnswer | { redirect: URL }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!request.reach.loopback && (isLoopbackName(host) || isLoopbackAddress(host))) return Promise.reject(loopbackError());
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: { 'user-agent': 'Hearth health check', ...request.headers, ...(request.body !== undefined ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}) },
        agent: agentFor(url, own, request.certificate ?? { mode: 'verify' }),
        lookup: reachLookup(request.reach),
      },
      (res) => void answer(res),
    );
    track(req);
    const answer = async (res: IncomingMessage) => {
      const latencyMs = Math.round(performance.now() - started);
      const certificate = url.protocol === 'https:' ? seen(res.socket as TLSSocket) : null;
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location && (request.redirects ?? 0) > 0) {
        res.destroy();
        const next = URL.parse(location, url.href);
        if (!next || (next.protocol !== 'http:' && next.protocol !== 'https:')) return reject(new OutboundError('REDIRECT', m.redirectInvalid));
        return resolve({ redirect: next });
      }
      try {
        resolve({ status, latencyMs, certificate, headers: res.headers, url: url.href, body: await readBody(res, request.maxBodyBytes ?? 0) });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    req.on('error', reject);
    req.end(request.body);
  });
}

async function readBody(res: IncomingMessage, limit: number): Promise<Buffer> {
  if (limit <= 0) {
    res.destroy();
    return Buffer.alloc(0);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    const piece = chunk as Buffer;
    chunks.push(piece);
    size += piece.length;
    if (size >= limit) break;
  }
  res.destroy();
  return Buffer.concat(chunks).subarray(0, limit);
}
