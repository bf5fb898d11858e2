import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tlsTarget, type TlsPolicy } from '../../server/features/integrations/runtime/protocol.js';
import type { RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { selfSigned } from '../fixtures/tls-service.js';
import { runOutcome, shortLimitMs, type RunOptions } from './run-builtin.js';

/**
 * The batches' ways of reading a run of run-builtin.ts (their tests read these shapes): the
 * media batch's (unconfined), the apps batch's and the arr batch's (a short limit, the link's
 * certificate pinned or verified).
 */
type Run = Pick<RunOptions, 'kind' | 'tls' | 'timeoutMs' | 'kept'>;

export function runMedia(appId: string, config: Record<string, unknown>, appUrl: string, options: Run = {}): Promise<RunOutcome> {
  return runOutcome(appId, config, appUrl, { ...options, confined: false });
}

export function runApp(appId: string, config: Record<string, unknown>, appUrl: string, options: Run = {}): Promise<RunOutcome> {
  return runOutcome(appId, config, appUrl, options);
}

export async function runWith(appId: string, kind: 'initialize' | 'connectionTest', config: Record<string, unknown>, appUrl: string, options: { fingerprint?: string } = {}): Promise<{ reason: string; html: string; fullHtml: string }> {
  const target = tlsTarget(appUrl);
  const tls = target && options.fingerprint ? { mode: 'pinned' as const, ...target, fingerprint: options.fingerprint } : { mode: 'verify' as const };
  const outcome = await runOutcome(appId, config, appUrl, { kind, tls, timeoutMs: shortLimitMs });
  if (!outcome.ok) return { reason: typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error), html: '', fullHtml: '' };
  if (outcome.kind === 'connectionTest') return { reason: '', html: '', fullHtml: '' };
  return { reason: '', html: outcome.html, fullHtml: outcome.fullHtml ?? '' };
}

/** The link trusts this certificate, as "Allow a self-signed certificate" and Test connection leave it. */
export function pinned(url: string, fingerprint: string): TlsPolicy {
  const { hostname, port } = new URL(url);
  return { mode: 'pinned', hostname, port: Number(port), fingerprint };
}

export const pinnedTls = pinned;

/** A self-signed certificate for 127.0.0.1, made in a folder removed at once. */
export function labCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-arr-tls-'));
  try {
    return selfSigned(dir, 'lab');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The card's markup, and the details view's. */
export function shown(outcome: RunOutcome): { card: string; details: string } {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return { card: outcome.html, details: outcome.fullHtml ?? '' };
}

/** The card's HTML and its details view, or a failure naming what came back instead. */
export function cardOf(outcome: RunOutcome): { html: string; detail: string } {
  const { card, details } = shown(outcome);
  return { html: card, detail: details };
}

/** The one line a failed card or connection test shows. */
export function reason(outcome: RunOutcome): string {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`);
  return typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error);
}

/** The reason a failed run gives a person, and the refusal status when it was one. */
export function failureOf(outcome: RunOutcome): { reason: string; refusal?: number } {
  if (outcome.ok) throw new Error(`the run passed: ${JSON.stringify(outcome)}`);
  const error = outcome.error;
  const message = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
  const text = typeof error === 'string' ? error : typeof message === 'string' ? message : JSON.stringify(error);
  return { reason: text, ...(outcome.refusal ? { refusal: outcome.refusal } : {}) };
}
