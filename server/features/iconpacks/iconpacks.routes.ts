import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { iconPackAddSchema } from '../../../shared/contracts/iconpacks.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { parse, queryInt } from '../../http/validate.js';
import { addIconPack, deleteIconPack, listIconPacks, packIconsPage, type IconPackDeps } from './iconpacks.service.js';
import { PackCache } from './pack-cache.js';
import { allowedHostNames } from './pack-hosts.js';

/** A search term from the query; like numbers, cut at a stray "?t=..." the original client appends. */
function queryText(value: unknown): string {
  const raw: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof raw === 'string' ? (raw.split('?')[0] ?? '').slice(0, 200) : '';
}

export function iconPackRoutes(ctx: AppContext): Router {
  const router = Router();
  const deps: IconPackDeps = { db: ctx.db, config: ctx.config, cache: new PackCache(ctx.config.dataDir) };
  router.get('/iconpack/list', (req, res) => {
    res.json({ error: false, message: listIconPacks(ctx.db, currentUser(req).id) });
  });
  // The add screen names the hosts packs can come from (the original's plus HEARTH_ICONPACK_HOSTS).
  router.get('/iconpack/hosts', (_req, res) => {
    res.json({ error: false, message: allowedHostNames(ctx.config.iconPackHosts) });
  });
  router.post('/iconpack/add', async (req, res) => {
    const { iconpackUrl } = parse(iconPackAddSchema, req.body);
    const pack = await addIconPack(deps, currentUser(req).id, iconpackUrl);
    res.json({ error: false, message: pack });
  });
  router.get('/iconpack/delete/:id', async (req, res) => {
    await deleteIconPack(deps, currentUser(req).id, req.params.id);
    res.json({ error: false, message: messages.iconPackDeleted });
  });
  router.get('/iconpack/:id/icons', async (req, res) => {
    const page = await packIconsPage(deps, currentUser(req).id, req.params.id, queryInt(req.query.page, 1), queryText(req.query.q));
    res.json({ error: false, message: page });
  });
  return router;
}
