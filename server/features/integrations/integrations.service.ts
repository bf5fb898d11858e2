import { readFileSync } from 'node:fs';
import type { AppRow } from '../../db/schema/index.js';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import type { ListingRow, StoredIntegration } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { integrationMessages } from '../../../shared/messages.js';
import type { ConnectionReading, ConnectionTestBody, RunAnswer, SeenCertificate } from '../../../shared/contracts/integrations.js';
import { toListing } from '../listings/listing-view.js';
import { findOwnListing } from '../listings/listings.repo.js';
import type { RuntimePool, RuntimeSandbox } from './runtime/pool.js';
import { integrationResources } from '../../host/packaged-paths.js';
import { systemStatsProbe } from './runtime/process-stats.js';
import { checkReach, reachPolicy, type ReachPolicy } from '../../net/reach.js';
import { localNetworkBlocked } from '../../net/local-network.js';
import type { AppFailure } from './runtime/protocol.js';
import type { RunInput, RunOutcome } from './runtime/run-integration.js';
import { Installer } from './install/installer.js';
import { Catalogue, defaultCatalogueUrl } from './install/catalogue.js';
import { formTargets, learnTls, openConfig, rowAddresses, runTls, savedTargets, storedPins } from './link-config.js';
import { appAddress, declaresTargets, integrationTargets, sameTargets, type IntegrationTargets } from '../../../shared/contracts/integration-targets.js';
import * as repo from './apps.repo.js';
import { LinkMemory, backoffOf, type Refused } from './link-memory.js';
import { Builtins } from './builtins.js';

/** Answers are shared per listing for the app's refresh period, at most this long. */
const maxRunCacheMs = 30_000;

interface CachedRun {
  until: number;
  answer: Promise<{ status: number; body: RunAnswer }>;
}

/** A link's key in LinkMemory (listing and app), and what a saved change of its settings changes. */
interface LinkKey {
  key: string;
  fingerprint: string;
}

function linkOf(row: ListingRow, stored: StoredIntegration): LinkKey {
  return { key: `${row.id}\u0000${stored.appId}`, fingerprint: JSON.stringify([stored, rowAddresses(row)]) };
}

/** The card's refresh period, which its back-off multiplies. */
function refreshMs(app: AppRow, stored: StoredIntegration): number {
  const seconds = stored.autoRefreshAfter || app.autoRefreshAfterSeconds;
  return (seconds >= 1 ? seconds : 60) * 1000;
}

/** The answer of a refused run, and of every ask while the card waits: the reason and the back-off. */
function refusedAgain(refused: Refused, now: number): HttpError {
  return new HttpError(refused.status, refused.message, { backoff: backoffOf(refused, now) });
}

/** A short text for an app's failure; upstream HTTP errors name the status, never a stack. */
export function describeFailure(error: AppFailure, target?: { appUrl: string; reach: ReachPolicy }): string {
  if (typeof error === 'string') return localNetworkHint(error, target) ?? (error.slice(0, 500) || integrationMessages.noAnswer);
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return `The service answered HTTP ${error.status}.`;
  return integrationMessages.noAnswer;
}

/** The runtime's "unreachable (EHOSTUNREACH)" for a LAN service on a Mac that asks before Hearth reaches the LAN. */
function localNetworkHint(error: string, target: { appUrl: string; reach: ReachPolicy } | undefined): string | null {
  const code = /\b(EHOSTUNREACH|ENETUNREACH)\b/.exec(error)?.[1];
  if (!code || !target) return null;
  let host: string;
  try {
    host = new URL(target.appUrl).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
  return localNetworkBlocked(target.reach.localNetworkPrompt ?? false, code, host);
}

/** The reach rule on every address an integration calls (for /app/run and /app/test, the original's routes). */
async function checkTargets(targets: IntegrationTargets, reach: ReachPolicy): Promise<void> {
  for (const origin of targets.origins) await checkReach(origin, reach, 'original');
}

/** Who asks for a run or a test: their links only, and the reach rule of their account. */
export interface Caller {
  id: string;
  username: string;
  isSuperAdmin: boolean;
}

/** The log line saying what confines integration code in this process (once per server). */
export function describeSandbox(sandbox: RuntimeSandbox): string {
  return sandbox.permissionModel
    ? "Integrations run in their own processes, in Hearth's sandbox (locked-down compartments, capped memory), under Node's permission model."
    : "Integrations run in their own processes, in Hearth's sandbox (locked-down compartments, capped memory); this launcher does not apply Node's permission model to the process.";
}

const perServer = new WeakMap<AppContext, Integrations>();

/** The one Integrations of a server: the integration routes, the link editor and the importers share it. */
export function integrationsOf(ctx: AppContext): Integrations {
  let found = perServer.get(ctx);
  if (!found) perServer.set(ctx, (found = new Integrations(ctx)));
  return found;
}

/** Everything integrations need, built once per server; the runtime pool starts on first use. */
export class Integrations {
  readonly installer: Installer;
  readonly catalogue: Catalogue;
  readonly builtins: Builtins;
  private pool: Promise<RuntimePool> | null = null;
  private readonly runs = new Map<string, CachedRun>();
  private readonly declared = new Map<string, boolean>();
  private readonly links: LinkMemory;

  constructor(private readonly ctx: AppContext) {
    this.links = new LinkMemory(ctx.clock);
    this.installer = new Installer(ctx, (dir) => void this.pool?.then((p) => p.stop(dir)));
    this.catalogue = new Catalogue(join(ctx.config.resourcesDir, 'integrations'), ctx.config.env.HEARTH_CATALOGUE_URL || defaultCatalogueUrl, this.installer.catalogueDownloader, ctx.config.installBudget);
    this.builtins = new Builtins(ctx, this.catalogue.builtinDir, this.installer);
    ctx.onClose(async () => (await this.pool)?.stop());
    ctx.onRestored(async () => {
      this.runs.clear();
      this.links.forgetAll();
      (await this.pool)?.stopApps();
    });
  }

  private runtime(): Promise<RuntimePool> {
    const { config, log } = this.ctx;
    let told = false;
    this.pool ??= import('./runtime/pool.js').then(
      ({ RuntimePool }) =>
        new RuntimePool({
          runnerDir: integrationResources(config.resourcesDir).runnerDir,
          launch: config.launchRuntime,
          stats: config.statsProbe ?? systemStatsProbe(config.machine.platform),
          platform: config.machine.platform,
          env: config.env,
          log,
          onSandbox: (sandbox) => {
            if (told) return;
            told = true;
            log(describeSandbox(sandbox));
          },
        }),
    );
    return this.pool;
  }

  private async run(appDir: string, input: RunInput): Promise<RunOutcome> {
    const [{ runThrough }, pool] = await Promise.all([import('./runtime/run-integration.js'), this.runtime()]);
    return runThrough(pool, appDir, input);
  }

  private readyApp(appId: string) {
    const app = repo.findApp(this.ctx.db, appId);
    if (!app) throw notFound(integrationMessages.notInstalled);
    if (app.npmInstalled !== 1) throw new HttpError(409, integrationMessages.notReady);
    return app;
  }

  /**
   * /app/run: the caller's own listing only; one upstream call per listing per period. A link
   * whose service refused it waits (link-memory.ts): until its next run may go, the refusal is
   * answered again without calling the service, however many browsers ask. `retry` (the owner's
   * Retry button) runs it now.
   */
  runListing(user: Caller, listingId: string, options: { retry?: boolean } = {}): Promise<{ status: number; body: RunAnswer }> {
    const row = findOwnListing(this.ctx.db, user.id, listingId);
    if (!row) throw notFound(integrationMessages.listingNotFound);
    const stored = row.integration;
    if (!stored) throw new HttpError(400, integrationMessages.noIntegration);
    const key = `${row.id}\u0000${row.updatedAt}`;
    const now = this.ctx.clock();
    const hit = this.runs.get(key);
    if (hit && hit.until > now && !options.retry) return hit.answer;
    const app = this.readyApp(stored.appId);
    const link = linkOf(row, stored);
    const waiting = this.links.waiting(link.key, link.fingerprint);
    if (waiting && !options.retry) throw refusedAgain(waiting, this.ctx.clock());
    const period = refreshMs(app, stored);
    const answer = this.runFresh(row, user, link, period);
    const run: CachedRun = { until: now + Math.min(maxRunCacheMs, period), answer };
    this.runs.set(key, run);
    // Failures are not kept here (a refusal is, in this.links): the next refresh runs again, and
    // is never answered with an earlier success. Only this run's entry goes (a Retry may have
    // put a newer one there meanwhile).
    answer.catch(() => {
      if (this.runs.get(key) === run) this.runs.delete(key);
    });
    this.prune();
    return answer;
  }

  private async runFresh(row: ListingRow, user: Caller, link: LinkKey, intervalMs: number): Promise<{ status: number; body: RunAnswer }> {
    const stored = row.integration!;
    const app = this.readyApp(stored.appId);
    const config = openConfig(this.ctx, app.config, stored);
    const addresses = rowAddresses(row);
    const appUrl = appAddress(config, addresses);
    const targets = integrationTargets(app.config, config, addresses);
    const reach = reachPolicy(user, this.ctx.config);
    await checkTargets(targets, reach);
    const payload = toListing(row) as unknown as Record<string, unknown>;
    const tls = runTls(storedPins(stored, addresses), targets);
    const kept = this.links.kept(link.key, link.fingerprint);
    const outcome = await this.run(this.installer.appDir(app.appId), { kind: 'initialize', config, payload, appUrl, userName: user.username, ...this.confinement(app, targets), ...tls, reach, kept });
    if (!outcome.ok || outcome.kind === 'initialize') this.links.keep(link.key, link.fingerprint, outcome.kept);
    if (!outcome.ok) {
      const failure = { status: outcome.status, message: describeFailure(outcome.error, { appUrl, reach }) };
      if (outcome.refusal) throw refusedAgain(this.links.refused(link.key, link.fingerprint, outcome.refusal, failure, intervalMs), this.ctx.clock());
      throw new HttpError(failure.status, failure.message);
    }
    if (outcome.kind !== 'initialize') throw new HttpError(502, integrationMessages.noAnswer);
    this.links.succeeded(link.key, link.fingerprint);
    const status = outcome.statusCode >= 200 && outcome.statusCode < 600 ? outcome.statusCode : 200;
    return { status, body: { html: outcome.html, fullHtml: outcome.fullHtml, background: outcome.background, alwaysShowDetailedView: stored.alwaysShowDetailedView } };
  }

  private prune(): void {
    if (this.runs.size < 1000) return;
    const now = this.ctx.clock();
    for (const [key, run] of this.runs) if (run.until <= now) this.runs.delete(key);
  }

  /** /app/test with unsaved settings; a saved link's passwords fill fields left as "set". */
  async connectionTest(user: Caller, body: ConnectionTestBody): Promise<{ ok: true; certificate?: SeenCertificate; certificates?: Record<string, SeenCertificate>; readings?: ConnectionReading[] } | { ok: false; reason: string }> {
    await this.builtins.ensure(body.appId);
    const app = this.readyApp(body.appId);
    const saved = body.listingId ? findOwnListing(this.ctx.db, user.id, body.listingId) : undefined;
    const link = { linkUrl: body.linkURL, localUrl: body.localUrl };
    const targets = formTargets(app.config, body.config, link);
    // A saved link's passwords are lent to a test only when every address it calls is one they were saved for.
    const lend = saved?.integration?.appId === app.appId && sameTargets(savedTargets(app.config, saved).origins, targets.origins) ? saved.integration : null;
    const config = openConfig(this.ctx, app.config, lend, body.config);
    const appUrl = appAddress(config, link);
    const reach = reachPolicy(user, this.ctx.config);
    await checkTargets(targets, reach);
    const tls = body.selfSigned ? learnTls(targets) : { tls: { mode: 'verify' as const } };
    const outcome = await this.run(this.installer.appDir(app.appId), { kind: 'connectionTest', config, payload: null, appUrl, userName: user.username, ...this.confinement(app, targets), ...tls, reach });
    if (!outcome.ok) return { ok: false, reason: describeFailure(outcome.error, { appUrl, reach }) };
    if (outcome.kind !== 'connectionTest') return { ok: true };
    // A runner that reads only the single rule learned the first target's certificate.
    const certificates = outcome.certificates ?? (outcome.certificate && targets.primary ? { [targets.primary]: outcome.certificate } : undefined);
    const certificate = (targets.primary ? certificates?.[targets.primary] : undefined) ?? outcome.certificate;
    return { ok: true, ...(certificate ? { certificate } : {}), ...(certificates ? { certificates } : {}), ...(outcome.readings ? { readings: outcome.readings } : {}) };
  }

  /**
   * The targets the runtime holds a package to, when it declares them (every built-in does); a
   * package in the original format that declares none may call any address the reach rule allows.
   */
  private confinement(app: AppRow, targets: IntegrationTargets): { targets?: string[] } {
    return this.declaresTargets(app) ? { targets: targets.origins } : {};
  }

  /** Whether the installed package's manifest declares its targets (read once per installed version). */
  declaresTargets(app: AppRow): boolean {
    const key = `${app.appId}@${app.version}@${app.updatedAt}`;
    let declared = this.declared.get(key);
    if (declared === undefined) {
      let manifestTargets: unknown;
      try {
        manifestTargets = (JSON.parse(readFileSync(join(this.installer.appDir(app.appId), 'manifest.json'), 'utf8')) as { targets?: unknown }).targets;
      } catch {
        manifestTargets = undefined;
      }
      declared = declaresTargets(app.config, manifestTargets);
      this.declared.set(key, declared);
    }
    return declared;
  }

  forgetRuns(): void {
    this.runs.clear();
    this.links.forgetAll();
  }
}
