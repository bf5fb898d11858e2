// Issue 45 item 5: /api/v1/openapi.json, generated from the shared zod contracts. The document
// must be valid OpenAPI 3.1, name only routes that exist, and say truly what an API key may do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, type TestServer } from '../helpers/server.js';
import { concrete, routes, startServerWithApp, type ExpressApp } from '../helpers/routes.js';
import { operations } from '../../server/features/openapi/operations.js';
import { openApiPath } from '../../server/features/openapi/openapi-document.js';
import { messages } from '../../shared/messages.js';
import type { CreatedApiKey } from '../../shared/contracts/api-keys.js';

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { 'x-hearth-api-key': string; requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: Record<string, { enum?: string[] }> } }> } }>>;
}

let server: TestServer;
let app: ExpressApp | null = null;
let doc: Document;
let text: string;

beforeAll(async () => {
  ({ server, app } = await startServerWithApp());
  const res = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  text = await res.text();
  doc = JSON.parse(text) as Document;
});
afterAll(() => server.stop());

describe('GET /api/v1/openapi.json', () => {
  it('is OpenAPI 3.x JSON, served without a token', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Hearth API');
  });

  it('lists the key routes, with the create body from the shared contract', () => {
    expect(Object.keys(doc.paths['/api/v1/account/keys'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/account/keys/{id}'] ?? {})).toEqual(['delete']);
    const body = doc.paths['/api/v1/account/keys']?.post?.requestBody?.content['application/json']?.schema;
    expect(body?.required?.sort()).toEqual(['expiresInDays', 'name', 'scope']);
    expect(body?.properties?.scope?.enum).toEqual(['read', 'write']);
  });

  it('lists the listing and widget routes', () => {
    expect(doc.paths['/api/v1/listing/save/link']?.post).toBeDefined();
    expect(doc.paths['/api/v1/listing/folder/{id}/list']?.get).toBeDefined();
    expect(Object.keys(doc.paths['/api/v1/widgets/{widgetId}'] ?? {}).sort()).toEqual(['delete', 'put']);
  });

  it('names only routes the server has', () => {
    const mounted = new Set(routes(app?.router.stack ?? []).map((r) => `${r.method.toLowerCase()} ${r.path}`));
    expect(mounted.size).toBeGreaterThan(100);
    const missing = operations.filter((op) => !mounted.has(`${op.method} /api/v1${op.path}`)).map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(operations.map((op) => openApiPath(op.path)))].sort());
  });

  it('says truly which routes refuse a key, and which refuse a read key', async () => {
    const admin = await loginAdmin(server);
    const make = async (scope: 'read' | 'write') => (await call<CreatedApiKey>(server, 'POST', '/account/keys', { token: admin, body: { name: scope, scope, expiresInDays: 1 } })).body.message.key;
    const [read, write] = [await make('read'), await make('write')];
    // A refused call is refused before anything runs, so every documented refusal is tried for real.
    const checked: string[] = [];
    for (const op of operations) {
      const token = op.keys === 'refused' ? write : op.keys === 'write' ? read : null;
      if (!token) continue;
      const res = await call(server, op.method.toUpperCase(), concrete(op.path), { token, body: op.method === 'get' || op.method === 'delete' ? undefined : {} });
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
      expect(res.body.message).toBe(op.keys === 'refused' ? messages.apiKeyNotHere : messages.apiKeyReadOnly);
      checked.push(op.path);
    }
    expect(checked.length).toBeGreaterThan(10);
    expect(text).not.toContain(read);
  });
});
