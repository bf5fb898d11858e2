import { describe, expect, it } from 'vitest';
import { LogFrames, maxLineBytes } from './log-frames.js';

const frame = (stream: 1 | 2, text: string): Buffer => {
  const payload = Buffer.from(text);
  const header = Buffer.alloc(8);
  header[0] = stream;
  header.writeUInt32BE(payload.length, 4);
  return Buffer.concat([header, payload]);
};

describe('LogFrames', () => {
  it('reads stdout and stderr frames into lines', () => {
    const frames = new LogFrames();
    expect(frames.push(Buffer.concat([frame(1, 'one\ntwo\n'), frame(2, 'oops\n')]))).toEqual([
      { stream: 'stdout', text: 'one' },
      { stream: 'stdout', text: 'two' },
      { stream: 'stderr', text: 'oops' },
    ]);
  });

  it('joins a frame split anywhere, header included, byte by byte', () => {
    const frames = new LogFrames();
    const bytes = Buffer.concat([frame(1, 'héllo wörld\n'), frame(2, 'second\n')]);
    const lines = [...bytes].flatMap((byte) => frames.push(Buffer.from([byte])));
    expect(lines).toEqual([
      { stream: 'stdout', text: 'héllo wörld' },
      { stream: 'stderr', text: 'second' },
    ]);
  });

  it('keeps a line split over frames, per stream, and gives the last one at the end', () => {
    const frames = new LogFrames();
    expect(frames.push(Buffer.concat([frame(1, 'par'), frame(2, 'err\n'), frame(1, 'tial\nlast')]))).toEqual([
      { stream: 'stderr', text: 'err' },
      { stream: 'stdout', text: 'partial' },
    ]);
    expect(frames.end()).toEqual([{ stream: 'stdout', text: 'last' }]);
  });

  it('reads a TTY container\'s raw text as stdout, without CRs', () => {
    expect(new LogFrames(true).push(Buffer.from('a\r\nb\r\n'))).toEqual([
      { stream: 'stdout', text: 'a' },
      { stream: 'stdout', text: 'b' },
    ]);
  });

  it('cuts a line longer than the cap instead of holding it', () => {
    const frames = new LogFrames();
    const lines = frames.push(frame(1, 'x'.repeat(maxLineBytes * 2)));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toHaveLength(maxLineBytes);
    expect(frames.end()).toEqual([]);
  });

  it('does not grow without end on a header announcing a huge frame', () => {
    const frames = new LogFrames();
    const header = Buffer.alloc(8);
    header[0] = 1;
    header.writeUInt32BE(0xffffffff, 4);
    frames.push(header);
    const lines = frames.push(Buffer.alloc(maxLineBytes * 5, 'y'));
    expect(lines.length).toBeGreaterThan(0);
  });
});
