import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopbackAddress, isLoopbackName, type ReachPolicy } from '../../net/reach.js';
import type { FeedErrorKind } from '../../../shared/contracts/feeds.js';
import { messages } from '../../../shared/messages.js';

export class FeedFetchError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface FeedFetchOptions {
  policy: ReachPolicy;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  etag?: string | null;
  lastModified?: string | null;
}

export type FeedFetchResult =
  | { status: 'fresh'; body: Buffer; contentType: string; etag: string | null; lastModified: string | null }
  | { status: 'not-modified' };

const refusedError = () => new FeedFetchError('refused', messages.loopbackRefused);

/** The lookup the connection itself uses, so the reach rule holds on the very address connected to. */
function reachLookup(policy: ReachPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!policy.loopback && addresses.some((a) => isLoopbackAddress(a.address))) return callback(refusedError(), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new FeedFetchError('unreachable', `${hostname} has no address.`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function refusedHost(url: URL, policy: ReachPolicy): boolean {
  if (policy.loopback) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isLoopbackName(host) || (isIP(host) !== 0 && isLoopbackAddress(host));
}

function get(url: URL, options: FeedFetchOptions, conditional: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const headers: Record<string, string> = {
    accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'user-agent': 'Hearth feed reader',
  };
  if (conditional && options.etag) headers['if-none-match'] = options.etag;
  if (conditional && options.lastModified) headers['if-modified-since'] = options.lastModified;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, lookup: reachLookup(options.policy), signal, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Reads at most maxBytes: a bigger body, declared or not (an endless one), is cut and reported. */
async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new FeedFetchError('too-large', `The feed is larger than ${megabytes(maxBytes)}; Hearth stopped reading it.`);
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      res.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function header(res: IncomingMessage, name: string): string | null {
  const value = res.headers[name];
  return typeof value === 'string' && value.length <= 500 ? value : null;
}

/** Turns whatever a connection threw into the feed's own error, the deadline included. */
function explain(error: unknown, url: URL, signal: AbortSignal, timeoutMs: number): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof FeedFetchError) return cause;
  if (signal.aborted) return new FeedFetchError('timeout', `${url.host} did not send the feed within ${timeoutMs / 1000} seconds.`);
  const code = (error as { code?: string } | null)?.code;
  return new FeedFetchError('unreachable', `Could not reach ${url.host}${code ? ` (${code})` : ''}.`);
}

/**
 * Fetches one feed document: http(s) only, the user's reach rule on every hop and every address
 * connected to, a few redirects, one deadline for the whole exchange, a size cap, and the
 * validators of the last answer sent so an unchanged feed answers 304 with no body.
 */
export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const { timeoutMs, maxBytes, maxRedirects = 5 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  const first = new URL(address);
  let current = first;
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new FeedFetchError('unreachable', 'The feed redirected to an address that is not http:// or https://.');
      if (refusedHost(current, options.policy)) throw refusedError();
      // Validators belong to the address they came from: only the first hop asks conditionally.
      const res = await get(current, options, hop === 0, signal);
      const status = res.statusCode ?? 0;
      if (status === 304 && hop === 0 && (options.etag || options.lastModified)) {
        res.destroy();
        return { status: 'not-modified' };
      }
      if (status >= 200 && status < 300) {
        const body = await readCapped(res, maxBytes);
        return { status: 'fresh', body, contentType: header(res, 'content-type') ?? '', etag: header(res, 'etag'), lastModified: header(res, 'last-modified') };
      }
      res.destroy();
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        if (hop >= maxRedirects) throw new FeedFetchError('redirects', `The feed redirected more than ${maxRedirects} times.`);
        current = new URL(location, current.href);
        continue;
      }
      throw new FeedFetchError('http-status', `${current.host} answered HTTP ${status} for the feed.`);
    }
  } catch (error) {
    throw explain(error, current, signal, timeoutMs);
  }
}
