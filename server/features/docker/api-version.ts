import type { DockerEngineInfo } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import { EngineError } from './engine-error.js';

/**
 * The newest Engine API version Hearth is written against (Docker 24). Older engines are spoken
 * to in their own version; 1.24 (Docker 1.12) is the oldest with everything Hearth calls, and the
 * oldest podman's compat layer accepts.
 */
export const hearthApiVersion = '1.43';
export const oldestApiVersion = '1.24';

/** -1, 0 or 1 as `a` is older, the same or newer than `b` ("1.41" vs "1.9" compares by number). */
export function compareApiVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return Math.sign(aMajor - bMajor || aMinor - bMinor);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads GET /version: the engine's name and version, and the API version both sides speak. */
export function negotiateApiVersion(body: Record<string, unknown> | null, where: string): DockerEngineInfo {
  const engineApiVersion = text(body?.ApiVersion);
  if (!/^\d+\.\d+$/.test(engineApiVersion)) throw new EngineError(m.notJson(where));
  if (compareApiVersions(engineApiVersion, oldestApiVersion) < 0) throw new EngineError(m.apiTooOld(engineApiVersion));
  const components = Array.isArray(body?.Components) ? (body.Components as unknown[]) : [];
  const first = components[0] as { Name?: unknown } | undefined;
  return {
    engine: text(first?.Name) || 'Docker Engine',
    version: text(body?.Version),
    engineApiVersion,
    apiVersion: compareApiVersions(engineApiVersion, hearthApiVersion) < 0 ? engineApiVersion : hearthApiVersion,
    os: text(body?.Os),
    arch: text(body?.Arch),
  };
}
