import type { CheckMethod } from '../../../shared/contracts/monitoring.js';
import { certificateWarningDays } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import type { ReachPolicy } from '../../net/reach.js';
import { OutboundError, send, type CertificateRule, type SeenCertificate } from './outbound.js';

/** What one check found, whatever the target. */
export interface CheckResult {
  ok: boolean;
  latencyMs: number | null;
  /** The HTTP status (0 for pings and cameras, or when no answer came). */
  status: number;
  message: string;
  certificate: SeenCertificate | null;
}

export interface LinkCheck {
  url: string;
  method: CheckMethod;
  statusMin: number;
  statusMax: number;
  keyword: string;
  timeoutMs: number;
  certificate: CertificateRule;
  reach: ReachPolicy;
  signal?: AbortSignal;
}

/** Pages are read this far for a keyword. */
const keywordReadBytes = 1024 * 1024;
const dayMs = 86_400_000;

/** Days until a certificate ends (rounded down), or null without one. */
export function daysLeft(certificate: SeenCertificate | null, now: number): number | null {
  if (!certificate || !Number.isFinite(certificate.validToMs)) return null;
  return Math.floor((certificate.validToMs - now) / dayMs);
}

/** Whether a certificate ends within the warning window (or has ended). */
export function expiresSoon(certificate: SeenCertificate | null, now: number): boolean {
  const days = daysLeft(certificate, now);
  return days !== null && days < certificateWarningDays;
}

/**
 * GET or HEAD the link (redirects followed), then: the status must be in the expected range and,
 * for GET with a keyword, the page must contain it (case-sensitive, as Uptime Kuma does).
 */
export async function checkLink(check: LinkCheck): Promise<CheckResult> {
  const keyword = check.keyword.trim();
  try {
    const answer = await send({
      url: check.url,
      method: check.method,
      timeoutMs: check.timeoutMs,
      reach: check.reach,
      certificate: check.certificate,
      maxBodyBytes: keyword && check.method === 'GET' ? keywordReadBytes : 0,
      redirects: 5,
      headers: { accept: 'text/html,application/json;q=0.9,*/*;q=0.8' },
      ...(check.signal ? { signal: check.signal } : {}),
    });
    const base = { latencyMs: answer.latencyMs, status: answer.status, certificate: answer.certificate };
    if (answer.status < check.statusMin || answer.status > check.statusMax) return { ...base, ok: false, message: m.httpStatus(answer.status, check.statusMin, check.statusMax) };
    if (keyword && !answer.body.toString('utf8').includes(keyword)) return { ...base, ok: false, message: m.keywordMissing(keyword) };
    return { ...base, ok: true, message: m.checkOk };
  } catch (error) {
    const failure = error instanceof OutboundError ? error : new OutboundError('OTHER', String(error));
    return { ok: false, latencyMs: null, status: 0, message: failure.message, certificate: null };
  }
}
