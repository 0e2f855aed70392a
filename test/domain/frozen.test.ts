import { describe, expect, it } from 'vitest';
import { deepFreeze, isDeepFrozen, writable } from '../../src/domain/frozen.js';

describe('immutable records', () => {
  it('freezes every level and remembers the root', () => {
    const record = deepFreeze({ a: { b: [{ c: 1 }] }, list: [1, 2] });
    expect(isDeepFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.a.b[0])).toBe(true);
    expect(Object.isFrozen(record.list)).toBe(true);
    expect(() => {
      (record.a.b[0] as { c: number }).c = 2;
    }).toThrow(TypeError);
  });

  it('a writable copy of a frozen record is deep, equal and keeps a __proto__ key as data', () => {
    const record = deepFreeze(JSON.parse('{"data":{"__proto__":{"polluted":true},"plan":"pro"},"tags":["a"]}') as Record<string, unknown>);
    const copy = writable(record);
    expect(copy).not.toBe(record);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(record));
    const data = copy.data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__', 'plan']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    (copy.tags as string[]).push('b');
    expect(record.tags).toEqual(['a']);
  });
});
