/**
 * Renders `{{path.to.value}}` placeholders (the Handlebars variables the real service's step templates
 * use) against `{ subscriber, payload, actor, tenant, step }`. A missing value renders as "". Block
 * helpers such as `{{#each}}` are not supported and are left as written.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\s*\}\}/g;

export function valueAt(root: unknown, path: string): unknown {
  return valueAtSegments(root, path.split('.'));
}

function valueAtSegments(root: unknown, segments: readonly string[]): unknown {
  let value = root;
  for (let i = 0; i < segments.length; i++) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segments[i] as string];
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

/** A template split once: literal text, then a placeholder's path, alternating (literal first and last). */
type CompiledTemplate = readonly (string | readonly string[])[];

/** Step templates are few and rendered for every recipient: each is parsed once (bounded, for caller-made ones). */
const compiled = new Map<string, CompiledTemplate>();
const MAX_COMPILED = 10_000;

function compile(template: string): CompiledTemplate {
  let parts = compiled.get(template);
  if (parts) return parts;
  const split: (string | readonly string[])[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    split.push(template.slice(last, match.index), (match[1] as string).split('.'));
    last = (match.index as number) + match[0].length;
  }
  split.push(template.slice(last));
  parts = split;
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  compiled.set(template, parts);
  return parts;
}

export function renderText(template: string, context: Record<string, unknown>): string {
  if (!template.includes('{{')) return template; // most strings of a step hold no placeholder
  const parts = compile(template);
  const out: string[] = [parts[0] as string];
  for (let i = 1; i < parts.length; i += 2) out.push(textOf(valueAtSegments(context, parts[i] as readonly string[])), parts[i + 1] as string);
  // One flat string: `+=` would keep a tree of V8 cons strings with every message, and a response
  // showing the message would then flatten it into one more copy.
  return out.join('');
}

/**
 * Renders every string inside a JSON-like value (CTA objects, email blocks). What holds no placeholder is
 * returned as it is, not copied: a message shares the (frozen) parts of its step template that it shows as written.
 */
export function renderDeep<T>(value: T, context: Record<string, unknown>): T {
  if (typeof value === 'string') return renderText(value, context) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const rendered = renderDeep(value[i], context);
      if (rendered !== value[i]) (out ??= value.slice())[i] = rendered;
    }
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      const rendered = renderDeep(child, context);
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
