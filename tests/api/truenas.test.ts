// TrueNAS SCALE against its current versions (issue 26 item 3): JSON-RPC 2.0 over the
// /api/current websocket from 25.04 (REST is gone in 26), REST for older systems, and the key
// never sent over http://, which TrueNAS 25.04+ answers by revoking it. The built-in package runs
// in its own runtime process, as Hearth runs it, against fakes that enforce those rules.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import https from 'node:https';
import WebSocket from 'ws';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import type { TlsPolicy } from '../../server/features/integrations/runtime/protocol.js';
import { startFakeTrueNas, type FakeTrueNas } from '../fixtures/truenas.js';

const appDir = join(process.cwd(), 'resources/integrations/com.truenas.scale');
let pool: RuntimePool;
const fakes: FakeTrueNas[] = [];

beforeAll(() => {
  pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 1 });
});
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});
afterAll(() => pool.stop());

async function fake(...args: Parameters<typeof startFakeTrueNas>): Promise<FakeTrueNas> {
  const started = await startFakeTrueNas(...args);
  fakes.push(started);
  return started;
}

/** The link's own certificate trusted, as "Allow a self-signed certificate" + Test connection leave it. */
function pinned(nas: FakeTrueNas, fingerprint = nas.fingerprint ?? ''): TlsPolicy {
  return { mode: 'pinned', hostname: '127.0.0.1', port: Number(new URL(nas.url).port), fingerprint };
}

function card(nas: FakeTrueNas, config: Record<string, unknown>, tls?: TlsPolicy): Promise<RunOutcome> {
  return runThrough(pool, appDir, { kind: 'initialize', config: { apiKey: nas.apiKey, ...config }, appUrl: nas.url, userName: 'tester', ...(tls ? { tls } : {}) });
}

function html(outcome: RunOutcome): string {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return outcome.html;
}

function detail(outcome: RunOutcome): string {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return outcome.fullHtml ?? '';
}

function failure(outcome: RunOutcome): string {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`);
  return typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error);
}

describe('TrueNAS SCALE built-in', () => {
  it.each(['25.04', '26.0'] as const)('reads %s over JSON-RPC on /api/current, and never over REST', async (version) => {
    const nas = await fake(version);
    const outcome = await card(nas, {}, pinned(nas));
    const shown = html(outcome);
    expect(shown).toContain('2 days');
    // physmem 34359738368 bytes is 32 GiB, as TrueNAS itself shows it (not "34 GB").
    expect(shown).toContain('32 GiB');
    expect(shown).toMatch(/>5</); // five open alerts
    // ERROR, CRITICAL and ALERT are all above WARNING: three that want attention.
    expect(detail(outcome)).toContain('Critical</dt><dd>3<');
    expect(nas.seen).toEqual(['UPGRADE /api/current', 'RPC auth.login_with_api_key', 'RPC system.info', 'RPC alert.list']);
  });

  it('falls back to REST on a TrueNAS without the JSON-RPC API', async () => {
    const nas = await fake('24.04');
    const shown = html(await card(nas, {}, pinned(nas)));
    expect(shown).toContain('32 GiB');
    expect(nas.seen).toEqual(['UPGRADE /api/current', 'REST GET /api/v2.0/system/info', 'REST GET /api/v2.0/alert/list']);
  });

  it('refuses to send the key over http://, so TrueNAS does not revoke it', async () => {
    const nas = await fake('25.04', { plain: true });
    expect(failure(await card(nas, {}))).toBe('TrueNAS revokes an API key that is sent over http:// (25.04 and later); use the https:// address of TrueNAS');
    expect(nas.seen).toEqual([]);
    expect(nas.revoked.size).toBe(0);
  });

  it('says the key was refused', async () => {
    const nas = await fake('26.0');
    expect(failure(await card(nas, { apiKey: 'wrong' }, pinned(nas)))).toMatch(/^401: the service refused the credentials/);
    expect(nas.seen).not.toContain('RPC system.info');
  });

  it('sends nothing to a server whose certificate is not the trusted one', async () => {
    const nas = await fake('25.04');
    const other = await fake('25.04');
    const outcome = await card(nas, {}, pinned(nas, other.fingerprint ?? ''));
    expect(failure(outcome)).toMatch(/^The service's certificate changed since it was trusted \(now SHA-256 [0-9A-F:]+\)/);
    expect(nas.seen).toEqual([]);
  });

  it('does not trust a self-signed certificate unless the link allows it', async () => {
    const nas = await fake('25.04');
    expect(failure(await card(nas, {}))).toMatch(/^The service answered with a self-signed certificate, which Hearth does not trust\. .*tick "Allow a self-signed certificate"/);
    expect(nas.seen.filter((line) => line.startsWith('RPC'))).toEqual([]);
  });

  it('the appurl field is honoured over the link', async () => {
    const nas = await fake('25.04');
    const outcome = await runThrough(pool, appDir, { kind: 'connectionTest', config: { apiKey: nas.apiKey, appurl: nas.url }, appUrl: nas.url, userName: 'tester', tls: pinned(nas) });
    expect(outcome).toMatchObject({ ok: true, kind: 'connectionTest' });
  });
});

describe('the TrueNAS fake enforces what TrueNAS does', () => {
  it('revokes a key that arrives over plain http (25.04+), then refuses it everywhere', async () => {
    const nas = await fake('25.04', { plain: true });
    const first = await fetch(`${nas.url}/api/v2.0/system/info`, { headers: { authorization: `Bearer ${nas.apiKey}` } });
    expect(first.status).toBe(401);
    expect(nas.revoked.has(nas.apiKey)).toBe(true);
  });

  it('answers no call before a login, and no REST on 26', async () => {
    const nas = await fake('26.0');
    const ws = new WebSocket(`${nas.url.replace('https', 'wss')}/api/current`, { rejectUnauthorized: false });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const answer = await new Promise<{ error?: { message: string } }>((resolve) => {
      ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')) as { error?: { message: string } }));
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'system.info', params: [] }));
    });
    ws.terminate();
    expect(answer.error?.message).toBe('Not authenticated');
    const rest = await new Promise<number>((resolve, reject) => {
      https.get(`${nas.url}/api/v2.0/system/info`, { headers: { authorization: `Bearer ${nas.apiKey}` }, rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(rest).toBe(404);
  });
});
