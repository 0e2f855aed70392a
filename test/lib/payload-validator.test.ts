import { describe, expect, it } from 'vitest';
import { AjvPayloadValidator } from '../../src/lib/payload-validator.js';

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
    expect(validator.schemaProblem({ type: 'strnig' })).toMatch(/schema is invalid/);
    expect(validator.schemaProblem([])).toBe('must be a JSON Schema object');
    expect(validator.schemaProblem(schema)).toBeUndefined();
  });
});
