/** Where a text was written in a `ByteRing`: its logical start and its length in bytes. */
export interface RingSlice {
  start: number;
  bytes: number;
}

/**
 * Texts kept as UTF-8 in one fixed buffer, written round and round: the newest ones stay readable and
 * the oldest are overwritten. Nothing is allocated per text, so keeping thousands of response bodies
 * costs the garbage collector nothing (a string or Buffer each made every major GC pay for them).
 */
export class ByteRing {
  readonly #buffer: Buffer;
  /** Logical end of the last write; positions grow forever, `position % size` is where they are. */
  #end = 0;

  constructor(readonly size: number) {
    this.#buffer = Buffer.allocUnsafe(size);
  }

  /** Writes `text` (or UTF-8 bytes); undefined when it is larger than the whole ring. */
  write(text: string | Buffer): RingSlice | undefined {
    const bytes = typeof text === 'string' ? Buffer.byteLength(text) : text.length;
    if (bytes > this.size) return undefined;
    // A text never wraps around the end: it starts over at the beginning instead.
    let start = this.#end;
    if ((start % this.size) + bytes > this.size) start += this.size - (start % this.size);
    if (typeof text === 'string') this.#buffer.write(text, start % this.size, bytes, 'utf8');
    else text.copy(this.#buffer, start % this.size);
    this.#end = start + bytes;
    return { start, bytes };
  }

  /** The text of a slice, or undefined once later writes have overwritten it. */
  read(slice: RingSlice): string | undefined {
    if (slice.start < this.#end - this.size) return undefined;
    const at = slice.start % this.size;
    return this.#buffer.toString('utf8', at, at + slice.bytes);
  }

  clear(): void {
    // Everything written so far becomes unreadable.
    this.#end += this.size;
  }
}
