/**
 * Renders `{{path.to.value}}` placeholders (the Handlebars variables the real service's step templates
 * use) against `{ subscriber, payload, actor, tenant, step }`. A missing value renders as "". Block
 * helpers such as `{{#each}}` are not supported and are left as written.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\s*\}\}/g;

export function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
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

export function renderText(template: string, context: Record<string, unknown>): string {
  return template.replace(PLACEHOLDER, (_, path: string) => textOf(valueAt(context, path)));
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

/** The full path of every placeholder in `text` (`payload.plan` for `{{payload.plan}}`), in order, repeats kept. */
export function placeholderPaths(text: string): string[] {
  return text.includes('{{') ? [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string) : [];
}
