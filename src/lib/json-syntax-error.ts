/**
 * Where a text stops being JSON, as a person fixing the file wants it: line and column, and what was found
 * there instead of what JSON allows. `JSON.parse` says only "at position 1234", and for some mistakes (a
 * trailing comma, `True`) not even that. Called once `JSON.parse` has refused the text: this scan follows
 * RFC 8259 and stops at the first character that cannot continue a JSON text.
 */
export interface JsonSyntaxError {
  /** 1-based, as editors count. */
  line: number;
  /** 1-based, in characters (UTF-16 code units) of that line. */
  column: number;
  /** `expected ',' or ']', found '}'`; `the text ends inside a string`. */
  message: string;
}

class Stop {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** The first syntax error of `text`, or undefined for a valid JSON text. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const found = (): string => (i >= text.length ? 'the end of the text' : describe(text.charCodeAt(i)));
  const fail = (expected: string): never => {
    throw new Stop(i, `expected ${expected}, found ${found()}`);
  };
  const skipWhitespace = () => {
    while (i < text.length && WHITESPACE.has(text[i] as string)) i++;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail(word);
      i++;
    }
  };
  const string = () => {
    i++; // the opening quote
    for (;;) {
      if (i >= text.length) throw new Stop(i, 'the text ends inside a string (a closing " is missing)');
      const code = text.charCodeAt(i);
      if (code === 0x22) return void i++;
      if (code < 0x20) throw new Stop(i, `${describe(code)} inside a string: write it escaped (\\n, \\t, \\u00XX)`);
      if (code === 0x5c) {
        const next = text[i + 1] ?? '';
        if (next === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : !ESCAPES.has(next)) {
          throw new Stop(i, `invalid escape \\${next} in a string`);
        }
        i += next === 'u' ? 6 : 2;
      } else i++;
    }
  };
  const value = (expected = 'a value'): void => {
    skipWhitespace();
    const char = text[i];
    if (char === '{') return object();
    if (char === '[') return array();
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    NUMBER.lastIndex = i;
    if ((char === '-' || (char !== undefined && char >= '0' && char <= '9')) && NUMBER.test(text)) return void (i = NUMBER.lastIndex);
    fail(expected);
  };
  /** The members of an object or an array, up to `close`: `member` reads one, and a comma needs another after it. */
  const members = (close: '}' | ']', member: () => void, expected: string) => {
    i++;
    skipWhitespace();
    if (text[i] === close) return void i++;
    for (;;) {
      member();
      skipWhitespace();
      if (text[i] === close) return void i++;
      if (text[i] !== ',') fail(`',' or '${close}'`);
      i++;
      skipWhitespace();
      if (text[i] === close) fail(`${expected} (a comma before ${close} is not JSON)`);
    }
  };
  const property = () => {
    skipWhitespace();
    if (text[i] !== '"') fail('a property name in double quotes');
    string();
    skipWhitespace();
    if (text[i] !== ':') fail("':' after the property name");
    i++;
    value();
  };
  const object = () => members('}', property, 'a property name in double quotes');
  const array = () => members(']', value, 'a value');
  try {
    if (text.charCodeAt(0) === 0xfeff) throw new Stop(0, 'a byte order mark (BOM) before the JSON: save the file as UTF-8 without BOM');
    value();
    skipWhitespace();
    if (i < text.length) fail('nothing after the JSON value');
    return undefined;
  } catch (error) {
    if (error instanceof RangeError) return undefined; // nested too deep to follow: the caller keeps JSON.parse's words
    if (!(error instanceof Stop)) throw error;
    return { ...lineAndColumn(text, error.at), message: error.message };
  }
}

/** A character as a message shows it: `'}'`, or its code point when it would not show (`U+0009 (tab)`). */
function describe(code: number): string {
  const names: Record<number, string> = { 0x09: 'tab', 0x0a: 'line break', 0x0d: 'carriage return' };
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${names[code] ? ` (${names[code]})` : ''}`;
  return `'${String.fromCharCode(code)}'`;
}

function lineAndColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: at - lineStart + 1 };
}
