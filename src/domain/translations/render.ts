/**
 * Delivery's side of translations: a workflow's `{{t.key}}` placeholders replaced with the texts of the
 * subscriber's locale, key by key falling back to the organization's default locale. The replaced text is
 * then rendered with the step's template engine like the rest, so a translation may hold `{{payload.name}}`.
 */
import { isJsonObject, type Json, type JsonObject } from '../shared/index.js';
import { templateEngineOf } from '../workflows/index.js';
import { normalizedLocale } from './locales.js';
import { workflowResource } from './resources.js';
import type { TranslationStore } from './store.js';
import type { TranslationRecord } from './types.js';

/** The real placeholder: `{{t.key}}`, spaces allowed inside the braces. */
const TRANSLATION_KEY = /\{\{\s*t\.([^}]+?)\s*\}\}/g;

/** Whether a template holds a placeholder, remembered per (frozen) template. */
const usesKeys = new WeakMap<object, boolean>();

function holdsKey(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('t.') && new RegExp(TRANSLATION_KEY.source).test(value);
  if (Array.isArray(value)) return value.some(holdsKey);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsKey);
  return false;
}

function templateUsesKeys(template: JsonObject): boolean {
  let known = usesKeys.get(template);
  if (known === undefined) usesKeys.set(template, (known = holdsKey(template)));
  return known;
}

/** The text of `key` in `content`: a flat key (`email.subject`) first, else the nested path. */
function textAt(content: JsonObject, key: string): Json | undefined {
  if (Object.hasOwn(content, key)) return content[key];
  let value: Json | undefined = content;
  for (const part of key.split('.')) value = isJsonObject(value) && Object.hasOwn(value, part) ? value[part] : undefined;
  return value;
}

/** Why a step's translations could not be applied (the real renderer fails the step with it). */
export class TranslationFailure extends Error {}

/** Replaces the placeholders of one string; `escape` prepares a text for where it goes (a JSON string). */
function translateText(text: string, lookup: (key: string) => string, escape: (text: string) => string): string {
  if (!text.includes('t.')) return text;
  // An email editor document kept as JSON text: its strings are translated inside it.
  if (text.trimStart().startsWith('{')) {
    try {
      const document: unknown = JSON.parse(text);
      if (isJsonObject(document)) return JSON.stringify(translateDeep(document, lookup));
    } catch {
      // Not JSON after all: replaced as text below.
    }
  }
  return text.replace(TRANSLATION_KEY, (_whole, key: string) => escape(lookup(key.trim())));
}

function translateDeep(value: Json, lookup: (key: string) => string): Json {
  if (typeof value === 'string') return translateText(value, lookup, (t) => t);
  if (Array.isArray(value)) return value.map((v) => translateDeep(v, lookup));
  if (isJsonObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateDeep(v, lookup)]));
  return value;
}

/** The workflow and subscriber one delivery renders for. */
export interface TranslationTarget {
  workflow: { _id: string; name: string; triggers: { identifier: string }[]; isTranslationEnabled?: unknown; type?: unknown; origin?: unknown };
  subscriber: { locale?: string | null };
}

/**
 * The step's template with its `{{t.key}}` placeholders replaced, or the template itself when it has
 * none (or is a v1 workflow's). Throws `TranslationFailure` as the real renderer fails: placeholders in a workflow without
 * translations enabled, a workflow without any translation, a key no locale of the chain has.
 */
export function translatedTemplate(store: TranslationStore, template: JsonObject, { workflow, subscriber }: TranslationTarget): JsonObject {
  // The real service translates in the renderers of dashboard (Liquid) workflows; a v1 (Handlebars) workflow renders as it did.
  if (templateEngineOf(workflow) !== 'liquid' || !templateUsesKeys(template)) return template;
  const resource = workflowResource(workflow);
  const failed = (reason: string) => new TranslationFailure(`Translation processing failed for resource ${workflow._id}: ${reason}`);
  if (!resource.translationEnabled) throw failed('Translation is not enabled for this resource');
  const group = store.group('workflow', resource.resourceId);
  if (!group) throw failed(`No translation found for workflow ${resource.resourceId}`);
  const chain = localeChain(group, subscriber.locale, store.settings.defaultLocale);
  const lookup = (key: string): string => {
    for (const record of chain) {
      const text = textAt(record.content, key);
      if (text !== undefined && text !== null) return typeof text === 'string' ? text : JSON.stringify(text);
    }
    throw failed(`Missing translation for key '${key}'`);
  };
  return translateDeep(template, lookup) as JsonObject;
}

/** The records a key is looked up in, in order: the subscriber's locale, then the default locale. */
function localeChain(group: ReadonlyMap<string, TranslationRecord>, subscriberLocale: string | null | undefined, defaultLocale: string): TranslationRecord[] {
  const own = typeof subscriberLocale === 'string' ? normalizedLocale(subscriberLocale) : undefined;
  return [...new Set([own, defaultLocale])].flatMap((locale) => {
    const record = locale === undefined ? undefined : group.get(locale);
    return record ? [record] : [];
  });
}
