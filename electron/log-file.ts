/**
 * The desktop app's log file, hearth.log in the data folder: the server's lines (the setup link
 * included) and the shell's own errors, since a desktop app has no terminal to print to. Once it
 * grows past a limit, at start or while running (an always-on hub may run for months), it is
 * moved to hearth.log.1 and a fresh one begins: at most two limits' worth on disk.
 */
import { type WriteStream, createWriteStream, mkdirSync, openSync, renameSync, statSync } from 'node:fs';
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
export function openLogFile(dir: string, now: () => Date = () => new Date(), max = maxLogBytes): LogFile {
  const file = path.join(dir, logFileName);
  let stream: WriteStream | null = null;
  let size = 0;
  const rotate = () => {
    // POSIX and Windows (libuv opens with FILE_SHARE_DELETE) both allow renaming an open file;
    // what the old stream still has to write lands in hearth.log.1.
    renameSync(file, `${file}.1`);
    size = 0;
  };
  const open = (): WriteStream | null => {
    try {
      return openAppending();
    } catch (error) {
      // A data folder that cannot be written must not take the app down: the console still gets every line.
      console.error('Hearth cannot open its log:', error instanceof Error ? error.message : String(error));
      return null;
    }
  };
  const openAppending = (): WriteStream => {
    mkdirSync(dir, { recursive: true });
    let existing: number | null = null;
    try {
      existing = statSync(file).size;
    } catch {
      // no log yet
    }
    size = existing ?? 0;
    if (shouldRotate(existing, max)) rotate();
    // Opened at once (not when the stream gets round to it), so a move right after finds the file.
    // 0600: the log holds the one-time setup link.
    const opened = createWriteStream(file, { fd: openSync(file, 'a', 0o600) });
    // A full disk must not take the app down with it: the console still gets every line.
    opened.on('error', (error) => console.error('Hearth cannot write its log:', error.message));
    return opened;
  };
  return {
    path: file,
    write: (text) => {
      const line = logLine(now(), text);
      if (stream && shouldRotate(size, max)) {
        stream.end();
        try {
          rotate();
        } catch (error) {
          console.error('Hearth cannot rotate its log:', error instanceof Error ? error.message : String(error));
        }
        stream = null;
      }
      stream ??= open();
      stream?.write(line);
      size += Buffer.byteLength(line);
    },
    close: () => new Promise((resolve) => (stream ? stream.end(resolve) : resolve())),
  };
}

/** The shell's way to log: to the console (a terminal, when there is one) and to the log file. */
export interface DesktopLog {
  readonly path: string;
  /** An ordinary line (the server's lines, the setup link). */
  record(text: string): void;
  /** Something went wrong: the text and, when given, the error's stack. */
  report(text: string, error?: unknown): void;
  close(): Promise<void>;
}

export function createDesktopLog(file: LogFile): DesktopLog {
  return {
    path: file.path,
    record(text) {
      console.log(text);
      file.write(text);
    },
    report(text, error) {
      console.error(text, error ?? '');
      file.write(error === undefined ? text : `${text} ${describeError(error)}`);
    },
    close: () => file.close(),
  };
}
