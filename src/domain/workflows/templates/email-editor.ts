/**
 * An email step's body written with the email editor (Maily's TipTap JSON, `editorType: 'block'`) rendered to
 * HTML as the real service's email renderer does it, for its preview and its deliveries alike:
 * 1. the variables become Liquid outputs (maily-liquid.ts);
 * 2. a node whose `showIfKey` renders false ("false", "null", "undefined", empty) goes; a repeat block (`repeat`,
 *    formerly `for`) becomes its content once per item of its `each` array (at most `iterations` items when set),
 *    the paths under the array given the item's index; a variable node becomes its text;
 * 3. the whole document, as JSON text, is rendered by Liquid (values escaped for JSON) and parsed back;
 * 4. Maily renders the document to HTML; HTML comments go, entities are decoded, and a paragraph of blanks is
 *    emptied (the real one does it against Gmail's clipping).
 */
import { decodeHTML } from 'entities';
import { mailyHtml } from '../../../lib/maily-html.js';
import { RenderMeter, TemplateError } from './limits.js';
import { indexedExpression, parseEditorDocument, wrapEditorInLiquid, type EditorNode } from './maily-liquid.js';
import { renderText } from './render.js';

export { parseEditorDocument } from './maily-liquid.js';

type Render = (template: string) => string;

function shows(node: EditorNode, render: Render): boolean {
  const key = node.attrs?.showIfKey;
  if (key === undefined || key === null) return true;
  delete node.attrs?.showIfKey;
  const value = render(String(key)).toLowerCase().trim();
  if (value === 'false' || value === 'null' || value === 'undefined') return false;
  try {
    return Boolean(JSON.parse(value));
  } catch {
    return Boolean(value);
  }
}

const isRepeat = (node: EditorNode) => (node.type === 'repeat' || node.type === 'for') && typeof node.attrs?.each === 'string';
const isVariable = (node: EditorNode) => node.type === 'variable' && typeof node.attrs?.id === 'string';

function asText(node: EditorNode): void {
  node.type = 'text';
  node.text = String(node.attrs?.id ?? '');
}

/** The array `each` names, as the real one reads it: its Liquid output parsed as JSON. */
function itemsOf(each: string, render: Render): unknown[] {
  const text = render(each);
  try {
    const parsed: unknown = JSON.parse(text.replace(/'/g, '"'));
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // refused below, with the real words
  }
  throw new TemplateError(`Failed to parse iterable value for "${each}": Iterable "${each}" is not an array`);
}

const INDEXED_ATTRS: Record<string, string[]> = { button: ['text', 'url'], image: ['src', 'externalLink'], inlineImage: ['src', 'externalLink'], link: ['href'] };

/** The nodes of a repeat block for its item at `index`. */
function forItem(nodes: EditorNode[], each: string, index: number): EditorNode[] {
  return nodes.map((node) => {
    const copy = structuredClone(node);
    if (isVariable(copy)) {
      asText(copy);
      copy.text = indexedExpression(copy.text ?? '', each, index);
      return copy;
    }
    const attrs = INDEXED_ATTRS[String(copy.type)];
    if (attrs && copy.attrs) {
      for (const attr of attrs) if (typeof copy.attrs[attr] === 'string') copy.attrs[attr] = indexedExpression(copy.attrs[attr], each, index);
      return copy;
    }
    if (copy.content?.length) copy.content = forItem(copy.content, each, index);
    if (copy.marks?.length) copy.marks = forItem(copy.marks, each, index);
    return copy;
  });
}

/** Step 2, breadth first as the real one walks: conditions, repeat blocks, variables. */
function transform(root: EditorNode, render: Render): void {
  const queue: { node: EditorNode; parent?: EditorNode }[] = [{ node: root }];
  while (queue.length > 0) {
    const { node, parent } = queue.shift() as { node: EditorNode; parent?: EditorNode };
    if (!shows(node, render)) {
      if (parent?.content) parent.content = parent.content.filter((n) => n !== node);
      continue;
    }
    if (isRepeat(node)) {
      const each = String(node.attrs?.each);
      const iterations = Number(node.attrs?.iterations) || 0;
      const items = itemsOf(each, render);
      const copies = (iterations > 0 ? items.slice(0, iterations) : items).flatMap((_, i) => forItem(node.content ?? [], each, i));
      if (parent?.content) {
        const at = parent.content.indexOf(node);
        parent.content = [...parent.content.slice(0, at), ...copies, ...parent.content.slice(at + 1)];
      } else {
        node.content = copies;
      }
    }
    if (isVariable(node)) asText(node);
    for (const child of node.content ?? []) queue.push({ node: child, parent: node });
  }
}

/** Every text in `value` escaped to sit inside a JSON string, as the real one prepares the values. */
function escapedForJson(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  if (Array.isArray(value)) return value.map(escapedForJson);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapedForJson(v)]));
  return value;
}

/**
 * The HTML of an editor document (`body` as the step stores it) for `context` (`payload`, `subscriber`,
 * `steps`…), rendered by Liquid (the real filters) and counted on `meter`. A document Liquid or Maily cannot
 * render throws a `TemplateError`.
 */
export function editorDocumentHtml(document: EditorNode, context: Record<string, unknown>, meter: RenderMeter = new RenderMeter()): string {
  const escaped = escapedForJson(context) as Record<string, unknown>;
  const render: Render = (template) => renderText(template, escaped, meter, { engine: 'liquid' });
  const liquid = wrapEditorInLiquid(document);
  transform(liquid, render);
  let rendered: unknown;
  try {
    rendered = JSON.parse(render(JSON.stringify(liquid)));
  } catch (error) {
    if (error instanceof SyntaxError) throw new TemplateError(`Liquid-rendered Maily content is not valid JSON: ${error.message}`);
    throw error;
  }
  let html: string;
  try {
    html = mailyHtml(rendered);
  } catch (error) {
    throw new TemplateError((error as Error).message);
  }
  const cleaned = decodeHTML(html.replace(/<!DOCTYPE.*?>/g, '').replace(/<!--[\s\S]*?-->/g, ''));
  return cleaned.replace(/<p([^>]*)>\s+<\/p>/g, '<p$1></p>');
}

/** `body` rendered as an editor document when it is one; undefined otherwise (the caller renders it as text). */
export function editorBodyHtml(body: unknown, context: Record<string, unknown>, meter?: RenderMeter): string | undefined {
  const document = parseEditorDocument(body);
  return document === undefined ? undefined : editorDocumentHtml(document, context, meter);
}
