import { BadRequestError, checkKeptDepth, isKeepable } from '../shared/index.js';

// What the bridge routes show of a bridge's answer without keeping it (the request journal keeps the
// exchange): never more than the contract allows, never deeper than any kept value.

/** What a bridge answers `?action=health-check`: `@novu/framework`'s `HealthCheck`. */
export interface HealthCheck {
  status: string;
  sdkVersion?: string;
  frameworkVersion?: string;
  discovered?: { workflows?: number; steps?: number };
  [more: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, test: (v: unknown) => boolean) => value === undefined || test(value);
const isCount = (v: unknown) => Number.isInteger(v);

/**
 * A bridge's health-check answer, as `GET /v1/bridge/status` shows it. The real service passes on whatever
 * the bridge said; the mock shows only a health check (a framework bridge never answers anything else) and
 * answers 400, naming the bridge, for an answer that is not one or nests deeper than any kept value.
 */
export function healthCheckOf(answer: unknown, bridgeUrl: string): HealthCheck {
  const what = `The health check of the bridge at \`${bridgeUrl}\``;
  checkKeptDepth(answer, what);
  const discovered = isObject(answer) ? answer.discovered : undefined;
  const valid =
    isObject(answer) &&
    typeof answer.status === 'string' &&
    optional(answer.sdkVersion, (v) => typeof v === 'string') &&
    optional(answer.frameworkVersion, (v) => typeof v === 'string') &&
    optional(discovered, (v) => isObject(v) && optional(v.workflows, isCount) && optional(v.steps, isCount));
  if (!valid) throw new BadRequestError(`${what} is not a health check: it needs a string \`status\`, string \`sdkVersion\` and \`frameworkVersion\`, and integer \`discovered.workflows\` and \`discovered.steps\``);
  return answer as HealthCheck;
}

/**
 * What a step preview shows of a bridge's preview answer: its `outputs`. An answer without an object there, or
 * one nesting deeper than any kept value, is a failed preview: `{}`, as the real service answers a failed bridge.
 */
export function previewOutputsOf(answer: unknown): Record<string, unknown> {
  const outputs = isObject(answer) ? answer.outputs : undefined;
  return isObject(outputs) && isKeepable(outputs) ? outputs : {};
}
