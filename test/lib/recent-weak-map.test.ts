import { describe, expect, it } from 'vitest';
import { RecentWeakMap } from '../../src/lib/recent-weak-map.js';

describe('RecentWeakMap', () => {
  it('returns what was set, and undefined for keys never set', () => {
    const map = new RecentWeakMap<object, string>(2);
    const a = {};
    map.set(a, 'a');
    expect(map.get(a)).toBe('a');
    expect(map.get({})).toBeUndefined();
  });

  it('keeps between capacity and twice capacity of the latest keys, and forgets older ones', () => {
    const map = new RecentWeakMap<object, number>(2);
    const keys = Array.from({ length: 5 }, () => ({}));
    keys.forEach((key, i) => map.set(key, i));
    // Generations of 2: [k4] current, [k2, k3] previous; k0 and k1 were dropped with the oldest generation.
    expect(keys.map((key) => map.get(key))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it('moves a key that is asked for into the current generation, so a hot key is never forgotten', () => {
    const map = new RecentWeakMap<object, string>(2);
    const hot = {};
    map.set(hot, 'hot');
    for (let i = 0; i < 20; i++) {
      map.set({}, 'cold');
      expect(map.get(hot)).toBe('hot');
    }
  });

  it('overwrites a key without counting it twice', () => {
    const map = new RecentWeakMap<object, number>(2);
    const a = {};
    const b = {};
    map.set(a, 1);
    map.set(a, 2);
    map.set(b, 3);
    expect([map.get(a), map.get(b)]).toEqual([2, 3]);
  });
});
