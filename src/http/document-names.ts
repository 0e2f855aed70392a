import type { Operation } from '../contract/validator.js';
import { documentName } from '../domain/integrations/index.js';

/**
 * Under `--no-envelope` the mock answers the API document's shapes, and with them its spelling of the
 * service's own provider names and origins (`svc`, `svc-email`, `svc-cloud`…) where records keep the real
 * ones (`novu`, `novu-email`, `novu-cloud`…). A value is renamed only where the operation's response schema
 * declares a `providerId` or `origin` field: data the caller sent (a payload, custom data) is free-form in
 * the contract and is never walked, whatever keys it has.
 */
const NAME_FIELDS = new Set(['providerId', 'origin']);

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON schema of the operation's answer with this status, if the contract has one. */
function responseSchema(operation: Operation, status: number): Schema | undefined {
  const code = String(status);
  const response =
    operation.responses.find((r) => r.code === code) ??
    operation.responses.find((r) => r.code.toUpperCase() === `${code[0] ?? ''}XX`) ??
    operation.responses.find((r) => r.code === 'default');
  const schema = response?.contents?.find((content) => content.mediaType.includes('json'))?.schema;
  return isObject(schema) ? schema : undefined;
}

/** Follows a local `$ref` (the bundled definitions at the root of a derived schema). */
function resolved(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 32; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return {};
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (isObject(node) ? node[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined), root);
    if (!isObject(target)) return {};
    current = target;
  }
  return current;
}

/** `value` as `schema` describes it, renamed where it declares a name field; the same object when nothing changed. */
function respelled(value: unknown, declared: Schema, root: Schema): unknown {
  const schema = resolved(declared, root);
  let result = value;
  for (const combinator of ['allOf', 'anyOf', 'oneOf']) {
    const branches = schema[combinator];
    if (Array.isArray(branches)) for (const branch of branches) if (isObject(branch)) result = respelled(result, branch, root);
  }
  if (Array.isArray(result)) {
    const items = schema.items;
    if (!isObject(items)) return result;
    let copy: unknown[] | undefined;
    result.forEach((item: unknown, i) => {
      const next = respelled(item, items, root);
      if (next !== item) (copy ??= [...(result as unknown[])])[i] = next;
    });
    return copy ?? result;
  }
  if (!isObject(result)) return result;
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  const others = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  if (!properties && !others) return result;
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(result)) {
    const property = properties?.[key];
    const childSchema = isObject(property) ? property : others;
    if (!childSchema) continue;
    const next = property !== undefined && NAME_FIELDS.has(key) && typeof child === 'string' ? documentName(child) : respelled(child, childSchema, root);
    if (next !== child) (copy ??= { ...result })[key] = next;
  }
  return copy ?? result;
}

/** The answer's body with the API document's spelling of the service's own names (a new value where one changed). */
export function inDocumentNames(operation: Operation, status: number, body: unknown): unknown {
  const schema = responseSchema(operation, status);
  return schema === undefined ? body : respelled(body, schema, schema);
}
