import type { LogLine } from '../../../shared/contracts/docker.js';

/** A frame longer than this is cut: one log line must not hold the server's memory. */
export const maxLineBytes = 16 * 1024;

/**
 * Reads Docker's multiplexed log stream (a container without a TTY): frames of an 8-byte header
 * (stream type: 1 stdout, 2 stderr; 3 zero bytes; payload size, big-endian uint32) and the
 * payload. Chunks may split a header or a payload anywhere; lines are cut at newlines. A
 * container with a TTY sends raw text instead (`raw: true`), all of it stdout.
 */
export class LogFrames {
  private pending: Buffer = Buffer.alloc(0);
  private partial: Record<LogLine['stream'], string> = { stdout: '', stderr: '' };

  constructor(private readonly raw = false) {}

  /** The complete lines in this chunk (and what earlier chunks left). */
  push(chunk: Buffer): LogLine[] {
    if (this.raw) return this.lines('stdout', chunk);
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const out: LogLine[] = [];
    while (this.pending.length >= 8) {
      const type = this.pending[0];
      const size = this.pending.readUInt32BE(4);
      if (this.pending.length < 8 + size) break;
      const payload = this.pending.subarray(8, 8 + size);
      this.pending = this.pending.subarray(8 + size);
      // 0 is stdin (only for attach); anything else is not this format: treated as stdout text.
      out.push(...this.lines(type === 2 ? 'stderr' : 'stdout', payload));
    }
    // A header announcing a huge frame still must not grow the buffer without end.
    if (this.pending.length > 8 + maxLineBytes * 4) {
      out.push(...this.lines(this.pending[0] === 2 ? 'stderr' : 'stdout', this.pending.subarray(8)));
      this.pending = Buffer.alloc(0);
    }
    return out;
  }

  /** What is left once the stream ended (a last line without its newline). */
  end(): LogLine[] {
    const out: LogLine[] = [];
    for (const stream of ['stdout', 'stderr'] as const) {
      if (this.partial[stream]) out.push({ stream, text: this.partial[stream] });
      this.partial[stream] = '';
    }
    return out;
  }

  private lines(stream: LogLine['stream'], payload: Buffer): LogLine[] {
    const text = this.partial[stream] + payload.toString('utf8');
    const parts = text.split('\n');
    const rest = parts.pop() ?? '';
    this.partial[stream] = rest.length > maxLineBytes ? '' : rest;
    const out = parts.map((line) => ({ stream, text: line.replace(/\r$/, '').slice(0, maxLineBytes) }));
    if (rest.length > maxLineBytes) out.push({ stream, text: rest.slice(0, maxLineBytes) });
    return out;
  }
}
