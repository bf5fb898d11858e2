import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * The policy of a page (or worker). The CSP is what the built renderer needs and no more: scripts
 * only from the app itself; inline style attributes (React and react-hot-toast use them); images
 * also from http(s) because link icons and icon packs live on other hosts; ws for live data. No
 * upgrade-insecure-requests or HSTS: Hearth is served over plain http on the LAN.
 */
function documentPolicy(inlineScriptHashes: string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/** What every answer carries: its declared type is final, and other sites cannot embed it. */
const resourceHeaders = { 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' } as const;

/** Types a browser may open as a document, where script could run; no type at all counts too. */
const documentType = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;
/** Sec-Fetch-Dest values whose answer becomes a document or a worker: the policy travels with it. */
const documentDest = new Set(['document', 'iframe', 'frame', 'embed', 'object', 'worker', 'sharedworker', 'serviceworker']);

export interface DocumentQuestion {
  contentType: string | undefined;
  fetchDest: string | undefined;
  /** The Service-Worker request header ("script"), for browsers that send no Sec-Fetch-Dest. */
  serviceWorker: string | undefined;
}

/**
 * Whether an answer gets the page policy (CSP, frame and referrer rules, …): HTML and the other
 * types that render as documents, an answer opened as a page (a JSON error followed in a tab), and
 * a worker's script (a worker's CSP is the one delivered with its script). Scripts, styles, fonts,
 * images and API answers loaded by a page are governed by that page's policy and skip it: about
 * 1 KB less on each of the first load's files.
 */
export function isDocument({ contentType, fetchDest, serviceWorker }: DocumentQuestion): boolean {
  const dest = fetchDest?.toLowerCase();
  if (dest && documentDest.has(dest)) return true;
  if (serviceWorker === 'script') return true;
  if (contentType === undefined || contentType === '') return true;
  // An SVG loaded as an image runs nothing; opened as a page (or kept by a worker), it is one.
  if (dest === 'image' && /^\s*image\/svg\+xml\b/i.test(contentType)) return false;
  return documentType.test(contentType);
}

function headerText(value: OutgoingHttpHeader | undefined): string | undefined {
  return value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);
}

/** Content-Type as it will go out: set on the response, or passed to writeHead itself. */
function outgoingType(res: ServerResponse, args: unknown[]): string | undefined {
  for (const arg of args) {
    if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
      const entry = Object.entries(arg as OutgoingHttpHeaders).find(([name]) => name.toLowerCase() === 'content-type');
      if (entry) return headerText(entry[1]);
    }
  }
  return headerText(res.getHeader('content-type'));
}

/** API answers: they keep the page policy whatever their type (a few per screen, so little to save). */
const apiPath = /^\/api(\/|$)/;

/**
 * Security headers. Every answer gets nosniff and CORP; the page policy is added as the headers
 * go out, once the answer's type is known (isDocument), and always on API answers. A header a
 * route set itself (the stricter CSP of an SVG logo) is kept.
 */
export function securityHeaders(inlineScriptHashes: string[] = []): RequestHandler {
  const policy = documentPolicy(inlineScriptHashes);
  return (req, res, next) => {
    res.set(resourceHeaders);
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = function (this: ServerResponse<IncomingMessage>, ...args: unknown[]) {
      const question = { contentType: outgoingType(this, args), fetchDest: req.get('sec-fetch-dest'), serviceWorker: req.get('service-worker') };
      // A 304 refreshes the headers of the copy the browser holds, which already has its own.
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      if (status !== 304 && (apiPath.test(req.originalUrl) || isDocument(question))) {
        const own = this.getHeaders();
        policy(req, res, () => undefined);
        for (const [name, value] of Object.entries(own)) if (value !== undefined) this.setHeader(name, value);
      }
      return writeHead(...args);
    } as typeof res.writeHead;
    next();
  };
}

/**
 * CSP hashes ('sha256-…') of the inline scripts in the built index.html, so exactly those run
 * (the theme is applied before first paint without an extra request) and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`,
  );
}
