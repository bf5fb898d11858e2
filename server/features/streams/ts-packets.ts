/** MPEG-TS packets: enough parsing to find key frames so a new viewer starts on one. */
export const packetSize = 188;

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
 * Keeps what a viewer joining now needs: the latest PAT and PMT and every packet since the last
 * key frame (bounded), and splits ffmpeg's output into whole packets.
 */
export class GopCache {
  private rest = Buffer.alloc(0);
  private pat: Buffer | null = null;
  private pmt: Buffer | null = null;
  private gop: Buffer[] = [];
  private gopBytes = 0;

  constructor(private readonly maxBytes = 4 * 1024 * 1024) {}

  /** Whole packets from this chunk, each run marked with whether it begins at a key frame. */
  push(chunk: Buffer): { data: Buffer; keyAt: number } | null {
    const all = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    const whole = all.length - (all.length % packetSize);
    this.rest = Buffer.from(all.subarray(whole));
    if (whole === 0) return null;
    const data = all.subarray(0, whole);
    let keyAt = -1;
    for (let at = 0; at < whole; at += packetSize) {
      const pid = pidOf(data, at);
      if (pid === 0) this.pat = Buffer.from(data.subarray(at, at + packetSize));
      else if (pid === 0x1000) this.pmt = Buffer.from(data.subarray(at, at + packetSize));
      if (keyAt < 0 && isRandomAccess(data, at)) keyAt = at;
    }
    if (keyAt >= 0) {
      this.gop = [Buffer.from(data.subarray(keyAt))];
      this.gopBytes = whole - keyAt;
    } else if (this.gop.length && this.gopBytes + whole <= this.maxBytes) {
      this.gop.push(Buffer.from(data));
      this.gopBytes += whole;
    }
    return { data, keyAt };
  }

  /** The latest PAT and PMT: a viewer joining at a key frame needs them first. */
  header(): Buffer {
    return Buffer.concat([this.pat ?? Buffer.alloc(0), this.pmt ?? Buffer.alloc(0)]);
  }

  /** What a new viewer is sent first, or null before the first key frame. */
  start(): Buffer | null {
    if (!this.gop.length || !this.pat || !this.pmt) return null;
    return Buffer.concat([this.pat, this.pmt, ...this.gop]);
  }

  reset(): void {
    this.rest = Buffer.alloc(0);
    this.gop = [];
    this.gopBytes = 0;
  }
}
