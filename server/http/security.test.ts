import { describe, expect, it } from 'vitest';
import { isDocument } from './security.js';

const ask = (contentType: string | undefined, fetchDest?: string, serviceWorker?: string) => isDocument({ contentType, fetchDest, serviceWorker });

describe('which answers get the page policy', () => {
  it('gives it to the types a browser opens as a page, and to an answer with no type', () => {
    expect(ask('text/html; charset=UTF-8')).toBe(true);
    expect(ask('image/svg+xml')).toBe(true);
    expect(ask('application/xhtml+xml')).toBe(true);
    expect(ask('text/xml')).toBe(true);
    expect(ask(undefined)).toBe(true);
    expect(ask('')).toBe(true);
  });

  it('leaves it off an SVG loaded as an image, which runs no script there', () => {
    expect(ask('image/svg+xml', 'image')).toBe(false);
    expect(ask('image/svg+xml', 'empty')).toBe(true);
  });

  it('leaves it off scripts, styles, fonts, images and JSON a page loads', () => {
    for (const type of ['text/javascript; charset=utf-8', 'text/css', 'font/woff2', 'image/png', 'application/json; charset=utf-8', 'application/manifest+json']) {
      expect(ask(type, 'script'), type).toBe(false);
      expect(ask(type, undefined), type).toBe(false);
    }
  });

  it('gives it to any answer opened as a page or run as a worker, whatever its type', () => {
    expect(ask('application/json', 'document')).toBe(true);
    expect(ask('image/png', 'iframe')).toBe(true);
    expect(ask('text/javascript', 'serviceworker')).toBe(true);
    expect(ask('text/javascript', 'worker')).toBe(true);
    expect(ask('image/svg+xml', 'document')).toBe(true);
    // A browser without Sec-Fetch-Dest still says when it fetches a service worker's script.
    expect(ask('text/javascript', undefined, 'script')).toBe(true);
  });
});
