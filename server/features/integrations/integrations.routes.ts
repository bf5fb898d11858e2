import { Router, type Request, type RequestHandler } from 'express';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import { currentUser, requireSuperAdmin } from '../../http/auth.js';
import { HttpError, notFound, type RouteOrigin } from '../../http/errors.js';
import { parse, queryInt } from '../../http/validate.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { appIdPattern, connectionTestSchema, runRetryFlag, type BuiltinIntegration, type CatalogueAnswer, type CatalogueReview, type ConnectionTestAnswer, type InstalledPage } from '../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../shared/messages.js';
import { integrationsOf } from './integrations.service.js';
import { receiveZip } from './zip-upload.js';
import { builtinIcon } from './install/catalogue.js';
import { checkPackage } from './install/package-check.js';
import { reachOf } from '../../../shared/contracts/integration-targets.js';
import { logoFile } from './logo-file.js';
import * as repo from './apps.repo.js';

function appIdParam(req: Request): string {
  const appId = String(req.params.appId ?? '');
  if (!appIdPattern.test(appId)) throw notFound(integrationMessages.appNotFound);
  return appId;
}

/** Super admins only; anyone else is refused as the route's origin says (see `refused`). */
const superAdminOnly =
  (origin: RouteOrigin): RequestHandler =>
  (req, _res, next) => {
    requireSuperAdmin(req, origin);
    next();
  };

/** The logos: public like the original's (an <img> carries no token); only the package's own files. */
export function integrationLogoRoutes(ctx: AppContext): Router {
  const router = Router();
  const fallback = join(ctx.config.resourcesDir, 'icon.png');
  // Images only, typed by their content, never sniffed, and an SVG can run nothing: two
  // packages cannot combine their "logos" into script on Hearth's origin.
  async function sendLogo(res: Parameters<RequestHandler>[1], dir: string, icon: string | undefined) {
    const logo = (await logoFile(dir, icon)) ?? { file: fallback, type: 'image/png' };
    res.set({
      'Cache-Control': 'public, max-age=3600',
      'Content-Type': logo.type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    res.sendFile(logo.file, { headers: { 'Content-Type': logo.type } });
  }
  router.get('/app/catalogue/:appId/logo', async (req, res) => {
    const appId = appIdParam(req);
    const builtins = join(ctx.config.resourcesDir, 'integrations');
    await sendLogo(res, join(builtins, appId), await builtinIcon(builtins, appId));
  });
  router.get('/app/:appId/logo', async (req, res) => {
    const appId = appIdParam(req);
    const app = repo.findApp(ctx.db, appId);
    // A built-in no link has used yet is not in apps/: its logo is the one it ships with.
    if (!app) {
      const builtins = join(ctx.config.resourcesDir, 'integrations');
      const icon = await builtinIcon(builtins, appId);
      if (icon) return sendLogo(res, join(builtins, appId), icon);
    }
    await sendLogo(res, join(ctx.config.dataDir, 'apps', appId), app?.appIcon);
  });
  return router;
}

export function integrationRoutes(ctx: AppContext): Router {
  const router = Router();
  const integrations = integrationsOf(ctx);
  const { installer, catalogue, builtins } = integrations;

  router.get('/app/installed', (req, res) => {
    const limit = Math.min(Math.max(queryInt(req.query.limit, 10), 1), 50);
    const page = Math.max(queryInt(req.query.page, 1), 1);
    const { rows, total } = repo.appPage(ctx.db, page, limit);
    const message: InstalledPage = { appList: rows.map((row) => ({ ...repo.toApp(row), targetsDeclared: integrations.declaresTargets(row) })), total, page, pages: Math.ceil(total / limit) };
    res.json({ error: false, message });
  });

  // Built-ins are there out of the box: the catalogue shows them Installed unless a super admin hid them.
  router.get('/app/installed/all', async (_req, res) => {
    const rows = repo.allApps(ctx.db).map((a) => ({ appId: a.appId, version: a.version }));
    const installed = new Set(rows.map((r) => r.appId));
    const offered = (await builtins.list()).filter((b) => !b.hidden && !installed.has(b.appId)).map((b) => ({ appId: b.appId, version: b.version }));
    res.json({ error: false, message: [...rows, ...offered] });
  });

  router.get('/app/builtins', async (_req, res) => {
    const message: BuiltinIntegration[] = await builtins.list();
    res.json({ error: false, message });
  });

  router.get('/app/catalogue', async (_req, res) => {
    // Hearth's own call (the browser never reads the remote catalogue): built-ins plus the remote list.
    const message: CatalogueAnswer = await catalogue.list();
    res.json({ error: false, message });
  });

  router.get('/app/sync', superAdminOnly('original'), async (_req, res) => {
    await installer.sync();
    integrations.forgetRuns();
    res.json({ error: false, message: integrationMessages.syncedFromDisk });
  });

  const isBuiltin = async (appId: string) => Boolean(await stat(join(catalogue.builtinPath(appId), 'manifest.json')).catch(() => null));

  /** Built-in packages come from resources/, the others from the remote catalogue's ZIP, checked by its SHA-256. */
  async function installFromCatalogue(appId: string, mode: 'install' | 'replace') {
    if (await isBuiltin(appId)) return installer.fromFolder(catalogue.builtinPath(appId), mode, appId);
    return installer.fromZip((await catalogue.downloadZip(appId)).zip, mode, appId);
  }

  // What an install would bring, before it is confirmed: the package's publisher and what it calls.
  router.get('/app/catalogue/:appId/review', superAdminOnly('hearth'), async (req, res) => {
    const appId = appIdParam(req);
    const message: CatalogueReview = await reviewPackage(appId);
    res.json({ error: false, message });
  });

  async function reviewPackage(appId: string): Promise<CatalogueReview> {
    if (await isBuiltin(appId)) {
      const info = await checkPackage(catalogue.builtinPath(appId));
      return { appId, appName: info.appName, version: info.version, builtin: true, publisher: integrationMessages.builtinPublisher, sha256: null, reaches: reachOf(info.config, info.targetsDeclared) };
    }
    const { zip, entry } = await catalogue.downloadZip(appId);
    const info = await installer.inspectZip(zip);
    if (info.appId !== appId) throw new HttpError(400, integrationMessages.nameMismatch);
    return { appId, appName: info.appName, version: info.version, builtin: false, publisher: entry.publisher ?? info.publisher, sha256: entry.sha256, reaches: reachOf(info.config, info.targetsDeclared) };
  }

  /** An install offers a hidden built-in again (and installs it, as its first use would). */
  async function install(appId: string) {
    if (await isBuiltin(appId)) builtins.setHidden(appId, false);
    await installFromCatalogue(appId, 'install');
  }

  router.get('/app/:appId/install', superAdminOnly('original'), async (req, res) => {
    await install(appIdParam(req));
    res.json({ error: false, message: integrationMessages.added });
  });

  router.post('/app/install', superAdminOnly('original'), async (req, res) => {
    const body = (req.body ?? {}) as { integrationName?: unknown; appId?: unknown };
    if (typeof body.integrationName !== 'string' || !body.integrationName.trim()) throw new HttpError(400, integrationMessages.nameRequired);
    if (typeof body.appId !== 'string' || !appIdPattern.test(body.appId)) throw new HttpError(400, integrationMessages.appIdInvalid);
    await install(body.appId);
    res.json({ error: false, message: integrationMessages.added });
  });

  router.get('/app/:appId/update', superAdminOnly('original'), async (req, res) => {
    const appId = appIdParam(req);
    // A built-in no link has used yet is updated from what it is now: its own package, installed first.
    if (!repo.findApp(ctx.db, appId) && (await isBuiltin(appId))) await builtins.ensure(appId);
    if (!repo.findApp(ctx.db, appId)) throw notFound(integrationMessages.appNotFound);
    await installFromCatalogue(appId, 'replace');
    integrations.forgetRuns();
    res.json({ error: false, message: integrationMessages.appUpdated });
  });

  // Removing a built-in hides it from the link editor (it would be offered again otherwise) until it is installed again.
  router.get('/app/:appId/delete', superAdminOnly('original'), async (req, res) => {
    const appId = appIdParam(req);
    if (await isBuiltin(appId)) {
      builtins.setHidden(appId, true);
      if (repo.findApp(ctx.db, appId)) await installer.remove(appId);
      integrations.forgetRuns();
      return void res.json({ error: false, message: integrationMessages.appRemoved });
    }
    await installer.remove(appId);
    integrations.forgetRuns();
    res.json({ error: false, message: integrationMessages.appRemoved });
  });

  // The super-admin check comes first: a refused upload is never read, let alone stored.
  router.post('/app/fromzip', superAdminOnly('original'), receiveZip, async (req, res) => {
    if (!req.file) throw new HttpError(400, integrationMessages.selectZip);
    await installer.fromZip(req.file.buffer, 'any');
    integrations.forgetRuns();
    res.json({ error: false, message: integrationMessages.zipInstalled });
  });

  router.post('/app/test', async (req, res) => {
    const body = parse(connectionTestSchema, req.body);
    const user = currentUser(req);
    const result = await integrations.connectionTest(user, body);
    if (result.ok) {
      const { ok: _ok, ...seen } = result;
      const answer: ConnectionTestAnswer = { error: false, message: integrationMessages.connectionSuccess, ...seen };
      res.json(answer);
    }
    // The client toasts 'Connection failed.' and shows this reason under the button.
    else res.status(400).json({ error: true, message: result.reason });
  });

  router.get('/app/run/:listingId/:integrationId', async (req, res) => {
    const listingId = normaliseId(String(req.params.listingId));
    if (!listingId) throw notFound(integrationMessages.listingNotFound);
    const user = currentUser(req);
    // The card's Retry: run now even while the card waits after a refusal (the owner's own link only).
    const flag = req.query[runRetryFlag];
    const retry = typeof flag === 'string' && flag.startsWith('1');
    const { status, body } = await integrations.runListing(user, listingId, { retry });
    res.status(status).json(body);
  });

  return router;
}
