/**
 * List responses judged in parts: the envelope with its list's items unconstrained, then each item,
 * remembering the verdict on items that never change. The same verdict as the whole schema's: the
 * split only happens where nothing in the schema relates one item to another.
 * Kept for speed alone: without it, pages of stored events lose more than issue 22's 10 % (bench/RESULTS.md,
 * "Issue 22", remembered verdicts); test/contract/validator-agreement.test.ts checks its verdicts.
 */
import { RecentWeakMap } from '../lib/recent-weak-map.js';

type Schema = Record<string, unknown>;
type Validate = (data: unknown) => boolean;

export interface ListSplit {
  /** The envelope's property holding the list; undefined when the body is the list. */
  property: string | undefined;
  envelope: Validate;
  item: Validate;
}

/** Array keywords that relate items to each other or to positions: such a list is judged whole. */
const CROSS_ITEM_KEYWORDS = ['uniqueItems', 'contains', 'prefixItems', 'additionalItems', 'minContains', 'maxContains', 'unevaluatedItems', '$ref'];

const isListSchema = (schema: unknown): schema is Schema & { items: Schema } => {
  const s = schema as Schema | undefined;
  const items = s?.items as Schema | undefined;
  return s?.type === 'array' && typeof items === 'object' && items !== null && !Array.isArray(items) && items.type === 'object' && !CROSS_ITEM_KEYWORDS.some((k) => k in s);
};

/**
 * The envelope and item schemas of a response that holds one list of records (the body itself, or
 * one property of an object body); undefined for any other response.
 */
export function splitList(schema: Schema): { property: string | undefined; envelope: Schema; item: Schema } | undefined {
  if (isListSchema(schema)) return { property: undefined, envelope: { ...schema, items: {} }, item: schema.items };
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) return undefined;
  const properties = schema.properties as Record<string, unknown>;
  const lists = Object.entries(properties).filter(([, s]) => isListSchema(s));
  if (lists.length !== 1) return undefined;
  const [property, list] = lists[0] as [string, Schema & { items: Schema }];
  return { property, envelope: { ...schema, properties: { ...properties, [property]: { ...list, items: {} } } }, item: list.items };
}

/** Per immutable value looked at lately, the validator that last accepted it. */
const accepted = new RecentWeakMap<object, Validate>();

/** `validate`'s verdict, remembered when `value` is immutable (a yes never changes for it). */
export function acceptedOnce(validate: Validate, value: unknown, immutable: (value: object) => boolean): boolean {
  const remembered = typeof value === 'object' && value !== null && immutable(value);
  if (remembered && accepted.get(value) === validate) return true;
  if (!validate(value)) return false;
  if (remembered) accepted.set(value, validate);
  return true;
}

/** The envelope, then the list's items one by one; immutable items already accepted are skipped. */
export function listAccepted(split: ListSplit, body: unknown, immutable: (value: object) => boolean): boolean {
  if (!split.envelope(body)) return false;
  const items = split.property === undefined ? body : (body as Record<string, unknown>)[split.property];
  if (!Array.isArray(items)) return true; // an optional list left out: the envelope said yes
  return items.every((item) => acceptedOnce(split.item, item, immutable));
}
