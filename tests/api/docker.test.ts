// Docker hosts and containers (issue 42) against a real engine: podman's Docker-compatible API on
// a unix socket, started once for this file. Containers run from a local busybox image with
// --network=none; the tests start, stop, restart and sicken them and read what the API says.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { missing } from '../helpers/prerequisites.js';
import { podmanEngineMissing, startPodmanEngine, type PodmanEngine } from '../helpers/podman-engine.js';
import { startBrokenEngines, type BrokenEngines } from '../helpers/broken-engines.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { dockerMessages as m } from '../../shared/messages.js';
import type { DockerContainer, DockerContainerList, DockerEngineInfo, DockerHost } from '../../shared/contracts/docker.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import { WebSocket } from 'ws';
import { dockerSocketPath, type DockerSocketMessage, type LinkContainer } from '../../shared/contracts/docker.js';
import { monitorMessages } from '../../shared/messages.js';
import { makeLink } from '../helpers/listings.js';
import { checkNow, monitor } from '../helpers/monitoring.js';
import { until } from '../helpers/until.js';

/** A containers socket that keeps every message it receives. */
async function openSocket(server: TestServer, token: string): Promise<{ ws: WebSocket; received: DockerSocketMessage[]; send(message: unknown): void }> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}${dockerSocketPath}?token=${token}`);
  const received: DockerSocketMessage[] = [];
  ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8')) as DockerSocketMessage));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, received, send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)) };
}

const fakePem = (kind: string, marker: string) => `-----BEGIN ${kind}-----\n${Buffer.from(marker.repeat(3)).toString('base64')}\n-----END ${kind}-----`;

describe.skipIf(missing('podman with busybox-static', podmanEngineMissing()))('Docker hosts and containers on podman', () => {
  let server: TestServer;
  let engine: PodmanEngine;
  let broken: BrokenEngines;
  let admin: string;
  let other: string;
  let hostId: string;

  beforeAll(async () => {
    [engine, broken, server] = await Promise.all([startPodmanEngine('docker-api'), startBrokenEngines(), startTestServer()]);
    admin = await loginAdmin(server);
    other = await createUser(server, 'neighbour');
    engine.run('web', { labels: { 'com.docker.compose.project': 'media', 'homepage.name': 'Web' } });
    engine.run('doctor', { healthCmd: 'cat /tmp/ok' });
    // Says whatever a test writes to /tmp/say, so a followed log gets a new line on cue.
    engine.run('talker', { command: ['sh', '-c', 'trap "exit 0" TERM; echo started; echo warming up >&2; while true; do if [ -f /tmp/say ]; then cat /tmp/say; rm /tmp/say; fi; sleep 0.2; done'] });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([engine?.stop(), broken?.close()]);
  });

  const containers = async (token = admin) => {
    const answer = await call<DockerContainerList>(server, 'GET', '/docker/containers', { token });
    expect(answer.status).toBe(200);
    return answer.body.message;
  };
  const container = async (name: string): Promise<DockerContainer | undefined> => (await containers()).items.find((item) => item.name === name);
  const addHost = (body: Record<string, unknown>, token = admin) => call<{ host: DockerHost }>(server, 'POST', '/docker/hosts', { token, body });

  describe('hosts', () => {
    it('adds the podman socket as a host (super admin)', async () => {
      const answer = await addHost({ name: 'Local podman', url: engine.url });
      expect(answer.status).toBe(201);
      expect(answer.body.message.host).toMatchObject({ name: 'Local podman', url: engine.url, kind: 'unix', discovery: true, tls: { ca: false, cert: false, key: false } });
      hostId = answer.body.message.host._id;
      const list = await call<{ items: DockerHost[] }>(server, 'GET', '/docker/hosts', { token: admin });
      expect(list.body.message.items.map((host) => host.name)).toEqual(['Local podman']);
    });

    it('answers 401 without a session and 403 to someone who is not a super admin', async () => {
      expect((await call(server, 'GET', '/docker/hosts')).status).toBe(401);
      expect((await call(server, 'GET', '/docker/containers')).status).toBe(401);
      for (const [method, path] of [
        ['GET', '/docker/hosts'],
        ['POST', '/docker/hosts'],
        ['PATCH', `/docker/hosts/${hostId}`],
        ['DELETE', `/docker/hosts/${hostId}`],
        ['POST', `/docker/hosts/${hostId}/test`],
        ['POST', `/docker/containers/${hostId}/web/stop`],
      ] as const) {
        const answer = await call(server, method, path, { token: other, ...(method === 'GET' ? {} : { body: { name: 'x', url: engine.url } }) });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.message).toBe(m.adminOnly);
      }
    });

    it('answers 404 for a host that does not exist', async () => {
      expect((await call(server, 'GET', '/docker/hosts/nope', { token: admin })).body.message).toBe(m.hostNotFound);
      expect((await call(server, 'POST', '/docker/hosts/nope/test', { token: admin })).status).toBe(404);
      expect((await call(server, 'PATCH', '/docker/hosts/nope', { token: admin, body: { name: 'x' } })).status).toBe(404);
      expect((await call(server, 'DELETE', '/docker/hosts/nope', { token: admin })).status).toBe(404);
    });

    it('refuses bad bodies with a message saying what to write', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ url: engine.url }, m.nameRequired],
        [{ name: 'x' }, m.urlRequired],
        [{ name: 'x', url: 'http://127.0.0.1:2375' }, m.urlInvalid],
        [{ name: 'x', url: 'tcp://127.0.0.1:99999' }, m.urlInvalid],
        [{ name: 'x', url: 'npipe:////./pipe/docker_engine' }, m.npipeNotHere],
        [{ name: 'x', url: engine.url, tlsCa: fakePem('CERTIFICATE', 'ca') }, m.tlsOnlyTcp],
        [{ name: 'x', url: 'tcp://127.0.0.1:2376', tlsCert: fakePem('CERTIFICATE', 'c') }, m.certNeedsKey],
        [{ name: 'x', url: 'tcp://127.0.0.1:2376', tlsKey: 'not pem' }, m.pemInvalid('client key')],
        [{ name: 'x', url: engine.url, discovery: 'yes' }, m.flagInvalid],
      ];
      for (const [body, message] of cases) {
        const answer = await addHost(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      expect((await addHost({ name: 'Local podman', url: engine.url })).status).toBe(409);
    });

    it('keeps the address and TLS material sealed: the database file holds none of it in clear', async () => {
      const closed = await sharedClosedPort();
      const cert = fakePem('CERTIFICATE', 'client-cert-marker');
      const key = fakePem('PRIVATE KEY', 'client-key-marker');
      const answer = await addHost({ name: 'Remote TLS', url: `tcp://127.0.0.1:${closed.port}`, tlsCa: fakePem('CERTIFICATE', 'ca-marker'), tlsCert: cert, tlsKey: key });
      expect(answer.status).toBe(201);
      const id = answer.body.message.host._id;
      expect(answer.body.message.host.tls).toEqual({ ca: true, cert: true, key: true });
      expect(JSON.stringify(answer.body)).not.toContain('PRIVATE KEY');
      const stored = Buffer.concat(['hearth.db', 'hearth.db-wal'].map((name) => join(server.dataDir, name)).filter(existsSync).map((file) => readFileSync(file)));
      for (const text of [cert, key, `127.0.0.1:${closed.port}`, engine.socketPath]) expect(stored.includes(Buffer.from(text))).toBe(false);
      // An edit that sends the masked value keeps the key; removing the certificate alone is refused.
      const kept = await call<{ host: DockerHost }>(server, 'PATCH', `/docker/hosts/${id}`, { token: admin, body: { tlsKey: secretIsSet, discovery: false } });
      expect(kept.body.message.host).toMatchObject({ discovery: false, tls: { ca: true, cert: true, key: true } });
      expect((await call(server, 'PATCH', `/docker/hosts/${id}`, { token: admin, body: { tlsCert: '' } })).body.message).toBe(m.certNeedsKey);
      const tested = await call(server, 'POST', `/docker/hosts/${id}/test`, { token: admin });
      expect(tested.status).toBe(502);
      // The made-up PEM is refused by OpenSSL before any connection: said as a TLS failure.
      expect(String(tested.body.message).startsWith(m.tlsFailed(`127.0.0.1:${closed.port}`, ''))).toBe(true);
      expect((await call(server, 'DELETE', `/docker/hosts/${id}`, { token: admin })).body.message).toBe(m.hostDeleted);
    });

    it('tests the connection: the engine, its version and the API version in use', async () => {
      const answer = await call<DockerEngineInfo>(server, 'POST', `/docker/hosts/${hostId}/test`, { token: admin });
      expect(answer.status).toBe(200);
      // podman 4.3 speaks API 1.41, older than Hearth's 1.43: the lower one is used.
      expect(answer.body.message).toMatchObject({ engine: 'Podman Engine', version: '4.3.1', engineApiVersion: '1.41', apiVersion: '1.41', os: 'linux' });
    });

    it('says what is wrong with a socket that does not exist', async () => {
      const answer = await addHost({ name: 'Gone', url: 'unix:///tmp/hearth-no-such-docker.sock' });
      const tested = await call(server, 'POST', `/docker/hosts/${answer.body.message.host._id}/test`, { token: admin });
      expect(tested.status).toBe(502);
      expect(tested.body.message).toBe(m.socketMissing('/tmp/hearth-no-such-docker.sock'));
      await call(server, 'DELETE', `/docker/hosts/${answer.body.message.host._id}`, { token: admin });
    });
  });

  describe('containers', () => {
    it('lists every container with its labels, compose project, state, uptime and health, to every signed-in user', async () => {
      const list = await containers(other);
      expect(list.hosts).toEqual([{ host: hostId, hostName: 'Local podman', ok: true, message: null, discovery: true }]);
      const web = list.items.find((item) => item.name === 'web');
      expect(web).toMatchObject({ host: hostId, hostName: 'Local podman', image: 'localhost/hearth-busybox:test', state: 'running', health: 'none', composeProject: 'media', ports: [] });
      expect(web?.labels).toMatchObject({ 'com.docker.compose.project': 'media', 'homepage.name': 'Web' });
      expect(Date.parse(web?.startedAt ?? '')).toBeGreaterThan(Date.parse(web?.createdAt ?? '') - 1000);
      expect(list.items.find((item) => item.name === 'doctor')?.health).toBe('starting');
    });

    it('shows a failing health check as unhealthy, and healthy once it passes', async () => {
      // The list follows the engine's events (or its max age): the change shows within seconds.
      engine.runHealthcheck('doctor');
      await until('doctor unhealthy', async () => (await container('doctor'))?.health === 'unhealthy');
      engine.podman.sync(['exec', 'doctor', 'touch', '/tmp/ok']);
      engine.runHealthcheck('doctor');
      await until('doctor healthy', async () => (await container('doctor'))?.health === 'healthy');
    });

    it('stops, starts and restarts a container, and the list follows', async () => {
      const stopped = await call<{ container: DockerContainer }>(server, 'POST', `/docker/containers/${hostId}/web/stop`, { token: admin });
      expect(stopped.status).toBe(200);
      expect(stopped.body.message.container).toMatchObject({ name: 'web', state: 'exited', startedAt: null });
      expect((await container('web'))?.state).toBe('exited');
      const started = await call<{ container: DockerContainer }>(server, 'POST', `/docker/containers/${hostId}/web/start`, { token: admin });
      expect(started.body.message.container.state).toBe('running');
      const before = started.body.message.container.startedAt;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const restarted = await call<{ container: DockerContainer }>(server, 'POST', `/docker/containers/${hostId}/web/restart`, { token: admin });
      expect(restarted.body.message.container.state).toBe('running');
      expect(Date.parse(restarted.body.message.container.startedAt ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    });

    it('answers 404 for a container or an action that does not exist', async () => {
      const answer = await call(server, 'POST', `/docker/containers/${hostId}/no-such-container/start`, { token: admin });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(m.containerNotFound);
      expect((await call(server, 'POST', `/docker/containers/${hostId}/web/explode`, { token: admin })).status).toBe(404);
    });
  });

  describe('engines that misbehave', () => {
    it('gives up on an engine that never answers, with a clear message and no stuck request', async () => {
      const host = (await addHost({ name: 'Hanging', url: broken.hanging })).body.message.host;
      const started = Date.now();
      const tested = await call(server, 'POST', `/docker/hosts/${host._id}/test`, { token: admin });
      expect(tested.status).toBe(502);
      expect(tested.body.message).toBe(m.timedOut(broken.hanging.slice('tcp://'.length), 5));
      expect(Date.now() - started).toBeLessThan(15_000);
      // The other hosts still list; the hanging one says why it has nothing.
      const list = await containers();
      expect(list.items.some((item) => item.name === 'web')).toBe(true);
      expect(list.hosts.find((status) => status.host === host._id)).toMatchObject({ ok: false, message: m.timedOut(broken.hanging.slice('tcp://'.length), 5) });
      await call(server, 'DELETE', `/docker/hosts/${host._id}`, { token: admin });
    });

    it('says an engine answering something else is not the Docker API', async () => {
      const host = (await addHost({ name: 'Web server', url: broken.garbage })).body.message.host;
      const tested = await call(server, 'POST', `/docker/hosts/${host._id}/test`, { token: admin });
      expect(tested.status).toBe(502);
      expect(tested.body.message).toBe(m.notJson(broken.garbage.slice('tcp://'.length)));
      await call(server, 'DELETE', `/docker/hosts/${host._id}`, { token: admin });
    });

    it('says the engine hung up when it closes in the middle of an answer', async () => {
      const host = (await addHost({ name: 'Flaky', url: broken.midStream })).body.message.host;
      const list = await containers();
      expect(list.hosts.find((status) => status.host === host._id)).toMatchObject({ ok: false, message: m.closedEarly(broken.midStream.slice('tcp://'.length)) });
      await call(server, 'DELETE', `/docker/hosts/${host._id}`, { token: admin });
    });
  });

  describe('the containers socket', () => {
    it('tails a log with both streams and follows it: a new line arrives as the container writes it', async () => {
      const socket = await openSocket(server, admin);
      try {
        socket.send({ type: 'logs', host: hostId, id: 'talker', tail: 50, follow: true });
        const lines = () => socket.received.flatMap((message) => (message.type === 'logs' ? message.lines : []));
        await until('the tail', () => lines().some((line) => line.text === 'started'));
        expect(lines()).toEqual(expect.arrayContaining([{ stream: 'stdout', text: 'started' }, { stream: 'stderr', text: 'warming up' }]));
        engine.podman.sync(['exec', 'talker', 'sh', '-c', 'echo hello from the test > /tmp/say']);
        await until('the followed line', () => lines().some((line) => line.text === 'hello from the test'));
        socket.send({ type: 'logs-stop' });
      } finally {
        socket.ws.close();
      }
    });

    it('ends a followed log with a message when the container stops', async () => {
      const socket = await openSocket(server, admin);
      try {
        socket.send({ type: 'logs', host: hostId, id: 'talker', tail: 1, follow: true });
        await until('the tail', () => socket.received.some((message) => message.type === 'logs'));
        await call(server, 'POST', `/docker/containers/${hostId}/talker/stop`, { token: admin });
        const end = await until('the end of the log', () => socket.received.find((message) => message.type === 'logs-end'));
        expect(end).toMatchObject({ type: 'logs-end', host: hostId, id: 'talker', message: m.logsEnded });
        await call(server, 'POST', `/docker/containers/${hostId}/talker/start`, { token: admin });
      } finally {
        socket.ws.close();
      }
    });

    it('keeps logs for super admins and refuses messages it does not understand', async () => {
      const socket = await openSocket(server, other);
      try {
        socket.send({ type: 'logs', host: hostId, id: 'talker' });
        socket.send('not json');
        socket.send({ type: 'stats', containers: 'all' });
        await until('three answers', () => socket.received.length >= 3);
        expect(socket.received).toEqual([
          { type: 'error', message: m.logsNotAdmin },
          { type: 'error', message: m.socketMessageInvalid },
          { type: 'error', message: m.socketMessageInvalid },
        ]);
      } finally {
        socket.ws.close();
      }
    });

    it('says why a log cannot be read: a container that does not exist', async () => {
      const socket = await openSocket(server, admin);
      try {
        socket.send({ type: 'logs', host: hostId, id: 'no-such-container' });
        const end = await until('the refusal', () => socket.received.find((message) => message.type === 'logs-end'));
        expect(end).toMatchObject({ type: 'logs-end', id: 'no-such-container' });
        expect((end as { message: string }).message).toContain('no such container');
      } finally {
        socket.ws.close();
      }
    });

    it('sends live CPU, memory and network figures for the containers on screen, to any signed-in user', async () => {
      const socket = await openSocket(server, other);
      try {
        socket.send({ type: 'stats', containers: [{ host: hostId, id: 'web' }] });
        const rounds = () => socket.received.flatMap((message) => (message.type === 'stats' ? message.items : []));
        // CPU needs two samples: the first round says null, the next a share.
        const second = await until('two rounds of figures', () => rounds()[1], 15_000);
        expect(rounds()[0]).toMatchObject({ host: hostId, id: 'web', cpuPercent: null });
        expect(second.cpuPercent).toBeGreaterThanOrEqual(0);
        expect(second.memoryBytes).toBeGreaterThan(0);
        expect(second).toMatchObject({ rxBytes: 0, txBytes: 0 });
      } finally {
        socket.ws.close();
      }
    });
  });

  describe('links bound to containers, and the container monitor', () => {
    it('binds a link by host and name or by label, and reads its container (another user\'s link answers 404)', async () => {
      const byName = await makeLink(server, other, { linkName: 'Web by name', linkURL: 'http://web.home.arpa' });
      const byLabel = await makeLink(server, other, { linkName: 'Web by label', linkURL: 'http://web.home.arpa' });
      expect((await call(server, 'POST', `/docker/links/${byName._id}/container`, { token: other, body: { host: hostId, name: 'web' } })).body.message).toBe(m.bindingSaved);
      expect((await call(server, 'POST', `/docker/links/${byLabel._id}/container`, { token: other, body: { label: 'homepage.name=Web' } })).status).toBe(200);
      expect((await call(server, 'POST', `/docker/links/${byName._id}/container`, { token: admin, body: { host: hostId, name: 'web' } })).status).toBe(404);
      expect((await call(server, 'POST', `/docker/links/${byName._id}/container`, { token: other, body: { host: hostId } })).body.message).toBe(m.bindingInvalid);
      expect((await call(server, 'POST', `/docker/links/${byName._id}/container`, { token: other, body: { label: 'a = b' } })).body.message).toBe(m.labelInvalid);
      const links = await call<{ items: LinkContainer[] }>(server, 'GET', '/docker/links', { token: other });
      const found = Object.fromEntries(links.body.message.items.map((item) => [item.listingId, item.container?.name ?? null]));
      expect(found).toEqual({ [byName._id]: 'web', [byLabel._id]: 'web' });
    });

    it('watches a link\'s container: up while it runs, down with the reason once it stops', async () => {
      const link = await makeLink(server, admin, { linkName: 'Web app', linkURL: 'http://web.home.arpa' });
      await call(server, 'POST', `/docker/links/${link._id}/container`, { token: admin, body: { host: hostId, name: 'web' } });
      const { summary } = await monitor(server, admin, 'container', link._id, { failureThreshold: 1 });
      expect(summary).toMatchObject({ kind: 'container', name: 'Web app', target: 'web' });
      expect((await until('the first check', async () => ((await checkNow(server, admin, summary._id)).body.message.health === 'up' ? true : null)))).toBe(true);
      await call(server, 'POST', `/docker/containers/${hostId}/web/stop`, { token: admin });
      try {
        const down = (await checkNow(server, admin, summary._id)).body.message;
        expect(down).toMatchObject({ health: 'down', message: monitorMessages.containerNotRunning('web', 'exited') });
      } finally {
        await call(server, 'POST', `/docker/containers/${hostId}/web/start`, { token: admin });
      }
      expect((await checkNow(server, admin, summary._id)).body.message.health).toBe('up');
    });

    it('refuses a container monitor on a link that is not bound', async () => {
      const link = await makeLink(server, admin, { linkName: 'Unbound', linkURL: 'http://unbound.home.arpa' });
      const answer = await call(server, 'POST', '/monitoring/save', { token: admin, body: { kind: 'container', targetId: link._id, intervalSeconds: 60, timeoutSeconds: 5 } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(monitorMessages.containerNotBound);
    });
  });
});
