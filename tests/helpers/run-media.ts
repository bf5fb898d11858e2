import { join } from 'node:path';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import type { TlsPolicy } from '../../server/features/integrations/runtime/protocol.js';

/**
 * Runs a built-in in its own runtime process, as Hearth does, with the choices run-builtin.ts
 * does not offer: the link's TLS rule (a trusted self-signed certificate is pinned) and a short
 * run limit, so a slow service meets the runtime's deadline in a few seconds.
 */
const pools = new Map<number, RuntimePool>();

function poolFor(timeoutMs: number): RuntimePool {
  let pool = pools.get(timeoutMs);
  if (!pool) {
    // A loaded machine (shared CI cores) can take past the usual 10 s to start a runtime process.
    pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 1, timeoutMs, startTimeoutMs: 30_000 });
    pools.set(timeoutMs, pool);
  }
  return pool;
}

export function stopMediaRuns(): void {
  for (const pool of pools.values()) pool.stop();
  pools.clear();
}

/** The link trusts this certificate, as "Allow a self-signed certificate" and Test connection leave it. */
export function pinned(url: string, fingerprint: string): TlsPolicy {
  const { hostname, port } = new URL(url);
  return { mode: 'pinned', hostname, port: Number(port), fingerprint };
}

export interface MediaRun {
  kind?: 'initialize' | 'connectionTest';
  tls?: TlsPolicy;
  timeoutMs?: number;
  kept?: string | null;
}

export function runMedia(appId: string, config: Record<string, unknown>, appUrl: string, options: MediaRun = {}): Promise<RunOutcome> {
  const pool = poolFor(options.timeoutMs ?? 10_000);
  return runThrough(pool, join(process.cwd(), 'resources/integrations', appId), {
    kind: options.kind ?? 'initialize',
    config,
    appUrl,
    userName: 'tester',
    ...(options.tls ? { tls: options.tls } : {}),
    ...(options.kept !== undefined ? { kept: options.kept } : {}),
  });
}

/** The card's markup, and the details view's. */
export function shown(outcome: RunOutcome): { card: string; details: string } {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return { card: outcome.html, details: outcome.fullHtml ?? '' };
}

/** The one line a failed card or connection test shows. */
export function reason(outcome: RunOutcome): string {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`);
  return typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error);
}
