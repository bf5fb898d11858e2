import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { iconUploadMaxBytes } from '../../../shared/constants.js';
import { isLoopbackAddress, isLoopbackName, type ReachPolicy } from '../../net/reach.js';

/** Why a download gave nothing: the reach rule, or anything else (unreachable, too large, not 2xx). */
export type IconFetchFailure = 'loopback' | 'failed';

export class IconFetchError extends Error {
  constructor(readonly reason: IconFetchFailure) {
    super(reason);
  }
}

export interface IconFetchOptions {
  policy: ReachPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/**
 * The lookup the connection itself uses, so the reach rule holds on the very address connected
 * to (a name cannot resolve one way when checked and another when used).
 */
function reachLookup(policy: ReachPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!policy.loopback && addresses.some((a) => isLoopbackAddress(a.address))) return callback(new IconFetchError('loopback'), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new IconFetchError('failed'), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function refusedHost(url: URL, policy: ReachPolicy): boolean {
  if (policy.loopback) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isLoopbackName(host) || (isIP(host) !== 0 && isLoopbackAddress(host));
}

function get(url: URL, policy: ReachPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { accept: 'image/*' }, lookup: reachLookup(policy), signal, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new IconFetchError('failed');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      res.destroy();
      throw new IconFetchError('failed');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads one icon for an import: http(s) only, the user's reach rule on every hop and every
 * address connected to, a few redirects, a time limit for the whole exchange and the upload size
 * cap. The bytes still go through the upload path's checks and re-encoding before being kept.
 */
export async function fetchIconBytes(address: string, options: IconFetchOptions): Promise<Buffer> {
  const { policy, timeoutMs = 5000, maxBytes = iconUploadMaxBytes, maxRedirects = 3 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = URL.parse(address);
  try {
    for (let hop = 0; current; hop++) {
      if ((current.protocol !== 'http:' && current.protocol !== 'https:') || current.username || current.password) throw new IconFetchError('failed');
      if (refusedHost(current, policy)) throw new IconFetchError('loopback');
      const res = await get(current, policy, signal);
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) return await readCapped(res, maxBytes);
      res.destroy();
      const location = res.headers.location;
      if (status < 300 || status >= 400 || !location || hop >= maxRedirects) throw new IconFetchError('failed');
      current = URL.parse(location, current.href);
    }
    throw new IconFetchError('failed');
  } catch (error) {
    if (error instanceof IconFetchError) throw error;
    const cause = (error as { cause?: unknown } | null)?.cause;
    throw cause instanceof IconFetchError ? cause : new IconFetchError('failed');
  }
}
