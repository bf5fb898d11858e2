import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuntimePool } from './pool.js';
import { RuntimeError, refusalStatuses, type AppFailure, type OriginTls, type RefusalStatus, type SandboxFailure, type TlsPolicy } from './protocol.js';
import { integrationMessages } from '../../../../shared/messages.js';
import { toReadings, type ConnectionReading, type SeenCertificate } from '../../../../shared/contracts/integrations.js';
import { renderCard, type CardHtml } from '../templates.js';

export interface RunInput {
  kind: 'initialize' | 'connectionTest';
  config?: Record<string, unknown>;
  payload?: Record<string, unknown> | null;
  appUrl?: string;
  userName?: string;
  /** The origins the package may call (RunRequest.targets); without them, any the reach rule allows. */
  targets?: string[];
  tls?: TlsPolicy;
  tlsByOrigin?: Record<string, OriginTls>;
  reach?: { loopback: boolean };
  /** What the package kept at this link's last card run (RunRequest.kept). */
  kept?: string | null;
}

/** What the package wants kept for its link's next card run: absent leaves it, null forgets it. */
type Kept = { kept?: string | null };

export type RunOutcome =
  | ({ ok: true; kind: 'initialize'; statusCode: number } & CardHtml & Kept)
  | { ok: true; kind: 'connectionTest'; certificate?: SeenCertificate; certificates?: Record<string, SeenCertificate>; readings?: ConnectionReading[] }
  /** `refusal`: the service refused the credentials (401, 403) or limited the rate (429). */
  | ({ ok: false; status: number; error: AppFailure; refusal?: RefusalStatus } & Kept);

/** The refusal a failed run reports: the package's own word, or an upstream HTTP error it passed on. */
function refusalOf(result: { error: AppFailure; refusal?: number }): RefusalStatus | undefined {
  const status = result.refusal ?? (result.error && typeof result.error === 'object' && typeof result.error.status === 'number' ? result.error.status : 0);
  return refusalStatuses.find((s) => s === status);
}

function keptOf(result: { kept?: unknown }): Kept {
  if (result.kept === null || typeof result.kept === 'string') return { kept: result.kept };
  return {};
}

/** resources/integration-runtime in the source tree or in dist/. */
export function defaultRunnerDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../../../resources'), resolve(here, '../resources'), resolve(process.cwd(), 'resources')];
  const found = candidates.find((dir) => existsSync(join(dir, 'integration-runtime', 'runner.cjs')));
  return join(found ?? candidates[0]!, 'integration-runtime');
}

/** What the sandbox's ending of a package's code says to a person. */
export function sandboxFailureText(reason: SandboxFailure, limitMb: number | undefined): string {
  switch (reason) {
    case 'memory':
      return integrationMessages.tooMuchMemory(limitMb ?? 64);
    case 'lingering':
      return integrationMessages.keptRunning;
    case 'unavailable':
      return integrationMessages.runtimeFailed;
    case 'stopped':
      return integrationMessages.crashed;
  }
}

/** Runs one call through a pool and renders the answer: what /app/run and /app/test both use. */
export async function runThrough(pool: RuntimePool, appDir: string, input: RunInput): Promise<RunOutcome> {
  const appUrl = (input.appUrl ?? '').replace(/\/$/, '');
  try {
    const result = await pool.run(appDir, {
      kind: input.kind,
      appDir,
      config: input.config ?? {},
      payload: input.payload ?? null,
      appUrl,
      userName: input.userName ?? '',
      ...(input.targets ? { targets: input.targets } : {}),
      ...(input.tls ? { tls: input.tls } : {}),
      ...(input.tlsByOrigin ? { tlsByOrigin: input.tlsByOrigin } : {}),
      ...(input.reach ? { reach: input.reach } : {}),
      ...(input.kept !== undefined ? { kept: input.kept } : {}),
    });
    if (result.type === 'error') {
      const refusal = refusalOf(result);
      return { ok: false, status: 400, error: result.error, ...(refusal ? { refusal } : {}), ...keptOf(result) };
    }
    if (result.type === 'failed') return { ok: false, status: 502, error: sandboxFailureText(result.reason, result.limitMb) };
    if (result.type === 'success') {
      const readings = toReadings(result.readings);
      return { ok: true, kind: 'connectionTest', ...(result.certificate ? { certificate: result.certificate } : {}), ...(result.certificates ? { certificates: result.certificates } : {}), ...(readings ? { readings } : {}) };
    }
    const card = await renderCard(appDir, result.template, result.variables, result.background);
    return { ok: true, kind: 'initialize', statusCode: result.statusCode, ...card, ...keptOf(result) };
  } catch (error) {
    if (error instanceof RuntimeError) return { ok: false, status: error.status, error: error.message };
    throw error;
  }
}

/**
 * Runs a package folder once, outside any server: for testing a package (issue 15's built-ins)
 * exactly as Hearth will run it. `await runIntegration('resources/integrations/com.x', {...})`.
 */
export async function runIntegration(appDir: string, input: RunInput, options: { timeoutMs?: number; startTimeoutMs?: number } = {}): Promise<RunOutcome> {
  const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0, ...options });
  try {
    return await runThrough(pool, resolve(appDir), input);
  } finally {
    pool.stop();
  }
}
