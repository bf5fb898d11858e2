import { createHash } from 'node:crypto';
import net from 'node:net';
import type { ParsedKey } from 'ssh2';
import { powerMessages as m } from '../../../../shared/messages.js';
import type { ReachPolicy } from '../../../net/reach.js';
import { describeFailure } from '../../monitoring/outbound.js';
import { openWithin } from '../../monitoring/checks/tcp-check.js';

export interface SshCommand {
  host: string;
  port: number;
  username: string;
  /** OpenSSH or PEM private key text, unencrypted. */
  privateKey: string;
  /** The host key trusted so far (SHA256:…), or null: the first connection pins what it sees. */
  pinnedHostKey: string | null;
  command: string;
  timeoutMs: number;
  reach: ReachPolicy;
}

export type SshOutcome =
  | { ok: true; hostKey: string; firstUse: boolean }
  | { ok: false; text: string; hostKey: string | null };

/** The fingerprint `ssh-keygen -lf` prints: SHA256 of the key blob, base64 without padding. */
export function hostKeyFingerprint(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** A new ed25519 pair: the private key in OpenSSH format, the public one as authorized_keys wants it. */
// ssh2 is loaded on the first SSH use, never at server start (it is large and rarely needed).
const loadSsh2 = async () => (await import('ssh2')).default;

export async function generateKeyPair(comment: string): Promise<{ privateKey: string; publicKey: string }> {
  const { utils } = await loadSsh2();
  const pair = utils.generateKeyPairSync('ed25519', { comment });
  return { privateKey: pair.private, publicKey: pair.public.trim() };
}

/** The public key line of a pasted private key, or the reason it cannot be used. */
export async function readPrivateKey(text: string): Promise<{ publicKey: string } | { error: 'unreadable' | 'encrypted' | 'public' }> {
  if (/^\s*(ssh-|ecdsa-)/.test(text) || /BEGIN (SSH2 )?PUBLIC KEY/.test(text)) return { error: 'public' };
  if (/ENCRYPTED|Proc-Type: 4,ENCRYPTED/.test(text)) return { error: 'encrypted' };
  const { utils } = await loadSsh2();
  const parsed = utils.parseKey(text.trim());
  if (parsed instanceof Error) return { error: /passphrase|encrypt/i.test(parsed.message) ? 'encrypted' : 'unreadable' };
  // The types say one key; a file may hold several (ssh2 then answers an array), the first is used.
  const key: ParsedKey | undefined = Array.isArray(parsed) ? (parsed as ParsedKey[])[0] : parsed;
  if (!key?.isPrivateKey()) return { error: 'unreadable' };
  return { publicKey: `${key.type} ${key.getPublicSSH().toString('base64')} hearth` };
}

const target = (command: SshCommand) => `${command.host}:${command.port}`;

/**
 * Runs one command over SSH. The host key is checked before any credential is sent: a key other
 * than the pinned one ends the connection with the reason. The command counts as done when it
 * exits with 0, or when the connection drops after it started (a shutdown often closes it first).
 */
export async function runOverSsh(command: SshCommand): Promise<SshOutcome> {
  const started = Date.now();
  let socket: net.Socket;
  try {
    ({ socket } = await openWithin({ host: command.host, port: command.port, timeoutMs: command.timeoutMs, reach: command.reach }, (lookup) => net.connect({ host: command.host, port: command.port, lookup }), 'connect'));
  } catch (error) {
    return { ok: false, hostKey: null, text: connectFailure(error, command) };
  }
  const left = Math.max(1000, command.timeoutMs - (Date.now() - started));
  const { Client } = await loadSsh2();
  return new Promise<SshOutcome>((resolve) => {
    const client = new Client();
    let seen: string | null = null;
    let execStarted = false;
    let settled = false;
    const finish = (outcome: SshOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.end();
      socket.destroy();
      resolve(outcome);
    };
    const success = () => finish({ ok: true, hostKey: seen ?? '', firstUse: command.pinnedHostKey === null });
    const timer = setTimeout(() => finish({ ok: false, hostKey: seen, text: m.timedOut(target(command), Math.round(command.timeoutMs / 1000)) }), left);
    client.on('ready', () => {
      client.exec(command.command, (error, stream) => {
        if (error) return finish({ ok: false, hostKey: seen, text: m.unreachable(target(command), error.message) });
        execStarted = true;
        let output = '';
        stream.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-400)));
        stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-400)));
        stream.on('close', (code: number | null) => {
          if (code === 0 || code === null || code === undefined) return success();
          finish({ ok: false, hostKey: seen, text: m.commandFailed(code, output.trim().split('\n').slice(-2).join(' ').slice(0, 200)) });
        });
      });
    });
    client.on('error', (error: Error & { level?: string }) => {
      if (settled) return;
      if (command.pinnedHostKey && seen && seen !== command.pinnedHostKey) return finish({ ok: false, hostKey: seen, text: m.hostKeyChanged(command.pinnedHostKey, seen) });
      if (error.level === 'client-authentication') return finish({ ok: false, hostKey: seen, text: m.authRefused(command.username) });
      if (execStarted) return success();
      finish({ ok: false, hostKey: seen, text: m.unreachable(target(command), error.message) });
    });
    client.on('close', () => {
      if (execStarted) return success();
      finish({ ok: false, hostKey: seen, text: m.unreachable(target(command), 'the connection closed') });
    });
    client.connect({
      sock: socket,
      username: command.username,
      privateKey: command.privateKey,
      readyTimeout: left,
      hostVerifier: (key: Buffer) => {
        seen = hostKeyFingerprint(key);
        return command.pinnedHostKey === null || seen === command.pinnedHostKey;
      },
    });
  });
}

function connectFailure(error: unknown, command: SshCommand): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ECONNREFUSED') return m.connectionRefused(target(command));
  if (code === 'ABORT_ERR') return m.timedOut(target(command), Math.round(command.timeoutMs / 1000));
  return m.unreachable(target(command), describeFailure(error, command.timeoutMs, command.reach).message);
}
