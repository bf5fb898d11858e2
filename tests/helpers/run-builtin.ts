import { join } from 'node:path';
import type { ConnectionReading } from '../../shared/contracts/integrations.js';
import { forkLauncher } from '../../server/features/integrations/runtime/launcher.js';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import type { TlsPolicy } from '../../server/features/integrations/runtime/protocol.js';
import { checkPackage } from '../../server/features/integrations/install/package-check.js';
import { integrationTargets } from '../../shared/contracts/integration-targets.js';

/** What a built-in package answered, run exactly as Hearth runs it (its own runtime process). */
export interface BuiltinResult {
  status: number;
  html: string;
  fullHtml: string;
  background: string | null;
  /** The failure text a card or a connection test shows. */
  reason: string;
  /** What a passed connection test read, when the package says. */
  readings?: ConnectionReading[];
  /** The status the service refused the run with (401, 403, 429), when the package says it was one. */
  refusal?: number;
  /** What the package kept for the link's next card run (options.kept offers keeping): null forgets. */
  kept?: string | null;
}

const builtins = join(process.cwd(), 'resources/integrations');
/** The run limit runWith gives (the pool's; the runner gives the calls 500 ms less). */
export const shortLimitMs = 2000;
// One warm pool for a test file and run limit, as the server keeps one: a process per package,
// reused. A run in another time zone gets a pool of its own, whose processes start with TZ set.
const pools = new Map<string, RuntimePool>();

function poolFor(timeZone: string | undefined, timeoutMs: number | undefined): RuntimePool {
  const key = `${timeZone ?? ''}|${timeoutMs ?? ''}`;
  let pool = pools.get(key);
  if (!pool) {
    // The runtime's environment is scrubbed (spawn-options.ts), so the zone is added after that, as the OS's own zone would apply.
    const launch = timeZone ? (spawn: Parameters<typeof forkLauncher>[0], cwd: string) => forkLauncher({ ...spawn, env: { ...spawn.env, TZ: timeZone } }, cwd) : undefined;
    // A loaded machine (shared CI cores) can take past the usual 10 s to start a runtime process.
    pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 1, startTimeoutMs: 30_000, ...(timeoutMs ? { timeoutMs } : {}), ...(launch ? { launch } : {}) });
    pools.set(key, pool);
  }
  return pool;
}

/** Stops the runtime processes this file's runs started (call in afterAll). */
export function stopBuiltins(): void {
  for (const pool of pools.values()) pool.stop();
  pools.clear();
}

export interface RunOptions {
  kind?: 'initialize' | 'connectionTest';
  payload?: Record<string, unknown> | null;
  /** false: run as a package that declares no targets is (any address the reach rule allows). */
  confined?: boolean;
  timeZone?: string;
  /** What the link's last card run kept (a session), offering the package to keep one. */
  kept?: string | null;
  /** The link's TLS rule (a trusted self-signed certificate is pinned). */
  tls?: TlsPolicy;
  /** The pool's run limit, short for "the service answers too slowly" (the server's 10 s by default). */
  timeoutMs?: number;
}

/** What a built-in package's run came to, run exactly as Hearth runs it (its own runtime process). */
export async function runOutcome(appId: string, config: Record<string, unknown>, appUrl: string, options: RunOptions = {}): Promise<RunOutcome> {
  const payload = options.payload ?? null;
  // The origins its manifest declares, as the server gives them: a package calling anywhere else fails here too.
  const { config: fields } = await checkPackage(join(builtins, appId));
  const linkUrl = typeof payload?.listingUrl === 'string' ? payload.listingUrl : appUrl;
  const { origins: targets } = integrationTargets(fields, config, { linkUrl, localUrl: linkUrl === appUrl ? null : appUrl });
  return runThrough(poolFor(options.timeZone, options.timeoutMs), join(builtins, appId), {
    kind: options.kind ?? 'initialize', config, payload, appUrl, userName: 'tester',
    ...(options.confined === false ? {} : { targets }),
    ...(options.tls ? { tls: options.tls } : {}),
    ...(options.kept !== undefined ? { kept: options.kept } : {}),
  });
}

export async function runBuiltin(
  appId: string,
  kind: 'initialize' | 'connectionTest',
  config: Record<string, unknown>,
  appUrl: string,
  payload: Record<string, unknown> | null,
  options: { confined?: boolean; timeZone?: string; kept?: string | null } = {},
): Promise<BuiltinResult> {
  const outcome = await runOutcome(appId, config, appUrl, { ...options, kind, payload });
  if (!outcome.ok) {
    const reason = typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error);
    return { status: outcome.status, html: '', fullHtml: '', background: null, reason, ...(outcome.refusal ? { refusal: outcome.refusal } : {}), ...(outcome.kept !== undefined ? { kept: outcome.kept } : {}) };
  }
  if (outcome.kind === 'connectionTest') return { status: 200, html: '', fullHtml: '', background: null, reason: '', ...(outcome.readings ? { readings: outcome.readings } : {}) };
  return { status: outcome.statusCode, html: outcome.html, fullHtml: outcome.fullHtml ?? '', background: outcome.background, reason: '', ...(outcome.kept !== undefined ? { kept: outcome.kept } : {}) };
}
