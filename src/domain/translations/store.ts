import { deepFreeze, type Clock, type IdGenerator, type JsonObject } from '../shared/index.js';
import { DEFAULT_LOCALE } from './locales.js';
import type { LocaleSettings, TranslationRecord, TranslationResourceType } from './types.js';

/** The key of one resource's translations (its group). */
const groupKey = (resourceType: TranslationResourceType, resourceId: string) => `${resourceType}\u0000${resourceId}`;

/**
 * The translations of one environment: per resource (its group), one record per locale. Records are
 * frozen and replaced on change, like every store's. A group exists while it holds a locale.
 */
export class TranslationStore {
  /** By group, then by locale, each in creation order. */
  readonly #groups = new Map<string, Map<string, TranslationRecord>>();
  #settings: LocaleSettings = { defaultLocale: DEFAULT_LOCALE, targetLocales: [] };

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  load(records: Iterable<TranslationRecord>): void {
    this.#groups.clear();
    for (const record of records) this.#groupOf(record.resourceType, record.resourceId).set(record.locale, deepFreeze(record));
  }

  /** Every record, group by group (for snapshots and for copying to another environment). */
  records(): TranslationRecord[] {
    return [...this.#groups.values()].flatMap((group) => [...group.values()]);
  }

  get settings(): LocaleSettings {
    return this.#settings;
  }

  /** Sets the default locale and the target locales (the organization's translation settings). */
  configure(settings: LocaleSettings): void {
    this.#settings = { defaultLocale: settings.defaultLocale, targetLocales: [...settings.targetLocales] };
  }

  find(resourceType: TranslationResourceType, resourceId: string, locale: string): TranslationRecord | undefined {
    return this.#groups.get(groupKey(resourceType, resourceId))?.get(locale);
  }

  /** The group's records by locale; undefined when the resource has none. */
  group(resourceType: TranslationResourceType, resourceId: string): ReadonlyMap<string, TranslationRecord> | undefined {
    return this.#groups.get(groupKey(resourceType, resourceId));
  }

  /** Creates the locale's record, or replaces its whole content (keys not sent are gone). */
  upsert(resourceType: TranslationResourceType, resourceId: string, locale: string, content: JsonObject): TranslationRecord {
    const existing = this.find(resourceType, resourceId, locale);
    const now = this.clock.now().toISOString();
    const record: TranslationRecord = existing
      ? { ...existing, content: structuredClone(content), updatedAt: now }
      : { _id: this.ids.objectId(), ...this.scope, resourceType, resourceId, locale, content: structuredClone(content), createdAt: now, updatedAt: now };
    this.charge(existing ? content : record, 'This translation write');
    this.#groupOf(resourceType, resourceId).set(locale, deepFreeze(record));
    return record;
  }

  /** Puts a record as it is (a fixture, or a copy from another environment), replacing the same locale's. */
  put(record: TranslationRecord): void {
    this.#groupOf(record.resourceType, record.resourceId).set(record.locale, deepFreeze(structuredClone(record)));
  }

  /** Removes one locale; a group left without any goes. Returns whether there was one. */
  remove(resourceType: TranslationResourceType, resourceId: string, locale: string): boolean {
    const group = this.#groups.get(groupKey(resourceType, resourceId));
    if (!group?.delete(locale)) return false;
    if (group.size === 0) this.#groups.delete(groupKey(resourceType, resourceId));
    return true;
  }

  /** Removes the whole group. Returns whether there was one. */
  removeGroup(resourceType: TranslationResourceType, resourceId: string): boolean {
    return this.#groups.delete(groupKey(resourceType, resourceId));
  }

  /** The group's map, made when it has none yet. */
  #groupOf(resourceType: TranslationResourceType, resourceId: string): Map<string, TranslationRecord> {
    const key = groupKey(resourceType, resourceId);
    let group = this.#groups.get(key);
    if (!group) this.#groups.set(key, (group = new Map()));
    return group;
  }
}
