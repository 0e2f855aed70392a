/**
 * The real worker's Handlebars (v1 workflows and editor content): its helpers, HTML-escaping of every
 * `{{value}}` (then `&#x27;` turned back into `'`, as the real compile step does), own properties only
 * (Handlebars' default). Each template is parsed once and rewritten so that everything it writes goes
 * through `RenderWatch`: the render stops at the byte limit, the step count or the time limit, before a
 * loop can build a huge text.
 */
import Handlebars from 'handlebars';
import { CompiledCache } from './compiled-cache.js';
import { NOVU_HANDLEBARS_HELPERS } from './handlebars-helpers.js';
import { RenderWatch, TemplateError, type RenderMeter } from './limits.js';
import { LimitExceededError } from '../../shared/index.js';

type AST = hbs.AST.Program;
type Node = hbs.AST.Statement;

/**
 * The environment with every helper: the real service's, Handlebars' built-ins, and the mock's writers.
 * A template renders in an environment of the helpers it names only (`environmentFor`): Handlebars sets up
 * every registered helper again on each render, so a template naming two helpers should not pay for thirty.
 */
const handlebars = Handlebars.create();
// Access to a prototype's property is refused (rendered as ""), as in the real service; not logged.
handlebars.logger.level = 4;

let watch: RenderWatch | undefined;
const watching = (): RenderWatch => {
  if (!watch) throw new TemplateError('A template was rendered outside of a render.');
  return watch;
};

for (const [name, helper] of Object.entries(NOVU_HANDLEBARS_HELPERS)) handlebars.registerHelper(name, helper);

/** Writes a value as Handlebars would, escaped or not, counting it. */
const written = (escape: boolean) =>
  function (value: unknown): string {
    const text = escape ? handlebars.escapeExpression(value as string) : value == null ? '' : `${value as string}`;
    watching().write(text);
    return text;
  };

// Every turn of `each` counts, so that a loop that writes nothing is bounded too.
const builtInEach = handlebars.helpers.each as Handlebars.HelperDelegate;
handlebars.registerHelper('each', function (this: unknown, context: unknown, options: Handlebars.HelperOptions) {
  const fn = options.fn;
  const counted = Object.assign((item: unknown, more: unknown) => (watching().step(), fn(item, more as Handlebars.RuntimeOptions)), fn);
  return builtInEach.call(this, context, { ...options, fn: counted });
});
handlebars.registerHelper('__novuEscaped', written(true));
handlebars.registerHelper('__novuRaw', written(false));
handlebars.registerHelper('__novuText', written(false));

const KNOWN_HELPERS = new Set(Object.keys(handlebars.helpers));
/** What Handlebars calls for a name that is no helper and a block over a value: every environment has them. */
const ALWAYS = ['helperMissing', 'blockHelperMissing'];

/** The helpers a parsed template names (a helper is only ever called by its name in the template). */
function helpersNamed(node: unknown, found = new Set<string>(ALWAYS)): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) helpersNamed(child, found);
  } else if (node !== null && typeof node === 'object') {
    const { type, original } = node as { type?: string; original?: unknown };
    if (type === 'PathExpression' && typeof original === 'string' && KNOWN_HELPERS.has(original)) found.add(original);
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && typeof child === 'object') helpersNamed(child, found);
  }
  return found;
}

const environments = new Map<string, typeof handlebars>();
function environmentFor(helpers: Set<string>): typeof handlebars {
  const key = [...helpers].sort().join(' ');
  let env = environments.get(key);
  if (!env) {
    env = Handlebars.create();
    env.logger.level = 4;
    for (const name of Object.keys(env.helpers)) if (!helpers.has(name)) env.unregisterHelper(name);
    for (const name of helpers) env.registerHelper(name, handlebars.helpers[name] as Handlebars.HelperDelegate);
    environments.set(key, env);
  }
  return env;
}
const loc = { source: '', start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
const path = (name: string): hbs.AST.PathExpression => ({ type: 'PathExpression', data: false, depth: 0, parts: [name], original: name, loc });

/**
 * `{{x}}` → `{{{__novuEscaped x}}}`, `{{helper a}}` → `{{{__novuEscaped (helper a)}}}`, text → `{{{__novuText "text"}}}`.
 * Text outside any block is written once: it is counted before the render (`Compiled.textBytes`) and left as it is.
 */
function rewrite(node: Node, inBlock: boolean): Node {
  switch (node.type) {
    case 'ContentStatement': {
      if (!inBlock) return node;
      const { value } = node as hbs.AST.ContentStatement;
      const literal: hbs.AST.StringLiteral = { type: 'StringLiteral', value, original: value, loc };
      return { type: 'MustacheStatement', path: path('__novuText'), params: [literal], hash: undefined as unknown as hbs.AST.Hash, escaped: false, strip: { open: false, close: false }, loc } as hbs.AST.MustacheStatement;
    }
    case 'MustacheStatement': {
      const m = node as hbs.AST.MustacheStatement;
      const isCall = m.params.length > 0 || m.hash !== undefined || (m.path.type === 'PathExpression' && KNOWN_HELPERS.has((m.path as hbs.AST.PathExpression).original));
      const value: hbs.AST.Expression = isCall ? ({ type: 'SubExpression', path: m.path, params: m.params, hash: m.hash, loc } as hbs.AST.SubExpression) : m.path;
      return { ...m, path: path(m.escaped ? '__novuEscaped' : '__novuRaw'), params: [value], hash: undefined as unknown as hbs.AST.Hash, escaped: false } as hbs.AST.MustacheStatement;
    }
    case 'BlockStatement': {
      const b = node as hbs.AST.BlockStatement;
      return { ...b, program: b.program && rewriteProgram(b.program, true), inverse: b.inverse && rewriteProgram(b.inverse, true) } as hbs.AST.BlockStatement;
    }
    default:
      return node;
  }
}

const rewriteProgram = (program: AST, inBlock: boolean): AST => ({ ...program, body: program.body.map((node) => rewrite(node, inBlock)) });

/** Text written outside any block: once per render. */
const topTextBytes = (program: AST): number =>
  program.body.reduce((sum, node) => sum + (node.type === 'ContentStatement' ? Buffer.byteLength((node as hbs.AST.ContentStatement).value) : 0), 0);

interface Compiled {
  render: (data: unknown) => string;
  textBytes: number;
}
const compiled = new CompiledCache<Compiled | TemplateError>(8 * 1024 * 1024);

function compile(template: string): Compiled | TemplateError {
  try {
    const parsed = handlebars.parse(template);
    const rewritten = rewriteProgram(parsed, false);
    // Handlebars finishes compiling on the first render: what it finds then fails that render (`renderHandlebars`).
    return { render: environmentFor(helpersNamed(rewritten.body)).compile(rewritten), textBytes: topTextBytes(parsed) };
  } catch (error) {
    return new TemplateError((error as Error).message);
  }
}

/** Renders one Handlebars text against `data`, counting what it writes on `meter`; the rendered size is returned with it. */
export function renderHandlebars(template: string, data: Record<string, unknown>, meter: RenderMeter): string {
  const compiledTemplate = compiled.get(template, compile);
  if (compiledTemplate instanceof TemplateError) throw compiledTemplate;
  const outer = watch;
  watch = new RenderWatch(meter);
  try {
    watch.count(compiledTemplate.textBytes);
    return compiledTemplate.render(data).replace(/&#x27;/g, "'");
  } catch (error) {
    if (error instanceof LimitExceededError || error instanceof TemplateError) throw error;
    throw new TemplateError((error as Error)?.message ?? String(error));
  } finally {
    watch = outer;
  }
}
