import type { RequestHandler } from 'express';
import { isLoopback } from './lan-plan.js';
import type { LanState } from './lan-state.js';

/** Pages reachable over plain http even when the redirect is on: a phone gets the CA there. */
const alwaysPlain = /^\/(api|trust)(\/|$)/;
const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d+)?$/i;

export interface PlainRequest {
  encrypted: boolean;
  remoteAddress: string;
  method: string;
  path: string;
  host: string | undefined;
  /** Sec-Fetch-Dest, when the browser sends it. */
  fetchDest: string | undefined;
  accept: string | undefined;
}

/** Whether the certificate names a Host header's host (a DNS name in any case, or an IP address). */
function certificateCovers(hostname: string, state: Pick<LanState, 'names' | 'ips'>): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const address = name.replace(/^\[|\]$/g, '');
  return state.names.some((covered) => covered.toLowerCase() === name) || state.ips.some((covered) => covered.toLowerCase() === address);
}

/**
 * Where a request over plain http is sent, or null to serve it. Only page loads from other
 * devices move to https, and only once the admin turned it on: the desktop window (loopback),
 * the API, assets and the trust screen stay as asked. A 307 is not cached, and there is no
 * HSTS, so turning the setting off takes effect at once.
 *
 * Only to a host the certificate covers: the Host header is the client's to write, and a
 * redirect must not send anyone elsewhere. A name the certificate lacks (a router's DNS name
 * for this machine, say) is served over http as asked rather than refused: https under that
 * name would fail the certificate check, and a 400 would lock out a name that works today.
 */
export function httpsRedirectTarget(request: PlainRequest, state: Pick<LanState, 'redirect' | 'https' | 'names' | 'ips'>): string | null {
  if (!state.redirect || !state.https || request.encrypted || isLoopback(request.remoteAddress)) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (alwaysPlain.test(request.path)) return null;
  const document = request.fetchDest ? request.fetchDest === 'document' : (request.accept ?? '').includes('text/html');
  if (!document || !request.host || !hostPattern.test(request.host)) return null;
  const hostname = request.host.replace(/:\d+$/, '');
  if (!certificateCovers(hostname, state)) return null;
  return `https://${hostname}:${state.https.port}${request.path}`;
}

export function httpsRedirect(state: LanState): RequestHandler {
  return (req, res, next) => {
    const target = httpsRedirectTarget(
      {
        encrypted: 'encrypted' in req.socket && req.socket.encrypted === true,
        remoteAddress: req.socket.remoteAddress ?? '',
        method: req.method,
        path: req.originalUrl,
        host: req.headers.host,
        fetchDest: req.get('sec-fetch-dest'),
        accept: req.get('accept'),
      },
      state,
    );
    if (!target) return next();
    res.set('Cache-Control', 'no-store').redirect(307, target);
  };
}
