import { describe, expect, it } from 'vitest';
import { RingBuffer, timestampJumpBack } from './ffmpeg.js';

describe("reading ffmpeg's reports of a camera clock that went back", () => {
  it('answers the largest jump back in seconds of the 90 kHz clock', () => {
    const text = [
      '[mpegts @ 0x2bc6b6c0] Non-monotonous DTS in output stream 0:0; previous: 738000, current: 18000; changing to 738001. This may result in incorrect timestamps in the output file.',
      '[mpegts @ 0x2bc6b6c0] Non-monotonous DTS in output stream 0:0; previous: 738001, current: 21600; changing to 738002. This may result',
    ].join('\n');
    expect(timestampJumpBack(text)).toBeCloseTo(8.0, 3);
  });

  it("reads newer builds' wording and the one-tick nudges at the start", () => {
    expect(timestampJumpBack('Non-monotonic DTS in output stream 0:0; previous: 180000, current: 90000; changing to 180001.')).toBeCloseTo(1, 5);
    expect(timestampJumpBack('Non-monotonous DTS in output stream 0:0; previous: 0, current: 0; changing to 1.')).toBe(0);
  });

  it('reads nothing from a line cut short between two chunks', () => {
    expect(timestampJumpBack('Non-monotonous DTS in output stream 0:0; previous: 1800001, current: 18')).toBeNull();
    expect(timestampJumpBack('00001; changing to 1800002. This may result in incorrect timestamps')).toBeNull();
  });

  it('answers null for other warnings', () => {
    expect(timestampJumpBack('[rtsp @ 0x1] Stream #0: not enough frames to estimate rate; consider increasing probesize')).toBeNull();
    expect(timestampJumpBack('')).toBeNull();
  });
});

describe('the stderr ring buffer', () => {
  it('keeps the last lines, joined across chunks', () => {
    const ring = new RingBuffer(2);
    ring.push(Buffer.from('one\ntw'));
    ring.push(Buffer.from('o\nthree\nfour'));
    expect(ring.text()).toBe('two\nthree\nfour');
  });
});
