/** fast-check arbitraries of the JSON values a client may ask the mock to keep: deep, wide, with odd keys. */
import fc from 'fast-check';

/** Keys that trip naive code: Object.prototype's names, empty, dotted, numeric, a `$ref`, unicode. */
const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'toJSON', '', 'a.b', '0', '$ref', 'x y', '💥', 'then', 'length') },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
);

const leafArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('{{payload.a}}', '<script>x</script>', '2030-01-01T00:00:00.000Z', '\u0000', ''),
);

/** One level of a deep value: an object or an array, the key the next level sits under, and a few siblings. */
const levelArb = fc.record({ array: fc.boolean(), key: keyArb, siblings: fc.array(fc.tuple(keyArb, leafArb), { maxLength: 2 }) });

/** A value's shape before it is built: how deep its spine goes and how wide its top is. */
export interface KeptValueSpec {
  depth: number;
  levels: { array: boolean; key: string; siblings: [string, unknown][] }[];
  leaf: unknown;
  /** Extra keys (or items) on the top level. */
  width: number;
  wideArray: boolean;
}

/**
 * Values of at most `maxDepth` levels (the top one counts: `{}` is 1): mostly as deep as allowed or close,
 * sometimes shallow, sometimes thousands of keys or items wide.
 */
export const keptValueArb = (maxDepth: number): fc.Arbitrary<KeptValueSpec> =>
  fc.record({
    depth: fc.oneof({ weight: 3, arbitrary: fc.constant(maxDepth) }, { weight: 2, arbitrary: fc.integer({ min: Math.max(1, maxDepth - 3), max: maxDepth }) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: maxDepth }) }),
    levels: fc.array(levelArb, { minLength: maxDepth, maxLength: maxDepth }),
    leaf: leafArb,
    width: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000 }) }),
    wideArray: fc.boolean(),
  });

/** The value a spec describes (built iteratively from the leaf up). */
export function buildValue(spec: KeptValueSpec): unknown {
  let value: unknown = spec.leaf;
  for (let i = spec.depth - 1; i >= 0; i--) {
    const level = spec.levels[i] ?? { array: false, key: 'k', siblings: [] };
    // The top is an object: where the API takes only objects, the value goes as it is, at its full depth.
    if (level.array && i > 0) {
      value = [...level.siblings.map(([, leaf]) => leaf), value];
    } else {
      const object: Record<string, unknown> = {};
      for (const [key, leaf] of level.siblings) Object.defineProperty(object, key, { value: leaf, enumerable: true, writable: true, configurable: true });
      Object.defineProperty(object, level.key, { value, enumerable: true, writable: true, configurable: true });
      value = object;
    }
  }
  if (spec.width === 0) return value;
  const wide = Array.from({ length: spec.width }, (_, i) => (i % 3 === 0 ? `w${i}` : i));
  const top = (value !== null && typeof value === 'object' ? value : { value }) as Record<string, unknown>;
  if (spec.wideArray && spec.depth >= 2) return { ...top, wide };
  return { ...top, ...Object.fromEntries(wide.map((item, i) => [`wide-${i}`, item])) };
}

/** An object to put a value in where the API takes only objects (a payload, `data`): the value (an object but for a leaf), or the leaf under a key. */
export const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value });
