/**
 * The variables a template names, read without rendering it: `{{payload.plan}}`, `{{titlecase
 * subscriber.firstName}}`, `{{ payload.name | upcase }}`, `{{#each step.events}}`. For the workflow's
 * trigger (its variables, the reserved context it needs), not for rendering.
 */
const PLACEHOLDER = /\{\{[{#^~\s]*(?:(?:[A-Za-z_$][\w$]*\s+)(?=[A-Za-z_$@]))?([A-Za-z_$][\w$]*(?:\.[\w$]+)*)[^{}]*\}\}/g;
const HELPERS = new Set(['if', 'unless', 'each', 'with', 'else', 'this', 'true', 'false', 'null', 'undefined']);

function* pathsIn(text: string): Generator<string> {
  if (!text.includes('{{')) return;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const found = m[1] as string;
    if (!HELPERS.has(found)) yield found;
  }
}

/** The first segment of every placeholder in the templates (`tenant` for `{{tenant.name}}`): the context they read. */
export function placeholderRoots(...templates: unknown[]): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const p of pathsIn(value)) found.add(p.split('.')[0] as string);
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
  return [...pathsIn(text)];
}
