import { createHash } from 'node:crypto';
import { integrationMessages } from '../../../../../shared/messages.js';
import { HttpError } from '../../../../http/errors.js';

/** One version's entry in a packument (npm's "abbreviated metadata" has these fields). */
export interface PackumentVersion {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bundleDependencies?: string[] | boolean;
  bundledDependencies?: string[] | boolean;
  os?: string[];
  cpu?: string[];
  dist: { tarball: string; integrity?: string; shasum?: string };
}

export interface Packument {
  name: string;
  'dist-tags'?: Record<string, string>;
  versions: Record<string, PackumentVersion>;
}

export interface RegistryLimits {
  /** Per request. */
  timeoutMs: number;
  maxPackumentBytes: number;
  maxTarballBytes: number;
}

export const registryLimits: RegistryLimits = { timeoutMs: 30_000, maxPackumentBytes: 32 * 1024 * 1024, maxTarballBytes: 50 * 1024 * 1024 };

/** The registry path of a package: scoped names keep their @ and encode the slash. */
export function packagePath(name: string): string {
  return name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name);
}

/**
 * Whether `data` matches the registry's checksum: the strongest of the SRI hashes in
 * `integrity` (sha512 on today's registry), else the sha1 `shasum` older versions carry.
 */
export function matchesIntegrity(data: Buffer, dist: PackumentVersion['dist']): boolean {
  const hashes = (dist.integrity ?? '').split(/\s+/).filter(Boolean);
  for (const algorithm of ['sha512', 'sha384', 'sha256']) {
    const expected = hashes.filter((h) => h.startsWith(`${algorithm}-`)).map((h) => h.slice(algorithm.length + 1).split('?')[0]);
    if (expected.length === 0) continue;
    const actual = createHash(algorithm).update(data).digest('base64');
    return expected.includes(actual);
  }
  if (dist.shasum) return createHash('sha1').update(data).digest('hex') === dist.shasum.toLowerCase();
  return false;
}

async function readCapped(response: Response, max: number, tooBig: () => Error): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > max) throw tooBig();
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > max) throw tooBig();
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Reads packuments and tarballs from one registry; nothing else is ever fetched. */
export class RegistryClient {
  private readonly base: URL;
  private readonly packuments = new Map<string, Promise<Packument>>();

  constructor(
    registryUrl: string,
    private readonly signal: AbortSignal,
    private readonly limits: RegistryLimits = registryLimits,
  ) {
    this.base = new URL(registryUrl.endsWith('/') ? registryUrl : `${registryUrl}/`);
  }

  private async get(url: URL, accept: string, max: number, name: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept, 'user-agent': 'Hearth (integration installer)' },
        redirect: 'error',
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(this.limits.timeoutMs)]),
      });
    } catch {
      throw new HttpError(502, integrationMessages.dependencyRegistryDown(name));
    }
    if (response.status === 404) throw new HttpError(400, integrationMessages.dependencyNotFound(name));
    if (!response.ok) throw new HttpError(502, integrationMessages.dependencyRegistryDown(name));
    try {
      return await readCapped(response, max, () => new HttpError(400, integrationMessages.dependencyTooBig));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, integrationMessages.dependencyRegistryDown(name));
    }
  }

  /** A package's versions (abbreviated metadata), fetched once per install. */
  packument(name: string): Promise<Packument> {
    let found = this.packuments.get(name);
    if (!found) {
      found = this.fetchPackument(name);
      this.packuments.set(name, found);
    }
    return found;
  }

  private async fetchPackument(name: string): Promise<Packument> {
    const body = await this.get(new URL(packagePath(name), this.base), 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8', this.limits.maxPackumentBytes, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(502, integrationMessages.dependencyRegistryDown(name));
    }
    const versions = (parsed as { versions?: unknown } | null)?.versions;
    if (!versions || typeof versions !== 'object') throw new HttpError(400, integrationMessages.dependencyNotFound(name));
    return parsed as Packument;
  }

  /** A version's tarball, only from the registry's own origin, checked against its checksum. */
  async tarball(version: PackumentVersion): Promise<Buffer> {
    let url: URL;
    try {
      url = new URL(version.dist.tarball);
    } catch {
      throw new HttpError(400, integrationMessages.dependencyForeignTarball(version.name, version.version));
    }
    if (url.origin !== this.base.origin) throw new HttpError(400, integrationMessages.dependencyForeignTarball(version.name, version.version));
    const data = await this.get(url, 'application/octet-stream', this.limits.maxTarballBytes, version.name);
    if (!matchesIntegrity(data, version.dist)) throw new HttpError(400, integrationMessages.dependencyIntegrity(version.name, version.version));
    return data;
  }
}
