import { Router } from 'express';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { appMeta } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { requireSuperAdmin } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { httpsSettingsSchema, type TrustInfo } from '../../../shared/contracts/https.js';
import { messages } from '../../../shared/messages.js';
import { listeningHosts } from './listening-hosts.js';
import { caProfile } from './mobileconfig.js';
import type { LanState } from './lan-state.js';
import type { Db } from '../../db/client.js';

const redirectKey = 'httpsRedirect';

/** The admin's redirect choice as stored (app_meta), read once at start. */
export function loadRedirectSetting(db: Db): boolean {
  return db.select().from(appMeta).where(eq(appMeta.key, redirectKey)).get()?.value === 'on';
}

export function trustInfo(state: LanState): TrustInfo {
  const https = state.https;
  const { names, addresses, notes } = listeningHosts(state);
  const hosts = [...names, ...addresses];
  return {
    https: https !== null,
    httpsPort: https?.port ?? null,
    caFingerprint: https?.caFingerprint ?? null,
    caName: https?.caName ?? null,
    caExpires: https?.caNotAfter.toISOString() ?? null,
    trustUrls: addresses.map((address) => `http://${address.includes(':') ? `[${address}]` : address}:${state.httpPort}/trust`),
    httpsUrls: https ? hosts.map((host) => `https://${host}:${https.port}/`) : [],
    redirect: state.redirect,
    notListening: notes,
  };
}

/**
 * Open to everyone, over http too: a phone cannot trust the CA before it has it, and the CA
 * certificate is public by nature (its key never leaves the data folder).
 */
export function httpsPublicRoutes(state: LanState): Router {
  const router = Router();
  router.get('/https/trust', (_req, res) => {
    res.json({ error: false, message: trustInfo(state) });
  });
  router.get('/https/ca.crt', (_req, res) => {
    if (!state.https) throw notFound(messages.httpsNotRunning);
    res.set('Content-Disposition', 'attachment; filename="hearth-ca.crt"').type('application/x-x509-ca-cert').send(state.https.caPem);
  });
  router.get('/https/ca.mobileconfig', (_req, res) => {
    const https = state.https;
    if (!https) throw notFound(messages.httpsNotRunning);
    const profile = caProfile({ caDer: https.caDer, caName: https.caName, fingerprint: https.caFingerprint });
    res.set('Content-Disposition', 'attachment; filename="hearth.mobileconfig"').type('application/x-apple-aspen-config').send(profile);
  });
  return router;
}

/** The super admin's HTTPS settings: sending LAN browsers from http to https. */
export function httpsSettingsRoutes(ctx: AppContext, state: LanState): Router {
  const router = Router();
  router.get('/https/settings', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    res.json({ error: false, message: trustInfo(state) });
  });
  router.post('/https/settings', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    const { redirect } = parse(httpsSettingsSchema, req.body);
    const value = redirect ? 'on' : 'off';
    ctx.db.insert(appMeta).values({ key: redirectKey, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run();
    state.redirect = redirect;
    res.json({ error: false, message: messages.httpsSettingsSaved });
  });
  return router;
}
