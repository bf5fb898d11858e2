import { createHash, type Hash } from 'node:crypto';
import { integrationMessages } from '../../../../../shared/messages.js';
import { HttpError } from '../../../../http/errors.js';
import { inMB, type InstallBudget } from '../budget.js';
import type { Downloader } from '../download/downloader.js';
import { DownloadError } from '../download/failure.js';
import { UnpackLimit, type UnpackMeter } from '../unpack/unpack-meter.js';
import { trimPackument, type Packument, type PackumentVersion } from './packument.js';

export type { Packument, PackumentVersion } from './packument.js';

/** The registry path of a package: scoped names keep their @ and encode the slash. */
export function packagePath(name: string): string {
  return name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name);
}

/** The checksum to check a tarball against: the strongest SRI hash in `integrity` (sha512 on today's registry), else the sha1 `shasum` older versions carry. */
export function expectedDigest(dist: PackumentVersion['dist']): { algorithm: string; encoding: 'base64' | 'hex'; values: string[] } | null {
  const hashes = (dist.integrity ?? '').split(/\s+/).filter(Boolean);
  for (const algorithm of ['sha512', 'sha384', 'sha256']) {
    const values = hashes.filter((h) => h.startsWith(`${algorithm}-`)).map((h) => h.slice(algorithm.length + 1).split('?')[0] ?? '');
    if (values.length > 0) return { algorithm, encoding: 'base64', values };
  }
  return dist.shasum ? { algorithm: 'sha1', encoding: 'hex', values: [dist.shasum.toLowerCase()] } : null;
}

/** Whether `data` matches the registry's checksum (no checksum never matches). */
export function matchesIntegrity(data: Buffer, dist: PackumentVersion['dist']): boolean {
  const expected = expectedDigest(dist);
  return expected !== null && expected.values.includes(createHash(expected.algorithm).update(data).digest(expected.encoding));
}

async function* hashing(body: AsyncIterable<Buffer>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/** What one install's registry reads share: its stop signal, the server's downloader and the budget. */
export interface RegistryRun {
  signal: AbortSignal;
  downloader: Downloader;
  budget: InstallBudget;
}

/**
 * Reads packuments and tarballs from one registry; nothing else is ever fetched. Every failure
 * is an HttpError whose message says what to do: offline, too slow, too big, not there.
 */
export class RegistryClient {
  private readonly base: URL;
  private readonly packuments = new Map<string, Promise<Packument>>();
  private metadataBytes = 0;

  constructor(
    registryUrl: string,
    private readonly run: RegistryRun,
  ) {
    this.base = new URL(registryUrl.endsWith('/') ? registryUrl : `${registryUrl}/`);
  }

  /** A download's failure in the registry's words; anything else (a stop, an unpack refusal) is thrown on. */
  private explain(error: unknown, name: string, what: 'packument' | 'tarball'): unknown {
    if (!(error instanceof DownloadError)) return error;
    switch (error.failure) {
      case 'unreachable':
        return new HttpError(503, integrationMessages.registryOffline(error.host, error.proxy));
      case 'slow':
        return new HttpError(503, integrationMessages.registryTooSlow(error.host));
      case 'tooBig':
        return new HttpError(400, what === 'packument' ? integrationMessages.packumentTooBig(name, inMB(this.run.budget.downloads.packument.maxBytes)) : integrationMessages.dependencyTooBig);
      case 'status':
        return error.status === 404 && what === 'packument' ? new HttpError(400, integrationMessages.dependencyNotFound(name)) : new HttpError(502, integrationMessages.dependencyRegistryDown(name));
    }
  }

  /** A package's versions (abbreviated metadata, trimmed), fetched once per install. */
  packument(name: string): Promise<Packument> {
    let found = this.packuments.get(name);
    if (!found) {
      found = this.fetchPackument(name);
      this.packuments.set(name, found);
    }
    return found;
  }

  private async fetchPackument(name: string): Promise<Packument> {
    const { downloader, budget, signal } = this.run;
    const accept = 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8';
    const body = await downloader.buffer({ url: new URL(packagePath(name), this.base), accept, bound: budget.downloads.packument, signal }).catch((error: unknown) => {
      throw this.explain(error, name, 'packument');
    });
    this.metadataBytes += body.length;
    if (this.metadataBytes > budget.dependencies.maxMetadataBytes) throw new HttpError(400, integrationMessages.dependencyMetadataTooBig(inMB(budget.dependencies.maxMetadataBytes)));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(502, integrationMessages.dependencyRegistryDown(name));
    }
    const packument = trimPackument(parsed, name);
    if (!packument) throw new HttpError(400, integrationMessages.dependencyNotFound(name));
    return packument;
  }

  /**
   * Downloads a version's tarball, only from the registry's own origin, and unpacks it into `dest`
   * as it arrives (tarball-extract.ts), hashing the same bytes: a checksum mismatch fails the
   * install once the download ends, and the caller throws the unpacked folder away with it.
   */
  async unpack(version: PackumentVersion, dest: string, meter: UnpackMeter): Promise<void> {
    let url: URL;
    try {
      url = new URL(version.dist.tarball);
    } catch {
      throw new HttpError(400, integrationMessages.dependencyForeignTarball(version.name, version.version));
    }
    if (url.origin !== this.base.origin) throw new HttpError(400, integrationMessages.dependencyForeignTarball(version.name, version.version));
    const expected = expectedDigest(version.dist);
    if (!expected) throw new HttpError(400, integrationMessages.dependencyNoChecksum(version.name, version.version));
    const { downloader, budget, signal } = this.run;
    // The unpacker loads with the first install, not with the server.
    const { extractTarball } = await import('./tarball-extract.js');
    const hash = createHash(expected.algorithm);
    const what = `${version.name}@${version.version}`;
    await downloader
      .stream({ url, accept: 'application/octet-stream', bound: budget.downloads.tarball, signal }, (body) => extractTarball(hashing(body, hash), dest, meter, budget.paths))
      .catch((error: unknown) => {
        if (error instanceof UnpackLimit) throw new HttpError(400, unpackRefusal(error, what, budget));
        const explained = this.explain(error, version.name, 'tarball');
        if (explained instanceof HttpError || signal.aborted) throw explained;
        throw new HttpError(400, integrationMessages.dependencyUnreadable);
      });
    if (!expected.values.includes(hash.digest(expected.encoding))) throw new HttpError(400, integrationMessages.dependencyIntegrity(version.name, version.version));
  }
}

/** What a tarball's refusal says to a person. */
function unpackRefusal(error: UnpackLimit, what: string, budget: InstallBudget): string {
  const { refusal } = error;
  switch (refusal.kind) {
    case 'entries':
      return integrationMessages.dependencyTooManyFiles(what, budget.tarballs.maxEntries);
    case 'bytes':
      return integrationMessages.dependencyUnpackedTooBig(what, inMB(budget.tarballs.maxBytes));
    case 'ratio':
      return integrationMessages.dependencyRatio(what);
    case 'fileSize':
      return integrationMessages.dependencyFileTooBig(what, refusal.path, inMB(budget.tarballs.maxFileBytes));
    case 'unsafe':
      return integrationMessages.dependencyUnsafePath(what, refusal.path);
    case 'tooLong':
      return integrationMessages.dependencyPathTooLong(what, refusal.path);
    case 'unreadable':
      return integrationMessages.dependencyUnreadable;
  }
}
