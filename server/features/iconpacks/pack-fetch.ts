import { messages } from '../../../shared/messages.js';
import { HttpError } from '../../http/errors.js';

export interface PackFetchOptions {
  /** Lowercased host names allowed to serve icon packs (config.iconPackHosts). */
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const fetchFailed = () => new HttpError(502, messages.iconPackFetchFailed);

/**
 * Exact host allow-list check on the parsed URL (the original tested a substring of the whole
 * string, so any URL mentioning the icon host was fetched). No credentials in the URL.
 */
export function isAllowedPackUrl(url: URL, allowedHosts: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return allowedHosts.includes(url.hostname.toLowerCase());
}

/** Follows at most maxRedirects redirects, each only to an allowed host. */
async function fetchAllowed(start: URL, options: PackFetchOptions, signal: AbortSignal): Promise<Response> {
  let current = start;
  for (let hop = 0; ; hop++) {
    const res = await fetch(current, { redirect: 'manual', signal, headers: { accept: 'application/json' } });
    if (res.status < 300 || res.status >= 400) {
      if (res.ok) return res;
      await res.body?.cancel();
      throw fetchFailed();
    }
    await res.body?.cancel();
    const location = res.headers.get('location');
    if (!location || hop >= options.maxRedirects) throw fetchFailed();
    const next = URL.parse(location, current.href);
    if (!next || !isAllowedPackUrl(next, options.allowedHosts)) throw fetchFailed();
    current = next;
  }
}

/** Reads the body as text, giving up as soon as it passes maxBytes (after decompression). */
async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(502, messages.iconPackTooLarge);
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return '';
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * Downloads an icon pack's JSON safely: allowed hosts only (also after redirects), a time limit
 * for the whole exchange and a size cap. Failures become a message a person can act on, never
 * the underlying exception text.
 */
export async function fetchPackJson(url: URL, options: PackFetchOptions): Promise<unknown> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let text: string;
  try {
    text = await readCapped(await fetchAllowed(url, options, signal), options.maxBytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (signal.aborted) throw new HttpError(502, messages.iconPackTimedOut);
    throw fetchFailed();
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, messages.iconPackNotAPack);
  }
}
