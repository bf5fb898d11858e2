import { missing } from '../helpers/prerequisites.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestNamespace, type TestNamespace } from '../helpers/netns.js';
import { adminCredentials, call, loginAdmin } from '../helpers/server.js';
import { enableDevices } from '../helpers/devices.js';
import type { FoundDevice, NetworkDevice } from '../../shared/contracts/devices.js';

/**
 * The whole scan, for real: a Hearth server runs INSIDE a network namespace this test creates,
 * so the interface it sweeps is the namespace's veth (198.18.x.0/24) and the ARP table it reads
 * is the namespace's own. The only other machine on that link is this test's end of the veth.
 */
const made = createTestNamespace('scn');
const namespace: TestNamespace | null = typeof made === 'string' ? null : made;

const skipReason = typeof made === 'string' ? ` (skipped: ${made})` : '';
// Said out loud: a skipped suite shows in the summary only as a count.
if (typeof made === 'string') console.warn(`LAN scan tests skipped: ${made}`);

describe.skipIf(missing('a network namespace (ip netns, root)', typeof made === 'string' ? made : null))(`LAN scan inside a test namespace${skipReason}`, () => {
  let child: ChildProcess;
  let dataDir = '';
  const server = { url: '', port: 0 };
  let token = '';

  beforeAll(async () => {
    if (!namespace) return;
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-scan-'));
    const host = namespace.alive[0] ?? '';
    child = spawn('ip', ['netns', 'exec', namespace.name, process.execPath, 'node_modules/tsx/dist/cli.mjs', 'server/cli.ts', 'serve', '--data-dir', dataDir, '--host', host, '--port', '0'], {
      env: { ...process.env, HEARTH_UPDATE_CHECK: 'off', HEARTH_ADMIN_USERNAME: adminCredentials.username, HEARTH_ADMIN_PASSWORD: adminCredentials.password, HEARTH_HOST_MODE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const seen = (chunk: Buffer) => {
        out += chunk.toString();
        const url = /http:\/\/198\.18\.\d+\.\d+:\d+/.exec(out)?.[0];
        if (url) resolve(url);
      };
      child.stdout?.on('data', seen);
      child.stderr?.on('data', seen);
      child.once('exit', (code) => reject(new Error(`the server in the namespace exited (${code}): ${out}`)));
    });
    server.port = Number(new URL(server.url).port);
    token = await loginAdmin(server);
    await enableDevices(server, token);
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

  it('lists the namespace interface with its real netmask', async () => {
    const res = await call<{ items: { name: string; cidr: string }[] }>(server, 'GET', '/networkdevices/scan/interfaces', { token });
    expect(res.body.message.items).toEqual([expect.objectContaining({ name: namespace?.nsSide, cidr: `${namespace?.alive[0]}/24` })]);
  });

  it('offers what answered on the subnet, with its MAC, and stores nothing', async () => {
    const hostMac = readFileSync(`/sys/class/net/${namespace?.hostSide ?? ''}/address`, 'utf8').trim().toUpperCase();
    const [first, second] = await Promise.all([
      call<{ cidr: string; items: FoundDevice[] }>(server, 'POST', '/networkdevices/scan', { token, body: { interface: namespace?.nsSide } }),
      call<{ cidr: string; items: FoundDevice[] }>(server, 'POST', '/networkdevices/scan', { token, body: { interface: namespace?.nsSide } }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.message.cidr).toBe(`${namespace?.alive[0]}/24`);
    expect(first.body.message.items).toContainEqual(expect.objectContaining({ ip: `${namespace?.base}.1`, mac: hostMac, known: false }));
    // The second request joined the first scan: the same answer.
    expect(second.body.message).toEqual(first.body.message);
    const stored = await call<{ items: NetworkDevice[] }>(server, 'GET', '/networkdevices/db/devices', { token });
    expect(stored.body.message.items).toEqual([]);
  });
});
