import { Router } from 'express';
import { messages } from '../../../shared/messages.js';

export function healthRoutes(): Router {
  const router = Router();
  router.get('/home', (_req, res) => {
    res.json({ error: false, message: messages.apiRunning });
  });
  // For monitors and the desktop app's self-test: answers once the server and its database are up
  // (while the database is down, every API call answers 500 NOT_CONNECTED instead).
  router.get('/health', (_req, res) => {
    res.json({ error: false, message: { status: 'ok', database: 'connected' } });
  });
  return router;
}
