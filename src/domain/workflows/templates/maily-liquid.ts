/**
 * The email editor's document (Maily's TipTap JSON) with its variables written as Liquid, as the real
 * service's `wrapMailyInLiquid` does before anything renders it: a variable node's `id`, a `showIfKey`, a
 * repeat block's `each`, and a button's text or URL, an image's source or link, a link's `href` when the
 * editor marked them as variables (`isTextVariable`, `isUrlVariable`, `isSrcVariable`,
 * `isExternalLinkVariable`) become `{{ path }}` (`{{ path | default: 'fallback' }}` with a fallback, the
 * `aliasFor` path when there is one); the marks say no more that they are variables.
 */
export interface EditorNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  marks?: EditorNode[];
}

/** The attributes that are always a variable when set: their own value is the flag. */
const FIRST_CITIZENS = new Set(['id', 'showIfKey', 'each']);
const COMMON = [
  { attr: 'id', flag: 'id' },
  { attr: 'showIfKey', flag: 'showIfKey' },
  { attr: 'each', flag: 'each' },
];
const IMAGE = [{ attr: 'src', flag: 'isSrcVariable' }, { attr: 'externalLink', flag: 'isExternalLinkVariable' }, ...COMMON];
const BY_TYPE: Record<string, { attr: string; flag: string }[]> = {
  button: [{ attr: 'text', flag: 'isTextVariable' }, { attr: 'url', flag: 'isUrlVariable' }, ...COMMON],
  image: IMAGE,
  inlineImage: IMAGE,
  link: [{ attr: 'href', flag: 'isUrlVariable' }, ...COMMON],
};

/** A translation key (`t.welcome`) in a button's text stays for the translation step, as the real one leaves it. */
const TRANSLATION_KEY = /^\{\{\s*t\.[\w.-]+\s*\}\}$|^t\.[\w.-]+$/;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function isEditorDocument(value: unknown): value is EditorNode {
  return isObject(value) && value.type === 'doc' && Array.isArray(value.content);
}

/** The parsed document when `text` is an editor document's JSON; else undefined. */
export function parseEditorDocument(text: unknown): EditorNode | undefined {
  if (typeof text !== 'string' || !text.trimStart().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isEditorDocument(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function liquidOutput(path: string, attrs: Record<string, unknown>): string {
  const fallback = typeof attrs.fallback === 'string' && attrs.fallback !== '' ? ` | default: '${attrs.fallback}'` : '';
  const alias = typeof attrs.aliasFor === 'string' && attrs.aliasFor !== '' ? attrs.aliasFor : path;
  return `{{ ${alias}${fallback} }}`;
}

function wrappedAttrs(type: string, attrs: Record<string, unknown>): Record<string, unknown> {
  const wrapped = { ...attrs };
  for (const { attr, flag } of BY_TYPE[type] ?? COMMON) {
    const value = attrs[attr];
    if (!attrs[flag] || typeof value !== 'string' || value === '') continue;
    if (!(attr === 'text' && TRANSLATION_KEY.test(value))) wrapped[attr] = liquidOutput(value, attrs);
    if (!FIRST_CITIZENS.has(flag)) wrapped[flag] = false;
  }
  return wrapped;
}

/** A copy of the document with its variables as Liquid outputs. */
export function wrapEditorInLiquid(node: EditorNode): EditorNode {
  const copy: EditorNode = { ...node };
  if (Array.isArray(node.content)) copy.content = node.content.map(wrapEditorInLiquid);
  if (isObject(node.attrs)) copy.attrs = wrappedAttrs(String(node.type ?? ''), node.attrs);
  if (Array.isArray(node.marks)) copy.marks = node.marks.map((mark) => (isObject(mark.attrs) ? { ...mark, attrs: wrappedAttrs(String(mark.type ?? ''), mark.attrs) } : mark));
  return copy;
}

/**
 * `{{ payload.items.name }}` for the item at `index` of `payload.items`: `{{ payload.items[1].name }}`, its
 * filters kept; a path that already names an index is left as it is (the real `addIndexToLiquidExpression`).
 */
export function indexedExpression(text: string, iterablePath: string, index: number): string {
  const cleanPath = iterablePath.replace(/\{\{|\}\}/g, '').trim();
  const match = /\{\{\s*(.*?)\s*\}\}/.exec(text);
  if (!match) return text;
  const [path = '', ...filters] = (match[1] as string).split('|').map((part) => part.trim());
  if (path.includes('[')) return text;
  const newPath = path.replace(cleanPath, `${cleanPath}[${index}]`);
  return filters.length > 0 ? `{{ ${newPath} | ${filters.join(' | ')} }}` : `{{ ${newPath} }}`;
}
