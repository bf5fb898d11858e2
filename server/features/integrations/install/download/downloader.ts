import type { IncomingMessage } from 'node:http';
import type { DownloadBound, InstallBudget } from '../budget.js';
import { DownloadError, isUnreachable } from './failure.js';
import { openGet } from './http-get.js';
import { proxyFor } from './proxy-rules.js';
import { Slots } from './slots.js';

export interface DownloadRequest {
  url: URL;
  accept: string;
  bound: DownloadBound;
  /** Redirects followed (0: a redirect is an error, as the registry client wants). */
  redirects?: number;
  /** The caller's own stop (an install stopped, the server closing); its reason is thrown. */
  signal?: AbortSignal;
}

export interface DownloaderOptions {
  /** Where the proxy settings are read (proxy-rules.ts): the server's environment. */
  env: NodeJS.ProcessEnv;
  budget: InstallBudget['downloads'];
  /** Downloads this downloader runs at once (the others wait). */
  inFlight: number;
  ca?: string[];
}

/** The body as it arrives, failing as soon as it passes `max` bytes (a missing or lying length changes nothing). */
async function* capped(body: IncomingMessage, max: number, tooBig: () => Error): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooBig();
    yield chunk;
  }
}

/** The status a proxy refused a CONNECT tunnel with (http-get.ts), or 0. */
const proxyStatus = (error: unknown) => Number((error as { proxyStatus?: unknown } | null)?.proxyStatus) || 0;
/** A proxy that could not reach the host itself: as unreachable as the host. */
const proxyGaveUp = (error: unknown) => [502, 503, 504].includes(proxyStatus(error));

/**
 * Every download the installer makes (packuments, tarballs, the catalogue and its ZIPs): through
 * the environment's proxy, a bounded number at once (one downloader for the registry and one for
 * the catalogue, each shared by the whole server), each streamed with its
 * byte cap counted as it arrives and one deadline over the whole of it (connection, answer,
 * body and whatever the caller does with the body), so a trickling answer ends on time.
 */
export class Downloader {
  private readonly slots: Slots;

  constructor(private readonly options: DownloaderOptions) {
    this.slots = new Slots(options.inFlight);
  }

  /** Downloads in flight now (for tests). */
  get inFlight(): number {
    return this.slots.busy;
  }

  /** Runs `consume` over the capped body; the deadline and the cap hold until it returns. */
  async stream<T>(request: DownloadRequest, consume: (body: AsyncIterable<Buffer>) => Promise<T>): Promise<T> {
    const release = await this.slots.take(request.signal);
    const stop = new AbortController();
    const host = request.url.host;
    const proxy = proxyFor(request.url, this.options.env)?.host;
    let response: IncomingMessage | null = null;
    let failure: unknown = null;
    const fail = (reason: unknown) => {
      failure ??= reason;
      stop.abort(failure);
      response?.destroy(failure instanceof Error ? failure : undefined);
    };
    const unreachable = () => new DownloadError('unreachable', host, 0, proxy);
    const deadline = setTimeout(() => fail(response ? new DownloadError('slow', host, 0, proxy) : unreachable()), request.bound.deadlineMs);
    const noAnswer = setTimeout(() => response || fail(unreachable()), this.options.budget.answerMs);
    const stopped = () => fail(request.signal?.reason ?? new Error('The download was stopped.'));
    request.signal?.addEventListener('abort', stopped, { once: true });
    if (request.signal?.aborted) stopped();
    try {
      response = await this.open(request.url, request, stop.signal, request.redirects ?? 0).catch((error: unknown) => {
        throw failure ?? (isUnreachable(error) || proxyGaveUp(error) ? unreachable() : error instanceof DownloadError ? error : new DownloadError('status', host, proxyStatus(error), proxy));
      });
      const declared = Number(response.headers['content-length']);
      if (declared > request.bound.maxBytes) throw new DownloadError('tooBig', host, 0, proxy);
      return await consume(capped(response, request.bound.maxBytes, () => new DownloadError('tooBig', host, 0, proxy)));
    } catch (error) {
      if (failure) throw failure;
      if (isUnreachable(error)) throw unreachable();
      throw error;
    } finally {
      clearTimeout(deadline);
      clearTimeout(noAnswer);
      request.signal?.removeEventListener('abort', stopped);
      response?.destroy();
      release();
    }
  }

  /** The whole body in memory: only for what is small by its cap (packuments, the catalogue, ZIPs). */
  buffer(request: DownloadRequest): Promise<Buffer> {
    return this.stream(request, async (body) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk);
      return Buffer.concat(chunks);
    });
  }

  /** Resolves once the host answers anything at all (any status); throws DownloadError('unreachable') if it cannot be reached. */
  async reach(url: URL, signal?: AbortSignal): Promise<void> {
    const bound = { maxBytes: Number.MAX_SAFE_INTEGER, deadlineMs: this.options.budget.answerMs };
    await this.stream({ url, accept: '*/*', bound, signal }, () => Promise.resolve()).catch((error: unknown) => {
      if (error instanceof DownloadError && error.failure !== 'unreachable') return;
      throw error;
    });
  }

  private async open(url: URL, request: DownloadRequest, signal: AbortSignal, redirects: number): Promise<IncomingMessage> {
    const response = await openGet(url, {
      headers: { accept: request.accept, 'user-agent': 'Hearth (integration installer)' },
      signal,
      proxy: proxyFor(url, this.options.env),
      ca: this.options.ca,
    });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location && redirects > 0) {
      response.destroy();
      return this.open(new URL(location, url), request, signal, redirects - 1);
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new DownloadError('status', url.host, status, proxyFor(url, this.options.env)?.host);
    }
    return response;
  }
}
