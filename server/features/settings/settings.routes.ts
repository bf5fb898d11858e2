import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { generalSettingsSchema, themeSaveSchema } from '../../../shared/contracts/settings.js';
import { webSearchSchema, type WebSearchChoice } from '../../../shared/contracts/search.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { homeSettingsSchema } from '../../../shared/contracts/home.js';
import { homeSettingsOf, saveHomeSettings } from './home-settings.js';
import { updateUser } from '../auth/users.repo.js';
import { generalSettingsOf, saveGeneralSettings, saveTheme } from './settings.service.js';

export function settingsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/settings/theme', (req, res) => {
    const { colorTheme } = parse(themeSaveSchema, req.body);
    saveTheme(ctx.db, currentUser(req).id, colorTheme);
    res.json({ error: false, message: messages.themeSaved });
  });

  router.get('/settings', (req, res) => {
    res.json({ error: false, message: generalSettingsOf(currentUser(req)) });
  });

  router.post('/settings', (req, res) => {
    const body = parse(generalSettingsSchema, req.body);
    saveGeneralSettings(ctx.db, currentUser(req).id, body, ctx.config.isHostMode);
    res.json({ error: false, message: messages.settingsSaved });
  });
  // Issue 29: the engine the command palette searches the web with.
  router.get('/settings/web-search', (req, res) => {
    const me = currentUser(req);
    const choice: WebSearchChoice = { engine: me.webSearchEngine, url: me.webSearchUrl };
    res.json({ error: false, message: choice });
  });

  router.post('/settings/web-search', (req, res) => {
    const choice = parse(webSearchSchema, req.body);
    updateUser(ctx.db, currentUser(req).id, { webSearchEngine: choice.engine, webSearchUrl: choice.url, updatedAt: new Date().toISOString() });
    res.json({ error: false, message: messages.webSearchSaved });
  });
  // Issue 44: the home's density and collapsed sections. The home's folder list carries them, so
  // the user's cached listing answers are forgotten.
  router.get('/settings/home', (req, res) => {
    res.json({ error: false, message: homeSettingsOf(ctx.db, currentUser(req).id) });
  });

  router.post('/settings/home', (req, res) => {
    const body = parse(homeSettingsSchema, req.body);
    const userId = currentUser(req).id;
    const saved = saveHomeSettings(ctx.db, userId, body);
    ctx.listingCache.invalidate(userId);
    res.json({ error: false, message: saved });
  });
  return router;
}
