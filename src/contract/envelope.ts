/**
 * The contract describes the wire: every answer the real service wraps carries its `{data: …}` envelope in
 * the response schema, as an object marked `x-envelope: true` whose one property `data` is the result.
 * The bare contract (`--no-envelope`, and the shapes records and fixtures are checked against) is the same
 * document with each such envelope replaced by its `data` schema.
 */
import type { Operation, OperationContent } from './contract-types.js';

export const ENVELOPE_MARK = 'x-envelope';

type Schema = Record<string, unknown>;

const isEnvelope = (schema: unknown): schema is Schema & { properties: { data: Schema } } =>
  typeof schema === 'object' && schema !== null && (schema as Schema)[ENVELOPE_MARK] === true;

/** The schema's `data` schema when it is an envelope; the schema itself otherwise. */
export function unwrapSchema(schema: unknown): unknown {
  if (!isEnvelope(schema)) return schema;
  const { type: _type, required: _required, properties, additionalProperties: _closed, [ENVELOPE_MARK]: _mark, 'x-stoplight': _stoplight, ...rootKeys } = schema;
  // Root keys such as `$schema` and the bundled definitions that `$ref`s inside point at stay at the root.
  return { ...properties.data, ...rootKeys };
}

const unwrapContent = (content: OperationContent): OperationContent =>
  isEnvelope(content.schema) ? { ...content, schema: unwrapSchema(content.schema) } : content;

/** The operations with every response envelope replaced by the result inside it (new objects; the input is untouched). */
export function unwrapEnvelopes(operations: readonly Operation[]): Operation[] {
  return operations.map((operation) => ({
    ...operation,
    responses: operation.responses.map((response) => (response.contents ? { ...response, contents: response.contents.map(unwrapContent) } : response)),
  }));
}
