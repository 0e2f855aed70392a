import { describe, expect, it } from 'vitest';
import { detailRaw, MAX_DETAIL_VALUE_BYTES } from '../../src/domain/activity/index.js';

const parsed = (fields: Record<string, unknown>) => JSON.parse(detailRaw(fields)) as Record<string, unknown>;

describe("an execution detail's raw of values from outside", () => {
  it('keeps small values as they are', () => {
    const fields = { url: 'http://bridge.test/api', statusCode: 500, code: 'SomeError', data: { a: [1, 'two', null] }, skip: false };
    expect(parsed(fields)).toEqual(fields);
  });

  it('cuts a long text at the byte limit, never inside a character, and counts the bytes left out', () => {
    for (const unit of ['m', 'é', '€', '😀']) {
      const text = unit.repeat(MAX_DETAIL_VALUE_BYTES + 100);
      const kept = parsed({ message: text }).message as string;
      const [, head, more] = /^([^]*)… \((\d+) more bytes\)$/.exec(kept) ?? [];
      expect(head && text.startsWith(head), unit).toBe(true);
      expect(Buffer.byteLength(head ?? '')).toBeLessThanOrEqual(MAX_DETAIL_VALUE_BYTES);
      expect(Buffer.byteLength(head ?? '')).toBeGreaterThan(MAX_DETAIL_VALUE_BYTES - 4);
      expect(Number(more) + Buffer.byteLength(head ?? '')).toBe(Buffer.byteLength(text));
    }
  });

  it('keeps the start of a large value\'s JSON text, and says why a deep one is not kept', () => {
    const data = { list: Array.from({ length: 10_000 }, (_, i) => i) };
    const json = JSON.stringify(data);
    expect(parsed({ data }).data).toBe(`${json.slice(0, MAX_DETAIL_VALUE_BYTES)}… (${json.length - MAX_DETAIL_VALUE_BYTES} more bytes)`);
    let deep: unknown = {};
    for (let i = 0; i < 500; i++) deep = [deep];
    expect(parsed({ data: deep }).data).toBe('(not kept: This value nests deeper than 100 levels)');
  });
});
