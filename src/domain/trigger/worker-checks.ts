/**
 * What the real service checks while it processes an event, after its API has accepted it (201 `processed`):
 * the worker's trigger-event use case refuses the event (a BadRequest that only its logs and traces show),
 * and nothing of it is stored: no notification, no job, no subscriber. In its order:
 * 1. the v1 steps' required variables and a scheduled delay's date (`VerifyPayload`), whose words are
 *    `payload is missing required key(s) and type(s): name (Value), list (Array), flag (Boolean), sendAt (ISO Date)`;
 * 2. the transactionId, unique in the environment: `transactionId property is not unique, please make sure all
 *    triggers have a unique transactionId`.
 * Then the payload the steps see is the sent one over the defaults the v1 variables declare.
 */
import { isJsonObject as isObject, type JsonObject } from '../shared/index.js';
import { valueAt, type Workflow } from '../workflows/index.js';

/** The v1 variables that are not the payload's (`TemplateSystemVariables`). */
const SYSTEM_VARIABLES = new Set(['subscriber', 'step', 'branding', 'tenant', 'preheader', 'actor']);
/** The real check of a scheduled delay's date (an ISO date with milliseconds, anywhere in the text). */
const ISO_DATE = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}.\d{3}Z/;
const HUMAN_TYPE: Record<string, string> = { String: 'Value', Array: 'Array', Boolean: 'Boolean' };

interface V1Variable {
  name: string;
  type?: string;
  required?: boolean;
  defaultValue?: unknown;
}

const isSystem = (name: string) => SYSTEM_VARIABLES.has(name.split('.')[0] ?? name);

function variablesOf(step: JsonObject): V1Variable[] {
  const variables = (step.template as { variables?: unknown } | undefined)?.variables;
  return Array.isArray(variables) ? variables.filter((v): v is V1Variable => isObject(v) && typeof v.name === 'string') : [];
}

function missingOf(variable: V1Variable, payload: JsonObject): boolean {
  const value = valueAt(payload, variable.name);
  switch (variable.type) {
    case 'Array':
      return !Array.isArray(value);
    case 'Boolean':
      return value !== true && value !== false;
    case 'String':
      return typeof value !== 'string' && typeof value !== 'number';
    default:
      return value === null || value === undefined;
  }
}

/** Why the worker refuses this payload for the workflow's steps (the real words), or undefined when it does not. */
export function payloadRefusal(workflow: Workflow, payload: JsonObject): string | undefined {
  const invalid: string[] = [];
  for (const step of workflow.steps as JsonObject[]) {
    for (const variable of variablesOf(step)) {
      if (variable.required === true && !isSystem(variable.name) && missingOf(variable, payload)) invalid.push(`${variable.name} (${HUMAN_TYPE[variable.type ?? ''] ?? 'undefined'})`);
    }
    const metadata = step.metadata;
    if ((step.template as { type?: unknown } | undefined)?.type === 'delay' && isObject(metadata) && metadata.type === 'scheduled') {
      if (typeof metadata.delayPath !== 'string' || metadata.delayPath === '') return 'Delay path is required for scheduled delay';
      const date = Object.hasOwn(payload, metadata.delayPath) ? payload[metadata.delayPath] : undefined;
      if (typeof date !== 'string' || !ISO_DATE.test(date)) invalid.push(`${metadata.delayPath} (ISO Date)`);
    }
  }
  return invalid.length > 0 ? `payload is missing required key(s) and type(s): ${invalid.join(', ')}` : undefined;
}

/**
 * The payload with the defaults of the v1 variables under it (what was sent wins, objects merged key by key).
 * As the real use case, the defaults are those of the workflow's last step: its loop keeps only the last.
 */
export function withVariableDefaults(workflow: Workflow, payload: JsonObject): JsonObject {
  const last = (workflow.steps as JsonObject[]).at(-1);
  const defaults: JsonObject = {};
  for (const variable of last ? variablesOf(last) : []) {
    if (variable.defaultValue === undefined || variable.defaultValue === null || variable.defaultValue === '' || isSystem(variable.name)) continue;
    // A name is the workflow author's text: a `__proto__` segment would reach the object's prototype.
    if (variable.name.split('.').includes('__proto__')) continue;
    setAt(defaults, variable.name.split('.'), variable.defaultValue as JsonObject[string]);
  }
  return Object.keys(defaults).length === 0 ? payload : merged(defaults, payload);
}

function setAt(target: JsonObject, path: string[], value: JsonObject[string]): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = isObject(target[head]) ? (target[head] as JsonObject) : (target[head] = {});
  setAt(next, rest, value);
}

/** `over` on `under`, objects merged key by key; defined as own properties (a payload's own `__proto__` key stays data). */
function merged(under: JsonObject, over: JsonObject): JsonObject {
  const result: JsonObject = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const base = Object.hasOwn(result, key) ? result[key] : undefined;
    Object.defineProperty(result, key, { value: isObject(base) && isObject(value) ? merged(base, value) : value, enumerable: true, writable: true, configurable: true });
  }
  return result;
}
