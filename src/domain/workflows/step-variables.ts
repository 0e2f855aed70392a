/**
 * A v2 step's `variables`: the JSON Schema of what its templates can read, as the real service's
 * `BuildVariableSchemaUsecase` builds it — the workflow, the subscriber, the results of the steps before
 * it, the payload and the context.
 */
import { deepFreeze, type JsonObject } from '../shared/index.js';
import { placeholderPaths } from './templates.js';
import type { Workflow } from './types.js';

type Schema = JsonObject;

const WORKFLOW_SCHEMA: Schema = deepFreeze({
  type: 'object',
  description: 'Schema representing the workflow entity',
  properties: {
    workflowId: { type: 'string', description: 'Workflow identifier' },
    name: { type: 'string', description: 'Name of the workflow' },
    description: { type: 'string', description: 'Description of the workflow' },
    tags: { type: 'array', items: { type: 'string' } },
    severity: { type: 'string', enum: ['high', 'medium', 'low', 'none'], enumName: 'SeverityLevelEnum', description: 'Severity of the workflow' },
  },
  required: ['workflowId', 'name'],
});

const SUBSCRIBER_SCHEMA: Schema = deepFreeze({
  type: 'object',
  description: 'Schema representing the subscriber entity',
  properties: {
    firstName: { type: 'string', description: "Subscriber's first name" },
    lastName: { type: 'string', description: "Subscriber's last name" },
    email: { type: 'string', description: "Subscriber's email address" },
    phone: { type: 'string', description: "Subscriber's phone number (optional)" },
    avatar: { type: 'string', description: "URL to the subscriber's avatar image (optional)" },
    locale: { type: 'string', description: 'Locale for the subscriber (optional)' },
    timezone: { type: 'string', description: 'Timezone for the subscriber (optional)' },
    subscriberId: { type: 'string', description: 'Unique identifier for the subscriber' },
    isOnline: { type: 'boolean', description: 'Indicates if the subscriber is online (optional)' },
    lastOnlineAt: { type: 'string', format: 'date-time', description: 'The last time the subscriber was online (optional)' },
    data: { type: 'object', properties: {}, required: [], additionalProperties: true },
  },
  required: ['subscriberId'],
  additionalProperties: false,
});

const CONTEXT_SCHEMA: Schema = deepFreeze({
  type: 'object',
  description: 'Context data passed at trigger time following ContextPayload structure',
  properties: {},
  required: [],
  additionalProperties: {
    type: 'object',
    description: 'Context value - can be accessed as string or object',
    properties: {
      id: { type: 'string', description: 'Context identifier' },
      data: { type: 'object', description: 'Additional context data', properties: {}, additionalProperties: true },
    },
    required: [],
    additionalProperties: false,
  },
});

/** What a step of each kind hands the steps after it (the real framework's result schemas). */
function resultSchema(type: string, payloadSchema: Schema | undefined): Schema | undefined {
  switch (type) {
    case 'in_app':
      return {
        type: 'object',
        properties: { seen: { type: 'boolean' }, read: { type: 'boolean' }, lastSeenDate: { type: 'string', format: 'date-time', nullable: true }, lastReadDate: { type: 'string', format: 'date-time', nullable: true } },
        required: ['seen', 'read', 'lastSeenDate', 'lastReadDate'],
        additionalProperties: false,
      };
    case 'digest':
      return {
        type: 'object',
        properties: {
          eventCount: { type: 'number' },
          events: {
            type: 'array',
            properties: { length: { type: 'number' } },
            items: {
              type: 'object',
              properties: { id: { type: 'string' }, time: { type: 'string' }, payload: payloadSchema ? { ...payloadSchema, additionalProperties: true } : { type: 'object', additionalProperties: true } },
              required: ['id', 'time', 'payload'],
              additionalProperties: false,
            },
          },
        },
        required: ['events'],
        additionalProperties: false,
      };
    case 'email':
    case 'sms':
    case 'chat':
    case 'push':
    case 'delay':
      return { type: 'object', properties: {}, required: [], additionalProperties: false };
    default:
      return undefined;
  }
}

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every string in the control values, however deep. */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => textsOf(v, out));
  else if (isSchema(value)) Object.values(value).forEach((v) => textsOf(v, out));
  return out;
}

/** The payload as the steps' placeholders use it (`{{payload.order.id}}` → `order: { id }`), as a schema. */
function payloadFromPlaceholders(controlValues: readonly unknown[]): Schema {
  const root: Schema = { type: 'object', properties: {}, required: [], additionalProperties: true };
  for (const text of textsOf(controlValues)) {
    for (const path of placeholderPaths(text)) {
      const [head, ...rest] = path.split('.');
      if (head !== 'payload' || rest.length === 0) continue;
      let node = root;
      rest.forEach((key, i) => {
        const properties = node.properties as Record<string, Schema>;
        const leaf = i === rest.length - 1;
        const existing = properties[key];
        if (!existing || (!leaf && existing.type !== 'object')) {
          properties[key] = leaf ? { type: 'string' } : { type: 'object', properties: {}, required: [] };
          (node.required as string[]).push(key);
        }
        node = properties[key] as Schema;
      });
    }
  }
  return root;
}

/**
 * The payload part: the workflow's payload schema when it names properties, else what the steps'
 * placeholders use (the real service's order: a schema wins over the control values).
 */
function payloadSchemaOf(workflow: Workflow, controlValues: readonly unknown[]): Schema {
  const schema = workflow.payloadSchema;
  if (isSchema(schema) && isSchema(schema.properties) && Object.keys(schema.properties).length > 0) return structuredClone(schema);
  if (workflow.steps.length === 0) return { type: 'object', properties: {}, additionalProperties: true };
  return payloadFromPlaceholders(controlValues);
}

/**
 * The variables of the step at `index` of `steps` (each with its shown type, stepId and control values):
 * the steps before it appear under `steps.<stepId>` with what they hand on.
 */
export function stepVariables(workflow: Workflow, steps: readonly { type: string; stepId: string; values: JsonObject }[], index: number): Schema {
  const payloadSchema = isSchema(workflow.payloadSchema) ? workflow.payloadSchema : undefined;
  const previous: Record<string, Schema> = {};
  for (const step of steps.slice(0, index)) {
    const result = resultSchema(step.type, payloadSchema);
    if (result) previous[step.stepId] = result;
  }
  return {
    type: 'object',
    properties: {
      workflow: WORKFLOW_SCHEMA,
      subscriber: SUBSCRIBER_SCHEMA,
      steps: { type: 'object', properties: previous, required: [], additionalProperties: false, description: 'Previous Steps Results' },
      payload: payloadSchemaOf(workflow, steps.map((s) => s.values)),
      context: CONTEXT_SCHEMA,
      env: { type: 'object', description: 'Environment variables accessible in workflow templates', properties: {}, required: [], additionalProperties: false },
    },
    additionalProperties: false,
  };
}
