/**
 * A message head from the camera, as ffmpeg 4's RTSP client reads it (`ff_rtsp_read_reply`):
 * lines split at LF with every CR dropped, ending at the first empty line.
 */
export interface RtspHead {
  /** Its lines, without the empty one that ends them (none for an empty message). */
  lines: string[];
  /** A reply's status; null for a request from the camera or an empty message. */
  status: number | null;
  /** Bytes of body that follow the head. */
  contentLength: number;
}

/** A piece of what a camera sends on an RTSP connection: bytes to pass on as they are, or a message head. */
export type RtspPiece = { bytes: Buffer; head?: undefined } | { head: RtspHead; bytes?: undefined };

export class NotRtsp extends Error {}

/** Far below ffmpeg's 4 KiB line buffer, so a line it would cut short is refused, never read two ways. */
const maxLine = 2048;
const maxHeadBytes = 64 * 1024;
const maxBody = 1024 * 1024;

const dollar = 0x24;
const lf = 0x0a;
const cr = 0x0d;

/**
 * Splits the camera's side of an RTSP connection over TCP into message heads and everything else,
 * without copying the video: RTP and RTCP arrive as interleaved frames (`$`, channel, a 16-bit
 * length, data; RFC 2326 §10.12) and pass straight on, a message body by its Content-Length.
 * Anything ffmpeg could read differently from this is refused (NotRtsp), so what is checked is
 * what ffmpeg acts on.
 */
export class RtspReader {
  /** Bytes of a frame or body still to pass on. */
  private skip = 0;
  /** The start of a head or frame header that the next chunk completes. */
  private pending: Buffer | null = null;

  push(chunk: Buffer): RtspPiece[] {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    const pieces: RtspPiece[] = [];
    let at = 0;
    while (at < data.length) {
      if (this.skip > 0) {
        const end = Math.min(data.length, at + this.skip);
        pieces.push({ bytes: data.subarray(at, end) });
        this.skip -= end - at;
        at = end;
      } else if (data[at] === dollar) {
        if (data.length - at < 4) break;
        this.skip = 4 + data.readUInt16BE(at + 2);
      } else {
        const end = headEnd(data, at);
        if (end < 0) break;
        const head = parseHead(data.toString('latin1', at, end));
        pieces.push({ head });
        this.skip = head.contentLength;
        at = end;
      }
    }
    if (at < data.length) {
      if (data.length - at > maxHeadBytes) throw new NotRtsp('head too long');
      this.pending = Buffer.from(data.subarray(at));
    }
    return pieces;
  }
}

/** Where the head that starts at `from` ends (after its first line with nothing but CRs), or -1 when it has not yet. */
function headEnd(data: Buffer, from: number): number {
  let lineStart = from;
  for (let end = data.indexOf(lf, from); end >= 0; end = data.indexOf(lf, end + 1)) {
    let empty = true;
    for (let i = lineStart; i < end && empty; i++) empty = data[i] === cr;
    if (empty) return end + 1;
    lineStart = end + 1;
  }
  return -1;
}

/** A control character other than tab (CR and LF are gone by then). */
function hasControl(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}

/** Prefixes as ffmpeg matches them: at the very start of a line, any case. */
const startsWith = (line: string, name: string) => line.slice(0, name.length).toLowerCase() === name;

export function parseHead(text: string): RtspHead {
  const lines = text.split('\n').map((line) => line.replaceAll('\r', ''));
  const end = lines.indexOf('');
  const kept = lines.slice(0, end < 0 ? lines.length : end);
  for (const line of kept) {
    // A line that starts with "$" would be a video frame to ffmpeg; control bytes have no place in a head.
    if (line.length > maxLine || line.startsWith('$') || hasControl(line)) throw new NotRtsp('not an RTSP head');
  }
  const words = (kept[0] ?? '').replace(/^[ \t]+/, '').split(/[ \t]+/);
  let status: number | null = null;
  if (words[0]?.startsWith('RTSP/')) {
    if (!/^[1-5]\d\d$/.test(words[1] ?? '')) throw new NotRtsp('not an RTSP status');
    status = Number(words[1]);
  }
  const lengths = new Set(kept.filter((line) => startsWith(line, 'content-length:')).map((line) => line.slice('content-length:'.length).trim()));
  if (lengths.size > 1) throw new NotRtsp('two content lengths');
  const [length = '0'] = lengths;
  if (!/^\d{1,7}$/.test(length) || Number(length) > maxBody) throw new NotRtsp('bad content length');
  return { lines: kept, status, contentLength: Number(length) };
}

/**
 * The head to hand ffmpeg: its lines with one Content-Length as this reader counted it and, when
 * `location` is given, that Location instead of any the camera sent.
 */
export function headText(head: RtspHead, location?: string): string {
  if (head.lines.length === 0) return '\r\n';
  const [first = '', ...rest] = head.lines;
  const kept = rest.filter((line) => !startsWith(line, 'content-length:') && (location === undefined || !startsWith(line.trimStart(), 'location')));
  if (head.contentLength > 0) kept.push(`Content-Length: ${head.contentLength}`);
  if (location !== undefined) kept.push(`Location: ${location}`);
  return [first, ...kept, '', ''].join('\r\n');
}

/** Where a redirect points: the last Location, as ffmpeg takes it (the rest of the line after the spaces). */
export function locationOf(head: RtspHead): string | null {
  const line = head.lines.slice(1).findLast((candidate) => startsWith(candidate, 'location:'));
  return line === undefined ? null : line.slice('location:'.length).replace(/^[ \t]+/, '');
}
