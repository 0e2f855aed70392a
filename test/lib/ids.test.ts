import { describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../src/lib/ids.js';

const clockAt = (ms: number) => ({ nowMs: () => ms, now: () => new Date(ms) });

describe('createIdGenerator', () => {
  it('makes ObjectIds: 8 hex digits of the clock seconds, 10 of a per-generator part, a 6-digit counter that steps by one', () => {
    const ids = createIdGenerator(7, clockAt(1_700_000_000_123));
    const [a, b] = [ids.objectId(), ids.objectId()] as [string, string];
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(a.slice(0, 8)).toBe((1_700_000_000).toString(16));
    expect(b.slice(0, 18)).toBe(a.slice(0, 18));
    expect((parseInt(b.slice(18), 16) - parseInt(a.slice(18), 16) + 0x1000000) % 0x1000000).toBe(1);
  });

  it('makes version 4 UUIDs with the RFC 4122 variant', () => {
    const ids = createIdGenerator(7, clockAt(0));
    for (let i = 0; i < 1000; i++) expect(ids.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is deterministic for a seed and clock, and never repeats within a run', () => {
    const run = (seed: number) => {
      const ids = createIdGenerator(seed, clockAt(1_700_000_000_000));
      return Array.from({ length: 20_000 }, () => [ids.objectId(), ids.uuid()]).flat();
    };
    const first = run(1);
    expect(run(1)).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(run(2)[0]).not.toBe(first[0]);
  });
});
