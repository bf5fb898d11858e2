import { containerStates, type ContainerHealth, type ContainerPort, type ContainerState, type DockerContainer } from '../../../shared/contracts/docker.js';

/** The parts of GET /containers/json's items Hearth reads (Moby's ContainerSummary). */
export interface EngineContainer {
  Id?: string;
  Names?: string[];
  Image?: string;
  State?: string;
  Status?: string;
  Labels?: Record<string, string> | null;
  Ports?: { PrivatePort?: number; PublicPort?: number; Type?: string; IP?: string }[] | null;
  Created?: number;
  /** Docker 29+ (API 1.52) tells health in the list; older Docker and podman do not. */
  Health?: { Status?: string } | null;
}

export interface HostRef {
  id: string;
  name: string;
}

/**
 * A container's health: the list's own Health field when the engine gives it, else Docker's
 * status words ("Up 3 minutes (healthy)"), else the health filters' answer (podman's compat
 * layer writes neither: the list is asked again with `health` filters, see containers.ts).
 */
export function healthOf(item: EngineContainer, filtered: ContainerHealth | undefined): ContainerHealth {
  const own = item.Health?.Status;
  if (own === 'healthy' || own === 'unhealthy' || own === 'starting') return own;
  const words = /\((healthy|unhealthy|health: starting)\)/.exec(item.Status ?? '')?.[1];
  if (words) return words === 'health: starting' ? 'starting' : (words as 'healthy' | 'unhealthy');
  return filtered ?? 'none';
}

export function stateOf(value: string | undefined): ContainerState {
  const state = (value ?? '').toLowerCase();
  // Podman says "configured" and "stopped" where Docker says "created" and "exited".
  if (state === 'configured' || state === 'initialized') return 'created';
  if (state === 'stopped' || state === 'stopping') return 'exited';
  return (containerStates as readonly string[]).includes(state) ? (state as ContainerState) : 'dead';
}

function portsOf(item: EngineContainer): ContainerPort[] {
  return (item.Ports ?? []).filter((port) => typeof port.PrivatePort === 'number').map((port) => ({ privatePort: port.PrivatePort ?? 0, publicPort: port.PublicPort ?? null, type: port.Type ?? 'tcp', ip: port.IP || null }));
}

/** One engine list item as the API answers it. */
export function toContainer(host: HostRef, item: EngineContainer, health: ContainerHealth | undefined, startedAt: string | null): DockerContainer {
  const labels = item.Labels ?? {};
  const state = stateOf(item.State);
  return {
    host: host.id,
    hostName: host.name,
    id: item.Id ?? '',
    name: (item.Names?.[0] ?? '').replace(/^\//, ''),
    image: item.Image ?? '',
    state,
    health: state === 'running' ? healthOf(item, health) : 'none',
    status: item.Status ?? '',
    labels,
    ports: portsOf(item),
    createdAt: new Date((item.Created ?? 0) * 1000).toISOString(),
    startedAt: state === 'running' ? startedAt : null,
    composeProject: labels['com.docker.compose.project'] ?? null,
  };
}
