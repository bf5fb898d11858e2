import { missing } from '../helpers/prerequisites.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { createTestNamespace, type TestNamespace } from '../helpers/netns.js';
import { adminCredentials, call, loginAdmin } from '../helpers/server.js';
import { isolatedServerEnv } from '../helpers/test-server-env.js';
import { until } from '../helpers/until.js';
import type { TrustInfo } from '../../shared/contracts/https.js';

/**
 * Sharing on the LAN for real: Hearth runs INSIDE a network namespace this test creates, bound to
 * 0.0.0.0 as the desktop app binds when sharing, so its LAN address is the namespace's card
 * (198.18.x.2). HTTPS and mDNS start because it shares; the mDNS client runs inside the
 * namespace too, so no multicast ever leaves it (tests/fixtures/mdns-listen.mjs).
 */
const made = createTestNamespace('lan');
const namespace: TestNamespace | null = typeof made === 'string' ? null : made;
const skipReason = typeof made === 'string' ? ` (skipped: ${made})` : '';
if (typeof made === 'string') console.warn(`LAN sharing tests skipped: ${made}`);

const run = promisify(execFile);
const inNamespace = (...args: string[]) => ['netns', 'exec', namespace?.name ?? '', ...args];

interface Records {
  type: string;
  records: { name: string; type: string; ttl: number; data: unknown }[];
}

/** A one-shot mDNS query sent and answered inside the namespace. */
async function mdnsQuery(...questions: string[]): Promise<Records[]> {
  const { stdout } = await run('ip', inNamespace(process.execPath, 'tests/fixtures/mdns-listen.mjs', 'query', namespace?.alive[0] ?? '', ...questions));
  return stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Records);
}

/** GET over plain http from this side of the veth (198.18.x.1): a LAN browser to Hearth. */
function lanGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.once('error', reject);
    req.end();
  });
}

describe.skipIf(missing('a network namespace (ip netns, root)', typeof made === 'string' ? made : null))(`sharing on the LAN inside a test namespace${skipReason}`, () => {
  let child: ChildProcess;
  let dataDir = '';
  const lanAddress = namespace?.alive[0] ?? '';
  const server = { url: '', port: 0 };
  let httpsPort = 0;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-lan-'));
    child = spawn('ip', inNamespace(process.execPath, 'node_modules/tsx/dist/cli.mjs', 'server/cli.ts', 'serve', '--data-dir', dataDir, '--host', '0.0.0.0', '--port', '0'), {
      env: { ...process.env, ...isolatedServerEnv, HEARTH_ADMIN_USERNAME: adminCredentials.username, HEARTH_ADMIN_PASSWORD: adminCredentials.password, HEARTH_HTTPS_PORT: '0', HEARTH_MDNS: 'on' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const seen = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server in the namespace exited (${code}): ${output}`))));
    const ports = until('Hearth to serve http and https', () => {
      const http = /Hearth listening on http:\/\/0\.0\.0\.0:(\d+)/.exec(output)?.[1];
      const https = /Hearth serves HTTPS on https:\/\/hearth\.local:(\d+)/.exec(output)?.[1];
      return http && https ? { http: Number(http), https: Number(https) } : null;
    });
    const found = await Promise.race([ports, exited]);
    server.port = found.http;
    server.url = `http://${lanAddress}:${found.http}`;
    httpsPort = found.https;
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    namespace?.remove();
  });

  it('issues the certificate for the LAN address, and a client trusting only Hearth\'s CA connects to it', async () => {
    const trust = await call<TrustInfo>(server, 'GET', '/https/trust');
    expect(trust.body.message.trustUrls).toEqual([`http://${lanAddress}:${server.port}/trust`]);
    expect(trust.body.message.httpsUrls).toContain(`https://${lanAddress}:${httpsPort}/`);
    const caPem = await (await fetch(`${server.url}/api/v1/https/ca.crt`)).text();
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpsRequest({ host: lanAddress, port: httpsPort, path: '/api/v1/health', ca: [caPem], agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.once('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });

  it('sends LAN browsers to https once the admin turns the redirect on, and stops when it is off', async () => {
    const token = await loginAdmin(server);
    const document = { 'sec-fetch-dest': 'document', accept: 'text/html' };
    // Served as asked (the page, or a 503 where the renderer is not built): no redirect.
    const servedHere = (answer: { status: number; location: string | undefined }) => {
      expect(answer.status).not.toBe(307);
      expect(answer.location).toBeUndefined();
    };
    servedHere(await lanGet(`${server.url}/tasks`, document));
    await call(server, 'POST', '/https/settings', { token, body: { redirect: true } });
    expect(await lanGet(`${server.url}/tasks`, document)).toEqual({ status: 307, location: `https://${lanAddress}:${httpsPort}/tasks` });
    // Only to a name the certificate covers: a Host header naming anything else is served here
    // as asked, never sent to that host (a raw request, as any client could send it).
    expect(await lanGet(`${server.url}/tasks`, { ...document, host: `hearth.local:${server.port}` })).toEqual({ status: 307, location: `https://hearth.local:${httpsPort}/tasks` });
    for (const host of ['evil.example', `evil.example:${server.port}`, `hearth.local.evil.example:${server.port}`, '[2001:db8::1]', '203.0.113.7']) {
      servedHere(await lanGet(`${server.url}/tasks`, { ...document, host }));
    }
    // The trust screen and the CA stay on http: a phone needs them before it trusts anything.
    servedHere(await lanGet(`${server.url}/trust`, document));
    expect((await lanGet(`${server.url}/api/v1/https/ca.crt`)).status).toBe(200);
    await call(server, 'POST', '/https/settings', { token, body: { redirect: false } });
    servedHere(await lanGet(`${server.url}/tasks`, document));
  });

  it('answers hearth.local and lists _http._tcp and _https._tcp over mDNS', async () => {
    const answers = (await mdnsQuery('hearth.local:A', '_http._tcp.local:PTR', '_https._tcp.local:PTR')).flatMap((message) => message.records);
    expect(answers).toContainEqual(expect.objectContaining({ name: 'hearth.local', type: 'A', data: lanAddress }));
    expect(answers).toContainEqual(expect.objectContaining({ name: '_http._tcp.local', type: 'PTR' }));
    const srv = answers.filter((record) => record.type === 'SRV').map((record) => record.data as { port: number; target: string });
    expect(srv).toEqual(expect.arrayContaining([{ priority: 0, weight: 0, port: server.port, target: 'hearth.local' }, { priority: 0, weight: 0, port: httpsPort, target: 'hearth.local' }]));
  });

  it('says goodbye over mDNS when sharing stops, and answers no more', async () => {
    const watcher = spawn('ip', inNamespace(process.execPath, 'tests/fixtures/mdns-listen.mjs', 'watch', lanAddress), { stdio: ['ignore', 'pipe', 'pipe'] });
    let heard = '';
    watcher.stdout?.on('data', (chunk: Buffer) => (heard += chunk.toString()));
    try {
      await until('the mDNS watcher to listen', () => heard.includes('ready'));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await until('a goodbye for hearth.local', () =>
        heard
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Records)
          .some((message) => message.records.some((record) => record.name === 'hearth.local' && record.ttl === 0)),
      );
      expect(await mdnsQuery('hearth.local:A')).toEqual([]);
    } finally {
      const stopped = new Promise((resolve) => watcher.once('exit', resolve));
      watcher.kill('SIGTERM');
      await stopped;
    }
  });
});
