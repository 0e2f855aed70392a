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
  if (!template.includes('{{')) return template; // most strings of a step hold no placeholder
  return template.replace(PLACEHOLDER, (_match, path: string) => textOf(valueAt(context, path)));
}

/** Renders every string inside a JSON-like value (CTA objects, email blocks). */
export function renderDeep<T>(value: T, context: Record<string, unknown>): T {
  if (typeof value === 'string') return renderText(value, context) as T;
  if (Array.isArray(value)) return value.map((v) => renderDeep(v, context)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderDeep(v, context)])) as T;
  }
  return value;
}

/** The `payload.x` variables a template set uses (for the trigger's required-variable check). */
export function payloadVariables(...templates: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const m of value.matchAll(PLACEHOLDER)) {
        if (m[1]?.startsWith('payload.')) found.add(m[1].slice('payload.'.length).split('.')[0] as string);
      }
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  templates.forEach(walk);
  return [...found];
}
