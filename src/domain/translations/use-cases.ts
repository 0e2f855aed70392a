/**
 * The translation API's use cases (`/v2/translations…`): one locale's keys of a resource, and its group
 * (all its locales). The real controller is an enterprise one; its e2e tests give the rules.
 */
import { NotFoundError, type JsonObject } from '../shared/index.js';
import { fieldLocale, pathLocale } from './locales.js';
import { existingResource, type TranslatableResources } from './resources.js';
import type { TranslationStore } from './store.js';
import type { TranslationRecord, TranslationResourceType } from './types.js';

export interface TranslationStores {
  translations: TranslationStore;
  resources: TranslatableResources;
}

/** A translation as the API shows it (the SDK's TranslationResponseDto). */
export function presentTranslation(record: TranslationRecord): JsonObject {
  return { resourceId: record.resourceId, resourceType: record.resourceType, locale: record.locale, content: record.content, createdAt: record.createdAt, updatedAt: record.updatedAt };
}

export interface TranslationInput {
  resourceId: string;
  resourceType: TranslationResourceType;
  locale: string;
  content: JsonObject;
}

/** `POST /v2/translations`: creates the locale's translation, or replaces its content (200 both ways). */
export function createTranslation(stores: TranslationStores, input: TranslationInput): JsonObject {
  const locale = fieldLocale(input.locale, 'body.locale');
  const resource = existingResource(stores.resources, input.resourceType, input.resourceId);
  return presentTranslation(stores.translations.upsert(input.resourceType, resource.resourceId, locale, input.content));
}

const translationNotFound = (resourceType: string, resourceId: string, locale: string) =>
  new NotFoundError(`Translation not found for ${resourceType} ${resourceId} and locale ${locale}`, { resourceType, resourceId, locale });

/** The stored record the path names; a bad locale is a 400, an unknown resource or locale a 404. */
function existingTranslation(stores: TranslationStores, resourceType: TranslationResourceType, ref: string, pathValue: string): TranslationRecord {
  const locale = pathLocale(pathValue);
  const resourceId = stores.resources.find(resourceType, ref)?.resourceId ?? ref;
  const record = stores.translations.find(resourceType, resourceId, locale);
  if (!record) throw translationNotFound(resourceType, ref, locale);
  return record;
}

/** `GET /v2/translations/{resourceType}/{resourceId}/{locale}`. */
export function getTranslation(stores: TranslationStores, resourceType: TranslationResourceType, ref: string, locale: string): JsonObject {
  return presentTranslation(existingTranslation(stores, resourceType, ref, locale));
}

/** `DELETE /v2/translations/{resourceType}/{resourceId}/{locale}`: that locale only (204). */
export function deleteTranslation(stores: TranslationStores, resourceType: TranslationResourceType, ref: string, locale: string): void {
  const record = existingTranslation(stores, resourceType, ref, locale);
  stores.translations.remove(resourceType, record.resourceId, record.locale);
}

const groupNotFound = (resourceType: string, resourceId: string) =>
  new NotFoundError(`Translation group not found for ${resourceType} ${resourceId}`, { resourceType, resourceId });

/** The group's records, or its 404. */
function existingGroup(stores: TranslationStores, resourceType: TranslationResourceType, ref: string) {
  const resourceId = stores.resources.find(resourceType, ref)?.resourceId ?? ref;
  const group = stores.translations.group(resourceType, resourceId);
  if (!group) throw groupNotFound(resourceType, ref);
  return { resourceId, group };
}

/**
 * The locales whose content lags the default locale's: with target locales configured, each target
 * locale that has no translation, or lacks a key of the default locale's content.
 */
function outdatedLocales(group: ReadonlyMap<string, TranslationRecord>, defaultLocale: string, targetLocales: readonly string[]): string[] {
  const defaultKeys = Object.keys(group.get(defaultLocale)?.content ?? {});
  return targetLocales.filter((locale) => {
    if (locale === defaultLocale) return false;
    const record = group.get(locale);
    return !record || defaultKeys.some((key) => !(key in record.content));
  });
}

/**
 * `GET /v2/translations/group/{resourceType}/{resourceId}` (the SDK's TranslationGroupDto): the locales it
 * has, with the organization's configured ones when it has target locales; `outdatedLocales` only then.
 */
export function translationGroup(stores: TranslationStores, resourceType: TranslationResourceType, ref: string): JsonObject {
  const { resourceId, group } = existingGroup(stores, resourceType, ref);
  const records = [...group.values()];
  const { defaultLocale, targetLocales } = stores.translations.settings;
  const configured = targetLocales.length > 0 ? [defaultLocale, ...targetLocales] : [];
  const shown: JsonObject = {
    resourceId,
    resourceType,
    resourceName: stores.resources.find(resourceType, resourceId)?.name ?? '',
    locales: [...new Set([...records.map((r) => r.locale), ...configured])],
  };
  if (targetLocales.length > 0) shown.outdatedLocales = outdatedLocales(group, defaultLocale, targetLocales);
  shown.createdAt = records.map((r) => r.createdAt).sort()[0] ?? '';
  shown.updatedAt = records.map((r) => r.updatedAt).sort().at(-1) ?? '';
  return shown;
}

/** `DELETE /v2/translations/{resourceType}/{resourceId}`: every locale of the resource (204). */
export function deleteTranslationGroup(stores: TranslationStores, resourceType: TranslationResourceType, ref: string): void {
  const { resourceId } = existingGroup(stores, resourceType, ref);
  stores.translations.removeGroup(resourceType, resourceId);
}
