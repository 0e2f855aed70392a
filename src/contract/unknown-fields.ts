/**
 * Unknown body fields, as the real service treats them: its validation does not forbid fields its DTOs do
 * not declare (clients send them: `@novu/node` puts `subscriberId` in the credentials body), and its
 * handlers never read them. The contract closes its request bodies (`additionalProperties: false`) to
 * describe what the service reads; this module finds, by those schemas, the fields no schema at their
 * place declares, so that the request can be judged and handled without them.
 */
import type { Operation } from './contract-types.js';

type Schema = Record<string, unknown>;

/** A body without the fields no schema declares, and where they were (each a path of keys and indexes). */
export interface WithoutUnknownFields {
  body: unknown;
  dropped: string[][];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stands for "any value" at a place: nothing below it is unknown. */
const OPEN: Schema = {};

/** The definitions a `$ref` of the operation may point at (`#/__bundled__/…`). */
function resolverOf(operation: Operation): (ref: string) => Schema | undefined {
  const bundle = (operation as unknown as { __bundled__?: unknown }).__bundled__;
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = { __bundled__: bundle };
    for (const key of ref.slice(2).split('/')) node = isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return isObject(node) ? node : undefined;
  };
}

/** Every schema that applies at one place: the schemas and, recursively, the members of their allOf, oneOf and anyOf. */
function branches(schemas: readonly unknown[], resolve: (ref: string) => Schema | undefined, out: Schema[] = [], seen = new Set<unknown>()): Schema[] {
  for (const candidate of schemas) {
    if (candidate === true) out.push(OPEN);
    if (!isObject(candidate) || seen.has(candidate)) continue;
    seen.add(candidate);
    const schema = typeof candidate.$ref === 'string' ? (resolve(candidate.$ref) ?? OPEN) : candidate;
    out.push(schema);
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const members = schema[key];
      if (Array.isArray(members)) branches(members, resolve, out, seen);
    }
  }
  return out;
}

const typesOf = (schema: Schema): unknown[] => (Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]);
const describesObjects = (schema: Schema): boolean => typesOf(schema).includes('object') || 'properties' in schema || 'additionalProperties' in schema;
/** A schema that says nothing of a value's type or fields: any value is its own. */
const saysNothing = (schema: Schema): boolean => schema === OPEN || (typesOf(schema).length === 0 && !describesObjects(schema) && !('allOf' in schema || 'oneOf' in schema || 'anyOf' in schema || 'items' in schema));

/** The schemas of `key`'s value under the object schemas of a place; empty when none declares or admits it. */
function schemasOfKey(objectSchemas: readonly Schema[], key: string): unknown[] {
  const out: unknown[] = [];
  for (const schema of objectSchemas) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    if (Object.hasOwn(properties, key)) out.push(properties[key]);
    else if (isObject(schema.additionalProperties)) out.push(schema.additionalProperties);
    else if (schema.additionalProperties !== false) out.push(OPEN);
  }
  return out;
}

function walk(value: unknown, schemas: readonly unknown[], resolve: (ref: string) => Schema | undefined, path: string[], dropped: string[][]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const applying = branches(schemas, resolve);
  if (applying.length === 0 || applying.some(saysNothing)) return value;
  if (Array.isArray(value)) {
    const itemSchemas = applying.flatMap((s) => (s.items === undefined ? (typesOf(s).includes('array') ? [OPEN] : []) : [s.items]));
    if (itemSchemas.length === 0) return value;
    let changed = false;
    const items = value.map((item, index) => {
      const kept = walk(item, itemSchemas, resolve, [...path, String(index)], dropped);
      changed ||= kept !== item;
      return kept;
    });
    return changed ? items : value;
  }
  const objectSchemas = applying.filter(describesObjects);
  // No schema here takes an object: the contract refuses it whole, whatever its fields.
  if (objectSchemas.length === 0) return value;
  let changed = false;
  const entries: [string, unknown][] = [];
  for (const [key, field] of Object.entries(value)) {
    const fieldSchemas = schemasOfKey(objectSchemas, key);
    if (fieldSchemas.length === 0) {
      dropped.push([...path, key]);
      changed = true;
      continue;
    }
    const kept = walk(field, fieldSchemas, resolve, [...path, key], dropped);
    changed ||= kept !== field;
    entries.push([key, kept]);
  }
  // fromEntries defines each key as an own property (a `__proto__` field stays a field).
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * The request body without the fields that no schema of the operation's body declares at their place (and
 * none admits as an additional property), and the paths of those fields. The body is not changed: when
 * something is dropped, the parts around it are new objects.
 */
export function withoutUnknownFields(operation: Operation, body: unknown): WithoutUnknownFields {
  const schema = operation.request?.body?.contents?.[0]?.schema;
  const dropped: string[][] = [];
  if (schema === undefined || typeof body !== 'object' || body === null) return { body, dropped };
  return { body: walk(body, [schema], resolverOf(operation), [], dropped), dropped };
}
