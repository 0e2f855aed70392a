import { valueAt } from './templates.js';

export interface FieldFilterPart {
  field: string;
  value: string;
  operator: string;
  on: 'subscriber' | 'payload';
}

export interface StepFilter {
  isNegated: boolean;
  type: string;
  value: 'AND' | 'OR';
  children: FieldFilterPart[];
}

const asNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
const asList = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);
const asText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * EQUAL as the real service compares: the filter's text is read as the field's type (a number field
 * against `Number(value)`, so "250.0" equals 250), other values as text.
 */
const equals = (actual: unknown, expected: string) =>
  typeof actual === 'number' ? expected.trim() !== '' && actual === Number(expected) : asText(actual) === expected;

/** One condition of the contract's step-filter operators, comparing a subscriber or payload field with `value`. */
function matchesPart(part: FieldFilterPart, context: { subscriber: unknown; payload: unknown }): boolean {
  const actual = valueAt(part.on === 'subscriber' ? context.subscriber : context.payload, part.field);
  const expected = part.value;
  const [low, high] = asList(expected).map(Number) as [number, number];
  const actualList = Array.isArray(actual) ? actual.map(asText) : [asText(actual)];
  switch (part.operator) {
    case 'EQUAL':
      return equals(actual, expected);
    case 'NOT_EQUAL':
      return !equals(actual, expected);
    case 'LARGER':
      return asNumber(actual) > asNumber(expected);
    case 'SMALLER':
      return asNumber(actual) < asNumber(expected);
    case 'LARGER_EQUAL':
      return asNumber(actual) >= asNumber(expected);
    case 'SMALLER_EQUAL':
      return asNumber(actual) <= asNumber(expected);
    case 'BETWEEN':
      return asNumber(actual) >= low && asNumber(actual) <= high;
    case 'NOT_BETWEEN':
      return !(asNumber(actual) >= low && asNumber(actual) <= high);
    case 'LIKE':
      return asText(actual).toLowerCase().includes(expected.toLowerCase());
    case 'NOT_LIKE':
      return !asText(actual).toLowerCase().includes(expected.toLowerCase());
    case 'IN':
    case 'ANY_IN':
      return actualList.some((a) => asList(expected).includes(a));
    case 'NOT_IN':
      return !actualList.some((a) => asList(expected).includes(a));
    case 'ALL_IN':
      return asList(expected).every((e) => actualList.includes(e));
    default:
      return false;
  }
}

/** A step runs when every one of its filters passes (no filters: always). */
export function stepFiltersPass(filters: StepFilter[] | undefined, context: { subscriber: unknown; payload: unknown }): boolean {
  return (filters ?? []).every((filter) => {
    const results = filter.children.map((part) => matchesPart(part, context));
    const combined = results.length === 0 ? true : filter.value === 'OR' ? results.some(Boolean) : results.every(Boolean);
    return filter.isNegated ? !combined : combined;
  });
}
