import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/domain/frozen.js';
import { joined, ResponseSerializer } from '../../src/http/serialize.js';

// The serializer keeps the text of immutable records; what it writes must be exactly JSON.stringify's.
describe('response serializer', () => {
  const record = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
  const body = fc.oneof(
    fc.array(fc.oneof(record, fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 }),
    fc.record({ page: fc.integer(), data: fc.array(record, { maxLength: 6 }), next: fc.option(fc.string()), skipped: fc.constant(undefined) }),
    record,
    fc.jsonValue({ maxDepth: 3 }),
  );

  it('writes what JSON.stringify writes, frozen records or not, first time and from memory', () => {
    const serializer = new ResponseSerializer(2_000);
    fc.assert(
      fc.property(body, fc.boolean(), (value, freeze) => {
        const sent = freeze ? deepFreeze(structuredClone(value)) : value;
        const expected = JSON.stringify(sent);
        // Kept from the second showing on, so the third comes from memory.
        for (let showing = 0; showing < 3; showing++) expect(joined(serializer.pieces(sent))).toBe(expected);
      }),
      { seed: 20_261_123, numRuns: 2_000 },
    );
  });

  it('shows a record as it is now: a changed record is a new object, never an old text', () => {
    const serializer = new ResponseSerializer();
    const before = deepFreeze({ _id: 'a', read: false });
    expect(joined(serializer.pieces({ data: [before] }))).toBe('{"data":[{"_id":"a","read":false}]}');
    const after = deepFreeze({ ...structuredClone(before), read: true });
    expect(joined(serializer.pieces({ data: [after] }))).toBe('{"data":[{"_id":"a","read":true}]}');
    // A mutable record is never remembered.
    const mutable = { _id: 'b', n: 1 };
    expect(joined(serializer.pieces([mutable]))).toBe('[{"_id":"b","n":1}]');
    mutable.n = 2;
    expect(joined(serializer.pieces([mutable]))).toBe('[{"_id":"b","n":2}]');
  });
});
