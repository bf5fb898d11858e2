import type { ErrorRequestHandler, RequestHandler } from 'express';
import { messages } from '../../shared/messages.js';

/** An error with an HTTP status and a message a person can act on; `details` go beside the message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

/**
 * Whose API a route is: the original product's (the routes its web client calls, listed in the
 * specs) or Hearth's own. It decides how a signed-in user is refused (not a super admin, an
 * address they may not reach, a feature that is off).
 */
export type RouteOrigin = 'original' | 'hearth';

/**
 * A refusal of a signed-in user. The original web client takes any 401 or 403 for a dead session
 * and signs out, and the original server refuses with 400, so the original's routes answer 400;
 * Hearth's own routes answer 403 (DESIGN §4), which Hearth's renderer shows where the user is.
 * 401 stays for a missing or dead sign-in only.
 */
export const refused = (origin: RouteOrigin, message: string = messages.forbidden) => new HttpError(origin === 'original' ? 400 : 403, message);

/** Unknown /api paths answer JSON, never the SPA. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: true, message: messages.notFound });
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The one place that turns a thrown error into the JSON envelope. */
export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof HttpError) {
      res.status(err.status).json({ ...err.details, error: true, message: err.message });
      return;
    }
    // The router could not decode a %-escape in the path: the address is at fault, not a body.
    if (err instanceof URIError) {
      res.status(400).json({ error: true, message: messages.badAddress });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ error: true, message: messages.badJson });
      return;
    }
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ error: true, message: messages.bodyTooLarge });
      return;
    }
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ error: true, message: messages.badJson });
      return;
    }
    log(`Unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    res.status(500).json({ error: true, message: messages.internalError });
  };
}
