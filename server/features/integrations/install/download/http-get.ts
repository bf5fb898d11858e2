import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { connect as tlsConnect, rootCertificates } from 'node:tls';
import { proxyAuthorization } from './proxy-rules.js';

export interface GetOptions {
  headers: OutgoingHttpHeaders;
  signal: AbortSignal;
  /** The proxy to go through (proxy-rules.ts), or null for a direct connection. */
  proxy: URL | null;
  /** Certificates to trust besides the system's (a test's own CA; a company's TLS-inspecting proxy). */
  ca?: string[];
}

const requestFor = (url: URL) => (url.protocol === 'https:' ? httpsRequest : httpRequest);

function answered(req: ReturnType<typeof httpRequest>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

/** A CONNECT tunnel through the proxy to host:port (RFC 9110 §9.3.6), as a socket. */
function tunnel(proxy: URL, target: URL, options: GetOptions): Promise<Socket> {
  const authority = `${target.hostname}:${target.port || 443}`;
  const auth = proxyAuthorization(proxy);
  const req = requestFor(proxy)({
    host: proxy.hostname.replace(/^\[|\]$/g, ''),
    port: proxy.port || (proxy.protocol === 'https:' ? 443 : 80),
    method: 'CONNECT',
    path: authority,
    headers: { host: authority, ...(auth ? { 'proxy-authorization': auth } : {}) },
    signal: options.signal,
    ca: options.ca,
    agent: false,
  });
  return new Promise((resolve, reject) => {
    req.once('connect', (res: IncomingMessage, socket: Socket) => {
      if (res.statusCode === 200) return resolve(socket);
      socket.destroy();
      reject(Object.assign(new Error(`The proxy refused the tunnel (HTTP ${res.statusCode})`), { proxyStatus: res.statusCode ?? 0 }));
    });
    req.once('error', reject);
    req.end();
  });
}

/**
 * One GET, resolved once the status line and headers are in (the body is the caller's to read).
 * Direct, or through an http(s) proxy: an http address is asked of the proxy in absolute form
 * (RFC 9112 §3.2.2), an https one through a CONNECT tunnel, so the proxy never sees its content.
 */
export async function openGet(url: URL, options: GetOptions): Promise<IncomingMessage> {
  const { proxy, signal } = options;
  // Given certificates are trusted besides the system's, not instead of them.
  const ca = options.ca ? [...rootCertificates, ...options.ca] : undefined;
  if (!proxy) return answered(requestFor(url)(url, { headers: options.headers, signal, ca }));
  if (url.protocol === 'http:') {
    const auth = proxyAuthorization(proxy);
    return answered(
      requestFor(proxy)({
        host: proxy.hostname.replace(/^\[|\]$/g, ''),
        port: proxy.port || (proxy.protocol === 'https:' ? 443 : 80),
        path: url.href,
        headers: { ...options.headers, host: url.host, ...(auth ? { 'proxy-authorization': auth } : {}) },
        signal,
        ca,
        agent: false,
      }),
    );
  }
  const socket = await tunnel(proxy, url, { ...options, ca });
  const name = url.hostname.replace(/^\[|\]$/g, '');
  return answered(
    httpsRequest(url, {
      headers: options.headers,
      signal,
      // The TLS session runs inside the tunnel, checked against the target's own name.
      createConnection: () => tlsConnect({ socket, ca, host: name, ...(isIP(name) ? {} : { servername: name }) }),
    }),
  );
}
