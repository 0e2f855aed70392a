import { checkKeptDepth, type JsonObject } from '../shared/index.js';

/** One call to a bridge, as the step's execution details show it. */
export interface BridgeCallRecord {
  url: string;
  durationMs: number;
}

/** What a bridge answered for one step (or why it could not), as the step runner applies it. */
export type BridgeOutcome = { call: BridgeCallRecord } & (
  | { kind: 'outputs'; outputs: JsonObject }
  | { kind: 'skipped' }
  /** `raw`: what the real service records of a failed bridge call (`{url, statusCode, message, code, data}`). */
  | { kind: 'failed'; raw: Record<string, unknown> }
);

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The real service's message for a 2xx answer it cannot read. */
export const responseParseMessage = (url: string): string => `Bridge URL response code is 2xx, but parsing body failed for \`${url}\``;

/**
 * What a bridge's execute answer (`{outputs, providers, options: {skip}, metadata}`) means for its step. The
 * whole answer goes through the rule of every kept value first (`checkKeptDepth`), the parts the mock does
 * not use included: one that nests too deep fails the step with the reason (502 `BridgeResponseNotKept`),
 * and nothing of it is kept. An answer with no `outputs` object fails it as the real service does (502
 * `ResponseParseError`).
 */
export function executeOutcome(answer: unknown, call: BridgeCallRecord): BridgeOutcome {
  const failed = (code: string, message: string): BridgeOutcome => ({ call, kind: 'failed', raw: { url: call.url, statusCode: 502, message, code } });
  try {
    checkKeptDepth(answer, "The bridge's execute answer");
  } catch (error) {
    return failed('BridgeResponseNotKept', (error as Error).message);
  }
  if (!isObject(answer) || !isObject(answer.outputs)) return failed('ResponseParseError', responseParseMessage(call.url));
  if (isObject(answer.options) && answer.options.skip === true) return { call, kind: 'skipped' };
  return { call, kind: 'outputs', outputs: answer.outputs };
}

/** The in-app CTA the real service builds from a bridge's `redirect`, `primaryAction` and `secondaryAction`. */
function inAppCta(outputs: JsonObject): JsonObject {
  const redirect = isObject(outputs.redirect) ? outputs.redirect : undefined;
  const button = (type: 'primary' | 'secondary', action: unknown) => {
    if (!isObject(action)) return [];
    const to = isObject(action.redirect) ? action.redirect : undefined;
    return [{ type, content: text(action.label) ?? '', ...(to?.url ? { url: to.url } : {}), ...(to?.target ? { target: to.target } : {}) }];
  };
  const buttons = [...button('primary', outputs.primaryAction), ...button('secondary', outputs.secondaryAction)];
  return {
    type: 'redirect',
    data: { ...(redirect?.url ? { url: redirect.url } : {}), ...(redirect?.target ? { target: redirect.target } : {}) },
    ...(buttons.length > 0 ? { action: { result: {}, buttons } } : {}),
  };
}

/**
 * The step a channel's outputs stand for, in the shape of a stored step's template: what the mock's own
 * steps render from, here already rendered by the bridge (the runner shows it as written).
 */
export function templateFromOutputs(type: string, outputs: JsonObject): JsonObject {
  switch (type) {
    case 'in_app':
      return {
        type,
        content: text(outputs.body) ?? '',
        ...(text(outputs.subject) ? { subject: outputs.subject } : {}),
        cta: inAppCta(outputs),
        ...(text(outputs.avatar) ? { avatar: outputs.avatar } : {}),
        ...(isObject(outputs.data) ? { data: outputs.data } : {}),
      };
    case 'email':
      return { type, subject: text(outputs.subject) ?? '', content: text(outputs.body) ?? '' };
    case 'push':
      return { type, title: text(outputs.subject) ?? '', content: text(outputs.body) ?? '' };
    default:
      return { type, content: text(outputs.body) ?? '' };
  }
}

/** A delay's or digest's timing from its outputs, in the metadata shape of the mock's own steps. */
export function waitMetadataFromOutputs(outputs: JsonObject): JsonObject {
  const lookBack = isObject(outputs.lookBackWindow) ? outputs.lookBackWindow : undefined;
  return {
    type: lookBack ? 'backoff' : typeof outputs.cron === 'string' ? 'timed' : 'regular',
    ...(typeof outputs.amount === 'number' ? { amount: outputs.amount } : {}),
    ...(typeof outputs.unit === 'string' ? { unit: outputs.unit } : {}),
  };
}
