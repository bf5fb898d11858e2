import { HttpError } from '../../http/errors.js';

export interface OutsideCall {
  timeoutMs: number;
  maxBytes: number;
  /** The message a person reads when the service fails in any way. */
  failure: string;
  /** Headers the service asks for (GitHub's API version, its media type), added to Hearth's. */
  headers?: Record<string, string>;
  /** Cancels the call early, e.g. when the server closes. */
  signal?: AbortSignal;
}

/**
 * GETs JSON from an outside service with a time limit for the whole exchange (headers and body)
 * and a size cap, so a slow or huge answer never holds a request. Any failure becomes a 502 with
 * the caller's message, never the underlying exception text.
 */
export async function getOutsideJson(url: URL, call: OutsideCall): Promise<unknown> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  const failed = () => new HttpError(502, call.failure);
  try {
    const res = await fetch(url, { signal, headers: { accept: 'application/json', 'user-agent': 'Hearth (self-hosted dashboard)', ...call.headers } });
    if (!res.ok || !res.body) throw failed();
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > call.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw failed();
      }
      chunks.push(value);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw failed();
  }
}
