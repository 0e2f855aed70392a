/**
 * The example values a step's controls call for, as the real service's `CreateVariablesObject` builds them
 * when a workflow has no payload schema: each variable the controls name (`{{ payload.order.id }}`, an editor
 * variable node, a repeat block's `each`, a `showIfKey`) gets its last segment as its value (`id`), a
 * `showIfKey` gets `true`, an array the editor iterates gets three items, and a digest's `events` three example
 * events.
 */
import type { JsonObject } from '../../shared/index.js';
import { parseEditorDocument, placeholderPaths } from '../templates.js';
import { wrapEditorInLiquid, type EditorNode } from '../templates/maily-liquid.js';

/** How many items the real preview shows for an array it makes up (`DEFAULT_ARRAY_ELEMENTS`). */
export const EXAMPLE_ITEMS = 3;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function collectTexts(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectTexts(v, into));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => collectTexts(v, into));
}

function editorAttrs(node: EditorNode, key: 'each' | 'showIfKey', into: string[]): void {
  const value = node.attrs?.[key];
  if (typeof value === 'string' && value !== '') into.push(value);
  node.content?.forEach((child) => editorAttrs(child, key, into));
}

/** Sets `path` (dots, `[n]` read as the first item) in `target`, making objects on the way. */
function setAt(target: JsonObject, path: string, value: JsonObject[keyof JsonObject]): void {
  const keys = path.replace(/\[\d+\]/g, '').split('.');
  if (keys.some((k) => UNSAFE_KEYS.has(k) || k === '')) return;
  let current: JsonObject = target;
  for (const key of keys.slice(0, -1)) {
    let next = current[key];
    if (Array.isArray(next)) next = next[0];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) {
      next = {};
      current[key] = next;
    }
    current = next as JsonObject;
  }
  current[keys[keys.length - 1] as string] = value;
}

function itemsAt(root: JsonObject, path: string): JsonObject[] {
  let current: unknown = root;
  for (const key of path.replace(/\[\d+\]/g, '').split('.')) current = current !== null && typeof current === 'object' && !Array.isArray(current) ? (current as JsonObject)[key] : undefined;
  return Array.isArray(current) ? current.filter((item): item is JsonObject => item !== null && typeof item === 'object' && !Array.isArray(item)) : [];
}

/** The example object for `controls` (the control values of one step). */
export function variablesExample(controls: JsonObject): JsonObject {
  const texts: string[] = [];
  const arrays: string[] = [];
  const shownIf: string[] = [];
  for (const value of Object.values(controls)) {
    const document = parseEditorDocument(value);
    if (document) {
      editorAttrs(document, 'each', arrays);
      editorAttrs(document, 'showIfKey', shownIf);
      collectTexts(wrapEditorInLiquid(document), texts);
    } else {
      collectTexts(value, texts);
    }
  }
  const named = [...new Set([...texts.flatMap(placeholderPaths), ...shownIf])];
  const paths = named.filter((path) => path.includes('.') && !named.some((other) => other !== path && other.startsWith(`${path}.`)));
  const result: JsonObject = {};
  // Every item shows every field, as the real one fills its arrays (one object three times).
  for (const path of arrays) setAt(result, path, Array.from({ length: EXAMPLE_ITEMS }, () => ({})));
  const sorted = [...paths].sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of sorted) {
    const last = (path.split('.').pop() ?? path).replace(/\[\d+\]/g, '');
    const array = arrays.find((a) => path.startsWith(`${a}.`));
    const value = shownIf.includes(path) ? true : last;
    // An array named whole (a repeat block without variables inside) holds its name three times.
    if (arrays.includes(path)) setAt(result, path, Array.from({ length: EXAMPLE_ITEMS }, () => value));
    else if (array === undefined) setAt(result, path, value);
    else for (const item of itemsAt(result, array)) setAt(item, path.slice(array.length + 1), value);
  }
  return result;
}
