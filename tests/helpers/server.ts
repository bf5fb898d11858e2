import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { startServer, type RunningServer, type StartOptions } from '../../server/index.js';
import { testServerEnv } from './test-server-env.js';

export interface TestServer extends RunningServer {
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

export const adminCredentials = { username: 'admin', password: 'correct horse battery' };

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** A real server on port 0 with a fresh SQLite file in a temp folder. */
export async function startTestServer(options: StartOptions & { withAdmin?: boolean } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hearth-test-'));
  const logs: string[] = [];
  const { withAdmin = true, ...rest } = options;
  let server: RunningServer;
  try {
    server = await startServer({
      host: '127.0.0.1',
      port: 0,
      log: (line) => logs.push(line),
      admin: withAdmin ? adminCredentials : undefined,
      ...rest,
      env: { ...(await testServerEnv()), ...rest.env },
      dataDir,
    });
  } catch (error) {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return Object.assign(server, {
    dataDir,
    logs,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { error: boolean; message: T } & Record<string, unknown>;
}

/** One JSON call against a test server. */
export async function call<T = unknown>(
  server: { url: string },
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const res = await fetch(`${server.url}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as ApiAnswer<T>['body']) : ({} as ApiAnswer<T>['body']) };
}

export async function loginAs(server: { url: string }, username: string, password: string): Promise<string> {
  const res = await call<{ token: string }>(server, 'POST', '/login', { body: { username, password: md5(password) } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.message.token;
}

export function loginAdmin(server: { url: string }): Promise<string> {
  return loginAs(server, adminCredentials.username, adminCredentials.password);
}

/**
 * Adds an ordinary user straight into the server's SQLite file (a second connection; WAL allows
 * it), until the accounts API exists. Returns a signed-in token.
 */
export async function createUser(server: TestServer, username: string, password = 'password-123'): Promise<string> {
  const { default: Database } = await import('better-sqlite3');
  const { drizzle } = await import('drizzle-orm/better-sqlite3');
  const schema = await import('../../server/db/schema/index.js');
  const { createAccount } = await import('../../server/features/auth/auth.service.js');
  const sqlite = new Database(join(server.dataDir, 'hearth.db'));
  try {
    await createAccount(drizzle(sqlite, { schema }), { fullName: username, username, passwordDigest: md5(password), isSuperAdmin: false });
  } finally {
    sqlite.close();
  }
  return loginAs(server, username, password);
}

/**
 * One JSON call sent from a chosen loopback address (127.0.0.2, 127.0.0.3, …: all of 127/8 is
 * this machine), so tests can act as several clients. Extra headers are sent as given.
 */
export function callFrom<T = unknown>(
  server: { port: number },
  localAddress: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, localAddress, method, path: `/api/v1${path}`, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') answerHeaders.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, body: text ? (JSON.parse(text) as ApiAnswer<T>['body']) : ({} as ApiAnswer<T>['body']) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
