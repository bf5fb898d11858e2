import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { reachPolicy } from '../../net/reach.js';
import type { DockerContainerList } from '../../../shared/contracts/docker.js';
import type { DockerProposal, DockerProposals } from '../../../shared/contracts/docker-proposals.js';
import { importRequestSchema, type ImportFolderPreview, type ImportResult } from '../../../shared/contracts/imports.js';
import { discoveryMessages as m, importMessages } from '../../../shared/messages.js';
import { monitorCap } from '../monitoring/monitoring.service.js';
import { discoverServices, homepageDocument, type DiscoveredService } from './discovery.js';
import { boundLinks } from './docker.repo.js';

/** The import (YAML reader, icon sets) loads with the first proposal, not at every start. */
const imports = () => import('../imports/imports.service.js');

const keyOf = (host: string, containerName: string) => `${host}/${containerName}`;

/** Running containers of the hosts with discovery on, as discovery reads them (the host by its id). */
function discovered(list: DockerContainerList): { services: DiscoveredService[]; warnings: string[] } {
  const discovering = new Set(list.hosts.filter((host) => host.discovery && host.ok).map((host) => host.host));
  const running = list.items.filter((item) => item.state === 'running' && discovering.has(item.host));
  return discoverServices(running.map((item) => ({ host: item.host, name: item.name, labels: item.labels })));
}

/**
 * The services as a Homepage import of the user's: keys carried only for a super admin who asks
 * (the labels are the engine owner's), no health checks (the container is the check), no downloads.
 */
function importOf(ctx: AppContext, user: UserRow, services: DiscoveredService[], includeKeys: boolean) {
  const request = importRequestSchema.parse({ format: 'homepage', text: JSON.stringify(homepageDocument(services)), includeKeys: includeKeys && user.isSuperAdmin, healthChecks: false, fetchIcons: false });
  const options = { includeKeys: request.includeKeys, healthChecks: false, fetchIcons: false, monitorCap: monitorCap(user), policy: reachPolicy(user, ctx.config) };
  return { request, options };
}

function boundKeys(ctx: AppContext, userId: string): Set<string> {
  return new Set(boundLinks(ctx.db, userId).flatMap((link) => (link.containerHostId && link.containerName ? [keyOf(link.containerHostId, link.containerName)] : [])));
}

/** What discovery proposes to this user now: each card as the import would add it. */
export async function listProposals(ctx: AppContext, user: UserRow, list: DockerContainerList): Promise<DockerProposals> {
  const found = discovered(list);
  const hosts = list.hosts;
  if (found.services.length === 0) return { items: [], warnings: found.warnings, hosts };
  const { previewImport } = await imports();
  const { request, options } = importOf(ctx, user, found.services, false);
  const preview = await previewImport(ctx, user.id, request, options);
  const bound = boundKeys(ctx, user.id);
  const items: DockerProposal[] = [];
  const walk = (folder: ImportFolderPreview) => {
    for (const link of folder.links) {
      if (!link.container) continue;
      const key = keyOf(link.container.host, link.container.name);
      const added = bound.has(key) ? m.alreadyAdded : link.leftOut;
      items.push({ key, host: link.container.host, hostName: link.container.hostName, containerName: link.container.name, name: link.name, url: link.url, group: folder.name, icon: link.icon.iconUrl, description: link.description, integration: link.integration, added });
    }
    folder.folders.forEach(walk);
  };
  preview.folders.forEach(walk);
  // Each proposal says itself whether its labels' key is carried; the import's advice to tick its
  // own box ("Import keys and passwords") names a box this screen does not have.
  const withheld = new Set(items.filter((item) => item.integration?.keys === 'withheld').map((item) => importMessages.keysWithheld(item.name)));
  return { items, warnings: [...found.warnings, ...preview.warnings.filter((warning) => !withheld.has(warning))], hosts };
}

/** Adds the chosen proposals as cards bound to their containers, through the same import as the preview. */
export async function addProposals(ctx: AppContext, user: UserRow, list: DockerContainerList, keys: string[], includeKeys: boolean): Promise<ImportResult> {
  const chosen = new Set(keys);
  const bound = boundKeys(ctx, user.id);
  const services = discovered(list).services.filter((service) => chosen.has(keyOf(service.host, service.containerName)));
  const offered = new Set(services.map((service) => keyOf(service.host, service.containerName)));
  if ([...chosen].some((key) => !offered.has(key))) throw badRequest(m.gone);
  const fresh = services.filter((service) => !bound.has(keyOf(service.host, service.containerName)));
  if (fresh.length === 0) throw badRequest(m.alreadyAdded);
  const { runImport } = await imports();
  const { request, options } = importOf(ctx, user, fresh, includeKeys);
  try {
    return (await runImport(ctx, user.id, request, options)).result;
  } finally {
    ctx.listingCache.invalidate(user.id);
  }
}
