import { LimitExceededError } from '../shared/index.js';

/**
 * Renders `{{path.to.value}}` placeholders (the Handlebars variables the real service's step templates
 * use) against `{ subscriber, payload, actor, tenant, step }`. A missing value renders as "". Block
 * helpers such as `{{#each}}` are not supported and are left as written.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\s*\}\}/g;

/**
 * The most text one message may render to, all its fields together (UTF-8 bytes). The real service keeps a
 * message as one MongoDB document (16 MB at most); the mock stops far earlier, so that a short template that
 * repeats a large payload value cannot turn one trigger into hundreds of megabytes.
 */
export const MAX_RENDERED_MESSAGE_BYTES = 1024 * 1024;

/** The property `key` of `value` when it is the value's own: never what its prototype lends (`constructor`, `__proto__`, `toString`). */
export function ownValue(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

/**
 * The value at a dotted path, through own properties only: the real service's Handlebars resolves a name
 * only when it is the object's own property, so `{{payload.constructor}}` renders "".
 */
export function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const segment of path.split('.')) {
    value = ownValue(value, segment);
    if (value === undefined) return undefined;
  }
  return value;
}

/**
 * A caller's value as text: "" for nothing, JSON for objects and arrays. Never `String(object)`, which
 * throws for a payload object such as `{"toString": 1}`.
 */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const utf8 = (text: string): number => Buffer.byteLength(text);

/**
 * Measures the rendering of one message: `bytes` is its rendered size so far (every field), `created` the
 * part of it that rendering made (a field without placeholders is the template's own text, shared, not
 * copied). Rendering stops with a 413 the moment `bytes` would pass `limit`, before the text is built.
 */
export class RenderMeter {
  bytes = 0;
  created = 0;

  constructor(readonly limit: number = MAX_RENDERED_MESSAGE_BYTES) {}

  /** Adds a rendered field of `bytes`; `made` when rendering built it (it held a placeholder). */
  add(bytes: number, made: boolean): void {
    this.#check(bytes);
    this.bytes += bytes;
    if (made) this.created += bytes;
  }

  #check(more: number): void {
    if (this.bytes + more <= this.limit) return;
    throw new LimitExceededError(
      `The step's template renders a message of more than ${this.limit} bytes (${Math.round(this.limit / 1024)} KB), the most one message may hold: a placeholder repeats a large value. Shorten the template or the payload values it shows.`,
      'maxRenderedMessageBytes',
      this.limit,
    );
  }

  /** Throws when a field of `bytes` would not fit (while it is rendered, before its text exists). */
  fits(bytes: number): void {
    this.#check(bytes);
  }
}

/**
 * Renders one text. Its size is counted as the placeholders are filled: past the meter's limit it throws
 * (a 413) before the whole text exists, so a template cannot render more than the limit however it repeats.
 * `escape` turns each value into the text it stands for (HTML-escaping, for an email's markup).
 */
export function renderText(template: string, context: Record<string, unknown>, meter: RenderMeter = new RenderMeter(), escape?: (value: string) => string): string {
  if (!template.includes('{{')) {
    meter.add(utf8(template), false);
    return template;
  }
  let bytes = 0;
  let copied = 0;
  const rendered = template.replace(PLACEHOLDER, (placeholder: string, path: string, at: number) => {
    const value = textOf(valueAt(context, path));
    const text = escape ? escape(value) : value;
    bytes += utf8(template.slice(copied, at)) + utf8(text);
    copied = at + placeholder.length;
    meter.fits(bytes);
    return text;
  });
  bytes += utf8(template.slice(copied));
  meter.add(bytes, copied > 0);
  return rendered;
}

/**
 * Renders every string inside a JSON-like value (CTA objects, email blocks). What holds no placeholder is
 * returned as it is, not copied: a message shares the (frozen) parts of its step template that it shows as written.
 */
export function renderDeep<T>(value: T, context: Record<string, unknown>, meter: RenderMeter = new RenderMeter()): T {
  if (typeof value === 'string') return renderText(value, context, meter) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const rendered = renderDeep(value[i], context, meter);
      if (rendered !== value[i]) (out ??= value.slice())[i] = rendered;
    }
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      const rendered = renderDeep(child, context, meter);
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

/** The first segment of every placeholder in the templates (`tenant` for `{{tenant.name}}`): the context they read. */
export function placeholderRoots(...templates: unknown[]): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.includes('{{')) for (const m of value.matchAll(PLACEHOLDER)) found.add((m[1] as string).split('.')[0] as string);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  templates.forEach(walk);
  return found;
}

/** The full path of every placeholder in `text` (`payload.plan` for `{{payload.plan}}`), in order, repeats kept. */
export function placeholderPaths(text: string): string[] {
  return text.includes('{{') ? [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string) : [];
}
