// requireSuperAdmin has no route of its own yet (accounts and integrations will use it): checked
// here on a tiny Express app with the real middleware, error handler and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../db/client.js';
import { createAccount } from '../features/auth/auth.service.js';
import { createSession } from '../features/auth/sessions.service.js';
import { LoginLimiter } from '../features/auth/login-limiter.js';
import { messages } from '../../shared/messages.js';
import { requireAuth, requireSuperAdmin } from './auth.js';
import { errorHandler } from './errors.js';

let dir: string;
let database: OpenDatabase;
let app: express.Express;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-auth-'));
  database = await openDatabase(dir, resolve(import.meta.dirname, '../db/migrations'));
  const admin = await createAccount(database.db, { fullName: 'Admin', username: 'root', passwordDigest: '0'.repeat(32), isSuperAdmin: true });
  const user = await createAccount(database.db, { fullName: 'User', username: 'user', passwordDigest: '0'.repeat(32), isSuperAdmin: false });
  adminToken = createSession(database.db, admin.id);
  userToken = createSession(database.db, user.id);
  app = express();
  app.use(requireAuth({ db: database.db, loginLimiter: new LoginLimiter(), clock: Date.now }));
  app.get('/admin-only', (req, res) => {
    const admin = requireSuperAdmin(req, 'hearth');
    res.json({ error: false, message: admin.username });
  });
  app.get('/original-admin-only', (req, res) => {
    const admin = requireSuperAdmin(req, 'original');
    res.json({ error: false, message: admin.username });
  });
  app.use(errorHandler(() => undefined));
});
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('requireSuperAdmin', () => {
  it('answers 403 "You are not allowed to do this." to a signed-in ordinary user on a route of Hearth\'s own', async () => {
    const res = await request(app).get('/admin-only').set('authorization', `Bearer ${userToken}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: true, message: messages.forbidden });
  });

  it('answers 400 "You are not allowed to do this." on an original route, whose client signs out on 403', async () => {
    const res = await request(app).get('/original-admin-only').set('authorization', `Bearer ${userToken}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.forbidden });
  });

  it('lets a super admin through', async () => {
    const res = await request(app).get('/admin-only').set('authorization', `bearer ${adminToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'root' });
  });

  it('answers 401 before 403 without a token', async () => {
    const res = await request(app).get('/admin-only');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: true, message: messages.unauthorized });
  });
});
