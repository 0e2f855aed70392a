import { describe, expect, it } from 'vitest';
import { BufferPool } from '../../src/lib/buffer-pool.js';

describe('BufferPool', () => {
  it('lends a buffer large enough, and never the same one twice before it is given back', () => {
    const pool = new BufferPool(4);
    const a = pool.take(100_000);
    const b = pool.take(100_000);
    expect(a.length).toBeGreaterThanOrEqual(100_000);
    expect(b === a).toBe(false);
    pool.give(a);
    expect(pool.take(50_000) === a).toBe(true);
    expect(pool.take(50_000) === a).toBe(false);
  });

  it('keeps at most maxFree buffers, the largest ones, and none over maxBytes', () => {
    const pool = new BufferPool(2, 1024 * 1024);
    const small = pool.take(10);
    const medium = pool.take(200_000);
    const large = pool.take(600_000);
    const huge = pool.take(2 * 1024 * 1024);
    for (const buffer of [small, medium, large, huge]) pool.give(buffer);
    expect(pool.size).toBe(2);
    // The small one made room for the larger ones; the huge one was never kept. (Identity compared as booleans:
    // the matchers would print megabyte buffers.)
    expect(pool.take(600_000) === large).toBe(true);
    expect(pool.take(150_000) === medium).toBe(true);
    expect(pool.size).toBe(0);
    expect(pool.take(2 * 1024 * 1024) === huge).toBe(false);
  });
});
