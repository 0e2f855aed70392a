/**
 * What an environment publish needs of translations: list one environment's, and copy them into another
 * (as the real promotion of a localization group does: the target's records of the group are replaced).
 */
import type { TranslationStore } from './store.js';
import type { TranslationRecord, TranslationResourceType } from './types.js';

/** The environment's translations, optionally of one resource only (its group), oldest group first. */
export function listTranslations(store: TranslationStore, resource?: { resourceType: TranslationResourceType; resourceId: string }): TranslationRecord[] {
  if (!resource) return store.records();
  return [...(store.group(resource.resourceType, resource.resourceId)?.values() ?? [])];
}

/**
 * Copies `records` (another environment's, from `listTranslations`) into `target`: each group they name
 * is replaced whole (a locale the source no longer has goes), keeping the target's own ids and creation
 * times where it had the locale. Returns how many records were written.
 */
export function copyTranslations(target: TranslationStore, records: readonly TranslationRecord[], scope: { _environmentId: string; _organizationId: string }): number {
  const groups = new Map<string, TranslationRecord[]>();
  for (const record of records) {
    const key = `${record.resourceType}\u0000${record.resourceId}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  for (const group of groups.values()) {
    const { resourceType, resourceId } = group[0] as TranslationRecord;
    const existing = target.group(resourceType, resourceId);
    const kept = new Map(existing ?? []);
    target.removeGroup(resourceType, resourceId);
    for (const record of group) {
      const own = kept.get(record.locale);
      target.put({ ...record, ...scope, _id: own?._id ?? record._id, createdAt: own?.createdAt ?? record.createdAt });
    }
  }
  return records.length;
}
