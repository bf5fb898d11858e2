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

  it('answers 404 for a missing asset instead of the app page', async () => {
    const res = await fetch(`${server.url}/assets/missing-123.js`);
    expect(res.status).toBe(404);
  });
});
