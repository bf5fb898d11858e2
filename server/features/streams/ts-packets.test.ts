import { describe, expect, it } from 'vitest';
import { GopCache, packetSize } from './ts-packets.js';

/** One 188-byte packet: its PID, whether a key frame starts in it, and a marker byte to tell packets apart. */
function packet(pid: number, key: boolean, marker: number): Buffer {
  const p = Buffer.alloc(packetSize, marker);
  p[0] = 0x47;
  p[1] = (pid >> 8) & 0x1f;
  p[2] = pid & 0xff;
  // Adaptation field and payload; a key frame sets the random access indicator.
  p[3] = 0x30;
  p[4] = 7;
  p[5] = key ? 0x40 : 0x00;
  return p;
}

const pat = (n: number) => packet(0, false, n);
const pmt = (n: number) => packet(0x1000, false, n);
const video = (key: boolean, n: number) => packet(0x100, key, n);

/** A stream of two groups of pictures, each behind a PAT and PMT. */
function stream(): { data: Buffer; keys: number[] } {
  const packets = [pat(1), pmt(2), video(true, 3), video(false, 4), video(false, 5), pat(6), pmt(7), video(true, 8), video(false, 9), video(false, 10)];
  return { data: Buffer.concat(packets), keys: [2 * packetSize, 7 * packetSize] };
}

/** Cuts data into chunks of the given sizes (the last takes the rest). */
function cut(data: Buffer, sizes: number[]): Buffer[] {
  const chunks: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    chunks.push(data.subarray(at, at + size));
    at += size;
  }
  if (at < data.length) chunks.push(data.subarray(at));
  return chunks;
}

describe('the key-frame cache of the relay', () => {
  // Sizes that split packets anywhere: inside a key frame's header, one byte, and across several packets.
  const cuts: [string, number[]][] = [
    ['whole packets', [packetSize * 3, packetSize * 4]],
    ['chunks of 500 bytes', Array<number>(20).fill(500)],
    ['a key frame split after 2 bytes', [packetSize * 2 + 2, 100, 1]],
    ['single bytes around the second key', [packetSize * 7 - 1, 1, 1, 1, 1]],
    ['ffmpeg-like 1000-byte writes', [1000, 1000]],
  ];

  it.each(cuts)('finds each key frame and keeps everything since it, with %s', (_, sizes) => {
    const { data, keys } = stream();
    const cache = new GopCache();
    let fed = 0;
    let lastKey = -1;
    for (const chunk of cut(data, sizes)) {
      const key = cache.push(chunk);
      const end = fed + chunk.length;
      // A packet is read once it is whole, so a key frame is found in the chunk that completes its first packet.
      const keyHere = keys.find((k) => k + packetSize > fed && k + packetSize <= end);
      if (keyHere === undefined) expect(key).toBeNull();
      else {
        // From the key frame's first byte to the end of this chunk, whatever chunk the packet began in.
        expect(Buffer.concat(key ?? [])).toEqual(data.subarray(keyHere, end));
        lastKey = keyHere;
      }
      fed = end;
      expect(cache.owed()).toBe((packetSize - (fed % packetSize)) % packetSize);
      const start = cache.start();
      if (lastKey < 0) expect(start).toBeNull();
      else {
        // The latest PAT and PMT read whole, whichever group they came with.
        const header = fed >= 7 * packetSize ? Buffer.concat([pat(6), pmt(7)]) : fed >= 6 * packetSize ? Buffer.concat([pat(6), pmt(2)]) : Buffer.concat([pat(1), pmt(2)]);
        expect(Buffer.concat(start ?? [])).toEqual(Buffer.concat([header, data.subarray(lastKey, fed)]));
      }
    }
  });

  it('keeps views of the chunks it was given, not copies', () => {
    const { data } = stream();
    const cache = new GopCache();
    const [first, second] = cut(data, [packetSize * 4, packetSize * 2]);
    cache.push(first ?? Buffer.alloc(0));
    cache.push(second ?? Buffer.alloc(0));
    const start = cache.start() ?? [];
    expect(start.length).toBe(4);
    for (const piece of start) expect(piece.buffer).toBe(data.buffer);
  });

  it('drops a group of pictures too long to keep, so a joining viewer waits for the next key frame', () => {
    const cache = new GopCache(packetSize * 3);
    cache.push(Buffer.concat([pat(1), pmt(2), video(true, 3)]));
    expect(Buffer.concat(cache.start() ?? [])).toEqual(Buffer.concat([pat(1), pmt(2), video(true, 3)]));
    cache.push(Buffer.concat([video(false, 4), video(false, 5)]));
    expect(Buffer.concat(cache.start() ?? [])).toEqual(Buffer.concat([pat(1), pmt(2), video(true, 3), video(false, 4), video(false, 5)]));
    cache.push(video(false, 6));
    cache.push(video(false, 7));
    expect(cache.start()).toBeNull();
    cache.push(video(true, 8));
    expect(Buffer.concat(cache.start() ?? [])).toEqual(Buffer.concat([pat(1), pmt(2), video(true, 8)]));
  });

  it('forgets a split packet and the key frame on reset (a new ffmpeg starts a new stream)', () => {
    const cache = new GopCache();
    cache.push(Buffer.concat([pat(1), pmt(2), video(true, 3)]).subarray(0, packetSize * 3 - 10));
    expect(cache.owed()).toBe(10);
    cache.reset();
    expect(cache.owed()).toBe(0);
    expect(cache.start()).toBeNull();
  });
});
