/** Reading an MPEG-TS capture in tests: the presentation times of one stream's frames. */
const packetSize = 188;

/**
 * The PTS (in seconds) of every PES packet that starts in `pid`, in stream order. Packets are
 * taken from the first sync byte on; a truncated last packet is ignored.
 */
export function presentationTimes(ts: Buffer, pid = 0x100): number[] {
  const times: number[] = [];
  const start = ts.indexOf(0x47);
  for (let at = Math.max(start, 0); at + packetSize <= ts.length; at += packetSize) {
    if (ts[at] !== 0x47) continue;
    const startsPes = ((ts[at + 1] ?? 0) & 0x40) !== 0;
    const packetPid = (((ts[at + 1] ?? 0) & 0x1f) << 8) | (ts[at + 2] ?? 0);
    if (!startsPes || packetPid !== pid) continue;
    const control = ((ts[at + 3] ?? 0) >> 4) & 0x3;
    let payload = at + 4;
    if (control === 2 || control === 3) payload += 1 + (ts[at + 4] ?? 0);
    if (control === 2 || payload + 14 > at + packetSize) continue;
    // PES: 00 00 01, stream id, length, flags, PTS_DTS flags, header length, then the 5-byte PTS.
    if (ts[payload] !== 0 || ts[payload + 1] !== 0 || ts[payload + 2] !== 1) continue;
    if (((ts[payload + 7] ?? 0) & 0x80) === 0) continue;
    const b = (i: number) => ts[payload + 9 + i] ?? 0;
    const pts = ((b(0) >> 1) & 0x07) * 2 ** 30 + (b(1) << 22) + ((b(2) >> 1) << 15) + (b(3) << 7) + (b(4) >> 1);
    times.push(pts / 90_000);
  }
  return times;
}
