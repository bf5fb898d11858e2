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

/** The catalogue key (docker.state.*) of a state's badge, or null for a state this list does not know. */
export function stateBadgeKey(state: string): string | null {
  if (!state) return 'unknown';
  return Object.hasOwn(stateBadges, state) ? state : null;
}

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

/** The uptime's shape (a key of the catalogue's docker.uptime) and its numbers. */
export interface UptimeParts {
  shape: 'seconds' | 'minutes' | 'hours' | 'hoursMinutes' | 'days' | 'daysHours';
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Since `startedAt` in its largest units (45 s, 12 min, 3 h 5 min, 4 d 2 h); null when not running. */
export function uptimeParts(startedAt: string | null | undefined, now: number): UptimeParts | null {
  if (!startedAt) return null;
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return null;
  const seconds = Math.max(0, Math.floor((now - started) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const at = (shape: UptimeParts['shape'], d: number, h: number, m: number, s: number): UptimeParts => ({ shape, days: d, hours: h, minutes: m, seconds: s });
  if (seconds < 60) return at('seconds', 0, 0, 0, seconds);
  if (minutes < 60) return at('minutes', 0, 0, minutes, 0);
  if (hours < 24) return minutes % 60 ? at('hoursMinutes', 0, hours, minutes % 60, 0) : at('hours', 0, hours, 0, 0);
  return hours % 24 ? at('daysHours', days, hours % 24, 0, 0) : at('days', days, 0, 0, 0);
}

/** "45 s", "12 min", "3 h 5 min", "4 d 2 h" since `startedAt`; null when not running. */
export function uptimeText(startedAt: string | null | undefined, now: number): string | null {
  const parts = uptimeParts(startedAt, now);
  if (!parts) return null;
  const { days, hours, minutes, seconds } = parts;
  switch (parts.shape) {
    case 'seconds':
      return `${seconds} s`;
    case 'minutes':
      return `${minutes} min`;
    case 'hours':
      return `${hours} h`;
    case 'hoursMinutes':
      return `${hours} h ${minutes} min`;
    case 'days':
      return `${days} d`;
    case 'daysHours':
      return `${days} d ${hours} h`;
  }
}

/** Bytes in binary units, as `docker stats` shows them: "512 B", "1.5 KiB", "230 MiB", "1.2 GiB" (the number in `language`'s digits and decimal sign). */
export function bytesText(bytes: number, language = 'en'): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: false }).format(value);
  return `${text} ${units[unit]}`;
}

/** "0.4%", "12%", "215%" (a container may use more than one core). */
export function cpuText(percent: number, language = 'en'): string {
  const value = Math.max(0, percent);
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: value < 10 ? 1 : 0, useGrouping: false }).format((value < 10 ? value : Math.round(value)) / 100);
}

/** "230 MiB / 1 GiB", or just the usage when the container has no limit of its own. */
export function memoryText(usage: number, limit: number | null, language = 'en'): string {
  return limit ? `${bytesText(usage, language)} / ${bytesText(limit, language)}` : bytesText(usage, language);
}

/** "↓ 1.2 MiB ↑ 300 KiB", received then sent. */
export function networkText(rx: number, tx: number, language = 'en'): string {
  return `↓ ${bytesText(rx, language)} ↑ ${bytesText(tx, language)}`;
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
