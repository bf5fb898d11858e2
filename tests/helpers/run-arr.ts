import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPackage } from '../../server/features/integrations/install/package-check.js';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { tlsTarget } from '../../server/features/integrations/runtime/protocol.js';
import { defaultRunnerDir, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { integrationTargets } from '../../shared/contracts/integration-targets.js';
import { selfSigned } from '../fixtures/tls-service.js';

/**
 * Running a built-in as Hearth runs it, for what run-builtin.ts does not cover: a link's TLS
 * choice (verify, or the certificate pinned at Test connection) and a short run deadline, so a
 * slow service is shown failing in about two seconds instead of ten.
 */
const builtins = join(process.cwd(), 'resources/integrations');
/** The pool's limit for a run: the runner gives the calls 500 ms less. */
export const shortLimitMs = 2000;
let pool: RuntimePool | null = null;

export async function runWith(appId: string, kind: 'initialize' | 'connectionTest', config: Record<string, unknown>, appUrl: string, options: { fingerprint?: string } = {}): Promise<{ reason: string; html: string; fullHtml: string }> {
  pool ??= new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0, timeoutMs: shortLimitMs });
  const { config: fields } = await checkPackage(join(builtins, appId));
  const { origins: targets } = integrationTargets(fields, config, { linkUrl: appUrl, localUrl: null });
  const target = tlsTarget(appUrl);
  const tls = target && options.fingerprint ? { mode: 'pinned' as const, ...target, fingerprint: options.fingerprint } : { mode: 'verify' as const };
  const outcome: RunOutcome = await runThrough(pool, join(builtins, appId), { kind, config, appUrl, userName: 'tester', targets, tls });
  if (!outcome.ok) return { reason: typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error), html: '', fullHtml: '' };
  if (outcome.kind === 'connectionTest') return { reason: '', html: '', fullHtml: '' };
  return { reason: '', html: outcome.html, fullHtml: outcome.fullHtml ?? '' };
}

export function stopRunWith(): void {
  pool?.stop();
  pool = null;
}

/** A self-signed certificate for 127.0.0.1, made in a folder removed at once. */
export function labCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-arr-tls-'));
  try {
    return selfSigned(dir, 'lab');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
