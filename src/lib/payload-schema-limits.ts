/**
 * What a payload schema may cost, checked before it is compiled: its size with every `$ref` expanded,
 * and the patterns it runs. Compiling takes time and memory in proportion to the size (about 0.1 ms and
 * 0.5 KB of generated code per value), and checking a payload runs each expanded use of a subschema, so
 * both are bounded here; a schema within the limits compiles in about 100 ms at most.
 */
import { compileLinearPattern, PATTERN_PROGRAM_LIMIT } from './linear-regexp.js';

/** The most JSON values (objects, arrays, strings, numbers…) a payload schema may have, its `$ref`s expanded. */
export const PAYLOAD_SCHEMA_VALUE_LIMIT = 1_000;

/** Keywords whose value is data, not a schema: counted, never read as keywords. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
/** Keywords whose value maps names to schemas: a name is never read as a keyword. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies', 'dependentSchemas']);

interface Cost {
  values: number;
  /** Compiled pattern instructions, summed over every use. */
  instructions: number;
}

class SchemaTooCostly extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value a JSON pointer fragment (`#/definitions/a`) names under `base`, or undefined. */
function pointed(base: unknown, fragment: string): unknown {
  if (fragment === '') return base;
  let at = base;
  for (const raw of fragment.slice(1).split('/')) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The number of JSON values in `value`, without interpreting it. */
function dataValues(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  return Object.values(value).reduce<number>((sum, item) => sum + dataValues(item), 1);
}

/** Walks a schema once; a `$ref` target is measured once and its cost added at each use. */
class Measure {
  readonly #patterns = new Map<string, number>();
  readonly #targets = new Map<unknown, Cost>();
  readonly #walking = new Set<unknown>();

  cost(node: unknown, base: unknown): Cost {
    if (Array.isArray(node)) return node.reduce<Cost>((sum, item) => add(sum, this.cost(item, base)), { values: 1, instructions: 0 });
    if (!isObject(node)) return { values: 1, instructions: 0 };
    // A subschema with its own `$id` (not a plain-name fragment) is the document its `#` refs point into.
    const scope = typeof node.$id === 'string' && !node.$id.startsWith('#') ? node : base;
    const total: Cost = { values: 1, instructions: 0 };
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYWORDS.has(key)) add(total, { values: dataValues(value), instructions: 0 });
      else if (key === '$ref' && typeof value === 'string') add(total, this.#reference(value, scope));
      else if (key === 'pattern' && typeof value === 'string') add(total, { values: 1, instructions: this.#pattern(value) });
      else if (SCHEMA_MAPS.has(key) && isObject(value)) {
        add(total, { values: 1, instructions: 0 });
        for (const [name, schema] of Object.entries(value)) {
          if (key === 'patternProperties') add(total, { values: 0, instructions: this.#pattern(name) });
          add(total, this.cost(schema, scope));
        }
      } else add(total, this.cost(value, scope));
      if (total.values > PAYLOAD_SCHEMA_VALUE_LIMIT) throw new SchemaTooCostly(`is too large: over ${PAYLOAD_SCHEMA_VALUE_LIMIT} values once its $refs are expanded`);
      if (total.instructions > PATTERN_PROGRAM_LIMIT) {
        throw new SchemaTooCostly(`its patterns are too complex: over ${PATTERN_PROGRAM_LIMIT} compiled instructions in all, each use of a pattern counted`);
      }
    }
    return total;
  }

  #reference(ref: string, base: unknown): Cost {
    // A remote schema is never fetched; a ref by `$id` or anchor could hide a cycle from this walk.
    if (!ref.startsWith('#/') && ref !== '#') throw new SchemaTooCostly(`$ref "${ref.slice(0, 100)}" is not a local JSON pointer (#/…): only those are followed, and a remote schema is never fetched`);
    const target = pointed(base, ref.slice(1));
    if (target === undefined) return { values: 1, instructions: 0 }; // the compiler names the missing target
    if (this.#walking.has(target)) throw new SchemaTooCostly(`$ref "${ref.slice(0, 100)}" refers to a schema that contains it: recursive payload schemas are not supported`);
    let cost = this.#targets.get(target);
    if (!cost) {
      this.#walking.add(target);
      cost = this.cost(target, base);
      this.#walking.delete(target);
      this.#targets.set(target, cost);
    }
    return { values: 1 + cost.values, instructions: cost.instructions };
  }

  #pattern(pattern: string): number {
    let instructions = this.#patterns.get(pattern);
    if (instructions === undefined) {
      try {
        instructions = compileLinearPattern(pattern).instructions;
      } catch (error) {
        throw new SchemaTooCostly((error as Error).message);
      }
      this.#patterns.set(pattern, instructions);
    }
    return instructions;
  }
}

function add(into: Cost, more: Cost): Cost {
  into.values += more.values;
  into.instructions += more.instructions;
  return into;
}

/** Why the schema is over a limit (or has a pattern that cannot run in linear time), or undefined; else its size. */
export function schemaCost(schema: object): { problem: string } | { values: number } {
  const measure = new Measure();
  try {
    const root = measure.cost(schema, schema);
    return { values: root.values };
  } catch (error) {
    if (error instanceof SchemaTooCostly) return { problem: error.message };
    throw error;
  }
}
