import { describe, expect, it } from 'vitest';
import { headText, locationOf, NotRtsp, parseHead, RtspReader, type RtspPiece } from './rtsp-reader.js';

const frame = (channel: number, payload: Buffer) => Buffer.concat([Buffer.from([0x24, channel, payload.length >> 8, payload.length & 255]), payload]);
const text = (value: string) => Buffer.from(value, 'latin1');

/** What the reader makes of `chunks`: heads as their first line, bytes joined between heads. */
function read(chunks: Buffer[]): string[] {
  const reader = new RtspReader();
  const out: string[] = [];
  let bytes: Buffer[] = [];
  const flush = () => {
    if (bytes.length) out.push(`bytes:${Buffer.concat(bytes).toString('hex')}`);
    bytes = [];
  };
  for (const piece of chunks.flatMap((chunk): RtspPiece[] => reader.push(chunk))) {
    if (piece.bytes) bytes.push(piece.bytes);
    else {
      flush();
      out.push(`head:${piece.head.lines[0] ?? ''}`);
    }
  }
  flush();
  return out;
}

describe("reading a camera's side of RTSP over TCP", () => {
  const describeReply = 'RTSP/1.0 200 OK\r\nCSeq: 2\r\nContent-Type: application/sdp\r\nContent-Length: 5\r\n\r\nv=0\r\n';
  const stream = Buffer.concat([text(describeReply), frame(0, Buffer.from('abc')), text('RTSP/1.0 200 OK\r\nCSeq: 3\r\n\r\n'), frame(1, Buffer.alloc(0))]);

  it('splits heads from bodies and interleaved frames, however the bytes are cut', () => {
    const whole = read([stream]);
    expect(whole).toEqual(['head:RTSP/1.0 200 OK', `bytes:${text('v=0\r\n').toString('hex')}${frame(0, Buffer.from('abc')).toString('hex')}`, 'head:RTSP/1.0 200 OK', 'bytes:24010000']);
    for (let cut = 1; cut < stream.length; cut++) expect(read([stream.subarray(0, cut), stream.subarray(cut)])).toEqual(whole);
    expect(read([...stream].map((byte) => Buffer.from([byte])))).toEqual(whole);
  });

  it('reads lines as ffmpeg does: LF ends them, CRs are dropped, a line of CRs ends the head', () => {
    expect(read([text('RTSP/1.0 302 Moved\nLocation: rtsp://a/\n\r\r\nRTSP/1.0 200 OK\r\n\r\n')])).toEqual(['head:RTSP/1.0 302 Moved', 'head:RTSP/1.0 200 OK']);
    expect(parseHead('RTSP/1.0 302 Mo\rved\r\nLoca\rtion: rtsp://b/\r\n\r\n')).toEqual({ lines: ['RTSP/1.0 302 Moved', 'Location: rtsp://b/'], status: 302, contentLength: 0 });
    expect(parseHead('  RTSP/1.0\t301 x\r\n\r\n').status).toBe(301);
    expect(parseHead('\r\n')).toEqual({ lines: [], status: null, contentLength: 0 });
    expect(parseHead('SET_PARAMETER rtsp://a/ RTSP/1.0\r\nCSeq: 1\r\n\r\n').status).toBeNull();
  });

  it('refuses what ffmpeg could read another way than this reader', () => {
    for (const head of [
      'RTSP/1.0 200 OK\r\n$\x00\x00\x05Location: x\r\n\r\n', // a line ffmpeg would skip as a frame
      'RTSP/1.0 200 OK\r\nX: a\x00b\r\n\r\n',
      'RTSP/1.0 0302 Moved\r\n\r\n',
      'RTSP/1.0 +302 Moved\r\n\r\n',
      'RTSP/1.0 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n',
      'RTSP/1.0 200 OK\r\nContent-Length: -1\r\n\r\n',
      `RTSP/1.0 200 OK\r\nX-Pad: ${'a'.repeat(5000)}\r\n\r\n`,
    ]) {
      expect(() => parseHead(head), JSON.stringify(head.slice(0, 60))).toThrow(NotRtsp);
    }
    expect(() => new RtspReader().push(Buffer.alloc(70 * 1024, 'a'))).toThrow(NotRtsp);
  });

  it('takes the last Location, as ffmpeg does, and hands on only the one it is given', () => {
    const head = parseHead('RTSP/1.0 302 Moved\r\nLocation: rtsp://lan/a\r\nCSeq: 2\r\nlocation:rtsp://127.0.0.1/b\r\nContent-Length: 3\r\n\r\n');
    expect(locationOf(head)).toBe('rtsp://127.0.0.1/b');
    expect(headText(head, 'rtsp://127.0.0.1:40000/b')).toBe('RTSP/1.0 302 Moved\r\nCSeq: 2\r\nContent-Length: 3\r\nLocation: rtsp://127.0.0.1:40000/b\r\n\r\n');
    expect(headText(parseHead('RTSP/1.0 200 OK\r\ncontent-length: 007\r\n\r\n'))).toBe('RTSP/1.0 200 OK\r\nContent-Length: 7\r\n\r\n');
  });
});
