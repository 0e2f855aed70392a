/** What can go wrong with a request: the mutations' kinds, their raw material, and their fast-check arbitrary. */
import fc from 'fast-check';

export const HUGE = 100 * 1024;
export const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\u0000'.repeat(64), '😀', '👩‍👩‍👧‍👦🏳️‍🌈', '\u202eevil', '\u200b', '\ufeff', 'ﷺ', 'Ω≈ç√∫', '\ud800', '\udfff',
  '𝕳𝖊𝖑𝖑𝖔', 'ǅ', '\u0085', '\u2028\u2029', '\r\n', '\t', '%00', '%', '../../etc/passwd', '..\\..\\windows', '<script>alert(1)</script>',
  '{{payload.__proto__}}', '{{constructor.constructor}}', '{{payload.constructor}}', '{{subscriber.toString}}', "' OR 1=1 --", '${process.exit(1)}', 'null', 'undefined', 'NaN', '-0', '1e999',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
];
const WRONG_VALUES: unknown[] = [
  12345, -1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, true, false, null, 'text', '', [], [1, 'a'], {}, { a: 1 }, [[[]]],
  // JSON Schemas that cannot compile, or that would block a trigger (where a field takes a payload schema).
  { $ref: '#' }, { $ref: 'https://example.com/s.json' }, { type: 'nonsense' }, { required: 'x' }, { pattern: '(' },
  { type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } }, { type: 'array', uniqueItems: true },
];
export const POLLUTION: { key: string; value: unknown }[] = [
  { key: '__proto__', value: { polluted: 'yes', isAdmin: true } },
  { key: 'constructor', value: { prototype: { polluted: 'yes' } } },
  { key: 'prototype', value: { polluted: 'yes' } },
  { key: '__proto__', value: null },
  { key: '__defineGetter__', value: 'x' },
  { key: 'hasOwnProperty', value: 'x' },
];
export const MALFORMED_JSON = [
  '{', '}', '{"a":}', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', 'nul', 'tru', '[', '[1,2', '{"a":"\\x41"}',
  '{"a":"\\ud800"}', '{"a":"unterminated}', '\ufeff{}', '{} {}', '{}garbage', '{"__proto__":', '/* c */{}', '{"a":01}', '{"a":.5}', '{"a":+1}',
  '"just a string"', '123', 'true', 'null', '', ' ', '\u0000', '{"a":"\u0000"}', '[]', '[{}]', '{"a":1e99999}',
];
export const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml', 'text/html', 'application/octet-stream',
  'application/json; charset=utf-16', 'application/json; charset=bogus', 'application/json; charset=latin1', 'application/vnd.api+json', 'application/json-patch+json',
  '*/*', 'application/*', 'application/JSON', 'APPLICATION/JSON; CHARSET=UTF-8', 'application/json;;', 'application/json; boundary=x', 'json', 'application/', ';', ' ',
  'application/json\u00a0', 'application/json, text/plain',
];
export const BAD_IDS = [
  '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '..%5C..%5Cwindows', '%2F', '%252F', '%00', 'abc%00def', '665f1c2a9b1e4a0012a0e00%00', '%', '%zz', '%E0%A4%A',
  '%C0%AE%C0%AE%2F', '%F0%9F%98%80', '%E2%80%AE', '%20', '%20%20', '665F1C2A9B1E4A0012A0E001', '665f1c2a9b1e4a0012a0e00', '665f1c2a9b1e4a0012a0e0011', 'zzzzzzzzzzzzzzzzzzzzzzzz',
  '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'null', 'undefined', '0', '-1', '1e9', 'true', '%7B%7D', '%5B%5D', '*', '.', '..', '~', ';', ',', "'", '%22',
];
export const BAD_QUERY_VALUES = ['abc', '1.5', '-1', '0', '101', '1001', '99999999999999999999', '1e3', '0x10', '%205', '5%20', '+5', '', 'true', 'NaN', 'Infinity', '-0', '%', '%zz', '%00', '%F0%9F%98%80', 'ASC%00', 'asc', 'DESC%20', '[]', '{}', 'null'];

export type Mutation =
  | { kind: 'wrongType'; at: number; value: unknown }
  | { kind: 'dropField'; at: number }
  | { kind: 'extraField'; at: number; key: string; value: unknown }
  | { kind: 'pollution'; at: number; which: number }
  | { kind: 'hugeString'; at: number; size: number; char: string }
  | { kind: 'nastyString'; at: number; which: number }
  | { kind: 'deepNesting'; depth: number; shape: 'array' | 'object' }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'malformedJson'; which: number }
  | { kind: 'contentType'; which: number; bodyKind: 'json' | 'form' | 'none' }
  | { kind: 'noContentType' }
  | { kind: 'contentEncoding'; encoding: string }
  /** A body that inflates to `inflatedBytes` of JSON from a few KB sent (the inflated size is what limits count). */
  | { kind: 'compressedBomb'; inflatedBytes: number; encoding: 'gzip' | 'deflate' | 'br' }
  | { kind: 'duplicateHeader'; header: 'authorization' | 'content-type' | 'idempotency-key' | 'x-custom'; second: number }
  | { kind: 'bigHeader'; header: 'x-junk' | 'idempotency-key' | 'authorization' | 'user-agent'; size: number }
  | { kind: 'headerBomb'; count: number }
  | { kind: 'auth'; which: number }
  | { kind: 'foreignKey' }
  | { kind: 'longIdempotencyKey'; length: number }
  | { kind: 'queryWrongValue'; at: number; which: number }
  | { kind: 'queryArray'; at: number; style: 'repeat' | 'brackets' | 'indexed' | 'nested' }
  | { kind: 'queryUnknown'; raw: number }
  | { kind: 'queryUnicode'; at: number; which: number }
  | { kind: 'queryLong'; at: number; size: number }
  | { kind: 'badPathId'; at: number; which: number }
  | { kind: 'foreignId'; at: number }
  | { kind: 'longPathId'; at: number; size: number }
  | { kind: 'unicodePathId'; at: number; which: number }
  | { kind: 'wrongMethod'; method: string }
  | { kind: 'unknownPath'; suffix: number }
  | { kind: 'chunked' };

const EXTRA_KEYS = ['unexpected', 'subscriberId ', 'SUBSCRIBERID', '', ' ', '😀', '$where', '$gt', 'a.b', 'a[b]', '\u0000', '__proto__', 'constructor', 'prototype'];
export const AUTH_VARIANTS = [
  undefined, '', 'ApiKey', 'ApiKey ', 'apikey test-api-key', 'APIKEY test-api-key', 'Bearer test-api-key', 'Basic dGVzdDp0ZXN0', 'ApiKey nope', 'ApiKey test-api-key extra',
  'ApiKey  test-api-key', ' ApiKey test-api-key', 'ApiKey\ttest-api-key', 'ApiKey test-api-key\u00ff', 'ApiKey __proto__', 'ApiKey constructor', 'ApiKey toString', 'ApiKey %00',
  'ApiKey test-api-key-prod-nope', 'ApiKey ' + 'k'.repeat(2048),
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD'];

/** Arbitrary mutations (what goes wrong is chosen by fast-check, where is resolved against the request). */
export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('wrongType' as const), at: fc.nat(), value: fc.constantFrom(...WRONG_VALUES) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('dropField' as const), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extraField' as const), at: fc.nat(), key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 6 })), value: fc.jsonValue({ maxDepth: 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pollution' as const), at: fc.nat(), which: fc.nat({ max: POLLUTION.length - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hugeString' as const), at: fc.nat(), size: fc.constantFrom(HUGE, HUGE + 1, 300 * 1024), char: fc.constantFrom('x', '😀', '\u0000', 'é', ' ') }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('nastyString' as const), at: fc.nat(), which: fc.nat({ max: NASTY_STRINGS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deepNesting' as const), depth: fc.constantFrom(64, 1000, 5000, 20_000, 100_000), shape: fc.constantFrom('array' as const, 'object' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wholeBody' as const), value: fc.constantFrom<unknown>([], [{}], 'string', 0, true, null, { '': '' }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('malformedJson' as const), which: fc.nat({ max: MALFORMED_JSON.length - 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('contentType' as const), which: fc.nat({ max: CONTENT_TYPES.length - 1 }), bodyKind: fc.constantFrom('json' as const, 'form' as const, 'none' as const) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'noContentType' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('contentEncoding' as const), encoding: fc.constantFrom('gzip', 'deflate', 'br', 'bogus', 'identity', 'gzip, gzip') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicateHeader' as const), header: fc.constantFrom('authorization' as const, 'content-type' as const, 'idempotency-key' as const, 'x-custom' as const), second: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bigHeader' as const), header: fc.constantFrom('x-junk' as const, 'idempotency-key' as const, 'authorization' as const, 'user-agent' as const), size: fc.constantFrom(256, 4096, 12_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('headerBomb' as const), count: fc.constantFrom(50, 90, 200) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('auth' as const), which: fc.nat({ max: AUTH_VARIANTS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreignKey' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('longIdempotencyKey' as const), length: fc.constantFrom(256, 257, 1000, 8000) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('queryWrongValue' as const), at: fc.nat(), which: fc.nat({ max: BAD_QUERY_VALUES.length - 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('queryArray' as const), at: fc.nat(), style: fc.constantFrom('repeat' as const, 'brackets' as const, 'indexed' as const, 'nested' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('queryUnknown' as const), raw: fc.nat({ max: 19 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('queryUnicode' as const), at: fc.nat(), which: fc.nat({ max: NASTY_STRINGS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('queryLong' as const), at: fc.nat(), size: fc.constantFrom(1000, 6000) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('badPathId' as const), at: fc.nat(), which: fc.nat({ max: BAD_IDS.length - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('foreignId' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('longPathId' as const), at: fc.nat(), size: fc.constantFrom(300, 4000, 12_000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unicodePathId' as const), at: fc.nat(), which: fc.nat({ max: NASTY_STRINGS.length - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wrongMethod' as const), method: fc.constantFrom(...METHODS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknownPath' as const), suffix: fc.nat({ max: 7 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'chunked' as const }) },
);
