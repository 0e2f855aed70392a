import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from '../../src/lib/json-syntax-error.js';

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('findJsonSyntaxError', () => {
  it.each([
    ['a trailing comma in an array, on the line of the ]', '[\n  1,\n  2,\n]', 4, 1, "expected a value (a comma before ] is not JSON), found ']'"],
    ['a trailing comma in an object', '{\n  "a": 1,\n}', 3, 1, "expected a property name in double quotes (a comma before } is not JSON), found '}'"],
    ['a missing comma between properties', '{\n  "a": 1\n  "b": 2\n}', 3, 3, "expected ',' or '}', found '\"'"],
    ['a name without quotes', '{ name: 1 }', 1, 3, "expected a property name in double quotes, found 'n'"],
    ['True instead of true', '[True]', 1, 2, "expected a value, found 'T'"],
    ['a cut-off file', '[{"key": "news"},', 1, 18, 'expected a value, found the end of the text'],
    ['a string without its end', '["abc', 1, 6, 'the text ends inside a string (a closing " is missing)'],
    ['a raw tab inside a string', '["a\tb"]', 1, 4, 'U+0009 (tab) inside a string: write it escaped (\\n, \\t, \\u00XX)'],
    ['an invalid escape', '["a\\qb"]', 1, 4, 'invalid escape \\q in a string'],
    ['a leading zero', '[01]', 1, 3, "expected ',' or ']', found '1'"],
    ['text after the value', '{}\n{}', 2, 1, "expected nothing after the JSON value, found '{'"],
    ['an empty file', '', 1, 1, 'expected a value, found the end of the text'],
    ['a byte order mark', '\ufeff[]', 1, 1, 'a byte order mark (BOM) before the JSON: save the file as UTF-8 without BOM'],
    ['a comment', '// fixtures\n[]', 1, 1, "expected a value, found '/'"],
  ])('locates %s', (_name, text, line, column, message) => {
    expect(parses(text)).toBe(false);
    expect(findJsonSyntaxError(text)).toEqual({ line, column, message });
  });

  it('finds nothing in valid JSON, whatever its shape', () => {
    fc.assert(fc.property(fc.json(), (text) => findJsonSyntaxError(text) === undefined));
    fc.assert(fc.property(fc.jsonValue(), (value) => findJsonSyntaxError(JSON.stringify(value, null, 2)) === undefined));
  });

  it('agrees with JSON.parse on texts one edit away from valid JSON', () => {
    const edited = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', ':', '\\', '\n', 'x', '0', '-', '.', 'e', ' '), fc.boolean())
      .map(([text, at, char, replace]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + char + text.slice(replace ? i + 1 : i);
      });
    fc.assert(
      fc.property(edited, (text) => {
        const error = findJsonSyntaxError(text);
        expect(error === undefined, JSON.stringify(text)).toBe(parses(text));
      }),
      { numRuns: 2000 },
    );
  });
});
