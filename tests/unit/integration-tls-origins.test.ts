// Each declared target has its own TLS rule (RunRequest.tlsByOrigin): a package that calls two
// self-signed services learns both certificates at Test connection, by origin, and each pinned
// certificate is then the only one its origin may present.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsService, type TlsService } from '../fixtures/tls-service.js';
import { defaultRunnerDir, runThrough } from '../../server/features/integrations/runtime/run-integration.js';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { targetOrigin } from '../../shared/contracts/integration-targets.js';
import { writePackage } from '../helpers/integrations.js';

describe('TLS per declared target', () => {
  let first: TlsService;
  let second: TlsService;
  let root: string;
  let pool: RuntimePool;
  let dir: string;
  beforeAll(async () => {
    [first, second] = await Promise.all([startTlsService(), startTlsService()]);
    root = mkdtempSync(join(tmpdir(), 'hearth-tls-origins-'));
    pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0 });
    const calls = `const a = await app.axios.get(${JSON.stringify(`${first.url}/status`)}); const b = await app.axios.get(${JSON.stringify(`${second.url}/status`)});`;
    dir = writePackage(root, { appId: 'two.tls', appJs: `global.connectionTest = async (t) => { const app = t; ${calls} t.connectionSuccess(); };` });
  });
  afterAll(async () => {
    pool.stop();
    await Promise.all([first.close(), second.close()]);
    rmSync(root, { recursive: true, force: true });
  });

  const origins = (): [string, string] => [targetOrigin(first.url) ?? '', targetOrigin(second.url) ?? ''];

  it('learns the certificate of each target, by origin', async () => {
    const [a, b] = origins();
    const outcome = await runThrough(pool, dir, { kind: 'connectionTest', appUrl: first.url, targets: [a, b], reach: { loopback: true }, tlsByOrigin: { [a]: { mode: 'learn' }, [b]: { mode: 'learn' } } });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.kind !== 'connectionTest') return;
    expect(outcome.certificates?.[a]?.fingerprint256).toBe(first.fingerprint());
    expect(outcome.certificates?.[b]?.fingerprint256).toBe(second.fingerprint());
  });

  it('accepts each pinned certificate at its own origin only', async () => {
    const [a, b] = origins();
    const pinned = { [a]: { mode: 'pinned' as const, fingerprint: first.fingerprint() }, [b]: { mode: 'pinned' as const, fingerprint: second.fingerprint() } };
    expect((await runThrough(pool, dir, { kind: 'connectionTest', appUrl: first.url, targets: [a, b], reach: { loopback: true }, tlsByOrigin: pinned })).ok).toBe(true);
    const swapped = { [a]: { mode: 'pinned' as const, fingerprint: second.fingerprint() }, [b]: { mode: 'pinned' as const, fingerprint: first.fingerprint() } };
    const refused = await runThrough(pool, dir, { kind: 'connectionTest', appUrl: first.url, targets: [a, b], reach: { loopback: true }, tlsByOrigin: swapped });
    expect(refused).toMatchObject({ ok: false });
    expect(JSON.stringify(refused)).toMatch(/certificate changed since it was trusted/);
    // Without a rule, a self-signed certificate is not trusted at all.
    const verified = await runThrough(pool, dir, { kind: 'connectionTest', appUrl: first.url, targets: [a, b], reach: { loopback: true } });
    expect(JSON.stringify(verified)).toMatch(/self-signed|does not trust/);
  });
});
