import { execFile } from 'node:child_process';
import { readFile, readlink } from 'node:fs/promises';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Every ffmpeg Hearth starts, by process id, in a file of the data folder (`ffmpeg.pids`), so an
 * ffmpeg left running by a crash is ended on the next start. On Linux and macOS a child outlives
 * a parent killed outright (a camera that stalls keeps it waiting: it never writes to the dead
 * pipe that would end it). On Windows libuv already puts every child in a job object that ends
 * it with Hearth (src/win/process.c, `uv__init_global_job_handle`); the ledger covers it anyway.
 */
export const ledgerFileName = 'ffmpeg.pids';

/** The process ids a ledger file lists (one per line; anything else is ignored). */
export function parseLedger(text: string): number[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter((line) => /^\d{1,10}$/.test(line)).map(Number))].filter((pid) => pid > 1);
}

/** Whether a program name (a path or an image name) is an ffmpeg, so a reused pid is never ended. */
export function isFfmpegProgram(program: string): boolean {
  const base = program.trim().split(/[\\/]/).pop() ?? '';
  return /^ffmpeg(?:\.exe)?$/i.test(base);
}

/** Windows's `tasklist /FI "PID eq N" /FO CSV /NH`: the image name of the first row, or null. */
export function parseTasklistImage(text: string): string | null {
  const first = /^"([^"]*)"/m.exec(text.trim());
  return first?.[1] ?? null;
}

export type ProgramOf = (pid: number) => Promise<string | null>;
export type EndProcess = (pid: number) => Promise<void>;

const run = promisify(execFile);

/** How this OS names the program a process runs, and ends a process (per-OS, tested above). */
export function processTools(platform: NodeJS.Platform): { programOf: ProgramOf; end: EndProcess } {
  if (platform === 'win32') {
    return {
      programOf: async (pid) => parseTasklistImage((await run('tasklist', ['/FI', `PID eq ${pid}`, '/FO', 'CSV', '/NH'], { timeout: 5000, windowsHide: true }).catch(() => ({ stdout: '' }))).stdout),
      end: async (pid) => void (await run('taskkill', ['/PID', String(pid), '/T', '/F'], { timeout: 5000, windowsHide: true }).catch(() => undefined)),
    };
  }
  const end: EndProcess = (pid) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    return Promise.resolve();
  };
  if (platform === 'linux') {
    // /proc/<pid>/exe names the binary; its cmdline's first word is the fallback when it cannot be read.
    return {
      programOf: async (pid) => (await readlink(`/proc/${pid}/exe`).catch(() => null)) ?? ((await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0')[0] || null),
      end,
    };
  }
  return {
    programOf: async (pid) => (await run('ps', ['-p', String(pid), '-o', 'comm='], { timeout: 5000 }).catch(() => ({ stdout: '' }))).stdout.trim() || null,
    end,
  };
}

/** The ledger of one data folder: read and emptied at start, then kept up to date. */
export class FfmpegLedger {
  private readonly running = new Set<number>();
  private readonly file: string;
  /** Left by the previous run: checked and ended by endLeftovers(). */
  readonly leftovers: number[];

  constructor(dataDir: string) {
    this.file = path.join(dataDir, ledgerFileName);
    let text = '';
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      // No file: the last run ended cleanly, or this is the first.
    }
    this.leftovers = parseLedger(text);
    if (this.leftovers.length > 0) rmSync(this.file, { force: true });
  }

  /** Ends each leftover that is still an ffmpeg; answers the ids it ended. */
  async endLeftovers(tools: { programOf: ProgramOf; end: EndProcess }): Promise<number[]> {
    const ended: number[] = [];
    for (const pid of this.leftovers) {
      if (pid === process.pid || this.running.has(pid)) continue;
      const program = await tools.programOf(pid);
      if (!program || !isFfmpegProgram(program)) continue;
      await tools.end(pid);
      ended.push(pid);
    }
    return ended;
  }

  add(pid: number | undefined): void {
    if (pid === undefined) return;
    this.running.add(pid);
    this.save();
  }

  remove(pid: number | undefined): void {
    if (pid === undefined || !this.running.delete(pid)) return;
    this.save();
  }

  /** The ids recorded now (tests read them). */
  pids(): number[] {
    return [...this.running];
  }

  private save(): void {
    try {
      if (this.running.size === 0) {
        rmSync(this.file, { force: true });
        return;
      }
      // Written whole then renamed: a crash mid-write never leaves half a list.
      const temporary = `${this.file}.tmp`;
      writeFileSync(temporary, `${[...this.running].join('\n')}\n`, { mode: 0o600 });
      renameSync(temporary, this.file);
    } catch {
      // A data folder that cannot be written loses only this safety net; streaming goes on.
    }
  }
}
