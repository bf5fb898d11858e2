import type { ContainerRef, ContainerStats, DockerSocketMessage, LogLine } from '../../../shared/contracts/docker.js';

/** The key of a container across hosts (ids are only unique on one engine). */
export function refKey(ref: ContainerRef): string {
  return `${ref.host}/${ref.id}`;
}

/** A frame of the containers socket, or null for anything else (a socket must not throw on garbage). */
export function parseSocketMessage(text: string): DockerSocketMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || !('type' in value)) return null;
    const type = (value).type;
    return type === 'stats' || type === 'logs' || type === 'logs-end' || type === 'error' ? (value as DockerSocketMessage) : null;
  } catch {
    return null;
  }
}

/** The newest figures per container, after a `stats` frame. */
export function mergeStats(current: Readonly<Record<string, ContainerStats>>, items: readonly ContainerStats[]): Record<string, ContainerStats> {
  const next = { ...current };
  for (const item of items) next[refKey(item)] = item;
  return next;
}

/** The lines kept on screen: a long tail would only slow the page. */
export const keptLogLines = 2000;

/** Lines after a `logs` frame, the oldest dropped beyond `keep`. */
export function appendLines(current: readonly LogLine[], lines: readonly LogLine[], keep = keptLogLines): LogLine[] {
  const all = current.concat(lines);
  return all.length > keep ? all.slice(all.length - keep) : all;
}

/** The `stats` request for the containers on screen, running ones only (stopped ones have no figures). */
export function statsRequest(refs: readonly ContainerRef[]): string {
  return JSON.stringify({ type: 'stats', containers: refs.map(({ host, id }) => ({ host, id })) });
}

/**
 * The lines of a stream picked up again (after a pause or a reconnect) without the ones already
 * shown: `since` has whole seconds, so the first frame may repeat up to a second of lines. The
 * longest run at the end of what is shown that starts the new frame is dropped.
 */
export function withoutOverlap(shown: readonly LogLine[], incoming: readonly LogLine[]): LogLine[] {
  const same = (a: LogLine | undefined, b: LogLine | undefined) => a !== undefined && b !== undefined && a.text === b.text && a.stream === b.stream;
  for (let size = Math.min(shown.length, incoming.length); size > 0; size -= 1) {
    let match = true;
    for (let i = 0; i < size && match; i += 1) match = same(shown[shown.length - size + i], incoming[i]);
    if (match) return incoming.slice(size);
  }
  return [...incoming];
}
