/** MPEG-TS packets: enough parsing to find key frames so a new viewer starts on one. */
export const packetSize = 188;
const patPid = 0;
/** Where ffmpeg's mpegts muxer puts the first program's PMT. */
const pmtPid = 0x1000;

/** True when the packet's adaptation field marks a random access point (a key frame starts). */
export function isRandomAccess(packet: Buffer, offset: number): boolean {
  const control = (packet[offset + 3] ?? 0) & 0x30;
  if (control !== 0x20 && control !== 0x30) return false;
  const length = packet[offset + 4] ?? 0;
  return length > 0 && ((packet[offset + 5] ?? 0) & 0x40) !== 0;
}

export function pidOf(packet: Buffer, offset: number): number {
  return (((packet[offset + 1] ?? 0) & 0x1f) << 8) | (packet[offset + 2] ?? 0);
}

/**
 * Follows ffmpeg's output as it comes, in chunks that need not end on a packet boundary (the
 * player reassembles packets, so chunks are relayed as they are). It keeps what a viewer joining
 * now needs: the latest PAT and PMT and everything since the last key frame (bounded).
 *
 * Nothing is copied but a packet split across two chunks: the chunks are the pipe's own buffers,
 * which Node never reuses, so the cache holds views of them. At 2 Mbit/s this keeps the relay's
 * garbage, and the collector's work, to a few objects a read.
 */
export class GopCache {
  /** The start of a packet split across chunks, and how many of its bytes have come. */
  private readonly split = Buffer.alloc(packetSize);
  private splitBytes = 0;
  private pat: Buffer | null = null;
  private pmt: Buffer | null = null;
  private gop: Buffer[] = [];
  private gopBytes = 0;

  constructor(private readonly maxBytes = 4 * 1024 * 1024) {}

  /**
   * Takes the next chunk. Answers null, or the bytes from the chunk's first key frame to its end
   * (two pieces when that key frame's packet began in the previous chunk).
   */
  push(chunk: Buffer): Buffer[] | null {
    let key: Buffer[] | null = null;
    let at = 0;
    if (this.splitBytes > 0) {
      const need = packetSize - this.splitBytes;
      if (chunk.length < need) {
        chunk.copy(this.split, this.splitBytes);
        this.splitBytes += chunk.length;
        this.keep(chunk, null);
        return null;
      }
      chunk.copy(this.split, this.splitBytes, 0, need);
      this.splitBytes = 0;
      at = need;
      // Rare (a packet of its own split across chunks): only then is a copy kept.
      if (this.inspect(this.split, 0)) key = [Buffer.from(this.split), chunk.subarray(need)];
    }
    for (; at + packetSize <= chunk.length; at += packetSize) {
      if (this.inspect(chunk, at) && !key) key = [chunk.subarray(at)];
    }
    if (at < chunk.length) {
      chunk.copy(this.split, 0, at);
      this.splitBytes = chunk.length - at;
    }
    this.keep(chunk, key);
    return key;
  }

  /** Notes a PAT or PMT; true when the packet starts a key frame. */
  private inspect(data: Buffer, at: number): boolean {
    const pid = pidOf(data, at);
    if (pid === patPid) this.pat = this.own(data, at);
    else if (pid === pmtPid) this.pmt = this.own(data, at);
    return isRandomAccess(data, at);
  }

  /** A packet to keep: a view of a chunk, or a copy of the split-packet scratch buffer. */
  private own(data: Buffer, at: number): Buffer {
    return data === this.split ? Buffer.from(data) : data.subarray(at, at + packetSize);
  }

  /** A group of pictures too long to keep is dropped whole: a joining viewer waits for the next key frame. */
  private keep(chunk: Buffer, key: Buffer[] | null): void {
    if (key) {
      this.gop = key;
      this.gopBytes = key.reduce((sum, piece) => sum + piece.length, 0);
    } else if (this.gop.length && this.gopBytes + chunk.length <= this.maxBytes) {
      this.gop.push(chunk);
      this.gopBytes += chunk.length;
    } else {
      this.gop = [];
      this.gopBytes = 0;
    }
  }

  /** Bytes still to come of the packet the last chunk ended inside (0 when it ended on a boundary). */
  owed(): number {
    return this.splitBytes ? packetSize - this.splitBytes : 0;
  }

  /** The latest PAT and PMT: a viewer joining at a key frame needs them first. */
  header(): Buffer[] {
    return this.pat && this.pmt ? [this.pat, this.pmt] : [];
  }

  /** What a new viewer is sent first, or null before the first key frame. */
  start(): Buffer[] | null {
    if (!this.gop.length || !this.pat || !this.pmt) return null;
    return [this.pat, this.pmt, ...this.gop];
  }

  reset(): void {
    this.splitBytes = 0;
    this.gop = [];
    this.gopBytes = 0;
  }
}
