import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { messages } from '../../../shared/messages.js';
import { HttpError } from '../../http/errors.js';
import { describeAllowedHosts, isAllowedPackUrl, isNonPublicAddress, type AllowedHost } from './pack-hosts.js';

export interface PackFetchOptions {
  /** config.iconPackHosts */
  allowedHosts: readonly AllowedHost[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const fetchFailed = () => new HttpError(502, messages.iconPackFetchFailed);

/** Why a URL is not fetched: the allow-list, as a 400 a person can act on. */
export function packUrlRefusal(url: URL, allowedHosts: readonly AllowedHost[]): HttpError | null {
  if (url.username || url.password) return new HttpError(400, messages.iconPackUrlCredentials);
  if (isAllowedPackUrl(url, allowedHosts)) return null;
  return new HttpError(400, messages.iconPackHostNotAllowed(url.host, describeAllowedHosts(allowedHosts)));
}

class NonPublicAddress extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a non-public address`);
  }
}

/**
 * The DNS lookup the connection itself uses: a name on the allow-list must resolve to public
 * addresses only, checked on the very addresses connected to (no second lookup to rebind).
 * IP addresses are never looked up; they pass only when listed literally.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isNonPublicAddress(a.address))) {
      return callback(new NonPublicAddress(hostname), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' }, lookup: publicOnlyLookup, signal, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

/** Follows at most maxRedirects redirects, each only to an allowed host. */
async function getAllowed(start: URL, options: PackFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  let current = start;
  for (let hop = 0; ; hop++) {
    const res = await get(current, signal);
    const status = res.statusCode ?? 0;
    if (status >= 200 && status < 300) return res;
    res.destroy();
    const location = res.headers.location;
    if (status < 300 || status >= 400 || !location || hop >= options.maxRedirects) throw fetchFailed();
    const next = URL.parse(location, current.href);
    if (!next || !isAllowedPackUrl(next, options.allowedHosts)) throw fetchFailed();
    current = next;
  }
}

/** The body, decompressed; a failure on either side (a reset, corrupt data) ends both with an error. */
function decoded(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? '').toLowerCase();
  const decoder = encoding === 'gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  if (!decoder) return res;
  return pipeline(res, decoder, () => undefined);
}

/** Reads the body as text, giving up as soon as it passes maxBytes (after decompression). */
async function readCapped(res: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(502, messages.iconPackTooLarge);
  const declared = Number(res.headers['content-length']);
  if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const body = decoded(res);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } finally {
    if (total > maxBytes) {
      body.destroy();
      res.destroy();
    }
  }
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * Downloads an icon pack's JSON safely: allowed hosts only (also after redirects), names that
 * resolve to public addresses only, a time limit for the whole exchange and a size cap. Failures
 * become a message a person can act on, never the underlying exception text.
 */
export async function fetchPackJson(url: URL, options: PackFetchOptions): Promise<unknown> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let text: string;
  try {
    text = await readCapped(await getAllowed(url, options, signal), options.maxBytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof NonPublicAddress) throw new HttpError(400, messages.iconPackHostNotPublic(error.host));
    if (signal.aborted) throw new HttpError(502, messages.iconPackTimedOut);
    throw fetchFailed();
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, messages.iconPackNotAPack);
  }
}
