// The container image for home servers, built from the real Dockerfile with Debian's podman and
// run as a home server would run it: health, sign-in, HTTPS, ffmpeg, ping, sharp, an integration
// in its own process, data kept on the volume across a re-created container, and a SIGTERM
// answered by Hearth's own clean shutdown. The build takes minutes, so it happens once, here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpsRequest } from 'node:https';
import sharp from 'sharp';
import { createTestNamespace, type TestNamespace } from '../helpers/netns.js';
import { call, loginAs } from '../helpers/server.js';
import { linkIcon } from '../helpers/listings.js';
import { makePodman, podmanMissing, type Podman } from './podman.js';
import { missing } from '../helpers/prerequisites.js';
import { buildHearthImage, healthy, hearthImage, httpsPort, runHearth, type BuiltImage, type HearthContainer } from './hearth-image.js';

const admin = { username: 'admin', password: 'container-admin-password' };
const adminEnv = { HEARTH_ADMIN_USERNAME: admin.username, HEARTH_ADMIN_PASSWORD: admin.password };
const volume = 'hearth-data';
const podmanLack = podmanMissing();
const setupMs = 45 * 60_000;
/** One check: a few podman calls, a container start at most. */
const checkMs = 90_000;

// .ci/run installs podman, runc and debootstrap: under CI their absence fails, here it skips.
describe.skipIf(missing('podman, runc and debootstrap (.ci/run installs them)', podmanLack))(`container image (Dockerfile, podman)${podmanLack ? ` (skipped: ${podmanLack})` : ''}`, () => {
  let podman: Podman;
  let namespace: TestNamespace;
  let image: BuiltImage;
  let hearth: HearthContainer;
  let token = '';

  const exec = (...args: string[]) => podman.run(['exec', hearth.name, ...args]);
  /** A throw-away container of the image, without networking, running one command. */
  const once = (options: string[], ...command: string[]) => podman.run(['run', '--rm', '--network', 'none', ...options, hearthImage, ...command]);

  beforeAll(async () => {
    podman = makePodman('image-test');
    const made = createTestNamespace('ctr');
    if (typeof made === 'string') throw new Error(made);
    namespace = made;
    image = await buildHearthImage(podman, (line) => console.log(`container image: ${line}`));
    console.log(`container image: base ${(image.baseMs / 1000).toFixed(0)} s, build ${(image.buildMs / 1000).toFixed(0)} s, ${(image.sizeBytes / 1e6).toFixed(1)} MB`);
    podman.sync(['volume', 'create', volume]);
    hearth = await runHearth(podman, { name: 'hearth-1', volume, namespace, env: adminEnv });
    await healthy(hearth.origin);
    token = await loginAs({ url: hearth.origin }, admin.username, admin.password);
  }, setupMs);

  afterAll(() => {
    podman?.remove();
    namespace?.remove();
  }, 10 * 60_000);

  it("declares the HEALTHCHECK, which passes while Hearth's /api/v1/health answers", async () => {
    const check = JSON.parse(podman.sync(['image', 'inspect', '--format', '{{json .Config.Healthcheck}}', hearthImage])) as { Test: string[] };
    expect(check.Test).toEqual(['CMD', '/usr/local/bin/node', '/app/healthcheck.mjs']);
    const ran = await podman.run(['healthcheck', 'run', hearth.name]);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    const res = await call({ url: hearth.origin }, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({ status: 'ok', database: 'connected' });
  }, checkMs);

  it('runs Hearth as the hearth user (uid 1000) under tini, with its data in /data', async () => {
    expect(podman.sync(['image', 'inspect', '--format', '{{.Config.User}} {{json .Config.Entrypoint}} {{json .Config.ExposedPorts}}', hearthImage]).trim()).toBe(
      '1000:1000 ["/usr/bin/tini","--"] {"7420/tcp":{},"7443/tcp":{}}',
    );
    const ids = await exec('node', '-e', 'const fs = require("node:fs"); console.log(process.getuid(), fs.statSync("/data").uid, fs.readFileSync("/proc/1/comm", "utf8").trim(), fs.existsSync("/data/hearth.db"))');
    expect(ids.stdout.trim()).toBe('1000 1000 tini true');
  }, checkMs);

  it('signs the administrator in (md5 of the password, as the spec says) and refuses a wrong password', async () => {
    expect(token).toMatch(/\S{20,}/);
    const wrong = await call({ url: hearth.origin }, 'POST', '/login', { body: { username: admin.username, password: 'f'.repeat(32) } });
    expect(wrong.status).toBe(400);
  }, checkMs);

  it('serves HTTPS on 7443 with a certificate from its own CA that covers its LAN address', async () => {
    const ca = await (await fetch(`${hearth.origin}/api/v1/https/ca.crt`)).text();
    expect(ca).toContain('BEGIN CERTIFICATE');
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpsRequest({ host: hearth.address, port: httpsPort, path: '/api/v1/health', ca, timeout: 10_000 }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  }, checkMs);

  it("finds ffmpeg and pings 127.0.0.1 with the server's own checks (checkTools, as the desktop self-test)", async () => {
    const script = "const { checkTools } = await import('/app/dist/server/index.js'); console.log(JSON.stringify(await checkTools()));";
    const ran = await exec('node', '--input-type=module', '-e', script);
    expect(ran.code, ran.stderr).toBe(0);
    const checks = JSON.parse(ran.stdout) as { name: string; ok: boolean; detail: string }[];
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ['ffmpeg', true],
      ['ping', true],
    ]);
    expect(checks[0]?.detail).toContain('/app/node_modules/@ffmpeg-installer/');
  }, checkMs);

  it('pings as the hearth user through the file capability where NET_RAW is granted, through ICMP datagram sockets where ping_group_range allows, and says why with neither', async () => {
    const ping = ['ping', '-c', '1', '-W', '2', '127.0.0.1'];
    const withRaw = await once(['--cap-add', 'NET_RAW'], ...ping);
    expect(withRaw.code, withRaw.stderr).toBe(0);
    const withGroupRange = await once(['--cap-drop', 'NET_RAW', '--sysctl', 'net.ipv4.ping_group_range=0 2147483647'], ...ping);
    expect(withGroupRange.code, withGroupRange.stderr).toBe(0);
    // Without either, ping still starts (the capability is permitted, not effective) and says why.
    const neither = await once(['--cap-drop', 'NET_RAW', '--sysctl', 'net.ipv4.ping_group_range=1 0'], ...ping);
    expect(neither.code).not.toBe(0);
    expect(neither.stderr).toContain('cap_net_raw');
  }, checkMs);

  it('resizes an uploaded icon with sharp and keeps it in /data/uploads', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#3a7bd5' } }).png().toBuffer();
    form.append('icon', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${hearth.origin}/api/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as { data?: { iconPath?: string } };
    expect(res.status).toBe(200);
    const served = await fetch(`${hearth.origin}/images/${body.data?.iconPath ?? ''}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 128]);
  }, checkMs);

  it('draws a built-in brand icon from simple-icons', async () => {
    const res = await fetch(`${hearth.origin}/iconpacks/simple-icons/github.svg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>GitHub</title>');
  }, checkMs);

  it('reads a JSON body in UTF-16 through the real iconv-lite (the bundle decodes only UTF-8 itself)', async () => {
    const res = await fetch(`${hearth.origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-16le' },
      body: Buffer.from(JSON.stringify({ username: admin.username, password: 'f'.repeat(32) }), 'utf16le'),
    });
    // The wrong-password answer: the body was decoded and read (a missing iconv-lite fails first).
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/password/i);
  }, checkMs);

  it('runs the built-in Site Status integration in its own runtime process', async () => {
    // A page inside the container for it to check (integrations reach 127.0.0.1 there).
    const site = await podman.run(['exec', '--detach', hearth.name, 'node', '-e', "require('node:http').createServer((q, r) => r.end('up')).listen(8080, '127.0.0.1')"]);
    expect(site.code, site.stderr).toBe(0);
    expect((await call({ url: hearth.origin }, 'GET', '/app/com.hearth.status/install', { token })).status).toBe(200);
    const saved = await call<never>({ url: hearth.origin }, 'POST', '/listing/save/link', {
      token,
      body: { linkName: 'Inside', linkIcon, linkURL: 'http://127.0.0.1:8080/', showInSidebar: false, showOnFeatured: false, integration: { package: 'com.hearth.status', config: {} } },
    });
    const link = saved.body.data as { _id: string; integration: { _id: string } };
    expect(saved.status).toBe(200);
    const ran = await call({ url: hearth.origin }, 'GET', `/app/run/${link._id}/${link.integration._id}`, { token });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(String(ran.body.html)).toContain('Up');
    expect(podman.sync(['logs', hearth.name])).toMatch(/^Integrations run in .*$/m);
  }, checkMs);

  it('answers SIGTERM (podman stop) by shutting down cleanly, and a re-created container on the same volume has every write', async () => {
    const saved = await call({ url: hearth.origin }, 'POST', '/listing/save/link', {
      token,
      body: { linkName: 'Written just before the stop', linkIcon, linkURL: 'https://example.org/kept', showInSidebar: false, showOnFeatured: true },
    });
    expect(saved.status).toBe(200);
    const id = (saved.body.data as { _id: string })._id;

    const started = performance.now();
    const stopped = await podman.run(['stop', '--time', '10', hearth.name], 30_000);
    const stopMs = performance.now() - started;
    console.log(`container image: podman stop took ${stopMs.toFixed(0)} ms`);
    expect(stopped.code, stopped.stderr).toBe(0);
    // Exit code 0 is Hearth's own process.exit(0) after close(); podman's SIGKILL at the 10 s
    // stop timeout would show 137.
    const state = JSON.parse(podman.sync(['inspect', '--format', '{{json .State}}', hearth.name])) as { ExitCode: number; Status: string };
    expect(state).toMatchObject({ Status: 'exited', ExitCode: 0 });
    expect(podman.sync(['logs', hearth.name])).toContain('Received SIGTERM, stopping Hearth…');

    podman.sync(['rm', hearth.name]);
    hearth = await runHearth(podman, { name: 'hearth-2', volume, namespace });
    await healthy(hearth.origin);
    const again = await loginAs({ url: hearth.origin }, admin.username, admin.password);
    const read = await call<{ listing: { listingName?: string } | null }>({ url: hearth.origin }, 'GET', `/listing/link/${id}`, { token: again });
    expect(read.status).toBe(200);
    expect(read.body.message.listing?.listingName).toBe('Written just before the stop');
    // The administrator came from the volume: HEARTH_ADMIN_* are not set this time.
    expect(podman.sync(['logs', hearth.name])).not.toContain('Created the administrator');
  }, checkMs);
});
