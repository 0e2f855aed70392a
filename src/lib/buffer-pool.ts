/**
 * Byte buffers lent out and given back: response bodies are encoded into a few buffers used over and over,
 * instead of a new one per response. (A Buffer per response is memory outside the heap that only a garbage
 * collection frees.)
 */
export class BufferPool {
  readonly #free: Buffer[] = [];

  /**
   * @param maxFree buffers kept for reuse (about the number of responses in flight at once)
   * @param maxBytes the largest buffer kept: larger ones are left to the garbage collector
   */
  constructor(
    private readonly maxFree = 4,
    private readonly maxBytes = 1024 * 1024,
  ) {}

  /** A buffer of at least `bytes` bytes, not shared with anyone until given back. */
  take(bytes: number): Buffer {
    const free = this.#free;
    for (let i = 0; i < free.length; i++) {
      const buffer = free[i] as Buffer;
      if (buffer.length < bytes) continue;
      free[i] = free[free.length - 1] as Buffer;
      free.pop();
      return buffer;
    }
    // Powers of two from 64 KiB: a body a little larger than the last one still fits the same buffer.
    return Buffer.allocUnsafeSlow(Math.max(64 * 1024, 2 ** Math.ceil(Math.log2(bytes))));
  }

  /** Gives `buffer` back once nothing reads it any more; when the pool is full, it replaces a smaller one. */
  give(buffer: Buffer): void {
    if (buffer.length > this.maxBytes) return;
    const free = this.#free;
    if (free.length < this.maxFree) {
      free.push(buffer);
      return;
    }
    let smallest = 0;
    for (let i = 1; i < free.length; i++) if ((free[i] as Buffer).length < (free[smallest] as Buffer).length) smallest = i;
    if ((free[smallest] as Buffer).length < buffer.length) free[smallest] = buffer;
  }

  /** Buffers waiting to be taken again. */
  get size(): number {
    return this.#free.length;
  }
}
