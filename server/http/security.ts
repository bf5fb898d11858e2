import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Security headers. The CSP is what the built renderer needs and no more: scripts only from the
 * app itself; inline style attributes (React and react-hot-toast use them); images also from
 * http(s) because link icons and icon packs live on other hosts; ws for live data. No
 * upgrade-insecure-requests or HSTS: Hearth is served over plain http on the LAN.
 */
export function securityHeaders(inlineScriptHashes: string[] = []): RequestHandler {
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

/**
 * CSP hashes ('sha256-…') of the inline scripts in the built index.html, so exactly those run
 * (the theme is applied before first paint without an extra request) and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`,
  );
}
