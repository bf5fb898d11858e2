// Issue 25 item 4: a session that ends takes its open sockets with it. A revoked user must not keep
// watching a camera (or the device states) over a socket opened while the session was live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, loginAdmin, loginAs, startTestServer, type TestServer } from '../helpers/server.js';
import { openStatusSocket, upgradeStatus } from '../helpers/devices.js';
import { ffmpegPids } from '../helpers/ffmpeg.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { socketCloseCodes } from '../../shared/constants.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';

let server: TestServer;
let camera: TestCamera;
let admin: string;

beforeAll(async () => {
  [server, camera] = await Promise.all([startTestServer({ isHostMode: true }), startCamera()]);
  admin = await loginAdmin(server);
}, 30_000);
afterAll(async () => {
  await Promise.all([server?.stop(), camera?.stop()]);
}, 30_000);

let serial = 0;
/** A new account made by the admin; answers its id and a signed-in token. */
async function newUser(): Promise<{ id: string; token: string; username: string; password: string }> {
  serial += 1;
  const username = `viewer${serial}`;
  const password = 'secret-1';
  const res = await call<string>(server, 'POST', '/accounts/save', { token: admin, body: { fullName: username, username, siteName: 'Home', password } });
  expect(res.status).toBe(200);
  return { id: res.body.userId as string, token: await loginAs(server, username, password), username, password };
}

interface Watched {
  ws: WebSocket;
  /** The close code, once the server ended the socket. */
  closed: Promise<number>;
}

/** A live-video viewer of a new stream listing of `token`'s user, once its first frame arrived. */
async function watchCamera(token: string): Promise<Watched> {
  const saved = await call<string>(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Porch', linkURL: camera.url() } });
  const id = (saved.body as unknown as { data: StreamSaved }).data.listing._id;
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/${id}?token=${token}`);
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('message', () => resolve());
    ws.once('error', reject);
  });
  return { ws, closed };
}

/** A device-status socket with its close code. */
async function watchDevices(token: string): Promise<Watched> {
  const socket = await openStatusSocket(server, token);
  const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
  return { ws: socket.ws, closed };
}

/** The close code, or 'open' if the socket is still open after `ms` (the bug this file is about). */
function closeCode(socket: Watched, ms = 5000): Promise<number | 'open'> {
  return Promise.race([socket.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
}

async function expectEnded(sockets: Watched[], token: string): Promise<void> {
  expect(await Promise.all(sockets.map((socket) => closeCode(socket)))).toEqual(sockets.map(() => socketCloseCodes.sessionEnded));
  // The relay had no other viewer: it stops now, not after the 10 s grace for a viewer who left.
  await expect.poll(() => ffmpegPids().length, { timeout: 5000, interval: 100 }).toBe(0);
  expect(await upgradeStatus(server, `/?token=${token}`)).toBe(401);
}

describe('a session that ends closes its sockets and stops their relays', () => {
  it('on logout', async () => {
    const user = await newUser();
    const sockets = [await watchCamera(user.token), await watchDevices(user.token)];
    expect((await call(server, 'POST', '/logout', { token: user.token })).status).toBe(200);
    await expectEnded(sockets, user.token);
  }, 30_000);

  it('on a password reset by the admin', async () => {
    const user = await newUser();
    const sockets = [await watchCamera(user.token), await watchDevices(user.token)];
    expect((await call(server, 'POST', `/accounts/password/${user.id}`, { token: admin, body: { password: 'reset-by-admin' } })).status).toBe(200);
    await expectEnded(sockets, user.token);
  }, 30_000);

  it("on a password change: the user's other sessions end, the one that changed it stays", async () => {
    const user = await newUser();
    const elsewhere = await loginAs(server, user.username, user.password);
    const theirs = [await watchCamera(elsewhere), await watchDevices(elsewhere)];
    const own = await watchDevices(user.token);
    expect((await call(server, 'POST', `/accounts/password/${user.id}`, { token: user.token, body: { password: 'changed-1' } })).status).toBe(200);
    await expectEnded(theirs, elsewhere);
    expect(own.ws.readyState).toBe(WebSocket.OPEN);
    own.ws.close();
  }, 30_000);

  it('on account deletion', async () => {
    const user = await newUser();
    const sockets = [await watchCamera(user.token), await watchDevices(user.token)];
    expect((await call(server, 'GET', `/accounts/delete/${user.id}`, { token: admin })).status).toBe(200);
    await expectEnded(sockets, user.token);
  }, 30_000);

  it("leaves other users' sockets and a shared camera's relay alone", async () => {
    const [leaving, staying] = [await newUser(), await newUser()];
    const gone = await watchCamera(leaving.token);
    const kept = await watchCamera(staying.token);
    const pids = ffmpegPids();
    expect((await call(server, 'POST', '/logout', { token: leaving.token })).status).toBe(200);
    expect(await closeCode(gone)).toBe(socketCloseCodes.sessionEnded);
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    expect(ffmpegPids()).toEqual(pids);
    kept.ws.close();
    await expect.poll(() => ffmpegPids().length, { timeout: 15_000, interval: 250 }).toBe(0);
  }, 40_000);
});
