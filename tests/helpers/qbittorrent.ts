import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './until.js';

/**
 * The real qBittorrent (Debian's qbittorrent-nox, installed by .ci/run), started by a test with a
 * throwaway profile: WebUI and BitTorrent bound to 127.0.0.1, every feature that would reach out
 * turned off, no torrents. Its WebUI account is `qbittorrentAccount`.
 */
export const qbittorrentAccount = { username: 'hearth', password: 'qb-real-pass' } as const;

/** Why the tests needing qbittorrent-nox cannot run here, or null when it is installed. */
export function qbittorrentMissing(): string | null {
  const found = spawnSync('qbittorrent-nox', ['--version'], { encoding: 'utf8' });
  if (found.error) return 'qbittorrent-nox is not installed (apt-get install qbittorrent-nox)';
  return /qBittorrent v\d+\.\d+/.test(found.stdout) ? null : `qbittorrent-nox --version said: ${found.stdout.trim()}`;
}

/** "4.5.2" from `qbittorrent-nox --version`. */
export function qbittorrentVersion(): string {
  return /qBittorrent v(\d+\.\d+\.\d+)/.exec(spawnSync('qbittorrent-nox', ['--version'], { encoding: 'utf8' }).stdout)?.[1] ?? '0.0.0';
}

/**
 * `WebUI\Password_PBKDF2` as qBittorrent stores it (src/base/utils/password.cpp @ release-4.5.2):
 * PBKDF2-HMAC-SHA512, 100,000 iterations, a 16-byte salt and a 64-byte key, each base64, joined
 * by ":" and written as a QByteArray.
 */
export function qbittorrentPasswordHash(password: string, salt: Buffer = randomBytes(16)): string {
  const key = pbkdf2Sync(password, salt, 100_000, 64, 'sha512');
  return `@ByteArray(${salt.toString('base64')}:${key.toString('base64')})`;
}

/**
 * qBittorrent.conf for a profile that reaches nothing beyond 127.0.0.1 (keys from
 * src/base/preferences.cpp, bittorrent/sessionimpl.cpp, bittorrent/portforwarderimpl.cpp @
 * release-4.5.2): no DHT, PeX, LSD (multicast) or UPnP/NAT-PMP (port forwarding, also for the
 * WebUI port), no peer-country lookup (it downloads a GeoIP database from db-ip.com), anonymous
 * mode, the session bound to the loopback interface. The ban rule keeps its defaults (5 failed
 * sign-ins, an hour).
 */
export function qbittorrentConf(ports: { webui: number; torrenting: number }): string {
  return [
    '[LegalNotice]',
    'Accepted=true',
    '',
    '[Network]',
    'PortForwardingEnabled=false',
    '',
    '[BitTorrent]',
    'Session\\DHTEnabled=false',
    'Session\\PeXEnabled=false',
    'Session\\LSDEnabled=false',
    'Session\\AnonymousModeEnabled=true',
    'Session\\AddTrackersEnabled=false',
    'Session\\Interface=lo',
    'Session\\InterfaceName=lo',
    'Session\\InterfaceAddress=127.0.0.1',
    `Session\\Port=${ports.torrenting}`,
    '',
    '[Preferences]',
    'WebUI\\Enabled=true',
    'WebUI\\Address=127.0.0.1',
    `WebUI\\Port=${ports.webui}`,
    'WebUI\\UseUPnP=false',
    'WebUI\\LocalHostAuth=true',
    `WebUI\\Username=${qbittorrentAccount.username}`,
    `WebUI\\Password_PBKDF2="${qbittorrentPasswordHash(qbittorrentAccount.password)}"`,
    'Connection\\ResolvePeerCountries=false',
    '',
  ].join('\n');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RealQbittorrent {
  url: string;
  version: string;
  stop(): Promise<void>;
}

/** Starts qbittorrent-nox on a fresh profile and waits until its WebUI answers. */
export async function startQbittorrent(): Promise<RealQbittorrent> {
  const profile = await mkdtemp(join(tmpdir(), 'hearth-qbittorrent-'));
  const ports = { webui: await freePort(), torrenting: await freePort() };
  await mkdir(join(profile, 'qBittorrent', 'config'), { recursive: true });
  await writeFile(join(profile, 'qBittorrent', 'config', 'qBittorrent.conf'), qbittorrentConf(ports));
  const version = qbittorrentVersion();
  // 4.x reads the legal notice from the profile; 5.x asks on the command line instead.
  const legal = Number(version.split('.')[0]) >= 5 ? ['--confirm-legal-notice'] : [];
  const child: ChildProcess = spawn('qbittorrent-nox', [`--profile=${profile}`, `--webui-port=${ports.webui}`, ...legal], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${ports.webui}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    await until(`qbittorrent-nox's WebUI on ${url} (output: ${output})`, async () => {
      if (child.exitCode !== null) throw new Error(`qbittorrent-nox exited with ${child.exitCode}: ${output}`);
      return fetch(`${url}/api/v2/app/version`).then((r) => r.status > 0, () => false);
    }, 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, version, stop };
}

/** Signs in as `qbittorrentAccount` (or `password`) and answers the status, the body and the SID cookie. */
export async function qbittorrentLogin(url: string, password: string = qbittorrentAccount.password): Promise<{ status: number; body: string; cookie: string }> {
  const response = await fetch(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: qbittorrentAccount.username, password }),
  });
  return { status: response.status, body: await response.text(), cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}
