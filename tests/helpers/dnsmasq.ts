import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { until } from './until.js';

/**
 * The real dnsmasq (Debian's dnsmasq-base, installed by .ci/run) answering on a 127.0.0.1 port
 * from its command line only: no config file, no /etc/hosts, no upstream servers, no pid file.
 * test.hearth (and every name under it) is 127.0.0.7; lab.hearth is a zone it alone knows, so
 * a name missing there is NXDOMAIN rather than refused.
 */
export const dnsRecords = {
  a: { name: 'test.hearth', address: '127.0.0.7' },
  host: { name: 'web.lab.hearth', v4: '127.0.0.8', v6: 'fd00::8' },
  cname: { name: 'alias.lab.hearth', target: 'web.lab.hearth' },
  mx: { name: 'lab.hearth', exchange: 'mail.lab.hearth', priority: 10 },
  txt: { name: 'lab.hearth', text: 'hearth-check=ok' },
  missing: 'missing.lab.hearth',
} as const;

const binary = ['dnsmasq', '/usr/sbin/dnsmasq'].find((path) => !spawnSync(path, ['--version']).error) ?? null;

/** Why the DNS tests cannot run here, or null when dnsmasq is installed. */
export function dnsmasqMissing(): string | null {
  return binary ? null : 'dnsmasq is not installed (apt-get install dnsmasq-base)';
}

async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

export interface RealDnsmasq {
  /** 127.0.0.1:PORT, as a monitor's resolver field takes it. */
  resolver: string;
  stop(): Promise<void>;
}

export async function startDnsmasq(): Promise<RealDnsmasq> {
  const port = await freeUdpPort();
  const r = dnsRecords;
  const args = [
    '--keep-in-foreground', '--log-facility=-', '--conf-file=/dev/null', `--port=${port}`, '--listen-address=127.0.0.1', '--bind-interfaces',
    '--no-resolv', '--no-hosts', '--pid-file=', '--local=/lab.hearth/',
    `--address=/${r.a.name}/${r.a.address}`,
    `--host-record=${r.host.name},${r.host.v4},${r.host.v6}`,
    `--cname=${r.cname.name},${r.cname.target}`,
    `--mx-host=${r.mx.name},${r.mx.exchange},${r.mx.priority}`,
    `--txt-record=${r.txt.name},${r.txt.text}`,
  ];
  const child: ChildProcess = spawn(binary ?? 'dnsmasq', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const resolver = `127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    const probe = new Resolver({ timeout: 500, tries: 1 });
    probe.setServers([resolver]);
    await until(`dnsmasq on ${resolver} (output: ${output})`, async () => {
      if (child.exitCode !== null) throw new Error(`dnsmasq exited with ${child.exitCode}: ${output}`);
      return probe.resolve4(r.a.name).then((answers) => answers.length > 0, () => false);
    }, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { resolver, stop };
}
