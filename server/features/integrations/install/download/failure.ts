/**
 * Why a download failed, in the terms a person can act on:
 * - `unreachable`: no answer at all (no network, no DNS, nothing listening, no route, or no
 *   answer in time): the computer looks offline or the host is down;
 * - `slow`: the answer began but did not finish within its deadline;
 * - `status`: the host answered with an error status (or a redirect where none is followed);
 * - `tooBig`: more bytes than the download may take.
 */
export type DownloadFailure = 'unreachable' | 'slow' | 'status' | 'tooBig';

export class DownloadError extends Error {
  constructor(
    readonly failure: DownloadFailure,
    /** The host asked (host:port when a port is given), for messages. */
    readonly host: string,
    readonly status = 0,
    /** The proxy the request went through, if any (host:port). */
    readonly proxy?: string,
  ) {
    super(`${failure}: ${host}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'DownloadError';
  }
}

/** Socket and DNS errors that mean no answer could be had at all. */
const unreachableCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'ETIMEDOUT', 'ECONNRESET', 'EPIPE', 'EADDRNOTAVAIL', 'ECONNABORTED']);

/** Whether an error from opening a connection (before any answer) means the host could not be reached. */
export function isUnreachable(error: unknown): boolean {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  return unreachableCodes.has(code);
}
