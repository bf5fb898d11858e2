import type { UnpackBound } from '../budget.js';

/** Which bound an archive passed; callers say it in their own words (a ZIP's, a dependency's). */
export type UnpackRefusal =
  | { kind: 'entries' }
  | { kind: 'bytes' }
  | { kind: 'ratio' }
  | { kind: 'fileSize'; path: string }
  | { kind: 'unsafe'; path: string }
  | { kind: 'tooLong'; path: string }
  | { kind: 'unreadable' };

export class UnpackLimit extends Error {
  constructor(readonly refusal: UnpackRefusal) {
    super(`archive refused: ${refusal.kind}`);
    this.name = 'UnpackLimit';
  }
}

/**
 * Counts what archives unpack against their bound, as it happens: entries, bytes out of the
 * decompressor, each file's size, and each archive's inflation ratio (bytes out per compressed
 * byte read, once enough has come out for the ratio to mean something). One meter spans one
 * install, so a hundred small archives meet the same totals as one big one.
 */
export class UnpackMeter {
  entries = 0;
  bytes = 0;

  constructor(readonly bound: UnpackBound) {}

  /** One more file or folder. */
  entry(): void {
    this.entries += 1;
    if (this.entries > this.bound.maxEntries) throw new UnpackLimit({ kind: 'entries' });
  }

  /** A file's size, known before any of it is written (tar headers) or counted while writing (ZIP). */
  file(size: number, path: string): void {
    if (size > this.bound.maxFileBytes) throw new UnpackLimit({ kind: 'fileSize', path });
  }

  /** One archive's running ratio; `compressedRead` says how many compressed bytes were read so far. */
  archive(compressedRead: () => number): (inflated: number) => void {
    let out = 0;
    return (inflated) => {
      out += inflated;
      this.bytes += inflated;
      if (this.bytes > this.bound.maxBytes) throw new UnpackLimit({ kind: 'bytes' });
      if (out >= this.bound.ratioFromBytes && out / Math.max(compressedRead(), 1) > this.bound.maxRatio) throw new UnpackLimit({ kind: 'ratio' });
    };
  }
}
