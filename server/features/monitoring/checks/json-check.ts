import { parseJsonPath, type JsonComparison } from '../../../../shared/contracts/monitor-checks.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import type { ReachPolicy } from '../../../net/reach.js';
import type { CheckResult } from '../link-check.js';
import { OutboundError, send } from '../outbound.js';
import { failed } from './tcp-check.js';

export interface JsonCheck {
  url: string;
  path: string;
  expected: string;
  comparison: JsonComparison;
  timeoutMs: number;
  reach: ReachPolicy;
  signal?: AbortSignal;
}

/** An API's answer is read this far: a status document, not a download. */
const jsonReadBytes = 1024 * 1024;

/** The value at `steps`, or undefined where the path leads nowhere. */
export function valueAt(document: unknown, steps: (string | number)[]): unknown {
  let here: unknown = document;
  for (const step of steps) {
    if (typeof step === 'number' ? !Array.isArray(here) : here === null || typeof here !== 'object' || Array.isArray(here)) return undefined;
    if (!Object.hasOwn(here as object, step)) return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}

/** A value as the expected text is written: strings as they are, anything else as JSON (true, 3, null, {"a":1}). */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The answer's `path` compared with `expected`; false with the reason a person reads. */
export function compareJson(body: string, path: string, expected: string, comparison: JsonComparison): { ok: boolean; message: string } {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return { ok: false, message: m.notJson };
  }
  const value = valueAt(document, parseJsonPath(path) ?? []);
  if (value === undefined) return { ok: false, message: m.jsonPathMissing(path) };
  const seen = valueText(value);
  const ok = comparison === 'contains' ? seen.includes(expected) : seen === expected;
  return ok ? { ok, message: m.checkOk } : { ok, message: m.jsonMismatch(path, JSON.stringify(seen.length > 100 ? `${seen.slice(0, 100)}…` : seen), comparison, JSON.stringify(expected)) };
}

/** GET the URL (redirects followed, the reach rule at each hop), expect 2xx JSON, and compare the value at the path. */
export async function checkJson(check: JsonCheck): Promise<CheckResult> {
  try {
    const answer = await send({
      url: check.url,
      method: 'GET',
      timeoutMs: check.timeoutMs,
      reach: check.reach,
      maxBodyBytes: jsonReadBytes,
      redirects: 5,
      headers: { accept: 'application/json' },
      ...(check.signal ? { signal: check.signal } : {}),
    });
    const base = { latencyMs: answer.latencyMs, status: answer.status, certificate: answer.certificate };
    if (answer.status < 200 || answer.status > 299) return { ...base, ok: false, message: m.httpStatus(answer.status, 200, 299) };
    return { ...base, ...compareJson(answer.body.toString('utf8'), check.path, check.expected, check.comparison) };
  } catch (error) {
    return failed((error instanceof OutboundError ? error : new OutboundError('OTHER', String(error))).message);
  }
}
