import type { RequestHandler } from 'express';
import { integrationMessages } from '../../../shared/messages.js';
import { HttpError } from '../../http/errors.js';
import { maxZipBytes } from './install/catalogue.js';

let upload: Promise<RequestHandler> | null = null;

/** Loaded on first use so multer doesn't weigh on server start. Memory only, never the disk. */
function zipUpload(): Promise<RequestHandler> {
  upload ??= import('multer').then(({ default: multer }) =>
    multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxZipBytes, files: 1, fields: 10, parts: 12 },
      fileFilter: (_req, file, done) => (/\.zip$/i.test(file.originalname) ? done(null, true) : done(new HttpError(415, integrationMessages.selectZip))),
    }).single('file'),
  );
  return upload;
}

function uploadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  if (name === 'MulterError' && code === 'LIMIT_FILE_SIZE') return new HttpError(413, integrationMessages.zipTooLarge);
  return new HttpError(400, integrationMessages.selectZip);
}

/**
 * The multipart field "file", a .zip of at most 10 MB, into memory. Mount it after the
 * super-admin check: no byte of a refused upload is read, let alone stored.
 */
export const receiveZip: RequestHandler = async (req, res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > maxZipBytes + 64 * 1024) return next(new HttpError(413, integrationMessages.zipTooLarge));
  const handler = await zipUpload();
  handler(req, res, (err?: unknown) => next(err ? uploadError(err) : undefined));
};
