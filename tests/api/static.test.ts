import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('serving the built renderer', () => {
  let server: TestServer;
  let staticDir: string;
  const script = 'console.log("hearth");'.repeat(100);
  const inline = "document.documentElement.dataset.theme='dark'";
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'hearth-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), `<!doctype html><title>Hearth</title><script>${inline}</script><div id="root"></div>`);
    writeFileSync(join(staticDir, 'assets', 'app-abc.js'), script);
    writeFileSync(join(staticDir, 'assets', 'app-abc.js.gz'), gzipSync(script));
    writeFileSync(join(staticDir, 'assets', 'app-abc.css'), 'body{margin:0}');
    writeFileSync(join(staticDir, 'assets', 'font-abc.woff2'), Buffer.from('wOF2 stand-in'));
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    server = await startTestServer({ staticDir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers any unknown path with the app, so its router can show the 404 page', async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the gzip copy of an asset to a browser that accepts it, and the plain file otherwise', async () => {
    const zipped = await fetch(`${server.url}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toContain('text/javascript');
    expect(await zipped.text()).toBe(script);
    const plain = await fetch(`${server.url}/assets/app-abc.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('allows exactly the inline script of index.html by its hash, and no other inline script', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('gives the page its policy: CSP, frame and referrer rules', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("sends a hashed asset with its type, nosniff, immutable caching and CORP, and none of the page's headers", async () => {
    const documentOnly = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
    const assets = [
      { path: '/assets/app-abc.js', encoding: 'gzip', type: /^text\/javascript/ },
      { path: '/assets/app-abc.js', encoding: 'identity', type: /^text\/javascript/ },
      { path: '/assets/app-abc.css', encoding: 'gzip', type: /^text\/css/ },
      { path: '/assets/font-abc.woff2', encoding: 'gzip', type: /^font\/woff2/ },
    ];
    for (const { path, encoding, type } of assets) {
      const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding, 'sec-fetch-dest': 'script' } });
      const where = `${path} (${encoding})`;
      expect(res.status, where).toBe(200);
      expect(res.headers.get('content-type'), where).toMatch(type);
      expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), where).toBe('same-origin');
      expect(res.headers.get('cache-control'), where).toContain('immutable');
      for (const header of documentOnly) expect(res.headers.get(header), `${where}: ${header}`).toBeNull();
    }
  });

  it('gives an SVG the policy when it is opened as a page, not when a page shows it as an image', async () => {
    const asImage = await fetch(`${server.url}/favicon.svg`, { headers: { 'sec-fetch-dest': 'image' } });
    expect(asImage.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(asImage.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asImage.headers.get('content-security-policy')).toBeNull();
    const asPage = await fetch(`${server.url}/favicon.svg`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(asPage.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Without Sec-Fetch-Dest (an older browser) it may be a page: it gets the policy.
    expect((await fetch(`${server.url}/favicon.svg`)).headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it("gives the service worker's script the policy, which a worker takes from its own script", async () => {
    const res = await fetch(`${server.url}/sw.js`, { headers: { 'sec-fetch-dest': 'serviceworker', 'service-worker': 'script' } });
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const res = await fetch(`${server.url}/assets/missing-123.js`);
    expect(res.status).toBe(404);
  });
});
