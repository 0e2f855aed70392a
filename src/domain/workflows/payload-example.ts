/**
 * An example trigger payload for a workflow, so that a caller sees what to send without reading its
 * templates: from its `payloadSchema` when it has one, else one text value per trigger variable.
 */
import type { Json, JsonObject } from '../shared/index.js';
import type { Workflow } from './types.js';

type Schema = { [key: string]: unknown };

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

const TEXT_BY_FORMAT: Record<string, string> = {
  uri: 'https://example.com',
  url: 'https://example.com',
  email: 'user@example.com',
  'date-time': '2026-01-01T09:00:00.000Z',
  date: '2026-01-01',
  time: '09:00:00Z',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
};

/** Schemas nest without bound (`$ref` loops are not followed at all): an example stops this deep. */
const MAX_DEPTH = 8;

/**
 * The schema's own example, default, const or first enum value; otherwise a value of its type (the
 * property's name for text, so that the example says what goes where).
 */
function exampleOf(schema: unknown, name: string, depth: number): Json | undefined {
  if (!isSchema(schema) || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as Json;
  for (const key of ['example', 'default', 'const']) if (key in schema) return schema[key] as Json;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as Json;
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? (isSchema(schema.properties) ? 'object' : undefined));
  switch (type) {
    case 'object': {
      const example: JsonObject = {};
      for (const [key, property] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) {
        const value = exampleOf(property, key, depth + 1);
        if (value !== undefined) example[key] = value;
      }
      return example;
    }
    case 'array': {
      const item = exampleOf(schema.items, name, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return TEXT_BY_FORMAT[String(schema.format)] ?? name;
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

export function payloadExampleOf(workflow: Workflow): JsonObject {
  if (isSchema(workflow.payloadSchema)) {
    const example = exampleOf(workflow.payloadSchema, 'payload', 0);
    if (isSchema(example)) return example as JsonObject;
  }
  return Object.fromEntries((workflow.triggers[0]?.variables ?? []).map((v) => [v.name, v.name]));
}
