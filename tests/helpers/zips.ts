import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

function collect(zip: ZipFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
    zip.end();
  });
}

/** A ZIP (in memory) of path → content; `prefix` wraps everything in a folder. */
export function zipOf(files: Record<string, string | Buffer>, prefix = ''): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(Buffer.from(body), prefix + name);
  return collect(zip);
}

/** A package ZIP plus one entry whose name yazl would refuse: written under a same-length stand-in, then patched. */
export async function zipWithRawName(files: Record<string, string>, rawName: string): Promise<Buffer> {
  const standIn = 'x'.repeat(rawName.length);
  const zip = await zipOf({ ...files, [standIn]: 'pwned' });
  const from = Buffer.from(standIn);
  let at = zip.indexOf(from);
  while (at !== -1) {
    Buffer.from(rawName).copy(zip, at);
    at = zip.indexOf(from, at + 1);
  }
  return zip;
}

export function zipWithSymlink(files: Record<string, string>, linkName: string, target: string): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(Buffer.from(body), name);
  zip.addBuffer(Buffer.from(target), linkName, { mode: 0o120777 });
  return collect(zip);
}

export function zipWithManyEntries(files: Record<string, string>, count: number): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(Buffer.from(body), name);
  for (let i = 0; i < count; i++) zip.addBuffer(Buffer.alloc(0), `public/f${i}.txt`, { compress: false });
  return collect(zip);
}

/** `bytes` of zeros deflated as a stream into a ~1 MB ZIP: nothing of it is ever written to disk. */
export function zipBomb(files: Record<string, string>, bytes: number): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(Buffer.from(body), name);
  const chunk = Buffer.alloc(8 << 20);
  let left = bytes;
  const zeros = new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
  zip.addReadStream(zeros, 'public/bomb.bin', { compressionLevel: 1, size: bytes });
  return collect(zip);
}
