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

/**
 * A ZIP whose headers lie: every size field of `public/bomb.bin` (local header, data descriptor,
 * central directory) says `declared` bytes while the entry inflates to `actual`.
 */
export async function zipWithLyingSize(files: Record<string, string>, actual: number, declared: number): Promise<Buffer> {
  const zip = await zipBomb(files, actual);
  const name = Buffer.from('public/bomb.bin');
  const patch = (signature: number, sizeOffset: number, nameOffset: number) => {
    for (let at = zip.indexOf(Buffer.from([signature & 255, (signature >> 8) & 255, (signature >> 16) & 255, signature >>> 24])); at !== -1; at = zip.indexOf(Buffer.from([signature & 255, (signature >> 8) & 255, (signature >> 16) & 255, signature >>> 24]), at + 4)) {
      const nameLength = zip.readUInt16LE(at + (signature === 0x02014b50 ? 28 : 26));
      if (zip.subarray(at + nameOffset, at + nameOffset + nameLength).equals(name)) zip.writeUInt32LE(declared, at + sizeOffset);
    }
  };
  patch(0x04034b50, 22, 30); // local file header: uncompressed size, name at 30
  patch(0x02014b50, 24, 46); // central directory: uncompressed size, name at 46
  // The data descriptor after the bomb's data: signature, crc, compressed, uncompressed.
  const descriptor = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
  for (let at = zip.indexOf(descriptor); at !== -1; at = zip.indexOf(descriptor, at + 4)) {
    if (zip.readUInt32LE(at + 12) === actual) zip.writeUInt32LE(declared, at + 12);
  }
  return zip;
}
