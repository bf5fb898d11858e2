import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakeService } from '../fixtures/services/arr-kit.js';
import { sharedClosedPort } from './closed-port.js';
import { runBuiltin, shortLimitMs } from './run-builtin.js';
import { labCertificate, runWith } from './run-outcomes.js';

/**
 * The cases every built-in of the "arr" batch (issue 43) answers the same way: a wrong key, the
 * service down, a slow service, a self-signed certificate and, where the service publishes a
 * description, requests and answers held to it. Call inside a describe block.
 */
const closed = await sharedClosedPort();
const certificate = labCertificate();
const fingerprint = new X509Certificate(certificate.cert).fingerprint256;

export interface Common {
  appId: string;
  start: (tls?: { key: string; cert: string }) => Promise<FakeService>;
  config: Record<string, unknown>;
  wrong: Record<string, unknown>;
  /** What the wrong credentials read as, and the status they were refused with (401 unless said). */
  refusal: string;
  refusalStatus?: number;
  /** Something the card shows, to tell a card that ran from one that did not. */
  shown: string;
  /** Whether the fake holds requests to a published description. */
  described: boolean;
}

export function commonCases(c: Common) {
  let fake: FakeService;
  beforeAll(async () => {
    fake = await c.start();
  });
  afterAll(() => fake.close());

  it('refuses the wrong key with the reason', async () => {
    for (const kind of ['initialize', 'connectionTest'] as const) {
      const result = await runBuiltin(c.appId, kind, c.wrong, fake.url, null);
      expect(result.status).toBe(400);
      expect(result.reason).toBe(c.refusal);
      expect(result.refusal).toBe(c.refusalStatus ?? 401);
    }
  });

  it('says the service is unreachable when nothing listens', async () => {
    const result = await runBuiltin(c.appId, 'initialize', c.config, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the slow call instead of hanging', async () => {
    fake.slowDown(shortLimitMs + 1000);
    try {
      const started = Date.now();
      const result = await runWith(c.appId, 'initialize', c.config, fake.url);
      expect(result.reason).toMatch(/^no answer in time from GET http:\/\/127\.0\.0\.1:\d+\/(?:api|emby)\/\S+ \(a card's calls have [\d.]+ s together\)$/);
      expect(Date.now() - started).toBeLessThan(shortLimitMs + 5000);
    } finally {
      fake.slowDown(0);
    }
  });

  it('refuses a self-signed certificate until it is pinned, then shows the card', async () => {
    const tls = await c.start(certificate);
    try {
      const refused = await runWith(c.appId, 'initialize', c.config, tls.url);
      expect(refused.reason).toContain('a self-signed certificate, which Hearth does not trust');
      expect(tls.requests).toEqual([]);
      const pinned = await runWith(c.appId, 'initialize', c.config, tls.url, { fingerprint });
      expect(pinned.reason).toBe('');
      expect(pinned.html).toContain(c.shown);
    } finally {
      await tls.close();
    }
  });

  if (!c.described) return;
  it('makes only requests its description allows, and the fake answers as it promises', async () => {
    const before = fake.requests.length;
    for (const kind of ['initialize', 'connectionTest'] as const) expect((await runBuiltin(c.appId, kind, c.config, fake.url, null)).reason).toBe('');
    expect(fake.requests.length - before).toBeGreaterThanOrEqual(3);
    expect(fake.checked.slice(before)).toEqual(fake.requests.slice(before));
    expect(fake.violations).toEqual([]);
  });
}
