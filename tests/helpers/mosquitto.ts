import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './until.js';

/**
 * The real Mosquitto (Debian's mosquitto, installed by .ci/run), an MQTT broker started by a test
 * with two listeners on 127.0.0.1: one open to anyone, one that asks for a login (and, with no
 * password file, accepts none),
 * no persistence, its config in a temporary folder.
 */
const binary = ['mosquitto', '/usr/sbin/mosquitto'].find((path) => !spawnSync(path, ['-h']).error) ?? null;

/** Why the MQTT tests cannot run here, or null when mosquitto is installed. */
export function mosquittoMissing(): string | null {
  return binary ? null : 'mosquitto is not installed (apt-get install mosquitto)';
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RealMosquitto {
  /** The listener that lets anyone connect. */
  openPort: number;
  /** The listener that refuses a connection without a login (CONNACK 5). */
  loginPort: number;
  stop(): Promise<void>;
}

export async function startMosquitto(): Promise<RealMosquitto> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-mosquitto-'));
  const [openPort, loginPort] = [await freePort(), await freePort()];
  const config = join(dir, 'mosquitto.conf');
  await writeFile(config, ['per_listener_settings true', 'persistence false', 'log_dest stderr', `listener ${openPort} 127.0.0.1`, 'allow_anonymous true', `listener ${loginPort} 127.0.0.1`, 'allow_anonymous false', ''].join('\n'));
  const child: ChildProcess = spawn(binary ?? 'mosquitto', ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const listening = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  try {
    await until(`mosquitto on 127.0.0.1:${openPort} and ${loginPort} (output: ${output})`, async () => {
      if (child.exitCode !== null) throw new Error(`mosquitto exited with ${child.exitCode}: ${output}`);
      return (await listening(openPort)) && (await listening(loginPort));
    }, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { openPort, loginPort, stop };
}
