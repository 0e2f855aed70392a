/** Which body fields count as unknown: declared by no schema that applies at their place. */
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../src/contract/contract-types.js';
import { withoutUnknownFields } from '../../src/contract/unknown-fields.js';

const operationOf = (schema: object, bundled?: object): Operation =>
  ({ id: 'op', iid: 'op', method: 'post', path: '/x', responses: [], request: { body: { contents: [{ mediaType: 'application/json', schema }] } }, ...(bundled ? { __bundled__: bundled } : {}) }) as unknown as Operation;

const closed = (properties: object) => ({ type: 'object', additionalProperties: false, properties });

describe('withoutUnknownFields', () => {
  it('drops what no branch of a oneOf declares, and keeps what any branch declares', () => {
    const op = operationOf({ oneOf: [closed({ a: { type: 'string' } }), closed({ b: { type: 'string' } })] });
    expect(withoutUnknownFields(op, { b: 'x', junk: 1 })).toEqual({ body: { b: 'x' }, dropped: [['junk']] });
  });

  it('keeps everything under a free-form object, and reaches into arrays and additionalProperties schemas', () => {
    const op = operationOf(
      closed({
        payload: { type: 'object' },
        items: { type: 'array', items: closed({ id: { type: 'string' } }) },
        byKey: { type: 'object', additionalProperties: closed({ on: { type: 'boolean' } }) },
      }),
    );
    const body = { payload: { anything: { deep: 1 } }, items: [{ id: 'a', extra: 1 }, { id: 'b' }], byKey: { k: { on: true, off: false } } };
    expect(withoutUnknownFields(op, body)).toEqual({
      body: { payload: { anything: { deep: 1 } }, items: [{ id: 'a' }, { id: 'b' }], byKey: { k: { on: true } } },
      dropped: [['items', '0', 'extra'], ['byKey', 'k', 'off']],
    });
  });

  it('leaves the body sent untouched, keeps a "__proto__" field a field when it is known, and follows $refs', () => {
    const op = operationOf({ $ref: '#/__bundled__/Thing' }, { Thing: closed({ name: { type: 'string' } }) });
    const body = JSON.parse('{"name":"n","__proto__":{"polluted":true},"constructor":1}');
    const result = withoutUnknownFields(op, body);
    expect(result.dropped).toEqual([['__proto__'], ['constructor']]);
    expect(Object.keys(result.body as object)).toEqual(['name']);
    expect(Object.keys(body)).toEqual(['name', '__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('changes nothing when every field is known, or the body is no object', () => {
    const op = operationOf(closed({ a: { type: 'string' } }));
    const body = { a: 'x' };
    expect(withoutUnknownFields(op, body).body).toBe(body);
    expect(withoutUnknownFields(op, 'text')).toEqual({ body: 'text', dropped: [] });
  });
});
