// Health checks of mixed kinds: 500 monitors at 60 s (HTTP, TCP, DNS, push, TLS, 100 of each)
// against real local servers (a web fake, a TCP listener, dnsmasq, an HTTPS server with a
// self-signed certificate) and a cron-like pusher, all on 127.0.0.1: the server's CPU share.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startDnsmasq } from '../tests/helpers/dnsmasq.js';
import { startShortLivedTls } from '../tests/fixtures/monitor-targets.js';
import { login, raw, record, withHearth } from './common.js';
import { cpuSeconds, startFakes } from './monitoring.js';

const perKind = 100;

async function post<T>(url: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function monitoringKindsBench(): Promise<void> {
  const minutes = Number(process.env.BENCH_MONITOR_MINUTES ?? 30);
  let connections = 0;
  const tcp: Server = createServer((socket) => {
    connections += 1;
    socket.resume().end();
  });
  await new Promise<void>((done) => tcp.listen(0, '127.0.0.1', done));
  const [fakes, dns, tls] = await Promise.all([startFakes(), startDnsmasq(), startShortLivedTls(90)]);
  const pushPaths: string[] = [];
  let pusher: NodeJS.Timeout | null = null;
  try {
    await withHearth('monitoring-kinds', async (hearth) => {
      const pid = hearth.process.pid ?? 0;
      const token = await login(hearth.url);
      const common = { intervalSeconds: 60, timeoutSeconds: 10, failureThreshold: 2 };
      for (let i = 0; i < perKind; i++) {
        const link = await post<{ data?: { _id: string } }>(hearth.url, token, '/listing/save/link', { linkName: `Service ${i}`, linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' }, linkURL: `${fakes.origin}/t/${i}`, showOnFeatured: false, showInSidebar: false });
        await post(hearth.url, token, '/monitoring/save', { kind: 'link', targetId: link.data?._id ?? '', ...common });
        await post(hearth.url, token, '/monitoring/check/save', { kind: 'tcp', name: `Port ${i}`, host: '127.0.0.1', port: (tcp.address() as AddressInfo).port, ...common });
        await post(hearth.url, token, '/monitoring/check/save', { kind: 'dns', name: `Name ${i}`, hostname: `n${i}.test.hearth`, recordType: 'A', expected: '127.0.0.7', resolver: dns.resolver, ...common });
        await post(hearth.url, token, '/monitoring/check/save', { kind: 'tls', name: `Certificate ${i}`, host: '127.0.0.1', port: Number(new URL(tls.url).port), warnDays: 14, ...common });
        const push = await post<{ message: { settings: { pushPath: string } } }>(hearth.url, token, '/monitoring/check/save', { kind: 'push', name: `Job ${i}`, ...common });
        pushPaths.push(push.message.settings.pushPath);
      }
      // Each job calls its URL once a minute, the jobs spread over the minute.
      let next = 0;
      pusher = setInterval(() => {
        const path = pushPaths[next++ % pushPaths.length];
        if (path) void fetch(`${hearth.url}${path}`).then((res) => res.arrayBuffer(), () => undefined);
      }, 60_000 / pushPaths.length);
      await new Promise((done) => setTimeout(done, 60_000));
      const cpuStart = cpuSeconds(pid);
      const hitsStart = fakes.hits();
      const connectionsStart = connections;
      const started = performance.now();
      await new Promise((done) => setTimeout(done, minutes * 60_000));
      const seconds = (performance.now() - started) / 1000;
      const share = ((cpuSeconds(pid) - cpuStart) / seconds) * 100;
      const http = fakes.hits() - hitsStart;
      const ports = connections - connectionsStart;
      const summary = await fetch(`${hearth.url}/api/v1/monitoring/summary`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.json() as Promise<{ message: { items: { kind: string; health: string }[] } }>);
      const up: Record<string, number> = {};
      for (const item of summary.message.items) if (item.health === 'up') up[item.kind] = (up[item.kind] ?? 0) + 1;
      raw.monitoringKinds = { minutes, seconds, cpuPercent: share, httpChecks: http, tcpChecks: ports, up };
      console.log(`mixed health checks: ${http} HTTP and ${ports} TCP checks in ${seconds.toFixed(0)} s, up by kind ${JSON.stringify(up)}, server CPU ${share.toFixed(2)}% of a core`);
      const expected = (perKind / 60) * seconds * 0.95;
      const allUp = ['link', 'tcp', 'dns', 'tls', 'push'].every((kind) => up[kind] === perKind);
      record(`health checks: ${perKind * 5} monitors of mixed kinds (HTTP, TCP, DNS, push, TLS) at 60 s, server CPU over ${minutes} min`, `${share.toFixed(2)}% of a core (all up: ${allUp})`, '< 2% of a core', share < 2 && http > expected && ports > expected && allUp);
    });
  } finally {
    if (pusher) clearInterval(pusher);
    await Promise.all([fakes.close(), dns.stop(), tls.close(), new Promise<void>((done) => tcp.close(() => done()))]);
  }
}
