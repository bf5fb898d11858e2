import { spawn } from 'node:child_process';
import { thisMachine, type Machine } from './config.js';
import { PingPool } from './features/devices/ping-pool.js';
import { ffmpegPath } from './features/streams/ffmpeg.js';

/** One check of what the server needs from the machine, with what it found. */
export interface ToolCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** Runs `binary -version` and answers its first line (ffmpeg's own version line). */
function versionLine(binary: string, timeoutMs: number): Promise<{ ok: boolean; detail: string }> {
  return new Promise((resolve) => {
    let out = '';
    let child;
    try {
      child = spawn(binary, ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    } catch (error) {
      resolve({ ok: false, detail: `${binary}: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.resume();
    child.once('error', (error) => resolve({ ok: false, detail: `${binary}: ${error.message}` }));
    child.once('close', (code) => resolve(code === 0 && out.startsWith('ffmpeg version') ? { ok: true, detail: `${out.split('\n')[0]} (${binary})` } : { ok: false, detail: `${binary} exited with ${code}` }));
  });
}

/**
 * What the desktop app's --self-test asks of the server's own code (the bundle it loaded): that
 * ffmpeg runs from where the server resolves it, and that ping reaches 127.0.0.1 with this OS's
 * arguments.
 */
export async function checkTools(env: NodeJS.ProcessEnv = process.env, machine: Machine = thisMachine()): Promise<ToolCheck[]> {
  let ffmpeg: { ok: boolean; detail: string };
  try {
    ffmpeg = await versionLine(await ffmpegPath(env), 10_000);
  } catch (error) {
    ffmpeg = { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  const probe = await new PingPool(machine.platform).probe('127.0.0.1', { waitSeconds: 2 });
  return [
    { name: 'ffmpeg', ...ffmpeg },
    { name: 'ping', ok: probe.alive, detail: probe.alive ? `127.0.0.1 answered in ${probe.time} ms` : '127.0.0.1 did not answer (is ping installed and allowed to send ICMP?)' },
  ];
}
