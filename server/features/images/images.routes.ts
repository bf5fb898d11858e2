import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { queryInt } from '../../http/validate.js';
import { deleteUploadedIcon, listUploadedIcons, saveUploadedIcon } from './images.service.js';
import { receiveIcon } from './upload-middleware.js';

export function imagesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/images/upload', receiveIcon, async (req, res) => {
    const user = currentUser(req);
    if (!req.file) throw new HttpError(400, messages.noFileSelected);
    const icon = await saveUploadedIcon(ctx.db, ctx.config.dataDir, user.id, req.file.buffer);
    res.json({ error: false, message: messages.imageUploaded, data: icon });
  });
  router.get('/images', (req, res) => {
    const icons = listUploadedIcons(ctx.db, currentUser(req).id, queryInt(req.query.page, 1));
    res.json({ error: false, message: messages.iconsRetrieved, data: icons });
  });
  router.get('/images/delete/:id', async (req, res) => {
    await deleteUploadedIcon(ctx.db, ctx.config.dataDir, currentUser(req).id, req.params.id);
    res.json({ error: false, message: messages.iconDeleted });
  });
  return router;
}
