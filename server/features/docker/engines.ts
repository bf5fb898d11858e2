import type { AppContext } from '../../context.js';
import type { DockerHostRow, ListingRow } from '../../db/schema/index.js';
import { parseDockerUrl, type ContainerHealth, type DockerContainer, type DockerContainerList, type DockerHostStatus } from '../../../shared/contracts/docker.js';
import { messages, monitorMessages as m } from '../../../shared/messages.js';
import { linkContainers } from './container-actions.js';
import { EngineClient, type EngineTls } from './engine-client.js';
import { EngineError } from './engine-error.js';
import { toContainer, type EngineContainer } from './container-summary.js';
import { StartedAtCache } from './started-at.js';
import { ContainerSnapshot } from './container-snapshot.js';
import { findHost, listHosts } from './docker.repo.js';

export const sealPurpose = 'docker-host';
/** A list call for one host: one that hangs must not hold the whole screen for long. */
const listTimeoutMs = 5_000;
const healthFilters = ['healthy', 'unhealthy', 'starting'] as const;

interface Engine {
  client: EngineClient;
  updatedAt: string;
  started: StartedAtCache;
  snapshot: ContainerSnapshot;
}

/**
 * One client per Docker host, made from its sealed settings when first needed and remade after
 * the host is edited, so the API version is negotiated once per host and the start times each
 * container was inspected for are remembered.
 */
export class Engines {
  private readonly engines = new Map<string, Engine>();

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'secrets' | 'config' | 'log'>) {}

  client(row: DockerHostRow): EngineClient {
    return this.engine(row).client;
  }

  forget(id: string): void {
    this.close(this.engines.get(id));
    this.engines.delete(id);
  }

  /** A restored backup brings its own hosts (and key): every client is made again. Also the server closing. */
  clear(): void {
    for (const engine of this.engines.values()) this.close(engine);
    this.engines.clear();
  }

  /** A host's row, or undefined when it no longer exists. */
  host(id: string): DockerHostRow | undefined {
    return findHost(this.ctx.db, id);
  }

  /** A container Hearth started, stopped or restarted (by id or name): its start time is read again. */
  async touched(row: DockerHostRow, idOrName: string): Promise<void> {
    const engine = this.engine(row);
    engine.snapshot.invalidate();
    const detail = await engine.client.json<{ Id?: string; State?: { Running?: boolean; StartedAt?: string } } | null>(`/containers/${encodeURIComponent(idOrName)}/json`, { timeoutMs: listTimeoutMs }).catch(() => null);
    if (!detail?.Id) return;
    if (detail.State?.Running && detail.State.StartedAt) engine.started.set(detail.Id, detail.State.StartedAt);
    else engine.started.forget(detail.Id);
  }

  /** Every container of every host; a host that fails is named in `hosts` with why. */
  async listAll(): Promise<DockerContainerList> {
    const rows = listHosts(this.ctx.db);
    const results = await Promise.all(rows.map((row) => this.listHost(row)));
    return { items: results.flatMap((result) => result.items), hosts: results.map((result) => result.status) };
  }

  async listHost(row: DockerHostRow): Promise<{ items: DockerContainer[]; status: DockerHostStatus }> {
    const base = { host: row.id, hostName: row.name, discovery: row.discovery };
    try {
      const items = await this.engine(row).snapshot.get();
      return { items, status: { ...base, ok: true, message: null } };
    } catch (error) {
      return { items: [], status: { ...base, ok: false, message: error instanceof EngineError || error instanceof Error ? error.message : messages.internalError } };
    }
  }

  /**
   * The container monitor's check: up while the link's container runs and, when it has a health
   * check, passes it. A host that does not answer is down with the engine's own reason.
   */
  async checkContainer(listing: Pick<ListingRow, 'id' | 'containerHostId' | 'containerName' | 'containerLabel'>): Promise<{ ok: boolean; message: string; latencyMs: number | null }> {
    const started = Date.now();
    const row = listing.containerHostId ? this.host(listing.containerHostId) : undefined;
    const lists = listing.containerLabel ? await this.listAll() : row ? await this.listHost(row).then((one) => ({ items: one.items, hosts: [one.status] })) : { items: [], hosts: [] };
    const [found] = linkContainers([listing], lists.items);
    const latencyMs = Date.now() - started;
    const name = listing.containerName ?? listing.containerLabel ?? '';
    const container = found?.container;
    if (!container) {
      const failed = lists.hosts.find((status) => !status.ok);
      return { ok: false, message: failed?.message ?? m.containerGone(name), latencyMs: null };
    }
    if (container.state !== 'running') return { ok: false, message: m.containerNotRunning(container.name, container.state), latencyMs };
    if (container.health === 'unhealthy') return { ok: false, message: m.containerUnhealthy(container.name), latencyMs };
    if (container.health === 'starting') return { ok: false, message: m.containerStarting(container.name), latencyMs };
    return { ok: true, message: m.checkOk, latencyMs };
  }

  private close(engine: Engine | undefined): void {
    engine?.snapshot.stop();
    engine?.client.close();
  }

  private engine(row: DockerHostRow): Engine {
    const known = this.engines.get(row.id);
    if (known && known.updatedAt === row.updatedAt) return known;
    const address = parseDockerUrl(this.ctx.secrets.open(row.urlSealed, sealPurpose));
    if (!address) throw new EngineError(messages.internalError);
    const tls = row.tlsSealed ? (JSON.parse(this.ctx.secrets.open(row.tlsSealed, sealPurpose)) as EngineTls) : null;
    this.close(this.engines.get(row.id));
    const client = new EngineClient({ address, tls, platform: this.ctx.config.machine.platform });
    const started = new StartedAtCache();
    const host = { id: row.id, name: row.name };
    const snapshot = new ContainerSnapshot(client, () => listContainers({ client, started }, host), this.ctx.log);
    const engine = { client, updatedAt: row.updatedAt, started, snapshot };
    this.engines.set(row.id, engine);
    return engine;
  }
}

/**
 * The containers of one engine. Health: Docker's list says it in its status words (or, from API
 * 1.52, a Health field); podman's compat list says neither, so when a running container's health
 * is not told the list is asked again with each `health` filter (both engines support it).
 */
async function listContainers(engine: Pick<Engine, 'client' | 'started'>, host: { id: string; name: string }): Promise<DockerContainer[]> {
  const { client, started } = engine;
  const all = (await client.json<EngineContainer[] | null>('/containers/json', { query: { all: true }, timeoutMs: listTimeoutMs })) ?? [];
  const running = all.filter((item) => item.State === 'running');
  const untold = running.some((item) => !item.Health && !/\((healthy|unhealthy|health: starting)\)/.test(item.Status ?? ''));
  const health = new Map<string, ContainerHealth>();
  if (untold) {
    const lists = await Promise.all(healthFilters.map((status) => client.json<EngineContainer[] | null>('/containers/json', { query: { filters: JSON.stringify({ health: [status] }) }, timeoutMs: listTimeoutMs })));
    healthFilters.forEach((status, index) => {
      for (const item of lists[index] ?? []) if (item.Id) health.set(item.Id, status);
    });
  }
  started.keep(new Set(running.map((item) => item.Id ?? '')));
  const now = Date.now();
  const unknown = running.filter((item) => started.get(item.Id ?? '', item.Status ?? '', now) === null);
  await inspectStarts(engine, unknown);
  return all.map((item) => toContainer(host, item, health.get(item.Id ?? ''), started.get(item.Id ?? '', item.Status ?? '', now)));
}

/** Inspects (a few at a time) the running containers whose start time is not known yet. */
async function inspectStarts(engine: Pick<Engine, 'client' | 'started'>, items: EngineContainer[]): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const id = item.Id ?? '';
      const detail = await engine.client.json<{ State?: { StartedAt?: string } } | null>(`/containers/${encodeURIComponent(id)}/json`, { timeoutMs: listTimeoutMs }).catch(() => null);
      if (detail?.State?.StartedAt) engine.started.set(id, detail.State.StartedAt);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}
