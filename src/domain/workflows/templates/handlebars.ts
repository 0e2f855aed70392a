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
 * Two environments: `handlebars` with the real helpers, and `plain`, with Handlebars' built-ins only, for a
 * template that calls none of the real helpers. Handlebars sets up every registered helper on each render, so
 * the fewer an environment has, the less each render of a plain template (most of them) costs.
 */
const handlebars = Handlebars.create();
const plain = Handlebars.create();
// Access to a prototype's property is refused (rendered as ""), as in the real service; not logged.
handlebars.logger.level = 4;
plain.logger.level = 4;

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

for (const env of [handlebars, plain]) {
  // Every turn of `each` counts, so that a loop that writes nothing is bounded too.
  const builtInEach = env.helpers.each as Handlebars.HelperDelegate;
  env.registerHelper('each', function (this: unknown, context: unknown, options: Handlebars.HelperOptions) {
    const fn = options.fn;
    const counted = Object.assign((item: unknown, more: unknown) => (watching().step(), fn(item, more as Handlebars.RuntimeOptions)), fn);
    return builtInEach.call(this, context, { ...options, fn: counted });
  });
  env.registerHelper('__novuEscaped', written(true));
  env.registerHelper('__novuRaw', written(false));
  env.registerHelper('__novuText', written(false));
}

const KNOWN_HELPERS = new Set(Object.keys(handlebars.helpers));
const NOVU_HELPERS = new Set(Object.keys(NOVU_HANDLEBARS_HELPERS));
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

/** Whether the parsed template names one of the real service's helpers anywhere (then it needs their environment). */
function callsNovuHelper(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsNovuHelper);
  if (node === null || typeof node !== 'object') return false;
  const { type, original } = node as { type?: string; original?: unknown };
  if (type === 'PathExpression' && typeof original === 'string' && NOVU_HELPERS.has(original)) return true;
  return Object.entries(node).some(([key, child]) => key !== 'loc' && typeof child === 'object' && callsNovuHelper(child));
}

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
    const env = callsNovuHelper(parsed.body) ? handlebars : plain;
    // Handlebars finishes compiling on the first render: what it finds then fails that render (`renderHandlebars`).
    return { render: env.compile(rewriteProgram(parsed, false)), textBytes: topTextBytes(parsed) };
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
