import { compare, conditionText, parseAsFieldType } from '../shared/index.js';
import { RenderMeter, renderText, valueAt } from './templates.js';

/** One condition of a step filter, by what it reads (`on`): the real model's filter parts. */
export type StepFilterPart =
  | { on: 'payload' | 'subscriber' | 'tenant' | 'webhook'; field: string; value: string; operator: string; webhookUrl?: string }
  | { on: 'isOnline'; value: boolean }
  | { on: 'isOnlineInLast'; timeOperator: 'minutes' | 'hours' | 'days'; value: number }
  | { on: 'previousStep'; step: string; stepType: 'read' | 'unread' | 'seen' | 'unseen' };

/** What the real service records of each condition it checked (its execution detail's `raw`). */
export interface FilterCondition {
  filter: string;
  field: string;
  expected: string;
  actual: string;
  operator: string;
  passed: boolean;
}

/** What a step's filters read: the trigger's data, the subscriber's presence, and the run's earlier messages. */
export interface FilterData {
  /** What `{{…}}` in a value and a field's path see: payload, subscriber, actor, tenant, step. */
  variables: Record<string, unknown>;
  subscriber: { isOnline?: unknown; lastOnlineAt?: unknown };
  nowMs: number;
  /** The read and seen state of the message the run's step of that `uuid` created; undefined when there is none. */
  previousMessage(stepUuid: string): { read: unknown; seen: unknown } | undefined;
}

/** The label of each `on` in a condition's record (the real `FILTER_TO_LABEL`). */
const LABEL: Record<string, string> = {
  payload: 'Payload',
  tenant: 'Tenant',
  subscriber: 'Subscriber',
  webhook: 'Webhook',
  isOnline: 'Is online',
  isOnlineInLast: 'Last time was online',
  previousStep: 'Previous step',
};

/** Handlebars' HTML escaping of a value, which the real service undoes for `'` only. */
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '`': '&#x60;', '=': '&#x3D;' };
const escapeValue = (text: string) => text.replace(/[&<>"`=]/g, (c) => ESCAPED[c] as string);

/**
 * Evaluates one condition, adding what it checked to `conditions`; a value whose variables cannot be filled
 * adds its error to `compileErrors` (the real service logs it and compares with no value). Throws a
 * `FilterComparisonError` where the real comparison throws.
 */
export function passesPart(part: StepFilterPart, data: FilterData, conditions: FilterCondition[], compileErrors: string[]): boolean {
  switch (part.on) {
    case 'payload':
    case 'subscriber':
    case 'tenant':
      return passesField(part, data.variables, conditions, compileErrors);
    case 'isOnline':
    case 'isOnlineInLast':
      return passesOnline(part, data, conditions);
    case 'previousStep':
      return passesPreviousStep(part, data, conditions);
    default:
      // Webhook parts are refused on write and on load; anything else is not a part the real service runs.
      return false;
  }
}

/** The value with its `{{…}}` variables filled from the trigger's data, as the real service compiles it. */
function compiledValue(value: unknown, variables: Record<string, unknown>, compileErrors: string[]): string | undefined {
  try {
    if (typeof value !== 'string') throw new Error(`You must pass a string or Handlebars AST to Handlebars.compile. You passed ${String(value)}`);
    return renderText(value, variables, new RenderMeter(), escapeValue).replace(/&#x27;/g, "'");
  } catch (error) {
    compileErrors.push(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

function passesField(part: { on: string; field: string; value: unknown; operator: string }, variables: Record<string, unknown>, conditions: FilterCondition[], compileErrors: string[]): boolean {
  const value = compiledValue(part.value, variables, compileErrors);
  // `list[0].name` and `list.0.name` name the same value, as the real path reader reads them.
  const actual = valueAt(variables, `${part.on}.${String(part.field).replace(/\[(\w+)\]/g, '.$1')}`);
  const expected = parseAsFieldType(actual, value);
  const passed = compare(part.operator, actual, expected);
  conditions.push({ filter: LABEL[part.on] as string, field: part.field, expected: String(expected), actual: conditionText(actual), operator: part.operator, passed });
  return passed;
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/**
 * The subscriber's presence as the real service reads it: a subscriber with neither `isOnline` nor
 * `lastOnlineAt` never passes; `isOnlineInLast` passes while online, or when the whole minutes, hours or
 * days since `lastOnlineAt` are at most `value` (no `lastOnlineAt` counts as now).
 */
function passesOnline(part: Extract<StepFilterPart, { on: 'isOnline' | 'isOnlineInLast' }>, data: FilterData, conditions: FilterCondition[]): boolean {
  const { isOnline, lastOnlineAt } = data.subscriber;
  const label = LABEL[part.on] as string;
  const timeOperator = part.on === 'isOnlineInLast' ? part.timeOperator : undefined;
  if ((isOnline === undefined || isOnline === null) && (lastOnlineAt === undefined || lastOnlineAt === null)) {
    const actual = conditionText(part.on === 'isOnline' ? isOnline : lastOnlineAt);
    conditions.push({ filter: label, field: 'isOnline', expected: String(part.value), actual, operator: timeOperator ?? 'EQUAL', passed: false });
    return false;
  }
  if (part.on === 'isOnline') {
    const passed = isOnline === part.value;
    conditions.push({ filter: label, field: 'isOnline', expected: String(part.value), actual: conditionText(isOnline), operator: 'EQUAL', passed });
    return passed;
  }
  const lastMs = typeof lastOnlineAt === 'string' && lastOnlineAt !== '' ? Date.parse(lastOnlineAt) : data.nowMs;
  const diff = Math.trunc((data.nowMs - lastMs) / (UNIT_MS[part.timeOperator] ?? UNIT_MS.days));
  const passed = isOnline === true || (diff >= 0 && diff <= part.value);
  conditions.push({
    filter: label,
    field: isOnline === true ? 'isOnline' : 'lastOnlineAt',
    expected: isOnline === true ? 'true' : String(part.value),
    actual: isOnline === true ? 'true' : String(diff),
    operator: part.timeOperator,
    passed,
  });
  return passed;
}

/**
 * The message of an earlier step of the run, read or seen as `stepType` says. With no such step, or no
 * message of it (it was skipped, or not reached), the condition passes and records nothing: the real service's.
 */
function passesPreviousStep(part: Extract<StepFilterPart, { on: 'previousStep' }>, data: FilterData, conditions: FilterCondition[]): boolean {
  const message = data.previousMessage(part.step);
  if (!message) return true;
  const state = part.stepType === 'seen' || part.stepType === 'unseen' ? message.seen : message.read;
  const passed = part.stepType === 'unread' || part.stepType === 'unseen' ? state === false : state === true;
  conditions.push({ filter: LABEL.previousStep as string, field: part.stepType, expected: 'true', actual: String(passed), operator: 'EQUAL', passed });
  return passed;
}
