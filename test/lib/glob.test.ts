import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globMatcher, matchesGlob } from '../../src/lib/glob.js';

/** The meaning of a glob, spelled out: a table of which glob prefixes match which text prefixes. */
function reference(glob: string, text: string): boolean {
  let row = Array.from({ length: text.length + 1 }, (_, t) => t === 0);
  for (const g of glob) {
    const next = [g === '*' && row[0] === true];
    for (let t = 1; t <= text.length; t++) {
      next[t] = g === '*' ? (row[t] as boolean) || (next[t - 1] as boolean) : (row[t - 1] as boolean) && g === text[t - 1];
    }
    row = next;
  }
  return row[text.length] as boolean;
}

/**
 * A text that counts the characters a matcher reads from it: the work a match does, whatever the machine's
 * speed. It has only what the matcher may use (length, charCodeAt, startsWith, endsWith); anything else
 * (a regex, indexOf, turning it into a string) throws, so a matcher that reads it another way fails here.
 */
class CountedText {
  reads = 0;
  constructor(readonly value: string) {}
  get length(): number {
    return this.value.length;
  }
  charCodeAt(index: number): number {
    this.reads++;
    return this.value.charCodeAt(index);
  }
  startsWith(prefix: string): boolean {
    this.reads += prefix.length;
    return this.value.startsWith(prefix);
  }
  endsWith(suffix: string): boolean {
    this.reads += suffix.length;
    return this.value.endsWith(suffix);
  }
  toString(): never {
    throw new Error('the matcher read the text as a whole string: count its reads here');
  }
}

/** Matches `text` against `glob`; the result and the characters read. */
function counted(glob: string, text: string): { matched: boolean; reads: number } {
  const counting = new CountedText(text);
  const matched = globMatcher(glob)(counting as unknown as string);
  return { matched, reads: counting.reads };
}

describe('matchesGlob', () => {
  it.each([
    ['/v2/subscribers*', '/v2/subscribers', true],
    ['/v2/subscribers*', '/v2/subscribers/abc', true],
    ['/v2/subscribers/*', '/v2/subscribers', false],
    ['*/preferences', '/v2/subscribers/abc/preferences', true],
    ['/v1/*/trigger', '/v1/events/trigger', true],
    ['/v1/events', '/v1/events/trigger', false],
    ['/v1/Events', '/v1/events', false],
    ['/v1/events.trigger', '/v1/events/trigger', false],
    ['/v1/(x)+?', '/v1/(x)+?', true],
    ['*', '', true],
    ['', '', true],
    ['a**b', 'ab', true],
  ])('%s against %s → %s', (glob, text, expected) => {
    expect(matchesGlob(glob, text)).toBe(expected);
  });

  it('agrees with the reference on short globs and texts of a small alphabet', () => {
    const alphabet = fc.constantFrom('a', 'b', '/', '*');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 10 }), fc.string({ unit: fc.constantFrom('a', 'b', '/'), maxLength: 14 }), (glob, text) => {
        expect(matchesGlob(glob, text)).toBe(reference(glob, text));
      }),
      { numRuns: 5000 },
    );
  });

  // A match reads each character of the text at most once, whatever the glob: a count, not a time (how long
  // these take is `npm run bench:glob`'s).
  it.each([
    // A regex built from this glob took 5.6 s on 45 a's, and twice as long for each few more.
    ['*a*a*a*a*a*a*a*a*b', `/v2/subscribers/${'a'.repeat(45)}`, false],
    // 16 KB: about the longest path a request line carries.
    [`${'*a'.repeat(1000)}*`, 'a'.repeat(16 * 1024), true],
    // Each of these costs |glob|·|text| when the matcher (or indexOf) retries a long piece at every position.
    [`*${'a'.repeat(1000)}b${'a'.repeat(1000)}*`, 'a'.repeat(16 * 1024), false],
    [`*${'a'.repeat(2000)}b*`, 'a'.repeat(16 * 1024), false],
    [`*${'ab'.repeat(1000)}*`, 'a'.repeat(16 * 1024), false],
    [`/v2/*${'ab'.repeat(3)}*/x`, `/v2/${'a'.repeat(5000)}${'ab'.repeat(3)}/x`, true],
  ])('reads each character of the text once at most: %#', (glob, text, expected) => {
    const { matched, reads } = counted(glob, text);
    expect(matched).toBe(expected);
    expect(reads).toBeLessThanOrEqual(text.length);
  });
});
