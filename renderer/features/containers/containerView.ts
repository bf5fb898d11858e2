/**
 * What the containers screen shows, as pure functions of the list the server sends: groups by
 * Compose project, filter and search, badges, and the short texts for uptime, CPU, memory and
 * network. Kept apart from React so each rule has a unit test.
 */

/** The fields these rules read; the server's container row has them (and more). */
export interface ContainerFacts {
  id: string;
  name: string;
  image: string;
  state: string;
  health: string | null;
  labels: Record<string, string>;
  /** The server's reading of the Compose label, when it sends one. */
  composeProject?: string | null;
}

/** Compose writes this label on every container of a project (docker compose and podman-compose). */
export const composeProjectLabel = 'com.docker.compose.project';

export interface ProjectGroup<T> {
  /** The Compose project, or null for containers started on their own. */
  project: string | null;
  containers: T[];
}

function projectOf(container: ContainerFacts): string | null {
  return (container.composeProject ?? container.labels[composeProjectLabel])?.trim() || null;
}

/** Containers by Compose project, projects by name, standalone containers last; rows by name. */
export function groupByProject<T extends ContainerFacts>(containers: readonly T[]): ProjectGroup<T>[] {
  const byProject = new Map<string | null, T[]>();
  for (const container of containers) {
    const project = projectOf(container);
    const list = byProject.get(project) ?? [];
    list.push(container);
    byProject.set(project, list);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
  return [...byProject.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : byName(a, b)))
    .map(([project, list]) => ({ project, containers: [...list].sort((x, y) => byName(x.name, y.name)) }));
}

/** The state filter's choices: Docker's states folded into what a person asks for. */
export const stateFilters = ['all', 'running', 'stopped', 'unhealthy', 'paused'] as const;
export type StateFilter = (typeof stateFilters)[number];

export const stateFilterLabels: Record<StateFilter, string> = {
  all: 'All',
  running: 'Running',
  stopped: 'Stopped',
  unhealthy: 'Unhealthy',
  paused: 'Paused',
};

function matchesState(container: ContainerFacts, filter: StateFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'running':
      return container.state === 'running';
    case 'stopped':
      return ['exited', 'created', 'dead', 'removing', 'stopped'].includes(container.state);
    case 'unhealthy':
      return container.health === 'unhealthy';
    case 'paused':
      return container.state === 'paused';
  }
}

/** The containers in the state asked for whose name, image or project holds every word typed. */
export function filterContainers<T extends ContainerFacts>(containers: readonly T[], filter: StateFilter, search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return containers.filter((container) => {
    if (!matchesState(container, filter)) return false;
    const text = `${container.name} ${container.image} ${projectOf(container) ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A badge's colour family; the stylesheet maps each to theme tokens checked for contrast. */
export type Tone = 'good' | 'bad' | 'warn' | 'neutral';

export interface Badge {
  label: string;
  tone: Tone;
}

const stateBadges: Record<string, Badge> = {
  running: { label: 'Running', tone: 'good' },
  restarting: { label: 'Restarting', tone: 'warn' },
  paused: { label: 'Paused', tone: 'warn' },
  created: { label: 'Created', tone: 'neutral' },
  exited: { label: 'Exited', tone: 'neutral' },
  stopped: { label: 'Stopped', tone: 'neutral' },
  removing: { label: 'Removing', tone: 'warn' },
  dead: { label: 'Dead', tone: 'bad' },
};

/** Docker's state as a badge; a state this list does not know shows as itself, neutral. */
export function stateBadge(state: string): Badge {
  return stateBadges[state] ?? { label: state ? state.charAt(0).toUpperCase() + state.slice(1) : 'Unknown', tone: 'neutral' };
}

const healthBadges: Record<string, Badge> = {
  healthy: { label: 'Healthy', tone: 'good' },
  unhealthy: { label: 'Unhealthy', tone: 'bad' },
  starting: { label: 'Starting', tone: 'warn' },
};

/** The health check's verdict as a badge, or null for a container without a health check. */
export function healthBadge(health: string | null): Badge | null {
  return health ? (healthBadges[health] ?? null) : null;
}

/** "45 s", "12 min", "3 h 5 min", "4 d 2 h" since `startedAt`; null when not running. */
export function uptimeText(startedAt: string | null | undefined, now: number): string | null {
  if (!startedAt) return null;
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return null;
  const seconds = Math.max(0, Math.floor((now - started) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Bytes in binary units, as `docker stats` shows them: "512 B", "1.5 KiB", "230 MiB", "1.2 GiB". */
export function bytesText(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const text = value.toFixed(digits);
  return `${digits > 0 ? text.replace(/\.?0+$/, '') : text} ${units[unit]}`;
}

/** "0.4%", "12%", "215%" (a container may use more than one core). */
export function cpuText(percent: number): string {
  const value = Math.max(0, percent);
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)}%`;
}

/** "230 MiB / 1 GiB", or just the usage when the container has no limit of its own. */
export function memoryText(usage: number, limit: number | null): string {
  return limit ? `${bytesText(usage)} / ${bytesText(limit)}` : bytesText(usage);
}

/** "↓ 1.2 MiB ↑ 300 KiB", received then sent. */
export function networkText(rx: number, tx: number): string {
  return `↓ ${bytesText(rx)} ↑ ${bytesText(tx)}`;
}

export interface PortFacts {
  privatePort: number;
  publicPort?: number | null;
  ip?: string | null;
  type: string;
}

/** "8080→80/tcp", "127.0.0.1:5432→5432/tcp", "53/udp" by inside port; duplicates (IPv4 and IPv6) once. */
export function portsText(ports: readonly PortFacts[]): string[] {
  const texts = [...ports].sort((a, b) => a.privatePort - b.privatePort).map((p) => {
    const inside = `${p.privatePort}/${p.type}`;
    if (!p.publicPort) return inside;
    const ip = p.ip && p.ip !== '0.0.0.0' && p.ip !== '::' ? `${p.ip}:` : '';
    return `${ip}${p.publicPort}→${inside}`;
  });
  return [...new Set(texts)];
}
