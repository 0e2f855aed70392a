import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deepFreeze, withChanges, writable } from '../../src/domain/shared/index.js';
import { withoutCredentials, type Integration } from '../../src/domain/integrations/index.js';

describe('immutable records', () => {
  it('freezes every level', () => {
    const record = deepFreeze({ a: { b: [{ c: 1 }] }, list: [1, 2] });
    expect(Object.isFrozen(record)).toBe(true);
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

  it('a record with changes shares the unchanged parts of a stored record, which stays as it was', () => {
    const stored = deepFreeze(JSON.parse('{"read":false,"subscriber":{"data":{"plan":"pro"}},"__proto__":{"x":1},"cta":{"data":{"url":"/a"}}}') as Record<string, unknown>);
    const changed = deepFreeze(withChanges(stored, { read: true }));
    expect(changed).not.toBe(stored);
    expect(stored.read).toBe(false);
    expect(changed.read).toBe(true);
    expect(changed.subscriber).toBe(stored.subscriber);
    expect(Object.keys(changed)).toEqual(Object.keys(stored));
    expect(Object.getPrototypeOf(changed)).toBe(Object.prototype);
    expect(JSON.stringify({ ...changed, read: false })).toBe(JSON.stringify(stored));
    expect(Object.isFrozen(changed)).toBe(true);
    const draft = { read: false };
    expect(withChanges(draft, { read: true })).toBe(draft); // not stored yet: changed in place
  });

  it('a new record embedding stored ones is frozen at every new level', () => {
    const stored = deepFreeze({ profile: { tags: ['a'] } });
    const record = deepFreeze({ embedded: stored, fresh: { list: [{ n: 1 }] } });
    expect(Object.isFrozen(record.fresh.list[0])).toBe(true);
    expect(Object.isFrozen(record.embedded.profile.tags)).toBe(true);
    expect(Object.isFrozen(record)).toBe(true);
  });

  it('a copy of a stored record is a plain, writable object', () => {
    const record = deepFreeze({ a: 1, list: [1] });
    for (const copy of [{ ...record }, Object.assign({}, record), writable(record), structuredClone(record)]) {
      expect(Object.isFrozen(copy)).toBe(false);
    }
    expect(Reflect.ownKeys(record)).toEqual(['a', 'list']);
    expect(JSON.stringify(record)).toBe('{"a":1,"list":[1]}');
    expect(record).toStrictEqual({ a: 1, list: [1] });
  });

  it('a value someone else froze becomes deep frozen too, with everything it holds', () => {
    const value = Object.freeze({ inner: { n: 1 } });
    deepFreeze(value);
    expect(Object.isFrozen(value.inner)).toBe(true);
  });

  it('is the domain\'s own rule: no other layer reads it, and nothing derived for a reply is frozen', () => {
    const src = fileURLToPath(new URL('../../src/', import.meta.url));
    const readers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.startsWith(`domain${sep}`))
      .filter((file) => /isFrozen|deepFreeze/.test(readFileSync(join(src, file), 'utf8')));
    expect(readers).toEqual([]);
    const integration = deepFreeze({ _id: 'i1', credentials: { apiKey: 'k' }, channel: 'email' }) as unknown as Integration;
    const shown = withoutCredentials(integration);
    expect(shown).not.toHaveProperty('credentials');
    expect(Object.isFrozen(shown)).toBe(false);
    expect(withoutCredentials(integration)).not.toBe(shown);
  });
});
