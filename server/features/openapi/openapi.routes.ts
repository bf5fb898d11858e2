import { Router } from 'express';
import { openApiDocument } from './openapi-document.js';

/**
 * GET /api/v1/openapi.json, public: the description is the same for every Hearth and holds no
 * data, and API tools fetch it before they have a token. Built on first ask, then kept.
 */
export function openApiRoutes(): Router {
  const router = Router();
  let document: string | null = null;
  router.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(openApiDocument());
    res.type('application/json').send(document);
  });
  return router;
}
