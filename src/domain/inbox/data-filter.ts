import { BadRequestError } from '../shared/index.js';

type Scalar = string | number | boolean | null;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
const isOperator = (value: Record<string, unknown>) => 'or' in value || 'and' in value;
/** Keys a data filter may not use (the real service refuses them: operator and prototype injection). */
const isUnsafeKey = (key: string) => key.startsWith('$') || key.startsWith('.') || key === '__proto__' || key === 'constructor' || key === 'prototype';

/**
 * One data key's condition as OR-groups that must all match: a scalar (equal), a scalar list or
 * `{or: [...]}` (any of them), `{and: [{or: [...]}, ...]}` (each group). Undefined when malformed.
 */
function groupsOf(value: unknown): Scalar[][] | undefined {
  if (isScalar(value)) return [[value]];
  if (Array.isArray(value)) return value.every(isScalar) ? (value.length ? [value] : []) : undefined;
  if (!isObject(value) || Object.keys(value).length !== 1) return undefined;
  if (Array.isArray(value.or)) return value.or.every(isScalar) ? (value.or.length ? [value.or as Scalar[]] : []) : undefined;
  if (!Array.isArray(value.and)) return undefined;
  const groups: Scalar[][] = [];
  for (const item of value.and) {
    const group = isObject(item) && Object.keys(item).length === 1 && Array.isArray(item.or) ? item.or : undefined;
    if (!group?.length || !group.every(isScalar)) return undefined;
    groups.push(group as Scalar[]);
  }
  return groups;
}

/** Checks a data filter's shape: keys at most two levels deep, each condition one of the forms above. */
function checkData(filter: Record<string, unknown>, depth: number): void {
  for (const [key, value] of Object.entries(filter)) {
    if (isUnsafeKey(key)) throw new BadRequestError(`Invalid data filter key: ${key}`);
    if (isObject(value) && !isOperator(value)) {
      if (depth >= 2) throw new BadRequestError('Maximum nesting level exceeded (2 levels max)');
      checkData(value, depth + 1);
    } else if (groupsOf(value) === undefined) {
      throw new BadRequestError(`Value for ${key} must be a scalar (string, number, boolean, or null), a list of scalars, or {or} / {and} of them`);
    }
  }
}

/** A data filter sent as JSON text (list query, bulk bodies): malformed → 400 with the real service's message. */
export function parseDataFilter(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('Invalid JSON format for data parameter');
  }
  return checkedDataFilter(value);
}

/** A data filter sent as an object (count filters). */
export function checkedDataFilter(value: unknown): Record<string, unknown> {
  if (!isObject(value)) throw new BadRequestError('Data must be an object');
  checkData(value, 1);
  return value;
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let current = data;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  return current;
}

/** Every key's condition holds for the notification's `data` (a list value matches by any of its items). */
export function dataMatches(filter: Record<string, unknown>, data: unknown, path: readonly string[] = []): boolean {
  for (const [key, condition] of Object.entries(filter)) {
    const at = [...path, key];
    if (isObject(condition) && !isOperator(condition)) {
      if (!dataMatches(condition, data, at)) return false;
      continue;
    }
    const groups = groupsOf(condition) ?? [];
    if (groups.length === 0) continue;
    const value = valueAt(data, at);
    if (value === undefined) return false;
    const has = (wanted: Scalar) => (Array.isArray(value) ? value.includes(wanted) : value === wanted);
    if (!groups.every((group) => group.some(has))) return false;
  }
  return true;
}
