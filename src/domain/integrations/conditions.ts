/**
 * An integration's `conditions`: how the real service stores them (checked on write) and how its delivery
 * reads them (a tenant's conditions choose the integration that sends).
 */
import { BadRequestError, compare, FilterComparisonError, type JsonObject, parseAsFieldType } from '../shared/index.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the database's cast errors quote it: strings in double quotes, other values as written. */
function quoted(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value).replace(/"(\w+)":/g, '$1: ').replace(/,/g, ', ');
  return String(value);
}

const typeName = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'Array' : typeof value === 'object' ? 'Object' : typeof value);

const castError = (kind: string, value: unknown, leaf: string, reason: string) =>
  `Cast to ${kind} failed for value ${quoted(value)} (type ${typeName(value)}) at path "${leaf}" because of "${reason}"`;

/** What the database casts to text: text, numbers and booleans (null and absent stay absent). */
const castsToString = (value: unknown) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);
const BOOLEAN_TEXTS = new Set([true, false, 'true', 'false', 1, 0, '1', '0', 'yes', 'no']);
const castsToBoolean = (value: unknown) => value === undefined || value === null || BOOLEAN_TEXTS.has(value as string);

/**
 * The real service's DTO only requires `conditions` to be an array of objects (the contract checks that:
 * 422); the rest is checked where it stores them, whose cast errors it answers as **400** with the
 * database's words. Each condition: `isNegated` a boolean, `type` and `value` text, `children` an array of
 * objects (one object counts as an array of one) whose `field`, `operator` and `on` are text and whose
 * `value` is anything. Returns the conditions as stored (a single child object becomes a list).
 */
export function checkedConditions(conditions: readonly JsonObject[]): JsonObject[] {
  const problems: string[] = [];
  const stored = conditions.map((condition, c) => {
    const at = `conditions.${c}`;
    if (!castsToBoolean(condition.isNegated)) problems.push(`${at}.isNegated: ${castError('Boolean', condition.isNegated, 'isNegated', 'CastError')}`);
    for (const field of ['type', 'value'] as const) {
      if (!castsToString(condition[field])) problems.push(`${at}.${field}: ${castError('string', condition[field], field, 'CastError')}`);
    }
    const { children } = condition;
    if (children === undefined || children === null) return condition;
    const list = Array.isArray(children) ? children : [children];
    list.forEach((child, n) => {
      if (child === null || child === undefined) return;
      if (!isPlainObject(child)) {
        problems.push(`${at}.children: ${castError('embedded', child, 'children', 'ObjectParameterError')}`);
        return;
      }
      for (const field of ['field', 'operator', 'on'] as const) {
        if (!castsToString(child[field])) problems.push(`${at}.children.${n}.${field}: ${castError('string', child[field], field, 'CastError')}`);
      }
    });
    return Array.isArray(children) ? condition : { ...condition, children: list };
  });
  if (problems.length > 0) throw new BadRequestError(`Integration validation failed: ${problems.join(', ')}`);
  return stored as JsonObject[];
}

/** A dotted path into a value (`data.plan`), as lodash's `get` reads it. */
function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** One child condition, against the variables delivery has (`{tenant}`): only field comparisons can pass. */
function childPasses(child: unknown, variables: Record<string, unknown>): boolean {
  if (!isPlainObject(child) || !['tenant', 'payload', 'subscriber'].includes(String(child.on))) return false;
  const actual = valueAt(variables, `${String(child.on)}.${String(child.field)}`);
  try {
    return compare(child.operator, actual, parseAsFieldType(actual, child.value));
  } catch (error) {
    // IN / NOT_IN of a field that is neither a list nor a text: the real comparison throws; the integration is not chosen.
    if (error instanceof FilterComparisonError) return false;
    throw error;
  }
}

/**
 * Whether an integration's conditions pass, as the real service's conditions filter decides: one condition
 * that passes is enough (none: they pass); a condition without children passes, one child decides alone,
 * several are joined by the condition's `value` (`AND` or `OR`; anything else fails). `isNegated` is not
 * read. A value is compared as written (the real service first fills `{{…}}` placeholders in it).
 */
export function conditionsPass(conditions: readonly JsonObject[] | undefined, variables: Record<string, unknown>): boolean {
  if (!conditions || conditions.length === 0) return true;
  return conditions.some((condition) => {
    const children = Array.isArray(condition.children) ? condition.children : [];
    if (children.length === 0) return true;
    if (children.length === 1) return childPasses(children[0], variables);
    if (condition.value === 'OR') return children.some((child) => childPasses(child, variables));
    if (condition.value === 'AND') return children.every((child) => childPasses(child, variables));
    return false;
  });
}
