/**
 * The desktop app's log file, hearth.log in the data folder: the server's lines (the setup link
 * included) and the shell's own errors, since a desktop app has no terminal to print to. The
 * previous run's log is kept as hearth.log.1 once it grows past a limit.
 */
import { type WriteStream, createWriteStream, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

export const logFileName = 'hearth.log';
export const maxLogBytes = 2 * 1024 * 1024;

/** One line of the log: an ISO time stamp, then the text (continuation lines indented). */
export function logLine(now: Date, text: string): string {
  return `${now.toISOString()} ${text.replace(/\r?\n/g, '\n    ')}\n`;
}

/** Whether the log must start afresh (its size in bytes, null when there is none yet). */
export function shouldRotate(size: number | null, max = maxLogBytes): boolean {
  return size !== null && size >= max;
}

/** Formats an error (or anything thrown) for one log line. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

export interface LogFile {
  readonly path: string;
  write(text: string): void;
  close(): Promise<void>;
}

/**
 * The log in `dir`, opened (for appending) at the first line written, so a second copy of the app
 * that quits at once never touches it. A log grown too big is moved to hearth.log.1 first.
 */
export function openLogFile(dir: string, now: () => Date = () => new Date()): LogFile {
  const file = path.join(dir, logFileName);
  let stream: WriteStream | null = null;
  const open = (): WriteStream => {
    mkdirSync(dir, { recursive: true });
    let size: number | null = null;
    try {
      size = statSync(file).size;
    } catch {
      // no log yet
    }
    if (shouldRotate(size)) renameSync(file, `${file}.1`);
    const opened = createWriteStream(file, { flags: 'a' });
    // A full disk must not take the app down with it: the console still gets every line.
    opened.on('error', (error) => console.error('Hearth cannot write its log:', error.message));
    return opened;
  };
  return {
    path: file,
    write: (text) => {
      stream ??= open();
      stream.write(logLine(now(), text));
    },
    close: () => new Promise((resolve) => (stream ? stream.end(resolve) : resolve())),
  };
}
