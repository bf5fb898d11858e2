import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { oidcFinishSchema, oidcProviderSaveSchema, oidcSettingsSchema } from '../../../shared/contracts/oidc.js';
import { requireAuth, requireSuperAdmin } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { httpNotAllowed, mayUseHttp } from './oidc-client.js';
import type { OidcLogin } from './oidc-login.service.js';
import { addProvider, editProvider, providerViews, removeProvider } from './oidc-providers.service.js';
import { readOidcSettings, saveOidcSettings } from './oidc.settings.js';

/**
 * Hearth's own origin as the browser sees it (behind a proxy HEARTH_TRUST_PROXY names, as the
 * proxy says). The provider only sends people back to redirect URIs registered with it, so a
 * made-up Host header leads nowhere.
 */
function originOf(req: Request): string {
  const host = req.get('host') ?? '';
  if (!/^[A-Za-z0-9.\-[\]:]{1,300}$/.test(host)) throw badRequest('The request has no usable Host header.');
  return `${req.protocol}://${host}`;
}

/** The sign-in steps, open to everyone (the login page), and the sign-out address. */
export function oidcPublicRoutes(ctx: AppContext, login: OidcLogin): Router {
  const router = Router();
  router.get('/auth/oidc/providers', (_req, res) => {
    res.json({ error: false, message: login.options() });
  });
  router.get('/auth/oidc/callback', async (req, res) => {
    const query = new URL(req.originalUrl, 'http://hearth.invalid').searchParams;
    res.redirect(303, await login.callback(query));
  });
  router.get('/auth/oidc/:id/start', async (req, res) => {
    res.redirect(303, await login.start(req.params.id, originOf(req)));
  });
  router.post('/auth/oidc/finish', (req, res) => {
    const { code } = parse(oidcFinishSchema, req.body);
    res.json({ error: false, message: login.finish(code, { address: req.ip ?? null, userAgent: req.get('user-agent') ?? null }) });
  });
  router.get('/auth/oidc/logout', requireAuth(ctx, { keys: false }), async (req, res) => {
    res.json({ error: false, message: { redirect: req.token ? await login.logoutUrl(req.token, originOf(req)) : null } });
  });
  return router;
}

/** Behind requireAuth: super admins only. */
export function oidcSettingsRoutes(ctx: AppContext, login: OidcLogin): Router {
  const router = Router();
  const body = (req: Request) => {
    const parsed = parse(oidcProviderSaveSchema, req.body);
    if (!mayUseHttp(parsed.discoveryUrl, parsed.allowHttp)) throw badRequest(httpNotAllowed);
    return parsed;
  };
  router.get('/settings/oidc', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    res.json({ error: false, message: { ...readOidcSettings(ctx.db), providers: providerViews(ctx) } });
  });
  router.post('/settings/oidc', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    saveOidcSettings(ctx.db, parse(oidcSettingsSchema, req.body));
    res.json({ error: false, message: 'Single sign-on settings saved.' });
  });
  router.post('/settings/oidc/providers', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    res.json({ error: false, message: addProvider(ctx, body(req)) });
  });
  router.put('/settings/oidc/providers/:id', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    const view = editProvider(ctx, req.params.id, body(req));
    login.clients.forget(view.id);
    res.json({ error: false, message: view });
  });
  router.delete('/settings/oidc/providers/:id', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    removeProvider(ctx, req.params.id);
    login.clients.forget(req.params.id);
    res.json({ error: false, message: 'Provider removed.' });
  });
  return router;
}
