import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { unpackedPath, type PathApi } from '../../host/packaged-paths.js';
import type { FfmpegLedger } from './ffmpeg-ledger.js';
import { thisMachine } from '../../config.js';

/**
 * The ffmpeg to run: HEARTH_FFMPEG when set, else the binary inside @ffmpeg-installer. In the
 * packaged app the package resolves a path inside app.asar, which no OS can execute; the
 * builder unpacks it, so the real file is the app.asar.unpacked copy.
 */
export function ffmpegBinary(installerPath: string, override: string | undefined, paths: PathApi = path): string {
  return override?.trim() || unpackedPath(installerPath, paths);
}

/**
 * The @ffmpeg-installer package that carries the binary for an OS and CPU it has none for: Windows
 * on Arm runs the x64 build through Windows 11's x64 emulation (there is no win32-arm64 package;
 * the release workflow puts win32-x64 beside the arm64 app). Null where the installer's own
 * choice stands.
 */
export function ffmpegFallbackPackage(platform: NodeJS.Platform, arch: string): string | null {
  return platform === 'win32' && arch === 'arm64' ? '@ffmpeg-installer/win32-x64' : null;
}

async function installerPath(): Promise<string> {
  try {
    const installer = await import('@ffmpeg-installer/ffmpeg');
    return (installer.default ?? installer).path;
  } catch (error) {
    // The installer throws a string ("Unsupported platform/architecture: win32-arm64").
    const { platform, arch } = thisMachine();
    const fallback = ffmpegFallbackPackage(platform, arch);
    if (!fallback) throw error instanceof Error ? error : new Error(String(error));
    const require = createRequire(import.meta.url);
    return path.join(path.dirname(require.resolve(`${fallback}/package.json`)), platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
  }
}

// The installer package resolves a platform binary; it is looked up on first use, not at start-up.
let installerBinary: Promise<string> | null = null;
export async function ffmpegPath(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  installerBinary ??= installerPath();
  return ffmpegBinary(await installerBinary, env.HEARTH_FFMPEG);
}

/** ffmpeg may only open what a camera needs: never file:, http:, concat: and the like. */
const whitelist = ['-protocol_whitelist', 'rtsp,rtsps,rtp,srtp,tcp,udp,tls'];

/** Input options for a camera: RTSP over TCP (UDP ports are not always reachable), then the URL. */
export function cameraInput(url: string): string[] {
  return [...whitelist, '-rtsp_transport', 'tcp', '-i', url];
}

/**
 * How far back, in seconds, the largest timestamp jump that ffmpeg reports in `text` went
 * ("Non-monotonous DTS in output stream 0:0; previous: 738000, current: 18001; changing to…",
 * "monotonic" in newer builds), in MPEG-TS's 90 kHz clock; null when it reports none.
 */
export function timestampJumpBack(text: string): number | null {
  let most: number | null = null;
  // Up to the "; changing to" that ends the numbers: a line cut between two chunks of stderr
  // ("current: 18" | "000; …") must not read as a bigger jump than it was.
  for (const match of text.matchAll(/Non-monoton\w* DTS[^;]*; previous: (-?\d+), current: (-?\d+); changing to/g)) {
    const back = (Number(match[1]) - Number(match[2])) / 90_000;
    most = Math.max(most ?? back, back);
  }
  return most;
}

/** The last lines a process wrote to stderr, kept small for the log when it exits. */
export class RingBuffer {
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly size = 20) {}

  push(chunk: Buffer): void {
    const text = this.partial + chunk.toString('utf8');
    const parts = text.split(/\r?\n|\r/);
    this.partial = (parts.pop() ?? '').slice(-500);
    for (const line of parts) if (line.trim()) this.lines.push(line.slice(0, 500));
    if (this.lines.length > this.size) this.lines = this.lines.slice(-this.size);
  }

  text(): string {
    return [...this.lines, this.partial].filter(Boolean).join('\n');
  }
}

export interface Run {
  stdout: Buffer;
  stderr: string;
  code: number | null;
  timedOut: boolean;
}

export type FfmpegChild = ChildProcessByStdio<null, Readable, Readable>;

/**
 * Starts Hearth's ffmpeg processes: each is recorded in the data folder's ledger while it runs,
 * so one left behind by a crash is ended on the next start (ffmpeg-ledger.ts).
 */
export class FfmpegProcesses {
  constructor(
    private readonly ledger: FfmpegLedger | null,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  /** Spawns ffmpeg with stdout and stderr piped and no stdin (nothing of ours can fail with EPIPE). */
  async spawn(args: string[]): Promise<FfmpegChild> {
    const child = spawn(await ffmpegPath(this.env), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const { pid } = child;
    this.ledger?.add(pid);
    child.once('exit', () => this.ledger?.remove(pid));
    child.once('error', () => this.ledger?.remove(pid));
    return child;
  }

  /** Runs ffmpeg to the end (or kills it after timeoutMs); never rejects. */
  async run(args: string[], timeoutMs: number, maxOutput = 8 * 1024 * 1024): Promise<Run> {
    let child: FfmpegChild;
    try {
      child = await this.spawn(['-hide_banner', '-nostdin', ...args]);
    } catch (error) {
      return { stdout: Buffer.alloc(0), stderr: String(error), code: null, timedOut: false };
    }
    return collect(child, timeoutMs, maxOutput);
  }
}

function collect(child: FfmpegChild, timeoutMs: number, maxOutput: number): Promise<Run> {
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    let size = 0;
    const err = new RingBuffer(40);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxOutput) out.push(chunk);
      else child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdout.on('error', (error) => err.push(Buffer.from(String(error))));
    child.stderr.on('error', () => undefined);
    child.on('error', (error) => err.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ stdout: Buffer.concat(out), stderr: err.text(), code, timedOut });
    });
  });
}
