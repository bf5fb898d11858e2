import { join } from 'node:path';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import type { TlsPolicy } from '../../server/features/integrations/runtime/protocol.js';
import { checkPackage } from '../../server/features/integrations/install/package-check.js';
import { integrationTargets } from '../../shared/contracts/integration-targets.js';

/**
 * Runs a built-in package as Hearth runs it (its own runtime process, confined to the origins its
 * manifest declares), with the two things run-builtin.ts does not offer: a TLS policy for the
 * link's host, and a short run limit for "the service answers too slowly" (the pool's limit; the
 * runner gives the package's calls that limit less a margin).
 */
const builtins = join(process.cwd(), 'resources/integrations');
const pools = new Map<number, RuntimePool>();

function poolFor(timeoutMs: number): RuntimePool {
  let pool = pools.get(timeoutMs);
  if (!pool) {
    pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 1, timeoutMs });
    pools.set(timeoutMs, pool);
  }
  return pool;
}

export function stopAppBuiltins(): void {
  for (const pool of pools.values()) pool.stop();
  pools.clear();
}

export interface AppRun {
  kind?: 'initialize' | 'connectionTest';
  tls?: TlsPolicy;
  timeoutMs?: number;
  /** What the link's last card run kept (a session), offering the package to keep one. */
  kept?: string | null;
}

export async function runApp(appId: string, config: Record<string, unknown>, appUrl: string, options: AppRun = {}): Promise<RunOutcome> {
  const { config: fields } = await checkPackage(join(builtins, appId));
  const { origins: targets } = integrationTargets(fields, config, { linkUrl: appUrl, localUrl: null });
  return runThrough(poolFor(options.timeoutMs ?? 10_000), join(builtins, appId), {
    kind: options.kind ?? 'initialize', config, payload: null, appUrl, userName: 'tester', targets, ...(options.tls ? { tls: options.tls } : {}), ...(options.kept !== undefined ? { kept: options.kept } : {}),
  });
}

/** The link's own self-signed certificate trusted, as Test connection with "Allow a self-signed certificate" leaves it. */
export function pinnedTls(url: string, fingerprint: string): TlsPolicy {
  return { mode: 'pinned', hostname: '127.0.0.1', port: Number(new URL(url).port), fingerprint };
}

/** The card's HTML and its details view, or a failure naming what came back instead. */
export function cardOf(outcome: RunOutcome): { html: string; detail: string } {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return { html: outcome.html, detail: outcome.fullHtml ?? '' };
}

/** The reason a failed run gives a person, and the refusal status when it was one. */
export function failureOf(outcome: RunOutcome): { reason: string; refusal?: number } {
  if (outcome.ok) throw new Error(`the run passed: ${JSON.stringify(outcome)}`);
  const error = outcome.error;
  const message = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
  const reason = typeof error === 'string' ? error : typeof message === 'string' ? message : JSON.stringify(error);
  return { reason, ...(outcome.refusal ? { refusal: outcome.refusal } : {}) };
}
