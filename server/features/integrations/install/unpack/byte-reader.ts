/**
 * Reads exact amounts from a stream of chunks, pulling the next chunk only when asked: the
 * memory held is the chunk in hand, whatever the stream's total.
 */
export class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async pull(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    if (next.value.length > 0) {
      this.chunks.push(next.value);
      this.buffered += next.value.length;
    }
    return true;
  }

  private consume(n: number): Buffer {
    const first = this.chunks[0]!;
    let out: Buffer;
    if (first.length >= n) {
      out = first.subarray(0, n);
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
    } else {
      out = Buffer.allocUnsafe(n);
      let at = 0;
      while (at < n) {
        const chunk = this.chunks[0]!;
        const used = Math.min(chunk.length, n - at);
        chunk.copy(out, at, 0, used);
        at += used;
        if (used === chunk.length) this.chunks.shift();
        else this.chunks[0] = chunk.subarray(used);
      }
    }
    this.buffered -= n;
    return out;
  }

  /** Exactly `n` bytes, or null when the stream ends first. */
  async take(n: number): Promise<Buffer | null> {
    while (this.buffered < n) if (!(await this.pull())) return null;
    return n === 0 ? Buffer.alloc(0) : this.consume(n);
  }

  /** Between 1 and `n` bytes, as soon as any are there (no copy); null at the end of the stream. */
  async some(n: number): Promise<Buffer | null> {
    while (this.buffered === 0) if (!(await this.pull())) return null;
    return this.consume(Math.min(n, this.chunks[0]!.length));
  }

  /** Reads everything left, keeping none of it (the caller counts it upstream). */
  async drain(): Promise<void> {
    this.chunks = [];
    this.buffered = 0;
    while (await this.pull()) {
      this.chunks = [];
      this.buffered = 0;
    }
  }
}

/** `size` bytes of a ByteReader as an iterable; `left` says how many are still unread, so a caller that stops early can skip the rest. */
export class Span implements AsyncIterable<Buffer> {
  constructor(
    private readonly reader: ByteReader,
    public left: number,
    private readonly truncated: () => Error,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
    while (this.left > 0) {
      const piece = await this.reader.some(this.left);
      if (!piece) throw this.truncated();
      this.left -= piece.length;
      yield piece;
    }
  }

  async skip(): Promise<void> {
    for await (const piece of this) void piece;
  }
}
