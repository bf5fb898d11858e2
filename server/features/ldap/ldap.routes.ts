import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { ldapLoginSchema, ldapSettingsSchema, type LdapStatus, type LdapTestResult } from '../../../shared/contracts/ldap.js';
import { requireSuperAdmin } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { describeLdapFailure } from './ldap-failures.js';
import type { SecondFactorGate } from '../auth/auth.service.js';
import { ldapSignIn } from './ldap.service.js';
import { ldapEnabled, readLdapView, saveLdapSettings, withStoredPassword } from './ldap.settings.js';

/** Open to everyone: the login form asks whether LDAP is on, and signs in through it. */
export function ldapPublicRoutes(ctx: AppContext, gate: SecondFactorGate): Router {
  const router = Router();
  router.get('/auth/ldap', (_req, res) => {
    const status: LdapStatus = { enabled: ldapEnabled(ctx) };
    res.json({ error: false, message: status });
  });
  router.post('/auth/ldap', async (req, res) => {
    const body = parse(ldapLoginSchema, req.body);
    res.json({ error: false, message: await ldapSignIn(ctx, body, { address: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? null }, gate) });
  });
  return router;
}

/** Behind requireAuth: super admins only. The bind password goes in, never out. */
export function ldapSettingsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/settings/ldap', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    res.json({ error: false, message: readLdapView(ctx) });
  });
  router.post('/settings/ldap', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    saveLdapSettings(ctx, parse(ldapSettingsSchema, req.body));
    res.json({ error: false, message: 'LDAP settings saved.' });
  });
  // Tests the form as it stands (saved or not), so a wrong setting shows before it locks anyone out.
  router.post('/settings/ldap/test', async (req, res) => {
    requireSuperAdmin(req, 'hearth');
    const config = withStoredPassword(ctx, parse(ldapSettingsSchema, req.body));
    let result: LdapTestResult;
    try {
      const { testDirectory } = await import('./ldap-directory.js');
      result = { ok: true, message: await testDirectory(config) };
    } catch (error) {
      result = { ok: false, message: describeLdapFailure(config, error) };
    }
    res.json({ error: false, message: result });
  });
  return router;
}
