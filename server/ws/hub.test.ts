// The upgrade path of the ws hub on a real HTTP server with a real database: a tiny channel stands
// in for the features that will register theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { openDatabase, type OpenDatabase } from '../db/client.js';
import { createAccount } from '../features/auth/auth.service.js';
import { createSession, hashToken, revokeToken } from '../features/auth/sessions.service.js';
import { socketCloseCodes } from '../../shared/constants.js';
import { rawRequest, upgradeRequest } from '../../tests/helpers/raw-http.js';
import { WsHub } from './hub.js';

const migrationsDir = resolve(import.meta.dirname, '../db/migrations');

let dir: string;
let database: OpenDatabase;
let http: Server;
let hub: WsHub;
let port: number;
let token: string;
const logs: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-hub-'));
  database = await openDatabase(dir, migrationsDir);
  const user = await createAccount(database.db, { fullName: 'Ada', username: 'ada', passwordDigest: '0'.repeat(32), isSuperAdmin: false });
  token = createSession(database.db, user.id);
  hub = new WsHub(database.db, (line) => logs.push(line));
  hub.register({
    name: 'echo',
    match: (pathname) => (pathname.startsWith('/echo/') ? pathname.slice('/echo/'.length) : null),
    authorize: ({ rest }) => {
      if (rest === 'boom') throw new Error('authorize failed');
      return rest === 'not-yours' ? 404 : null;
    },
    open(socket, { user: owner, rest }) {
      if (rest === 'explode') throw new Error('open failed');
      socket.send(`hello ${owner.username} ${rest}`);
      socket.on('message', (data: Buffer) => socket.send(`echo ${data.toString()}`));
    },
  });
  http = createServer((_req, res) => res.end('plain'));
  http.on('upgrade', hub.handleUpgrade);
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  port = (http.address() as AddressInfo).port;
});

afterAll(async () => {
  hub.close();
  await new Promise((done) => http.close(done));
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a client and resolves with its first message, or rejects with the refusing status. */
function connectTo(path: string): Promise<{ socket: WebSocket; first: string }> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    socket.once('message', (data: Buffer) => done({ socket, first: data.toString() }));
    socket.once('unexpected-response', (_req, res) => fail(new Error(`status ${res.statusCode}`)));
    socket.once('close', (code) => fail(new Error(`closed ${code}`)));
    socket.once('error', () => undefined);
  });
}

describe('WsHub upgrades', () => {
  it('upgrades a live token on a channel path and hands the channel the user and the rest of the path', async () => {
    const { socket, first } = await connectTo(`/echo/cam-7?token=${token}`);
    expect(first).toBe('hello ada cam-7');
    const reply = new Promise<string>((done) => socket.once('message', (data: Buffer) => done(data.toString())));
    socket.send('ping');
    expect(await reply).toBe('echo ping');
    socket.close();
  });

  it('refuses a bad or missing token with 401 before looking at the path', async () => {
    await expect(connectTo('/echo/cam-7?token=wrong')).rejects.toThrow('status 401');
    await expect(connectTo('/echo/cam-7')).rejects.toThrow('status 401');
  });

  it('answers 404 for a live token on a path no channel serves (whole-path match, no prefixes)', async () => {
    await expect(connectTo(`/echoes/x?token=${token}`)).rejects.toThrow('status 404');
    await expect(connectTo(`/echo?token=${token}`)).rejects.toThrow('status 404');
    await expect(connectTo(`/?token=${token}`)).rejects.toThrow('status 404');
  });

  it("answers the channel's own refusal from authorize()", async () => {
    await expect(connectTo(`/echo/not-yours?token=${token}`)).rejects.toThrow('status 404');
  });

  it('answers 400 to an upgrade on a channel path without Sec-WebSocket-Key', async () => {
    const res = await rawRequest(port, upgradeRequest(`/echo/cam-7?token=${token}`, ['Sec-WebSocket-Key']));
    expect(res.status).toBe(400);
  });

  it('answers 500 and logs when authorize() throws, and closes with 1011 when open() throws', async () => {
    await expect(connectTo(`/echo/boom?token=${token}`)).rejects.toThrow('status 500');
    await expect(connectTo(`/echo/explode?token=${token}`)).rejects.toThrow('closed 1011');
    expect(logs.some((line) => line.includes('authorize failed'))).toBe(true);
    expect(logs.some((line) => line.includes('open failed'))).toBe(true);
    const { first, socket } = await connectTo(`/echo/after?token=${token}`);
    expect(first).toBe('hello ada after');
    socket.close();
  });

  it('closes the sockets of a session that ended with 4401, tells its listeners first, and leaves live ones open', async () => {
    const user = await createAccount(database.db, { fullName: 'Bo', username: 'bo', passwordDigest: '1'.repeat(32), isSuperAdmin: false });
    const [leaving, staying] = [createSession(database.db, user.id), createSession(database.db, user.id)];
    const gone = await connectTo(`/echo/a?token=${leaving}`);
    const kept = await connectTo(`/echo/b?token=${staying}`);
    const told: string[][] = [];
    hub.onSessionsEnded((ended) => told.push([...ended]));
    const closed = new Promise<number>((done) => gone.socket.once('close', (code) => done(code)));
    hub.closeEndedSessions();
    expect(told).toEqual([]);
    revokeToken(database.db, leaving);
    hub.closeEndedSessions();
    expect(told).toEqual([[hashToken(leaving)]]);
    expect(await closed).toBe(socketCloseCodes.sessionEnded);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
    kept.socket.close();
  });
});
