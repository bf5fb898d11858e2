import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { DockerAddress, DockerEngineInfo } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import { describeAddress, engineTarget } from './engine-address.js';
import { negotiateApiVersion } from './api-version.js';
import { EngineError } from './engine-error.js';

export { EngineError };

/** TLS material for a tcp:// engine (PEM); a CA alone verifies the engine without a client certificate. */
export interface EngineTls {
  ca: string | null;
  cert: string | null;
  key: string | null;
}

export interface EngineConnection {
  address: DockerAddress;
  tls: EngineTls | null;
  platform: NodeJS.Platform;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean>;
  timeoutMs?: number;
  maxBytes?: number;
}

const defaultTimeoutMs = 10_000;
const defaultMaxBytes = 16 * 1024 * 1024;

/**
 * The Docker Engine API over plain HTTP: a unix socket, a Windows named pipe or tcp (with TLS
 * client certificates). Every call has a deadline and a size cap; whatever goes wrong (no socket,
 * no permission, an engine that hangs, answers garbage or hangs up mid-answer) comes back as an
 * EngineError saying so. The API version is negotiated once (the lower of the engine's and ours).
 */
export class EngineClient {
  private version: Promise<DockerEngineInfo> | null = null;
  readonly where: string;
  /**
   * Short calls reuse their connections (live stats sample every container every few seconds);
   * streams (logs, events) get a connection of their own, so one held open never blocks a call.
   */
  private readonly agent: HttpAgent;

  constructor(private readonly connection: EngineConnection) {
    this.where = describeAddress(connection.address);
    const pool = { keepAlive: true, maxSockets: 8, maxFreeSockets: 8, timeout: 30_000 };
    this.agent = connection.tls && connection.address.kind === 'tcp' ? new HttpsAgent(pool) : new HttpAgent(pool);
  }

  /** Closes the pooled connections (the host was edited or deleted, or the server closes). */
  close(): void {
    this.agent.destroy();
  }

  /** The engine's version and the API version in use (asked once, again after a failure). */
  info(): Promise<DockerEngineInfo> {
    this.version ??= this.call<Record<string, unknown>>('/version', { timeoutMs: 5_000 }).then((body) => negotiateApiVersion(body, this.where), (error: unknown) => {
      this.version = null;
      throw error;
    });
    return this.version;
  }

  /** A versioned API call answered with JSON (or null for an empty answer, e.g. 204). */
  async json<T>(path: string, options: CallOptions = {}): Promise<T> {
    const { apiVersion } = await this.info();
    return this.call<T>(`/v${apiVersion}${path}`, options);
  }

  /**
   * A versioned call whose answer is read as a stream (logs, stats). Resolves once the headers
   * came (within the deadline); the caller reads the body and must handle its 'error' and 'close'.
   */
  async stream(path: string, options: CallOptions = {}): Promise<IncomingMessage> {
    const { apiVersion } = await this.info();
    const res = await this.open(`/v${apiVersion}${path}`, options, false);
    if (res.statusCode !== undefined && res.statusCode >= 400) {
      const body = await this.readBody(res, 64 * 1024, options.timeoutMs ?? defaultTimeoutMs);
      throw this.statusError(res.statusCode, body);
    }
    return res;
  }

  private async call<T>(path: string, options: CallOptions): Promise<T> {
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    const started = Date.now();
    const res = await this.open(path, options, true);
    const body = await this.readBody(res, options.maxBytes ?? defaultMaxBytes, Math.max(1, timeoutMs - (Date.now() - started)));
    const status = res.statusCode ?? 0;
    if (status >= 400) throw this.statusError(status, body);
    if (body.length === 0) return null as T;
    try {
      return JSON.parse(body.toString('utf8')) as T;
    } catch {
      throw new EngineError(m.notJson(this.where), status);
    }
  }

  private statusError(status: number, body: Buffer): EngineError {
    let detail = '';
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { message?: unknown };
      if (typeof parsed.message === 'string') detail = parsed.message.slice(0, 300);
    } catch {
      return new EngineError(m.notJson(this.where), status);
    }
    return new EngineError(m.engineError(this.where, status, detail), status);
  }

  private open(path: string, options: CallOptions, pooled: boolean): Promise<IncomingMessage> {
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    return new Promise((resolve, reject) => {
      let target;
      try {
        target = engineTarget(this.connection.address, this.connection);
      } catch (error) {
        reject(new EngineError(error instanceof Error ? error.message : String(error)));
        return;
      }
      const query = new URLSearchParams(Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)])).toString();
      const tls = 'host' in target ? this.connection.tls : null;
      const base: RequestOptions = { method: options.method ?? 'GET', path: query ? `${path}?${query}` : path, headers: { Host: 'docker', Accept: 'application/json' }, agent: pooled ? this.agent : false };
      const settings = 'socketPath' in target ? { ...base, socketPath: target.socketPath } : { ...base, host: target.host, port: target.port };
      let req;
      try {
        req = tls ? httpsRequest({ ...settings, ...(tls.ca ? { ca: tls.ca } : {}), ...(tls.cert ? { cert: tls.cert } : {}), ...(tls.key ? { key: tls.key } : {}) }) : httpRequest(settings);
      } catch (error) {
        // OpenSSL refuses the saved PEM material before any connection is made.
        reject(this.explain(error));
        return;
      }
      const timer = setTimeout(() => req.destroy(new EngineError(m.timedOut(this.where, Math.round(timeoutMs / 1000)))), timeoutMs);
      req.once('response', (res) => {
        clearTimeout(timer);
        resolve(res);
      });
      req.once('error', (error) => {
        clearTimeout(timer);
        reject(this.explain(error));
      });
      req.end();
    });
  }

  private readBody(res: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = (error: EngineError | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (error) {
          res.destroy();
          reject(error);
        } else resolve(Buffer.concat(chunks));
      };
      const timer = setTimeout(() => finish(new EngineError(m.timedOut(this.where, Math.round(timeoutMs / 1000)))), timeoutMs);
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return finish(new EngineError(m.tooLarge(this.where)));
        chunks.push(chunk);
      });
      res.once('end', () => finish(null));
      res.once('error', () => finish(new EngineError(m.closedEarly(this.where))));
      // 'close' without 'end': the engine hung up mid-answer.
      res.once('close', () => finish(new EngineError(m.closedEarly(this.where))));
    });
  }

  private explain(error: unknown): EngineError {
    if (error instanceof EngineError) return error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const text = error instanceof Error ? error.message : String(error);
    const path = this.connection.address.kind === 'tcp' ? '' : this.connection.address.path;
    if (code === 'ENOENT') return new EngineError(m.socketMissing(path));
    if (code === 'EACCES' || code === 'EPERM') return new EngineError(m.socketDenied(path));
    if (code === 'ECONNREFUSED') return new EngineError(m.refusedConnection(this.where));
    if (code === 'ECONNRESET' || code === 'EPIPE') return new EngineError(m.closedEarly(this.where));
    if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.startsWith('ERR_OSSL') || /^error:[0-9A-F]+:/.test(text) || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return new EngineError(m.tlsFailed(this.where, text));
    if (code === 'HPE_INVALID_CONSTANT' || code.startsWith('HPE_')) return new EngineError(m.notJson(this.where));
    return new EngineError(m.unreachable(this.where, text));
  }
}
