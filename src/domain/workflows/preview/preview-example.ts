/**
 * `previewPayloadExample`: what the real preview renders a step with, and answers so that the dashboard can
 * show and edit it (the real `PayloadMergerService`):
 * - `payload`: with a payload schema, the schema's example with what the caller sent for the keys the schema
 *   has (arrays sent replace the example's); without one, the example the controls call for
 *   (variables-example.ts) with the caller's values for the keys that example has;
 * - `subscriber`: an example subscriber (John Doe), the caller's fields over it;
 * - `context`: the caller's contexts, each as `{id, data}` (only when sent);
 * - `steps`: one result per step before this one (the caller's, else an example: a digest's three events).
 */
import { isJsonObject as isObject, type JsonObject } from '../../shared/index.js';
import { payloadExampleOf } from '../payload-example.js';
import type { Workflow } from '../types.js';
import { EXAMPLE_ITEMS, variablesExample } from './variables-example.js';


/** The real preview's example subscriber (`createFullSubscriberObject`). */
export const EXAMPLE_SUBSCRIBER: JsonObject = {
  subscriberId: '123456',
  firstName: 'John',
  lastName: 'Doe',
  email: 'user@example.com',
  phone: '+1234567890',
  avatar: 'https://example.com/avatar.png',
  locale: 'en_US',
  timezone: 'America/New_York',
  data: {},
};

/** `merge` as lodash does it: objects deeply, anything else replaced. */
function deepMerge(target: JsonObject, source: JsonObject): JsonObject {
  const out: JsonObject = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : structuredClone(value);
  }
  return out;
}

/** The caller's values kept only where the schema's example has a key (arrays item by item against its first). */
function keptBySchema(sent: JsonObject, example: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in example)) continue;
    const shape = example[key];
    if (isObject(value) && isObject(shape)) out[key] = keptBySchema(value, shape);
    else if (Array.isArray(value) && Array.isArray(shape)) out[key] = value.map((item) => (isObject(item) ? keptBySchema(item, isObject(shape[0]) ? shape[0] : {}) : item));
    else out[key] = value;
  }
  return out;
}

/** lodash's `isObject`, which the real merge uses: arrays are objects too. */
const isObjectLike = (value: unknown): value is object => value !== null && typeof value === 'object';

/** The real `mergeCommonObjectKeys`: the example's keys, the caller's values where both have one. */
function commonKeys(sent: unknown, example: unknown): unknown {
  if (Array.isArray(example) && Array.isArray(sent)) {
    const merged = example.map((item, i) => (sent[i] === undefined ? item : !isObjectLike(item) && !isObjectLike(sent[i]) ? sent[i] : commonKeys(sent[i], item)));
    if (merged.length >= sent.length) return merged.slice(0, sent.length);
    const last = merged[merged.length - 1];
    return [...merged, ...sent.slice(merged.length).map((item) => commonKeys(item, last))];
  }
  if (Array.isArray(sent) && !Array.isArray(example)) return sent.map((item) => (isObjectLike(item) ? commonKeys(item, example) : item));
  // A value where the example has an object (or an array) gives the example; two plain values give the one sent.
  if (!isObjectLike(example) || !isObjectLike(sent)) return isObjectLike(example) ? example : sent;
  const source = example as JsonObject;
  const target = sent as JsonObject;
  return Object.fromEntries(Object.keys(source).map((key) => [key, target[key] !== undefined && target[key] !== null ? commonKeys(target[key], source[key]) : source[key]]));
}

/** Contexts as the preview resolves them, without storing any: `tenant: 'acme'` → `{id: 'acme', data: {}}`. */
function resolvedContext(sent: unknown): JsonObject | undefined {
  if (!isObject(sent)) return undefined;
  const resolved: JsonObject = {};
  for (const [type, value] of Object.entries(sent)) {
    if (!value) continue;
    if (typeof value === 'string') resolved[type] = { id: value, data: {} };
    else if (isObject(value)) resolved[type] = { id: value.id ?? null, data: isObject(value.data) ? value.data : {} };
  }
  return Object.keys(resolved).length > 0 ? resolved : undefined;
}

/** A digest's example result: three events of yesterday noon, five minutes apart, each with the example payload. */
function digestExample(payload: JsonObject, now: string): JsonObject {
  const events = Array.from({ length: EXAMPLE_ITEMS }, (_, i) => {
    const time = new Date(now);
    time.setUTCDate(time.getUTCDate() - 1);
    time.setUTCHours(12, -5 * i, 0, 0);
    return { id: `example-id-${i + 1}`, time: time.toISOString(), payload };
  });
  return { eventCount: events.length, events };
}

/** The steps before the one previewed, as the workflow shows them. */
export type PreviousStep = { stepId: string; type: string };

function stepsExample(workflow: Workflow, previous: PreviousStep[], sent: unknown, now: string): JsonObject {
  const sentSteps = isObject(sent) ? sent : {};
  const steps: JsonObject = {};
  const payload = declaresProperties(workflow.payloadSchema) ? payloadExampleOf(workflow) : {};
  for (const { stepId, type } of previous) {
    steps[stepId] = sentSteps[stepId] !== undefined ? sentSteps[stepId] : type === 'digest' ? digestExample(payload, now) : {};
  }
  // The caller's results for steps not found before this one are kept too.
  for (const [id, value] of Object.entries(sentSteps)) if (!(id in steps)) steps[id] = value;
  for (const step of Object.values(steps)) if (isObject(step) && Array.isArray(step.events)) step.eventCount = step.events.length;
  return steps;
}

/**
 * A schema that names properties. A workflow created without one shows an open schema with none, where the real
 * service stores none at all and makes the example from the controls.
 */
const declaresProperties = (schema: unknown): boolean => isObject(schema) && isObject(schema.properties) && Object.keys(schema.properties).length > 0;

/** The whole `previewPayloadExample` for a step of `workflow` after `previous`, rendered with `controls`. */
export function previewPayloadExample(workflow: Workflow, previous: PreviousStep[], controls: JsonObject, sent: JsonObject, now: string): JsonObject {
  const sentPayload = isObject(sent.payload) ? sent.payload : {};
  const variables = variablesExample(controls);
  let payload: JsonObject;
  if (declaresProperties(workflow.payloadSchema)) {
    const example = payloadExampleOf(workflow);
    payload = deepMerge(example, keptBySchema(sentPayload, example));
  } else {
    const example = isObject(variables.payload) ? variables.payload : {};
    payload = Object.keys(sentPayload).length > 0 ? (commonKeys(sentPayload, example) as JsonObject) : example;
  }
  const subscriber = deepMerge(EXAMPLE_SUBSCRIBER, isObject(sent.subscriber) ? sent.subscriber : {});
  const context = resolvedContext(sent.context);
  const steps = stepsExample(workflow, previous, sent.steps, now);
  return { payload, subscriber, ...(context ? { context } : {}), steps };
}
