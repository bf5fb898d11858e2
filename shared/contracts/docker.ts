import { z } from 'zod';
import { dockerMessages as m } from '../messages.js';
import { secretIsSet } from './integrations.js';

/**
 * Docker hosts and containers (issue 42). Hosts are the super admin's; every signed-in user sees
 * the containers (cards show them), and only super admins act on them or read their logs.
 */

/** Where an engine listens, as the Docker CLI's DOCKER_HOST spells it. */
export type DockerAddress = { kind: 'unix'; path: string } | { kind: 'npipe'; path: string } | { kind: 'tcp'; host: string; port: number };
export const dockerAddressKinds = ['unix', 'npipe', 'tcp'] as const;

/**
 * Reads `unix:///var/run/docker.sock`, `npipe:////./pipe/docker_engine` or `tcp://host:port`
 * (IPv6 in brackets). Null when it is none of them. The pipe path keeps its forward slashes;
 * the server turns it into `\\.\pipe\…` on Windows.
 */
export function parseDockerUrl(text: string): DockerAddress | null {
  const value = text.trim();
  if (value.length > 500 || /[\s\0]/.test(value)) return null;
  const unix = /^unix:\/\/(\/.+)$/.exec(value);
  if (unix?.[1]) return unix[1].endsWith('/') ? null : { kind: 'unix', path: unix[1] };
  const pipe = /^npipe:\/\/(\/\/\.\/pipe\/[^/\\]+)$/i.exec(value);
  if (pipe?.[1]) return { kind: 'npipe', path: pipe[1] };
  const tcp = /^tcp:\/\/(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})\/?$/.exec(value);
  if (!tcp?.[1] || !tcp[2]) return null;
  const port = Number(tcp[2]);
  if (port < 1 || port > 65535) return null;
  return { kind: 'tcp', host: tcp[1].replace(/^\[|\]$/g, ''), port };
}

/** The address written back the one way it is stored and shown. */
export function formatDockerUrl(address: DockerAddress): string {
  if (address.kind !== 'tcp') return `${address.kind}://${address.path}`;
  return `tcp://${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}`;
}

const pemMax = 64 * 1024;
/** A PEM field: empty means none, `secretIsSet` (what the form shows for a saved one) keeps it. */
const pem = (field: string) =>
  z
    .string({ error: m.pemInvalid(field) })
    .max(pemMax, m.pemInvalid(field))
    .transform((value) => value.trim())
    .refine((value) => value === '' || value === secretIsSet || /^-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----$/.test(value), m.pemInvalid(field));

const url = z.string({ error: m.urlRequired }).trim().min(1, m.urlRequired).refine((value) => parseDockerUrl(value) !== null, m.urlInvalid);

const fields = {
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong),
  url,
  /** CA that signed the engine's certificate; empty trusts the system's CAs. */
  tlsCa: pem('CA certificate').default(''),
  tlsCert: pem('client certificate').default(''),
  tlsKey: pem('client key').default(''),
  /** Whether discovery proposes cards from this host's containers. */
  discovery: z.boolean({ error: m.flagInvalid }).default(true),
};

function tlsRules(body: { url?: string | undefined; tlsCa?: string; tlsCert?: string; tlsKey?: string }, ctx: z.RefinementCtx): void {
  const anyTls = Boolean(body.tlsCa || body.tlsCert || body.tlsKey);
  if (anyTls && body.url !== undefined && parseDockerUrl(body.url)?.kind !== 'tcp') ctx.addIssue({ code: 'custom', message: m.tlsOnlyTcp, path: ['url'] });
  if (body.tlsCert !== undefined && body.tlsKey !== undefined && Boolean(body.tlsCert) !== Boolean(body.tlsKey)) ctx.addIssue({ code: 'custom', message: m.certNeedsKey, path: ['tlsKey'] });
}

/** POST /api/v1/docker/hosts. */
export const dockerHostCreateSchema = z.object(fields).superRefine(tlsRules);
export type DockerHostCreate = z.output<typeof dockerHostCreateSchema>;
export type DockerHostCreateInput = z.input<typeof dockerHostCreateSchema>;

/**
 * PATCH /api/v1/docker/hosts/:id: only the fields sent change. A TLS field left out or sent as
 * `secretIsSet` keeps the saved one; sent empty, it is removed.
 */
export const dockerHostPatchSchema = z
  .object({
    name: fields.name.optional(),
    url: url.optional(),
    tlsCa: pem('CA certificate').optional(),
    tlsCert: pem('client certificate').optional(),
    tlsKey: pem('client key').optional(),
    discovery: fields.discovery.optional(),
  })
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== secretIsSet)) as Partial<DockerHostCreate>);
export type DockerHostPatch = z.output<typeof dockerHostPatchSchema>;

/** A Docker host as the API answers it (super admins only): TLS material never comes back, only whether it is set. */
export interface DockerHost {
  _id: string;
  name: string;
  url: string;
  kind: DockerAddress['kind'];
  tls: { ca: boolean; cert: boolean; key: boolean };
  discovery: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/v1/docker/hosts/:id/test. */
export interface DockerEngineInfo {
  /** "Docker Engine - Community", "Podman Engine"…, from /version's Components when given. */
  engine: string;
  version: string;
  /** The engine's own newest API version. */
  engineApiVersion: string;
  /** The version Hearth speaks with it: the lower of the engine's and Hearth's. */
  apiVersion: string;
  os: string;
  arch: string;
}

export const containerStates = ['created', 'running', 'paused', 'restarting', 'removing', 'exited', 'dead'] as const;
export type ContainerState = (typeof containerStates)[number];
/** "none" when the image has no HEALTHCHECK. */
export const containerHealths = ['none', 'starting', 'healthy', 'unhealthy'] as const;
export type ContainerHealth = (typeof containerHealths)[number];
export const containerActions = ['start', 'stop', 'restart'] as const;
export type ContainerAction = (typeof containerActions)[number];

export interface ContainerPort {
  privatePort: number;
  publicPort: number | null;
  type: string;
  ip: string | null;
}

/** One container of GET /api/v1/docker/containers. */
export interface DockerContainer {
  /** The Docker host's id. */
  host: string;
  hostName: string;
  id: string;
  /** Without the leading slash Docker puts on names. */
  name: string;
  image: string;
  state: ContainerState;
  health: ContainerHealth;
  /** The engine's own words, e.g. "Up 3 minutes (healthy)". */
  status: string;
  labels: Record<string, string>;
  ports: ContainerPort[];
  /** ISO times; startedAt is null while not running or when the engine does not tell. */
  createdAt: string;
  startedAt: string | null;
  /** `com.docker.compose.project`, for grouping. */
  composeProject: string | null;
}

/** Per host, whether its containers could be read (a host that fails does not hide the others). */
export interface DockerHostStatus {
  host: string;
  hostName: string;
  ok: boolean;
  /** Why it failed, in words a person can act on; null when ok. */
  message: string | null;
  discovery: boolean;
}

/** GET /api/v1/docker/containers. */
export interface DockerContainerList {
  items: DockerContainer[];
  hosts: DockerHostStatus[];
}

/** POST /api/v1/docker/containers/:host/:id/:action answers the container as it is after. */
export interface ContainerActionResult {
  text: string;
  container: DockerContainer | null;
}

/**
 * A link's container: by host and name, or by a label selector (`key` or `key=value`) matched
 * on any host. POST /api/v1/docker/links/:listingId/container; `{}` (neither) unbinds.
 */
export const labelSelectorPattern = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}(=[^\s=][^\n]{0,199})?$/;
export const containerBindingSchema = z
  .object({
    host: z.string().trim().max(100).nullish(),
    name: z.string().trim().max(200).nullish(),
    label: z.string().trim().max(400).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.label && !labelSelectorPattern.test(body.label)) ctx.addIssue({ code: 'custom', message: m.labelInvalid, path: ['label'] });
    if (Boolean(body.host) !== Boolean(body.name) || (body.label && body.host)) ctx.addIssue({ code: 'custom', message: m.bindingInvalid, path: ['host'] });
  });
export type ContainerBindingInput = z.input<typeof containerBindingSchema>;

/** A bound link and its container now (null: gone, or its host unreachable: the card marks it). */
export interface LinkContainer {
  listingId: string;
  host: string | null;
  name: string | null;
  label: string | null;
  container: DockerContainer | null;
}

/** The containers socket, `/ws/docker?token=`. */
export const dockerSocketPath = '/ws/docker';

/** A container as the socket names it. */
export interface ContainerRef {
  host: string;
  id: string;
}

/**
 * What a screen sends: `stats` replaces the containers whose live figures it wants (the ones on
 * screen; empty stops); `logs` starts a tail (super admins), `logs-stop` ends it. Pause is the
 * screen's own: it stops showing, or sends logs-stop and later logs again with `since`.
 */
export const dockerSocketRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stats'), containers: z.array(z.object({ host: z.string().max(100), id: z.string().max(128) })).max(500) }),
  z.object({
    type: z.literal('logs'),
    host: z.string().max(100),
    id: z.string().max(128),
    tail: z.number().int().min(0).max(5000).default(200),
    follow: z.boolean().default(true),
    /** Seconds since the epoch: only lines after it (resuming after a pause). */
    since: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal('logs-stop') }),
]);
export type DockerSocketRequest = z.input<typeof dockerSocketRequestSchema>;

/** Live figures of one container; cpuPercent is of one core ×100 per core (Docker's own convention), null on the first sample. */
export interface ContainerStats {
  host: string;
  id: string;
  cpuPercent: number | null;
  memoryBytes: number;
  memoryLimitBytes: number;
  rxBytes: number;
  txBytes: number;
  at: string;
}

export interface LogLine {
  stream: 'stdout' | 'stderr';
  text: string;
}

export type DockerSocketMessage =
  | { type: 'stats'; items: ContainerStats[] }
  | { type: 'logs'; host: string; id: string; lines: LogLine[] }
  | { type: 'logs-end'; host: string; id: string; message: string }
  | { type: 'error'; message: string };
