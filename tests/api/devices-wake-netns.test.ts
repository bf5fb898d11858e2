// Issue 46 item 9: the magic packet leaves through every interface, to each subnet's directed
// broadcast. Two network namespaces the test creates stand for a multi-NIC host and its LANs:
// the sender namespace holds two veth interfaces (and loopback, nothing else), each paired with
// one in the listener namespace, where a UDP listener waits on each subnet's broadcast address.
// The sender is the real module, run by node inside the sender namespace, reading that namespace's
// own os.networkInterfaces(). Nothing is sent from or to this machine's own network: both subnets
// are in 198.18.0.0/15 (kept for benchmarks, never routed) and exist only inside the namespaces.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missing } from '../helpers/prerequisites.js';
import { receivedQueue } from '../helpers/queue.js';

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const id = (process.pid % 200) + 20;
const sender = `hearth-wols-${process.pid}`;
const lan = `hearth-woll-${process.pid}`;
const subnets = [`198.18.${id}`, `198.19.${id}`];
const port = 40009;

function namespacesMissing(): string | null {
  try {
    ip('netns', 'add', sender);
    ip('netns', 'add', lan);
    subnets.forEach((subnet, i) => {
      const [out, into] = [`hw${id}s${i}`, `hw${id}l${i}`];
      ip('-n', sender, 'link', 'add', out, 'type', 'veth', 'peer', 'name', into, 'netns', lan);
      ip('-n', sender, 'addr', 'add', `${subnet}.1/24`, 'dev', out);
      ip('-n', lan, 'addr', 'add', `${subnet}.2/24`, 'dev', into);
      ip('-n', sender, 'link', 'set', out, 'up');
      ip('-n', lan, 'link', 'set', into, 'up');
    });
    for (const ns of [sender, lan]) ip('-n', ns, 'link', 'set', 'lo', 'up');
    return null;
  } catch (error) {
    removeNamespaces();
    return `network namespaces are not available here (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

function removeNamespaces(): void {
  for (const ns of [sender, lan]) {
    try {
      ip('netns', 'del', ns);
    } catch {
      /* never made */
    }
  }
}

const listenerScript = `
const dgram = require('node:dgram');
const addresses = ${JSON.stringify(subnets.map((s) => `${s}.255`))};
let bound = 0;
for (const address of addresses) {
  const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  socket.on('message', (msg, from) => console.log(JSON.stringify({ on: address, from: from.address, length: msg.length, mac: msg.subarray(6, 12).toString('hex') })));
  socket.bind(${port}, address, () => { if (++bound === addresses.length) console.log('ready'); });
}`;

// Also when the tests below are filtered out: the namespaces were made while collecting them.
afterAll(removeNamespaces);

describe.skipIf(missing('network namespaces (root and iproute2)', namespacesMissing()))('wake on every interface, in test namespaces', () => {
  let listener: ChildProcess;
  const lines = receivedQueue<string>('listener line');
  const dir = mkdtempSync(join(tmpdir(), 'hearth-wol-'));
  beforeAll(async () => {
    listener = spawn('ip', ['netns', 'exec', lan, process.execPath, '-e', listenerScript], { stdio: ['ignore', 'pipe', 'inherit'] });
    let buffered = '';
    listener.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) lines.push(line);
    });
    expect(await lines.next()).toBe('ready');
  });
  afterAll(async () => {
    if (listener && listener.exitCode === null) {
      const exited = new Promise((done) => listener.once('exit', done));
      listener.kill('SIGTERM');
      await exited;
    }
    removeNamespaces();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the packet out of both interfaces, each to its own subnet, and none on loopback', async () => {
    const module = resolve('server/features/devices/wake-interfaces.ts');
    const script = join(dir, 'send.mts');
    writeFileSync(script, `import { wakeOnEveryInterface } from ${JSON.stringify(module)};\nconsole.log(JSON.stringify(await wakeOnEveryInterface('AA:BB:CC:00:11:22', ${port})));\n`);
    const sent = execFileSync('ip', ['netns', 'exec', sender, process.execPath, resolve('node_modules/tsx/dist/cli.mjs'), script]).toString();
    expect(JSON.parse(sent)).toEqual(subnets.map((subnet, i) => ({ name: `hw${id}s${i}`, local: `${subnet}.1`, broadcast: `${subnet}.255` })));
    const arrived = [];
    // Three copies on each of the two subnets.
    for (let i = 0; i < 6; i += 1) arrived.push(JSON.parse(await lines.next()) as { on: string; from: string; length: number; mac: string });
    const bySubnet = new Map<string, Set<string>>();
    for (const packet of arrived) {
      expect(packet).toMatchObject({ length: 102, mac: 'aabbcc001122' });
      bySubnet.set(packet.on, (bySubnet.get(packet.on) ?? new Set()).add(packet.from));
    }
    expect(Object.fromEntries([...bySubnet].map(([on, from]) => [on, [...from]]))).toEqual(Object.fromEntries(subnets.map((s) => [`${s}.255`, [`${s}.1`]])));
  });
});
