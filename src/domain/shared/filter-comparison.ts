/**
 * How the real service compares a condition's field with its value (its `processFilterEquality`, which both a
 * step's filters and an integration's conditions go through):
 * the value, a text, is first read as the field's type (a number field against `Number(value)`, a boolean
 * field against `value === 'true'`, a text field as text), then compared with JavaScript's own `===`, `<`,
 * `>`. So text compares with text by code point ("10" < "9"), and nothing converts case or trims.
 */

/** A comparison the real service's code throws on (IN / NOT_IN of a field that is not a list or a text): its job fails. */
export class FilterComparisonError extends Error {}

/** The operators the real model names; the real comparison has a branch for those in `COMPARED` only. */
export const STEP_FILTER_OPERATORS = [
  'LARGER', 'SMALLER', 'LARGER_EQUAL', 'SMALLER_EQUAL', 'EQUAL', 'NOT_EQUAL', 'ALL_IN', 'ANY_IN', 'NOT_IN', 'BETWEEN', 'NOT_BETWEEN', 'LIKE', 'NOT_LIKE', 'IN', 'IS_DEFINED',
] as const;

/** The filter's text read as the type of the field it is compared with, as the real service parses it. */
export function parseAsFieldType(actual: unknown, expected: unknown): unknown {
  switch (typeof actual) {
    case 'number':
    case 'bigint':
      return Number(expected);
    case 'string':
      return String(expected);
    case 'boolean':
      return expected === 'true';
    default:
      return expected;
  }
}

/** `actual.includes(expected)` as JavaScript runs it on a payload value: lists and texts have it, the rest throw. */
function includes(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.includes(expected);
  if (typeof actual === 'string') return actual.includes(String(expected));
  if (actual === undefined || actual === null) throw new FilterComparisonError(`Cannot read properties of ${String(actual)} (reading 'includes')`);
  throw new FilterComparisonError('actualValue.includes is not a function');
}

/**
 * Whether `actual` passes `operator` against `expected` (already parsed by `parseAsFieldType`). ALL_IN,
 * ANY_IN, BETWEEN, NOT_BETWEEN, LIKE and NOT_LIKE are in the real model (its API and dashboard offer them)
 * but its comparison has no branch for them: such a condition never passes. Unknown operators neither.
 */
export function compare(operator: unknown, actual: unknown, expected: unknown): boolean {
  // Relational operators on mixed types behave as JavaScript's, which the real service relies on.
  const [a, e] = [actual as number, expected as number];
  switch (operator) {
    case 'EQUAL':
      return actual === expected;
    case 'NOT_EQUAL':
      return actual !== expected;
    case 'LARGER':
      return a > e;
    case 'SMALLER':
      return a < e;
    case 'LARGER_EQUAL':
      return a >= e;
    case 'SMALLER_EQUAL':
      return a <= e;
    case 'IN':
      return includes(actual, expected);
    case 'NOT_IN':
      return !includes(actual, expected);
    case 'IS_DEFINED':
      return actual !== undefined;
    default:
      return false;
  }
}

/** A value as the real service writes it into a condition's record: lists as JSON, nothing as "". */
export function conditionText(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify(value);
  if (value === undefined || value === null) return '';
  // Never `String(object)`: a payload object such as `{"toString": 1}` would make it throw.
  return typeof value === 'object' ? '[object Object]' : String(value);
}
