import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { until } from './until.js';

/**
 * Debian's real OpenSSH server, started by a test on a free 127.0.0.1 port with everything in a
 * temporary folder: its own host key (ssh-keygen), authorized_keys, pid file. A ForceCommand
 * replaces whatever the client asks to run by a script that writes the asked-for command to a
 * marker file, so a "shutdown" never runs: the test reads which command arrived instead. A
 * command of "exit N" makes the script exit with N (the failing-command case).
 */
const binary = '/usr/sbin/sshd';
// sshd refuses to start without its privilege separation folder; Debian makes it at boot only.
const privsepDir = '/run/sshd';

export function sshdMissing(): string | null {
  if (!existsSync(binary)) return 'sshd is not installed (apt-get install openssh-server)';
  if (userInfo().uid !== 0) return 'sshd must be started as root for a key login to the test user';
  return null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RealSshd {
  port: number;
  user: string;
  /** Lets exactly this public key in (authorized_keys holds only it). */
  authorize(publicKey: string): Promise<void>;
  /** The command the last login asked for, or null when none arrived since the last clear. */
  received(): Promise<string | null>;
  clearReceived(): Promise<void>;
  /** SHA256:… of the host key, as `ssh-keygen -lf` prints it. */
  fingerprint: string;
  /** Stops the server and starts it again on the same port with a new host key. */
  newHostKey(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSshd(): Promise<RealSshd> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-sshd-'));
  const madePrivsep = !existsSync(privsepDir);
  if (madePrivsep) await mkdir(privsepDir, { mode: 0o755 });
  const port = await freePort();
  const marker = join(dir, 'marker');
  const hostKey = join(dir, 'host_ed25519');
  await writeFile(join(dir, 'authorized_keys'), '', { mode: 0o600 });
  await writeFile(join(dir, 'record.sh'), `printf '%s' "$SSH_ORIGINAL_COMMAND" > '${marker}'\ncase "$SSH_ORIGINAL_COMMAND" in "exit "*) echo "refused by the test" >&2; exit \${SSH_ORIGINAL_COMMAND#exit };; esac\nexit 0\n`);
  const config = join(dir, 'sshd_config');
  await writeFile(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      'StrictModes no',
      'UsePAM no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      `ForceCommand /bin/sh ${join(dir, 'record.sh')}`,
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  let child: ChildProcess | null = null;
  let output = '';
  const makeKey = async () => {
    await rm(hostKey, { force: true });
    await rm(`${hostKey}.pub`, { force: true });
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', hostKey]);
    return execFileSync('ssh-keygen', ['-l', '-f', `${hostKey}.pub`]).toString().split(' ')[1] ?? '';
  };
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const launch = async () => {
    const started = spawn(binary, ['-D', '-e', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(`sshd on 127.0.0.1:${port} (output: ${output})`, async () => {
      if (started.exitCode !== null) throw new Error(`sshd exited with ${started.exitCode}: ${output}`);
      return listening();
    }, 10_000);
  };
  const halt = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
    await exited;
  };
  const sshd: RealSshd = {
    port,
    user: userInfo().username,
    fingerprint: await makeKey(),
    authorize: (publicKey) => writeFile(join(dir, 'authorized_keys'), `${publicKey}\n`),
    received: async () => (existsSync(marker) ? readFile(marker, 'utf8') : null),
    clearReceived: () => rm(marker, { force: true }),
    newHostKey: async () => {
      await halt();
      sshd.fingerprint = await makeKey();
      await launch();
    },
    stop: async () => {
      await halt();
      await rm(dir, { recursive: true, force: true });
      if (madePrivsep) await rmdir(privsepDir).catch(() => undefined);
    },
  };
  try {
    await launch();
  } catch (error) {
    await sshd.stop();
    throw error;
  }
  return sshd;
}
