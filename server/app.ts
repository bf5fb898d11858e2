import { importBodies, importRoutes } from './features/imports/imports.routes.js';
import { kumaBodies, kumaImportRoutes } from './features/imports/kuma/kuma.routes.js';
import express, { Router, type Express, type RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from './context.js';
import type { ServerConfig } from './config.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { inlineScriptHashes, securityHeaders } from './http/security.js';
import { precompressedAssets } from './http/precompressed.js';
import { requireAuth } from './http/auth.js';
import { databaseNotConnected, databaseStatusHeader } from '../shared/constants.js';
import { messages } from '../shared/messages.js';
import { healthRoutes } from './features/health/health.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { setupRoutes } from './features/setup/setup.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { listingRoutes } from './features/listings/listings.routes.js';
import { streamsFeature } from './features/streams/index.js';
import { imagesRoutes } from './features/images/images.routes.js';
import { uploadedImages } from './features/images/uploaded-images.js';
import { iconPackRoutes } from './features/iconpacks/iconpacks.routes.js';
import { simpleIconsRoutes } from './features/iconpacks/simple-icons.routes.js';
import { totpRoutes } from './features/totp/totp.routes.js';
import { accountRoutes } from './features/accounts/accounts.routes.js';
import { weatherRoutes } from './features/weather/weather.routes.js';
import { hostStatsRoutes } from './features/host-stats/host-stats.routes.js';
import { snippetBodies, snippetRoutes } from './features/snippets/snippets.routes.js';
import { deviceRoutes } from './features/devices/devices.routes.js';
import { DeviceMonitor } from './features/devices/device-monitor.js';
import { PingPool } from './features/devices/ping-pool.js';
import { powerRoutes } from './features/devices/power/power.routes.js';
import { scheduleFeature } from './features/devices/schedules/index.js';
import { monitoringFeature } from './features/monitoring/index.js';
import { dockerFeature } from './features/docker/index.js';
import { integrationLogoRoutes, integrationRoutes } from './features/integrations/integrations.routes.js';
import { todoRoutes } from './features/todos/todos.routes.js';
import { feedRoutes } from './features/feeds/feeds.routes.js';
import { searchRoutes } from './features/search/search.routes.js';
import { pageBodies, pageRoutes } from './features/pages/pages.routes.js';
import { widgetRoutes } from './features/widgets/widgets.routes.js';
import { httpsPublicRoutes, httpsSettingsRoutes } from './features/https/https.routes.js';
import { httpsRedirect } from './features/https/redirect.js';
import { manifestRoutes } from './features/pwa/manifest.js';
import { backupRoutes, setupRestoreRoutes, startBackups } from './features/backup/backup.routes.js';
import { transferBodies, transferRoutes } from './features/transfer/transfer.routes.js';
import { startUpdateChecks, updateRoutes } from './features/updates/updates.routes.js';
import { calendarRoutes } from './features/calendar/calendar.routes.js';
import { apiKeyRoutes } from './features/api-keys/api-keys.routes.js';
import { apiKeyRules } from './features/api-keys/key-rules.js';
import { accountSessionRoutes } from './features/account-sessions/account-sessions.routes.js';
import { forwardAuthPublicRoutes, forwardAuthSettingsRoutes } from './features/forward-auth/forward-auth.routes.js';
import { ldapPublicRoutes, ldapSettingsRoutes } from './features/ldap/ldap.routes.js';
import { openApiRoutes } from './features/openapi/openapi.routes.js';
import { oidcPublicRoutes, oidcSettingsRoutes } from './features/oidc/oidc.routes.js';
import { OidcLogin } from './features/oidc/oidc-login.service.js';
import { onlySsoGate } from './features/oidc/only-sso.js';
import { secondFactorFeature } from './features/second-factor/second-factor.routes.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** Routes open to everyone, then everything else behind a session token. */
function apiRouter(ctx: AppContext, statusPages: Router): Router {
  const api = Router();
  const backups = startBackups(ctx);
  const updates = startUpdateChecks(ctx);
  api.use((_req, res, next) => {
    res.set(databaseStatusHeader, 'CONNECTED');
    next();
  });
  api.use(snippetBodies(ctx));
  api.use(pageBodies(ctx));
  api.use(transferBodies(ctx));
  api.use(importBodies(ctx));
  api.use(kumaBodies(ctx));
  api.use(express.json({ limit: '2mb' }));
  api.use(healthRoutes());
  api.use(openApiRoutes());
  api.use(setupRoutes(ctx));
  api.use(setupRestoreRoutes(ctx, backups));
  const secondFactor = secondFactorFeature(ctx);
  // Every password sign-in (the form, LDAP) passes "only single sign-on" and then the second factor.
  const passwordGate = onlySsoGate(ctx.db, secondFactor.gate);
  api.use(authRoutes(ctx, passwordGate));
  api.use(secondFactor.publicRoutes);
  api.use(forwardAuthPublicRoutes(ctx));
  api.use(ldapPublicRoutes(ctx, passwordGate));
  const oidc = new OidcLogin(ctx);
  api.use(oidcPublicRoutes(ctx, oidc));
  api.use(httpsPublicRoutes(ctx.lan));
  api.use(integrationLogoRoutes(ctx));
  // Push monitors' URLs take no session (a cron job calls them); the feature is made below.
  const pushes = Router();
  api.use(pushes);
  api.use(requireAuth(ctx));
  api.use(apiKeyRules());
  api.use(dashboardRoutes(ctx));
  api.use(settingsRoutes(ctx));
  api.use(forwardAuthSettingsRoutes(ctx));
  api.use(ldapSettingsRoutes(ctx));
  api.use(oidcSettingsRoutes(ctx, oidc));
  api.use(imagesRoutes(ctx));
  api.use(iconPackRoutes(ctx));
  const streams = streamsFeature(ctx);
  api.use(streams.routes);
  api.use(listingRoutes(ctx));
  api.use(snippetRoutes(ctx));
  api.use(totpRoutes(ctx));
  // One device monitor: the devices screen and the health checks ping through the same pool.
  const devices = new DeviceMonitor(ctx.db, new PingPool(ctx.config.machine.platform), ctx.log);
  api.use(deviceRoutes(ctx, devices));
  api.use(powerRoutes(ctx));
  api.use(scheduleFeature(ctx, devices));
  const docker = dockerFeature(ctx);
  api.use(docker.routes);
  const monitoring = monitoringFeature(ctx, { pingDevice: (row) => devices.check(row), checkCamera: streams.checkCamera, checkContainer: (listing) => docker.engines.checkContainer(listing) });
  api.use(monitoring.routes);
  pushes.use(monitoring.pushRoutes);
  statusPages.use(monitoring.statusPages);
  api.use(integrationRoutes(ctx));
  api.use(todoRoutes(ctx));
  api.use(pageRoutes(ctx));
  api.use(widgetRoutes(ctx));
  api.use(accountRoutes(ctx));
  api.use(apiKeyRoutes(ctx));
  api.use(secondFactor.accountRoutes);
  api.use(accountSessionRoutes(ctx));
  api.use(weatherRoutes(ctx));
  api.use(hostStatsRoutes(ctx));
  api.use(calendarRoutes(ctx));
  api.use(feedRoutes(ctx));
  api.use(httpsSettingsRoutes(ctx, ctx.lan));
  api.use(backupRoutes(ctx, backups));
  api.use(importRoutes(ctx, monitoring.added));
  api.use(kumaImportRoutes(ctx, monitoring.added));
  api.use(searchRoutes(ctx));
  api.use(transferRoutes(ctx));
  api.use(updateRoutes(updates));
  return api;
}

/** While the database can't be opened, every API call says so (spec-core §8). */
const databaseDown: RequestHandler = (_req, res) => {
  res.set(databaseStatusHeader, databaseNotConnected).status(500).json({ error: true, message: messages.databaseNotConnected });
};

export function createApp(config: ServerConfig, ctx: AppContext | null, log: (line: string) => void): Express {
  const app = express();
  app.disable('x-powered-by');
  // API answers are no-store; hashing every body for an ETag only costs CPU.
  app.set('etag', false);
  // Without a proxy named in HEARTH_TRUST_PROXY, X-Forwarded-For is ignored: any client could
  // otherwise pick its own address and step around the per-address sign-in limit.
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(builtInlineScripts(config.staticDir)));
  if (ctx) app.use(httpsRedirect(ctx.lan));
  app.use('/api', noStore);
  // Public status pages (/status/<slug>, "/" on a page's own domain) are made with the monitoring feature.
  const statusPages = Router();
  app.use('/api/v1', ctx ? apiRouter(ctx, statusPages) : databaseDown);
  app.use('/api', apiNotFound);
  app.use('/images', uploadedImages(config));
  app.use('/iconpacks', simpleIconsRoutes());
  app.use(manifestRoutes());
  app.use(statusPages);
  serveRenderer(app, config.staticDir);
  app.use(errorHandler(log));
  return app;
}

/** The built renderer, with an SPA fallback: any other GET answers index.html. */
function serveRenderer(app: Express, staticDir: string): void {
  const index = join(staticDir, 'index.html');
  app.use(
    '/assets',
    precompressedAssets(join(staticDir, 'assets')),
    express.static(join(staticDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    (_req, res) => res.status(404).end(),
  );
  app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The Hearth dashboard is not built yet. Run "npm run build".');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
}

function builtInlineScripts(staticDir: string): string[] {
  const index = join(staticDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
