import type { ContainerAction, DockerContainerList } from '../../../shared/contracts/docker.js';
import { stateBadge } from './containerView.js';

/** What the containers screen opens when a palette row sends a person there. */
export type ScreenIntent = ContainerAction | 'logs' | 'show';

/** A palette row that leads to the containers screen (or a host's form). */
export interface DockerRow {
  key: string;
  group: 'container' | 'dockerHost';
  title: string;
  detail: string;
  /** The word on the row: what Enter does. */
  action: string;
  path: string;
}

/** /containers?c=host/id&do=restart: the screen finds the container and asks before it acts. */
export function containerIntentPath(host: string, id: string, intent: ScreenIntent): string {
  const query = new URLSearchParams({ c: `${host}/${id}`, do: intent });
  return `/containers?${query.toString()}`;
}

/** Reads what containerIntentPath wrote; null for anything else. */
export function readIntent(search: URLSearchParams): { host: string; id: string; intent: ScreenIntent } | null {
  const ref = search.get('c');
  const intent = search.get('do');
  const slash = ref?.indexOf('/') ?? -1;
  if (!ref || slash < 1 || slash === ref.length - 1) return null;
  if (intent !== 'show' && intent !== 'logs' && intent !== 'start' && intent !== 'stop' && intent !== 'restart') return null;
  return { host: ref.slice(0, slash), id: ref.slice(slash + 1), intent };
}

const maxRows = 8;

/**
 * Hosts and containers whose name (or image, or host) holds every word typed. Everyone gets
 * "Show"; super admins also get the actions: logs, and start or restart as the state allows.
 */
export function dockerRows(list: DockerContainerList | undefined, query: string, isAdmin: boolean): DockerRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!list || words.length === 0 || query.trim().startsWith('!')) return [];
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  const rows: DockerRow[] = [];
  for (const host of list.hosts) {
    if (!matches(`${host.hostName} docker host`)) continue;
    const count = list.items.filter((c) => c.host === host.host).length;
    rows.push({ key: `dockerHost:${host.host}`, group: 'dockerHost', title: host.hostName, detail: host.ok ? `${count} ${count === 1 ? 'container' : 'containers'}` : (host.message ?? 'Not reachable'), action: 'Show', path: `/containers#host-${encodeURIComponent(host.host)}` });
    if (isAdmin) rows.push({ key: `dockerHost:${host.host}:edit`, group: 'dockerHost', title: `Edit ${host.hostName}`, detail: 'Docker host settings', action: 'Edit', path: `/manage/docker/save/${encodeURIComponent(host.host)}` });
  }
  const containers = list.items.filter((c) => matches(`${c.name} ${c.image} ${c.hostName}`)).slice(0, maxRows);
  for (const c of containers) {
    const detail = `${stateBadge(c.state).label} · ${c.hostName} · ${c.image}`;
    rows.push({ key: `container:${c.host}/${c.id}`, group: 'container', title: c.name, detail, action: 'Show', path: containerIntentPath(c.host, c.id, 'show') });
    if (!isAdmin) continue;
    rows.push({ key: `container:${c.host}/${c.id}:logs`, group: 'container', title: `Logs of ${c.name}`, detail, action: 'Open logs', path: containerIntentPath(c.host, c.id, 'logs') });
    const act: ContainerAction = c.state === 'running' ? 'restart' : 'start';
    const verb = act === 'restart' ? 'Restart' : 'Start';
    rows.push({ key: `container:${c.host}/${c.id}:${act}`, group: 'container', title: `${verb} ${c.name}`, detail, action: verb, path: containerIntentPath(c.host, c.id, act) });
  }
  return rows;
}
