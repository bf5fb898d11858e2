// Containers (issue 42, DESIGN §9): 100 containers on a local engine (podman's Docker-compatible
// API on a unix socket, started by the bench), the containers list's latency, and the server's
// CPU while a screen receives live figures for all 100. Containers run with --network=none.
import { request } from 'node:http';
import { WebSocket } from 'ws';
import { podmanEngineMissing, startPodmanEngine } from '../tests/helpers/podman-engine.js';
import { dockerSocketPath, type DockerContainerList } from '../shared/contracts/docker.js';
import type { DockerProposals } from '../shared/contracts/docker-proposals.js';
import { login, median, raw, record, withHearth } from './common.js';
import { cpuSeconds } from './monitoring.js';

const containers = 100;
const listCalls = 200;
const statsSeconds = Number(process.env.BENCH_DOCKER_STATS_SECONDS ?? 60);

/** One list straight from the engine's socket, read to the end. */
function engineList(socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/v1.41/containers/json?all=1' }, (res) => {
      res.resume();
      res.once('end', resolve);
    });
    req.once('error', reject);
    req.end();
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function dockerBench(): Promise<void> {
  const why = podmanEngineMissing();
  if (why) {
    record('containers screen (podman engine)', `not run: ${why}`, 'list p50 < 50 ms; live stats < 3% of a core', false);
    return;
  }
  const engine = await startPodmanEngine('bench-docker');
  try {
    for (let i = 0; i < containers; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, containers - i) }, (_, j) =>
          engine.podman.run(['run', '-d', '--name', `svc-${i + j}`, '--network=none', '--label', `homepage.name=Service ${i + j}`, '--label', `homepage.group=Stack ${(i + j) % 10}`, '--label', `homepage.href=http://svc-${i + j}.home.arpa/`, '--label', `com.docker.compose.project=stack-${(i + j) % 10}`, 'localhost/hearth-busybox:test', 'sh', '-c', 'trap "exit 0" TERM; while true; do sleep 5; done']),
        ),
      );
    }
    await withHearth('docker', async (hearth) => {
      const token = await login(hearth.url);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const added = await fetch(`${hearth.url}/api/v1/docker/hosts`, { method: 'POST', headers, body: JSON.stringify({ name: 'Local podman', url: engine.url }) });
      if (added.status !== 201) throw new Error(`adding the host answered ${added.status}: ${await added.text()}`);
      const list = async () => {
        const res = await fetch(`${hearth.url}/api/v1/docker/containers`, { headers });
        return (await res.json()) as { message: DockerContainerList };
      };
      // Warm-up: the first list inspects each container once for its start time.
      const first = await list();
      if (first.message.items.length !== containers) throw new Error(`the list has ${first.message.items.length} containers, not ${containers}`);
      for (let i = 0; i < 10; i++) await list();
      const times: number[] = [];
      for (let i = 0; i < listCalls; i++) {
        const started = performance.now();
        await list();
        times.push(performance.now() - started);
      }
      const p50 = median(times);
      // The engine's own list, for reference: what every answer would cost without the snapshot.
      const engineTimes: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await engineList(engine.socketPath);
        engineTimes.push(performance.now() - started);
      }
      raw.dockerEngineList = { calls: engineTimes.length, p50: median(engineTimes), p99: percentile(engineTimes, 99) };
      record(`reference: podman's own GET /containers/json?all=1, ${containers} containers (20 calls)`, `p50 ${median(engineTimes).toFixed(1)} ms`, 'reference', null);
      raw.dockerList = { containers, calls: listCalls, p50, p99: percentile(times, 99) };
      record(`GET /api/v1/docker/containers, ${containers} containers on podman (${listCalls} calls)`, `p50 ${p50.toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`, 'p50 < 50 ms', p50 < 50);

      // Discovery: the proposals of 100 labelled containers, previewed through the import as the screen asks for them.
      const proposalTimes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const started = performance.now();
        const res = await fetch(`${hearth.url}/api/v1/docker/proposals`, { headers });
        const body = (await res.json()) as { message: DockerProposals };
        if (i === 0 && body.message.items.length !== containers) throw new Error(`discovery proposed ${body.message.items.length} cards, not ${containers}`);
        if (i > 0) proposalTimes.push(performance.now() - started);
      }
      const discovery = median(proposalTimes);
      raw.dockerDiscovery = { containers, calls: proposalTimes.length, p50: discovery, max: Math.max(...proposalTimes) };
      record(`GET /api/v1/docker/proposals, discovery of ${containers} labelled containers (median of 10)`, `${discovery.toFixed(1)} ms`, '< 1 s', discovery < 1000);

      const pid = hearth.process.pid ?? 0;
      const ws = new WebSocket(`${hearth.url.replace('http', 'ws')}${dockerSocketPath}?token=${token}`);
      let rounds = 0;
      let figures = 0;
      ws.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString('utf8')) as { type: string; items?: unknown[] };
        if (message.type !== 'stats') return;
        rounds += 1;
        figures += message.items?.length ?? 0;
      });
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ type: 'stats', containers: first.message.items.map((item) => ({ host: item.host, id: item.id })) }));
      // The first round and the heap settle before the measured stretch.
      await new Promise((done) => setTimeout(done, 10_000));
      const cpuStart = cpuSeconds(pid);
      const roundsStart = rounds;
      const figuresStart = figures;
      const started = performance.now();
      await new Promise((done) => setTimeout(done, statsSeconds * 1000));
      const seconds = (performance.now() - started) / 1000;
      const share = ((cpuSeconds(pid) - cpuStart) / seconds) * 100;
      // Cut, not a closing handshake: the server is stopped next and the bench must not wait on it.
      await new Promise((done) => {
        ws.once('close', done);
        ws.terminate();
      });
      raw.dockerStats = { containers, seconds, cpuPercent: share, rounds: rounds - roundsStart, figures: figures - figuresStart };
      record(
        `server CPU, live stats for ${containers} containers on screen (${statsSeconds} s, ${rounds - roundsStart} rounds)`,
        `${share.toFixed(2)}% of a core`,
        '< 3% of a core',
        share < 3 && figures - figuresStart >= containers,
      );
    });
  } finally {
    await engine.stop();
  }
}
