import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { accountSaveSchema, avatarSchema, languageSaveSchema, passwordSchema } from '../../../shared/contracts/accounts.js';
import { messages } from '../../../shared/messages.js';
import { currentUser, requireSuperAdmin } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { allAccounts, changePassword, deleteAccount, saveAccount, setAvatar, setBranding, setLanguage, targetUser, toAccount } from './accounts.service.js';

/** spec-features §7 Accounts. Only a super admin lists users or acts on another account. */
export function accountRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/accounts/list', (req, res) => {
    requireSuperAdmin(req, 'original');
    res.json({ error: false, message: allAccounts(ctx.db) });
  });

  router.get('/accounts/info/:userId', (req, res) => {
    res.json({ error: false, message: toAccount(targetUser(ctx.db, currentUser(req), req.params.userId)) });
  });

  router.post('/accounts/save', async (req, res) => {
    const body = parse(accountSaveSchema, req.body);
    const userId = await saveAccount(ctx.db, currentUser(req), body);
    ctx.listingCache.invalidate(userId);
    res.json({ error: false, message: messages.accountSaved, userId });
  });

  router.get('/accounts/delete/:userId', async (req, res) => {
    requireSuperAdmin(req, 'original');
    await deleteAccount(ctx.db, ctx.config.dataDir, currentUser(req), req.params.userId);
    ctx.listingCache.invalidate(req.params.userId);
    ctx.hub.closeEndedSessions();
    res.json({ error: false, message: messages.userDeleted });
  });

  router.post('/accounts/password/:userId', async (req, res) => {
    const { password } = parse(passwordSchema, req.body);
    await changePassword(ctx.db, currentUser(req), req.token ?? '', req.params.userId, password);
    ctx.hub.closeEndedSessions();
    res.json({ error: false, message: messages.passwordChanged });
  });

  router.post('/accounts/avatar/:userId', (req, res) => {
    const { avatar } = parse(avatarSchema, req.body);
    setAvatar(ctx.db, currentUser(req), req.params.userId, avatar);
    res.json({ error: false, message: messages.avatarUpdated });
  });

  router.post('/accounts/avatar', (req, res) => {
    const { avatar } = parse(avatarSchema, req.body);
    const user = currentUser(req);
    setAvatar(ctx.db, user, user.id, avatar);
    res.json({ error: false, message: messages.avatarUpdated });
  });

  // Issue 47: only ever the caller's own language, so no user id in the path.
  router.post('/accounts/language', (req, res) => {
    const { language } = parse(languageSaveSchema, req.body);
    setLanguage(ctx.db, currentUser(req).id, language);
    res.json({ error: false, message: messages.languageSaved, language });
  });

  router.get('/accounts/debrand', (req, res) => {
    setBranding(ctx.db, currentUser(req).id, true);
    res.json({ error: false, message: messages.brandingRemoved });
  });

  router.get('/accounts/rebrand', (req, res) => {
    setBranding(ctx.db, currentUser(req).id, false);
    res.json({ error: false, message: messages.brandingApplied });
  });
  return router;
}
