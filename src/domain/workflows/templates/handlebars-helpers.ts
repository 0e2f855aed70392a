/**
 * The helpers the real worker registers on its Handlebars (libs/application-generic, compile-template),
 * with their behaviour as written there, quirks included: `titlecase` of a number fails the render,
 * `pluralize` compares with `=== 1`, `gt`/`lt`/`eq`… used as blocks render their body without a context.
 * Two differences, both invisible in the output: `sortBy` sorts a copy (the real one sorts the payload's
 * array in place) and `unique` finds repeats with a set (the real one with `indexOf`, quadratic).
 */
import { format } from 'date-fns';
import type { HelperDelegate, HelperOptions } from 'handlebars';

type Options = HelperOptions & { hash: Record<string, unknown> };
type Item = Record<string, unknown>;

const own = (item: unknown, key: unknown): unknown => (item !== null && typeof item === 'object' && Object.hasOwn(item, String(key)) ? (item as Item)[String(key)] : undefined);

/**
 * `{{#gt a b}}…{{/gt}}` renders its body, `{{gt a b}}` prints the comparison. The real helper is an arrow
 * function that hands its body the module's `this`, not the template's context: the body sees no fields.
 */
function assertResult(condition: boolean, options: Options): unknown {
  const fn = condition ? options.fn : options.inverse;
  return typeof fn === 'function' ? fn({}) : condition;
}

function groupBy(array: unknown, property: unknown): { key: string; items: unknown[] }[] {
  if (!Array.isArray(array)) return [];
  // An object, as the real helper's: its entries list integer-like keys first.
  const map: Record<string, unknown[]> = Object.create(null) as Record<string, unknown[]>;
  for (const item of array) {
    const key = own(item, property);
    if (!key) continue;
    (map[String(key)] ??= []).push(item);
  }
  return Object.entries(map).map(([key, items]) => ({ key, items }));
}

function unique(array: unknown, property: unknown): unknown {
  if (!Array.isArray(array)) return '';
  return [...new Set(array.map((item) => own(item, property) || undefined))];
}

function sortBy(array: unknown, property: unknown): unknown {
  if (!Array.isArray(array)) return '';
  if (!property) return [...array].sort();
  return [...array].sort((a, b) => {
    const x = own(a, property) as number;
    const y = own(b, property) as number;
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** Based on the gist the real helper cites: `{{numberFormat 1234.5 decimalLength=1 thousandsSep="." decimalSep=","}}`. */
function numberFormat(number: unknown, options: Options): unknown {
  if (Number.isNaN(number)) return number;
  const decimalLength = Number(options.hash.decimalLength || 2);
  const thousandsSep = String(options.hash.thousandsSep || ',');
  const decimalSep = String(options.hash.decimalSep || '.');
  const value = Number.parseFloat(number as string);
  const pattern = `\\d(?=(\\d{3})+${decimalLength > 0 ? '\\D' : '$'})`;
  const fixed = value.toFixed(Math.max(0, ~~decimalLength));
  return (decimalSep ? fixed.replace('.', decimalSep) : fixed).replace(new RegExp(pattern, 'g'), `$&${thousandsSep}`);
}

function dateFormat(date: unknown, dateFormat: unknown): unknown {
  if (date && dateFormat && !Number.isNaN(Date.parse(date as string))) return format(new Date(date as string), dateFormat as string);
  return date;
}

export const NOVU_HANDLEBARS_HELPERS: Record<string, HelperDelegate> = {
  json: (context: unknown) => JSON.stringify(context),
  equals(this: unknown, a: unknown, b: unknown, options: Options) {
    // eslint-disable-next-line eqeqeq -- the real helper compares loosely
    return a == b ? options.fn(this) : options.inverse(this);
  },
  titlecase: (value: string | undefined) =>
    value
      ?.split(' ')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
      .join(' '),
  uppercase: (value: string | undefined) => value?.toUpperCase(),
  lowercase: (value: string | undefined) => value?.toLowerCase(),
  pluralize: (number: unknown, single: unknown, plural: unknown) => (number === 1 ? single : plural),
  dateFormat,
  groupBy,
  unique,
  sortBy,
  numberFormat,
  gt: (a: number, b: number, options: Options) => assertResult(a > b, options),
  gte: (a: number, b: number, options: Options) => assertResult(a >= b, options),
  lt: (a: number, b: number, options: Options) => assertResult(a < b, options),
  lte: (a: number, b: number, options: Options) => assertResult(a <= b, options),
  eq: (a: unknown, b: unknown, options: Options) => assertResult(a === b, options),
  ne: (a: unknown, b: unknown, options: Options) => assertResult(a !== b, options),
};
