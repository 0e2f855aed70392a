import type { Operation } from '../contract/validator.js';
import { InvalidInputError } from '../domain/shared/index.js';

/** `name[3]`: an item of the list `name`, or of the group 3 of a grouped parameter. */
const INDEXED = /^([^[\]]+)\[\d+\]$/;
/** `name[…]…`: the parameter a bracketed key belongs to. */
const BRACKETED = /^([^[\]]+)\[/;

/**
 * The schema mark of a list parameter whose indexed keys are groups that the route reads itself
 * (`tags[0][]=a&tags[1][]=b`: the Inbox's AND of OR-groups), rather than items of one list.
 */
const GROUPS_MARK = 'x-indexed-groups';

/** An operation's query parameters by lower-cased name (the contract's judge matches names case-insensitively): whether each takes indexed groups. */
type Declared = ReadonlyMap<string, { groups: boolean }>;
const declaredByOperation = new WeakMap<Operation, Declared>();

function declaredOf(operation: Operation): Declared {
  let declared = declaredByOperation.get(operation);
  if (!declared) {
    const parameters = operation.request?.query ?? [];
    declared = new Map(parameters.map((p) => [p.name.toLowerCase(), { groups: (p.schema as Record<string, unknown> | undefined)?.[GROUPS_MARK] === true }]));
    declaredByOperation.set(operation, declared);
  }
  return declared;
}

function refuseObject(name: string, key: string, value: unknown): never {
  throw InvalidInputError.of(`query.${name}`, `${name} takes a value or a list of values (${name}=a&${name}=b, or ${name}[]=a), not an object or a nested list (${key})`, value);
}

/**
 * The parameter a query key sends a value of. Express 5 keeps `a[]=x` as the key `a[]`; the API takes it
 * as `a` (like repeated keys), and `a[0]=x` too, as the real service's query parser does. A grouped
 * parameter's `a[0][]=x` stays `a[0]`, for its route to read. Any other bracketed key of a parameter the
 * operation has (`feedIdentifier[a]=b`, `feedIdentifier[0][]=b`) is an object or a nested list, which no
 * parameter takes: it is refused, since ignoring it would drop the filter and answer everything. A bracketed
 * key of a parameter the operation does not have stays as it is (the API ignores unknown parameters, as
 * the real service does; the control plane refuses them by name).
 */
function parameterOf(key: string, operation: Operation, value: unknown): string {
  if (!key.includes('[')) return key;
  const list = key.endsWith('[]');
  const bare = list ? key.slice(0, -2) : key;
  if (!bare.includes('[')) return bare;
  const name = BRACKETED.exec(bare)?.[1];
  const declared = name === undefined ? undefined : declaredOf(operation).get(name.toLowerCase());
  if (name === undefined || declared === undefined) return bare;
  if (!INDEXED.test(bare)) return refuseObject(name, key, value);
  if (declared.groups) return bare;
  return list ? refuseObject(name, key, value) : name;
}

/** The query as the contract's judge reads it: each parameter's value, or its list of values. */
export function normalizeQuery(query: Record<string, unknown>, operation: Operation): Record<string, string | string[]> {
  const lists = new Map<string, string[]>();
  for (const [key, value] of Object.entries(query)) {
    const name = parameterOf(key, operation, value);
    const list = lists.get(name) ?? [];
    for (const v of Array.isArray(value) ? value : [value]) list.push(String(v));
    lists.set(name, list);
  }
  const out: Record<string, string | string[]> = {};
  for (const [key, list] of lists) out[key] = list.length === 1 ? (list[0] as string) : list;
  return out;
}
