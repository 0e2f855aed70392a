import { describe, expect, it } from 'vitest';
import { compileLinearPattern } from '../../src/lib/linear-regexp.js';
import { schemaCost } from '../../src/lib/payload-schema-limits.js';
import { AjvPayloadValidator } from '../../src/lib/payload-validator.js';
import { lastDuplicate } from '../../src/lib/unique-items.js';

const schema = {
  type: 'object',
  properties: {
    user: { type: 'object', properties: { name: { type: 'string' }, plan: { type: 'string', default: 'free' } }, required: ['name'] },
    count: { type: 'integer', default: 1 },
  },
  required: ['user'],
};

describe('AjvPayloadValidator', () => {
  it('fills in defaults in a copy and leaves the payload it was given as it was', () => {
    const payload = { user: { name: 'Ada' } };
    const result = new AjvPayloadValidator().check(schema, payload);
    expect(result).toEqual({ valid: true, payload: { user: { name: 'Ada', plan: 'free' }, count: 1 } });
    expect(payload).toEqual({ user: { name: 'Ada' } });
  });

  it('names fields as the real service does: dotted instance paths, root for the payload itself', () => {
    const result = new AjvPayloadValidator().check(schema, { user: { plan: 3 }, count: 'x' });
    expect(result.valid).toBe(false);
    expect(!result.valid && result.problems).toEqual([
      { field: 'user.name', message: "must have required property 'name'", value: { plan: 3 }, schemaPath: '#/properties/user/required' },
      { field: 'user.plan', message: 'must be string', value: 3, schemaPath: '#/properties/user/properties/plan/type' },
      { field: 'count', message: 'must be integer', value: 'x', schemaPath: '#/properties/count/type' },
    ]);
    const empty = new AjvPayloadValidator().check(schema, {});
    expect(!empty.valid && empty.problems).toEqual([{ field: 'root.user', message: "must have required property 'user'", value: {}, schemaPath: '#/required' }]);
  });

  it('compiles a schema object once, however often it checks against it', () => {
    let reads = 0;
    const counted = new Proxy(schema, {
      get(target, key, receiver) {
        if (key === 'properties') reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const validator = new AjvPayloadValidator();
    validator.check(counted, { user: { name: 'a' } });
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) validator.check(counted, { user: { name: `n${i}` } });
    expect(reads).toBe(afterFirst);
  });

  it('accepts two schemas with the same $id, and says why a schema cannot compile', () => {
    const validator = new AjvPayloadValidator();
    expect(validator.check({ $id: 'https://example.com/p', type: 'object' }, {}).valid).toBe(true);
    expect(validator.check({ $id: 'https://example.com/p', type: 'object', required: ['a'] }, {}).valid).toBe(false);
    expect(validator.schemaProblem({ type: 'strnig' })).toMatch(/^schema is invalid: data\/type must be equal to one of the allowed values/);
    expect(validator.schemaProblem({ $ref: 'https://example.com/s.json' })).toMatch(/never fetched/);
    expect(validator.schemaProblem([])).toBe('must be a JSON Schema object');
    expect(validator.schemaProblem(schema)).toBeUndefined();
  });
});

describe('the limits of a payload schema', () => {
  it('counts values with each $ref expanded, data keywords as plain values', () => {
    expect(schemaCost({ type: 'object' })).toEqual({ values: 2 });
    expect(schemaCost({ definitions: { s: { type: 'string' } }, properties: { a: { $ref: '#/definitions/s' }, b: { $ref: '#/definitions/s' } } })).toEqual({ values: 13 });
    // A property named like a keyword is a name, and a default's content is data.
    expect(schemaCost({ properties: { pattern: { type: 'string' }, $ref: { type: 'string' } }, default: { pattern: '(', $ref: '#' } })).toEqual({ values: 9 });
  });

  it('follows $refs from the nearest $id, refuses cycles and refs it cannot follow', () => {
    const scoped = { definitions: { inner: { $id: 'https://example.com/inner', definitions: { x: { type: 'string' } }, properties: { a: { $ref: '#/definitions/x' } } } } };
    expect(schemaCost(scoped)).toHaveProperty('values');
    expect(schemaCost({ properties: { child: { $ref: '#' } } })).toEqual({ problem: expect.stringMatching(/recursive/) });
    expect(schemaCost({ $ref: '#node' })).toEqual({ problem: expect.stringMatching(/not a local JSON pointer/) });
    expect(schemaCost({ $ref: '#/definitions/%E0%A4%A' })).toEqual({ values: 2 }); // malformed: the compiler says so
  });
});

describe('patterns on the linear-time engine', () => {
  it('matches as JavaScript does for ordinary patterns', () => {
    const email = compileLinearPattern('^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$');
    expect([email.test('ada@example.com'), email.test('ada@example')]).toEqual([true, false]);
    const named = compileLinearPattern('^(?<year>\\d{4})-\\d{2}$');
    expect([named.test('2030-05'), named.test('30-05')]).toEqual([true, false]);
    expect(compileLinearPattern('\\p{Lu}').test('É')).toBe(true);
    expect(compileLinearPattern('b').test('abc')).toBe(true); // unanchored, like RegExp.test
  });

  it('refuses, saying why, what JavaScript refuses and what only backtracking can run', () => {
    expect(() => compileLinearPattern('(')).toThrow('pattern "(" is not a valid regular expression: Unterminated group');
    expect(() => compileLinearPattern('a{,3}')).toThrow(/not a valid regular expression/); // u mode
    expect(() => compileLinearPattern('(?<x>a)\\k<x>')).toThrow(/backreference/);
    expect(() => compileLinearPattern('\\\\k<x>')).not.toThrow(); // an escaped backslash, then "k<x>"
    expect(() => compileLinearPattern('(?!a)')).toThrow(/cannot run on a linear-time engine/);
    expect(() => compileLinearPattern('(a|aa){1,500}$')).toThrow(/too complex: \d+ instructions compiled, over the limit of 1000/);
  });
});

describe('uniqueItems in linear time', () => {
  it('finds the pair Ajv reports: the last repeated item and its nearest earlier equal', () => {
    expect(lastDuplicate([1, 2, 3])).toBeUndefined();
    expect(lastDuplicate([1, 2, 1, 2])).toEqual([3, 1]);
    expect(lastDuplicate([{ a: 1, b: [1, { c: 2 }] }, 'x', { b: [1, { c: 2 }], a: 1 }])).toEqual([2, 0]);
    expect(lastDuplicate([1, '1', [1], { 1: 1 }, null, 'null'])).toBeUndefined();
  });

  it('reports the error as Ajv words it', () => {
    const result = new AjvPayloadValidator().check({ type: 'object', properties: { tags: { type: 'array', uniqueItems: true } } }, { tags: ['a', 'b', 'a'] });
    expect(!result.valid && result.problems).toEqual([
      { field: 'tags', message: 'must NOT have duplicate items (items ## 0 and 2 are identical)', value: ['a', 'b', 'a'], schemaPath: '#/properties/tags/uniqueItems' },
    ]);
  });
});
