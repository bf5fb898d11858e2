import type { Request, Response } from 'express';
import { gzip } from 'node:zlib';

/** A JSON answer kept in a cache, with a gzip copy made in the background once it is built. */
export interface CompressibleBody {
  plain: Buffer;
  gzip: Buffer | null;
  /** Settles when the gzip copy is there (or will never be). */
  compressed: Promise<void>;
}

/** Below this a gzip copy saves less than it costs. */
export const worthCompressing = 8 * 1024;

/**
 * The body of a JSON answer. Large ones are also gzipped on the thread pool: the first answer
 * goes out at once, uncompressed, and later ones (the cache hits) send the small copy.
 */
export function compressibleBody(json: string): CompressibleBody {
  const plain = Buffer.from(json);
  const body: CompressibleBody = { plain, gzip: null, compressed: Promise.resolve() };
  if (plain.length >= worthCompressing) {
    body.compressed = new Promise((settle) => {
      gzip(plain, { level: 6 }, (error, compressed) => {
        if (!error) body.gzip = compressed;
        settle();
      });
    });
  }
  return body;
}

/** Sends the gzip copy to clients that accept it (every browser does), else the plain JSON. */
export function sendBody(req: Request, res: Response, body: CompressibleBody): void {
  res.type('json');
  if (body.plain.length >= worthCompressing) res.vary('Accept-Encoding');
  if (body.gzip && req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(body.gzip);
    return;
  }
  res.send(body.plain);
}
