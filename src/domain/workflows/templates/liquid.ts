/**
 * The LiquidJS engine of the real service's newer workflows (the dashboard's step controls, rendered by
 * `@novu/framework`): its filters, missing values as "", own properties only. Its own limits bound a
 * template: `parseLimit` (the text it parses), `renderLimit` (wall-clock time: a backstop only, far above the
 * CPU-time limit, since a busy machine stretches an ordinary render's wall time), `memoryLimit` (what loops and
 * filters allocate); everything it writes goes through `RenderWatch` (bytes, steps, CPU time) as for Handlebars.
 */
import { Context, Liquid, LiquidError, toValueSync, type Emitter, type Template } from 'liquidjs';
import { LimitExceededError } from '../../shared/index.js';
import { CompiledCache } from './compiled-cache.js';
import { digest, pluralize, singleQuotedJson, toSentence } from './liquid-filters.js';
import { MAX_RENDERED_MESSAGE_BYTES, RENDER_TIME_LIMIT_MS, RenderWatch, TemplateError, renderTooLong, type RenderMeter } from './limits.js';

const liquid = new Liquid({
  // The real engine prints objects as single-quoted JSON and strings as they are (its text is JSON, parsed back).
  outputEscape: (value: unknown) => singleQuotedJson(value),
  ownPropertyOnly: true,
  parseLimit: 4 * MAX_RENDERED_MESSAGE_BYTES,
  renderLimit: 20 * RENDER_TIME_LIMIT_MS,
  memoryLimit: MAX_RENDERED_MESSAGE_BYTES,
});
liquid.registerFilter('json', (value: unknown, spaces?: number) => singleQuotedJson(value, spaces));
liquid.registerFilter('digest', digest);
liquid.registerFilter('toSentence', toSentence);
liquid.registerFilter('pluralize', pluralize);

/** Writes into one string, counting each piece before it is added. */
class WatchedEmitter implements Emitter {
  buffer = '';
  constructor(private readonly watch: RenderWatch) {}
  write(html: unknown): void {
    const text = typeof html === 'string' ? html : html == null ? '' : String(html as string);
    this.watch.write(text);
    this.buffer += text;
  }
}

const parsed = new CompiledCache<Template[] | TemplateError>(8 * 1024 * 1024);

function parse(template: string): Template[] | TemplateError {
  try {
    return liquid.parse(template);
  } catch (error) {
    return new TemplateError((error as Error).message);
  }
}

/** Renders one Liquid text against `data`, counting what it writes on `meter`. */
export function renderLiquid(template: string, data: Record<string, unknown>, meter: RenderMeter): string {
  const templates = parsed.get(template, parse);
  if (templates instanceof TemplateError) throw templates;
  const emitter = new WatchedEmitter(new RenderWatch(meter));
  try {
    const context = new Context(data, liquid.options, { sync: true }, { liquid } as never);
    toValueSync(liquid.renderer.renderTemplates(templates, context, emitter));
    return emitter.buffer;
  } catch (error) {
    throw asRenderError(error);
  }
}

function asRenderError(error: unknown): Error {
  const cause = error instanceof LiquidError && error.originalError ? error.originalError : error;
  if (cause instanceof LimitExceededError || cause instanceof TemplateError) return cause;
  const message = (error as Error)?.message ?? String(error);
  // LiquidJS's own limits (time, memory) are the render limit too.
  if (/limit exceeded/.test(message)) return renderTooLong();
  return new TemplateError(message);
}
