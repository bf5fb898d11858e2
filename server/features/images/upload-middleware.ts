import type { RequestHandler } from 'express';
import { iconUploadMaxBytes } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import { HttpError } from '../../http/errors.js';

interface MulterLikeError {
  name?: string;
  code?: string;
}

/** Multer and busboy errors are the client's doing: 413 for size, 400 for the rest, never 500. */
function uploadError(err: unknown): HttpError {
  const { name, code } = (err ?? {}) as MulterLikeError;
  if (name === 'MulterError' && code === 'LIMIT_FILE_SIZE') return new HttpError(413, messages.fileTooLarge);
  if (name === 'MulterError' && code === 'LIMIT_UNEXPECTED_FILE') return new HttpError(400, messages.noFileSelected);
  return new HttpError(400, messages.invalidFile);
}

let upload: Promise<RequestHandler> | null = null;

/** Loaded on first use so multer and busboy don't weigh on server start. */
function iconUpload(): Promise<RequestHandler> {
  upload ??= import('multer').then(({ default: multer }) =>
    multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: iconUploadMaxBytes, files: 1, fields: 10, parts: 12 },
    }).single('icon'),
  );
  return upload;
}

/**
 * Reads the multipart field "icon" into memory (never onto disk), at most iconUploadMaxBytes.
 * A request without a file passes through with req.file unset.
 */
export const receiveIcon: RequestHandler = async (req, res, next) => {
  const handler = await iconUpload();
  handler(req, res, (err?: unknown) => next(err ? uploadError(err) : undefined));
};
