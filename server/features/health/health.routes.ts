import { Router } from 'express';
import { messages } from '../../../shared/messages.js';

export function healthRoutes(): Router {
  const router = Router();
  router.get('/home', (_req, res) => {
    res.json({ error: false, message: messages.apiRunning });
  });
  return router;
}
