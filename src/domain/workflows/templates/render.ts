import { renderHandlebars } from './handlebars.js';
import { renderLiquid } from './liquid.js';
import { RenderMeter } from './limits.js';

/**
 * Which engine renders a workflow's step content in the real service: Handlebars for v1 workflows (the
 * worker's compile step), Liquid for the newer workflows written through `/v2/workflows` (their step
 * controls, rendered by `@novu/framework`).
 */
export type TemplateEngine = 'handlebars' | 'liquid';

export interface RenderOptions {
  engine?: TemplateEngine;
}

/** The colour the real compile step gives `branding.color` when the organization set none. */
const DEFAULT_BRAND_COLOR = '#f47373';

/**
 * What a Handlebars template sees, as the real worker builds it: the payload's own keys at the top
 * (`{{firstName}}`), then `subscriber`, `step`, `tenant`, `actor`, and `branding`. The mock also keeps
 * `payload` itself, so that `{{payload.firstName}}` (the newer workflows' spelling) renders too.
 */
function handlebarsData(context: Record<string, unknown>): Record<string, unknown> {
  const kept = dataOf.get(context);
  if (kept && kept.keys.length === Object.keys(context).length && kept.keys.every((key) => kept.data[key] === context[key])) return kept.data;
  const payload = context.payload;
  const spread = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  const data = { ...spread, branding: { color: DEFAULT_BRAND_COLOR }, ...context };
  dataOf.set(context, { data, keys: Object.keys(context) });
  return data;
}

/**
 * The data built for a context, while the context still holds the same values: a message renders several
 * texts (subject, body, CTA…) against one context, and each recipient's context is its own.
 */
const dataOf = new WeakMap<object, { data: Record<string, unknown>; keys: string[] }>();

const utf8 = (text: string): number => Buffer.byteLength(text);

/**
 * Renders one text with the real engine (Handlebars unless `options.engine` says Liquid). Its size is
 * counted as it is written: past the meter's limit, or past the render's time, it throws (a 413) before
 * the whole text exists. A template that does not compile throws a `TemplateError`.
 *
 * `options` may still be an escape function (the former signature): Handlebars escapes every value for
 * HTML itself, as the real service does for every channel, so it changes nothing.
 */
export function renderText(template: string, context: Record<string, unknown>, meter: RenderMeter = new RenderMeter(), options?: RenderOptions | ((value: string) => string)): string {
  const hasTag = template.includes('{{') || template.includes('{%');
  if (!hasTag) {
    meter.add(utf8(template), false);
    return template;
  }
  const engine = typeof options === 'object' ? options.engine : undefined;
  const rendered = engine === 'liquid' ? renderLiquid(template, context, meter) : renderHandlebars(template, handlebarsData(context), meter);
  meter.add(utf8(rendered), true);
  return rendered;
}

/**
 * Renders every string inside a JSON-like value (CTA objects, email blocks). What holds no placeholder is
 * returned as it is, not copied: a message shares the (frozen) parts of its step template that it shows as written.
 */
export function renderDeep<T>(value: T, context: Record<string, unknown>, meter: RenderMeter = new RenderMeter(), options?: RenderOptions): T {
  if (typeof value === 'string') return renderText(value, context, meter, options) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const rendered = renderDeep(value[i], context, meter, options);
      if (rendered !== value[i]) (out ??= value.slice())[i] = rendered;
    }
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      const rendered = renderDeep(child, context, meter, options);
      if (rendered !== child) setOwn((out ??= shallowCopy(value as Record<string, unknown>)), key, rendered);
    }
    return (out ?? value) as T;
  }
  return value;
}

function shallowCopy(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, value[key]);
  return copy;
}

/** A `__proto__` key (JSON.parse makes it an own property) must stay one: assigning it sets the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
