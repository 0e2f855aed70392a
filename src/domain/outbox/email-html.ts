import { RenderMeter, type RenderOptions, renderText } from '../workflows/index.js';
import type { JsonObject } from '../shared/index.js';

/** What Handlebars' `{{value}}` escapes (the subject in the layout's title is escaped the same way). */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;', '=': '&#x3D;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"'`=]/g, (c) => HTML_ESCAPES[c] as string);

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

/**
 * One email block as the real service's editor compiles it: a text block's content is HTML written by the
 * template's author (shown unescaped, its placeholders escaped), a button is a link to its rendered `url`.
 */
function blockHtml(block: JsonObject, variables: Record<string, unknown>, meter: RenderMeter, how: RenderOptions): string {
  const content = renderText(String(block.content ?? ''), variables, meter, how).trim();
  if (block.type === 'button') {
    const url = renderText(String(block.url ?? ''), variables, meter, how).trim();
    return `<div class="block button"><a href="${url.replace(/"/g, '&quot;')}" target="_blank">${content}</a></div>`;
  }
  const align = (block.styles as JsonObject | undefined)?.textAlign;
  const style = typeof align === 'string' && ALIGNMENTS.has(align) ? ` style="text-align: ${align}"` : '';
  return `<div class="block text"${style}><p>${content}</p></div>`;
}

/** The plain layout that a v1 workflow's editor blocks go in (v1 layouts are not simulated; a v2 step's layout: domain/layouts). */
function inDefaultLayout(subject: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
<style>
body { margin: 0; padding: 24px 0; background: #f4f5f7; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1f2328; }
.container { max-width: 600px; margin: 0 auto; padding: 24px; background: #ffffff; border-radius: 8px; }
.block { margin-bottom: 10px; line-height: 1.5; }
.button { text-align: center; }
.button a { display: inline-block; padding: 8px 16px; border-radius: 4px; background: #dd2476; color: #ffffff; text-decoration: none; }
</style>
</head>
<body>
<div class="container">
${body}
</div>
</body>
</html>
`;
}

/**
 * The HTML an email provider would receive for a step's `content`: editor blocks (`[{type, content, url}]`)
 * compiled into the default layout, or the step's own HTML with its placeholders filled. Values are
 * HTML-escaped by Handlebars (Liquid writes them as they are); `meter` counts what is rendered.
 */
export function emailHtml(content: unknown, subject: string, variables: Record<string, unknown>, meter: RenderMeter, how: RenderOptions = {}): string {
  // HTML that comes rendered (a bridge's email body) goes as it is.
  if (isObject(content) && typeof content.html === 'string') return content.html;
  if (typeof content === 'string') return renderText(content, variables, meter, how);
  if (!Array.isArray(content)) return '';
  const blocks = content.filter((b): b is JsonObject => b !== null && typeof b === 'object' && !Array.isArray(b));
  return inDefaultLayout(subject, blocks.map((block) => blockHtml(block, variables, meter, how)).join('\n'));
}
