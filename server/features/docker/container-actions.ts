import type { ContainerAction, DockerContainer, LinkContainer } from '../../../shared/contracts/docker.js';
import { HttpError, notFound } from '../../http/errors.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import { EngineError } from './engine-error.js';

/** An engine's failure as the API answers it: its 404 is the container's, anything else 502 with the engine's words. */
export function engineFailure(error: unknown): unknown {
  if (!(error instanceof EngineError)) return error;
  if (error.status === 404) return notFound(m.containerNotFound);
  return new HttpError(502, error.message);
}

/** How long Docker waits for a container to stop before killing it, and how long Hearth waits for that. */
export const stopGraceSeconds = 10;
export const actionTimeoutMs = (stopGraceSeconds + 15) * 1000;

/** The engine call for an action (POST /containers/{id}/{action}); 304 "already so" is success. */
export function actionCall(action: ContainerAction, id: string): { path: string; query: Record<string, number> } {
  const path = `/containers/${encodeURIComponent(id)}/${action}`;
  return action === 'start' ? { path, query: {} } : { path, query: { t: stopGraceSeconds } };
}

/** Whether a label selector (`key` or `key=value`) matches a container's labels. */
export function labelMatches(selector: string, labels: Record<string, string>): boolean {
  const at = selector.indexOf('=');
  if (at < 0) return selector in labels;
  return labels[selector.slice(0, at)] === selector.slice(at + 1);
}

/** The container each bound link points at now, or null (gone, or its host did not answer). */
export function linkContainers(links: { id: string; containerHostId: string | null; containerName: string | null; containerLabel: string | null }[], containers: DockerContainer[]): LinkContainer[] {
  return links.map((link) => {
    const container = link.containerLabel
      ? (containers.find((c) => c.state === 'running' && labelMatches(link.containerLabel ?? '', c.labels)) ?? containers.find((c) => labelMatches(link.containerLabel ?? '', c.labels)) ?? null)
      : (containers.find((c) => c.host === link.containerHostId && c.name === link.containerName) ?? null);
    return { listingId: link.id, host: link.containerHostId, name: link.containerName, label: link.containerLabel, container };
  });
}
