/**
 * The checks every built-in of issue 43 passes, each against its own fake (tests/fixtures/services/):
 * the card and its details, wrong credentials, a service that is down, one too slow for the
 * runtime's deadline, and a self-signed certificate (refused until pinned, as for every built-in).
 * Also what a Homepage widget maps to. Call stopChecks() in afterAll.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runBuiltin, type BuiltinResult } from './run-builtin.js';
import { sharedClosedPort } from './closed-port.js';
import { selfSigned } from '../fixtures/tls-service.js';
import type { FakeOptions, FakeService } from '../fixtures/services/monitoring-fake.js';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough } from '../../server/features/integrations/runtime/run-integration.js';
import { checkPackage } from '../../server/features/integrations/install/package-check.js';
import { integrationTargets } from '../../shared/contracts/integration-targets.js';
import type { OriginTls } from '../../server/features/integrations/runtime/protocol.js';
import { homepageWidgets } from '../../server/features/imports/homepage-widgets.js';
import type { RawWidget } from '../../server/features/imports/import-tree.js';

let certificate: { dir: string; key: string; cert: string; fingerprint: string } | null = null;

/** One self-signed certificate for 127.0.0.1 for the file, made when first needed. */
function selfSignedCertificate(): { key: string; cert: string; fingerprint: string } {
  if (!certificate) {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-builtin-tls-'));
    const made = selfSigned(dir, 'service');
    certificate = { dir, ...made, fingerprint: new X509Certificate(made.cert).fingerprint256 };
  }
  return certificate;
}

// A pool whose runs end after 3 s (the server's own limit is 10 s): a slow service meets the
// runtime's deadline without the test waiting out the real one.
const shortPool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0, timeoutMs: 3000 });
const tlsPool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0 });
const fakes: FakeService[] = [];

/** Stops the pools, closes every fake started() saw and removes the certificate. */
export async function stopChecks(): Promise<void> {
  shortPool.stop();
  tlsPool.stop();
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
  certificate = null;
}

/** A fake that stopChecks() closes. */
export async function started<T extends FakeService>(fake: Promise<T>): Promise<T> {
  const service = await fake;
  fakes.push(service);
  return service;
}

/** A run as runBuiltin does it, through a given pool and with a TLS rule per origin. */
async function runVia(pool: RuntimePool, appId: string, config: Record<string, unknown>, appUrl: string, tlsByOrigin?: Record<string, OriginTls>): Promise<BuiltinResult> {
  const dir = join(process.cwd(), 'resources/integrations', appId);
  const { config: fields } = await checkPackage(dir);
  const { origins: targets } = integrationTargets(fields, config, { linkUrl: appUrl, localUrl: null });
  const outcome = await runThrough(pool, dir, { kind: 'initialize', config, payload: null, appUrl, userName: 'tester', targets, ...(tlsByOrigin ? { tlsByOrigin } : {}) });
  if (!outcome.ok) return { status: outcome.status, html: '', fullHtml: '', background: null, reason: typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error), ...(outcome.refusal ? { refusal: outcome.refusal } : {}) };
  if (outcome.kind === 'connectionTest') return { status: 200, html: '', fullHtml: '', background: null, reason: '' };
  return { status: outcome.statusCode, html: outcome.html, fullHtml: outcome.fullHtml ?? '', background: outcome.background, reason: '' };
}

export interface ServiceCase {
  title: string;
  appId: string;
  start: (options?: FakeOptions) => Promise<FakeService>;
  config: Record<string, unknown>;
  wrong: Record<string, unknown>;
  /** What the refusal of `wrong` says. */
  refusal: RegExp;
  card: string[];
  detail: string[];
}

export function commonChecks(c: ServiceCase): void {
  describe(`${c.title}: the common checks`, () => {
    it('shows the service numbers on the card (four at most) and the rest in the details', async () => {
      const fake = await started(c.start());
      const result = await runBuiltin(c.appId, 'initialize', c.config, fake.url, null);
      expect(result.reason).toBe('');
      expect(result.status).toBe(200);
      for (const text of c.card) expect(result.html).toContain(text);
      for (const text of c.detail) expect(result.fullHtml).toContain(text);
      expect(result.html.match(/class="hk-stat"/g)?.length ?? 0).toBeLessThanOrEqual(4);
      expect(result.html + result.fullHtml).not.toContain('{{');
      expect(await runBuiltin(c.appId, 'connectionTest', c.config, fake.url, null)).toMatchObject({ status: 200, reason: '' });
    });

    it('says the service refused wrong credentials, as a refusal the card backs off from', async () => {
      const fake = await started(c.start());
      for (const kind of ['initialize', 'connectionTest'] as const) {
        const result = await runBuiltin(c.appId, kind, c.wrong, fake.url, null);
        expect(result.status).toBe(400);
        expect(result.reason).toMatch(c.refusal);
        expect([401, 403]).toContain(result.refusal);
      }
    });

    it('says a service that is down is unreachable', async () => {
      const closed = await sharedClosedPort();
      const result = await runBuiltin(c.appId, 'initialize', c.config, closed.origin, null);
      expect(result).toMatchObject({ status: 400, reason: 'unreachable (connection refused)' });
    });

    it('names the call that got no answer in time, instead of hanging', async () => {
      const fake = await started(c.start());
      fake.delayMs = 60_000;
      const result = await runVia(shortPool, c.appId, c.config, fake.url);
      expect(result.reason).toMatch(new RegExp(`^no answer in time from (GET|POST) ${fake.url.replace(/[.]/g, '\\.')}/`));
      expect(result.status).toBe(400);
    });

    it('sends nothing to a self-signed certificate it was not told to trust, and works once it is pinned', async () => {
      const { key, cert, fingerprint } = selfSignedCertificate();
      const fake = await started(c.start({ tls: { key, cert } }));
      const refused = await runVia(tlsPool, c.appId, c.config, fake.url);
      expect(refused.reason).toContain('a self-signed certificate, which Hearth does not trust');
      expect(refused.status).toBe(400);
      expect(fake.requests).toEqual([]);
      const pinned = await runVia(tlsPool, c.appId, c.config, fake.url, { [fake.url]: { mode: 'pinned', fingerprint } });
      expect(pinned.reason).toBe('');
      for (const text of c.card) expect(pinned.html).toContain(text);
    });
  });
}

/** What a Homepage widget of `type` with these values becomes: the built-in, fields and worked-out values. */
export function imported(type: string, values: RawWidget['values']): { appId: string; fields: Record<string, string>; derived: Record<string, string> } {
  const mapping = homepageWidgets[type];
  if (!mapping) throw new Error(`no mapping for ${type}`);
  // Never called: the address only fills the widget's shape.
  const widget: RawWidget = { type, url: 'http://192.0.2.10', values, raw: { type, ...values } };
  return { appId: mapping.appId, fields: mapping.fields, derived: mapping.derived?.(widget) ?? {} };
}
