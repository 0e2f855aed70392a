import { InvalidInputError, type Clock, type IdGenerator, type Channel, type ChannelSwitches } from '../shared/index.js';
import type { DeliverySchedule, PreferenceRecord } from './types.js';

/** The channels a subscriber can turn on or off, in the order the preference views list them. */
export const PREFERENCE_CHANNELS: readonly Channel[] = ['email', 'sms', 'in_app', 'chat', 'push'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored record's structure (snapshots are restored from outside): the first problem, or undefined. */
export function preferenceRecordProblem(record: unknown): string | undefined {
  if (!isObject(record)) return 'must be an object';
  for (const field of ['_id', '_environmentId', '_organizationId', '_subscriberId', 'createdAt', 'updatedAt']) {
    if (typeof record[field] !== 'string') return `${field} must be a string`;
  }
  if (record._templateId !== undefined && typeof record._templateId !== 'string') return '_templateId must be a string';
  if (!isObject(record.channels)) return 'channels must be an object';
  for (const [channel, on] of Object.entries(record.channels)) {
    if (!(PREFERENCE_CHANNELS as readonly string[]).includes(channel) || typeof on !== 'boolean') return `channels.${channel} must be a boolean of a known channel`;
  }
  if (record.enabled !== undefined && typeof record.enabled !== 'boolean') return 'enabled must be a boolean';
  if (record.schedule !== undefined && (!isObject(record.schedule) || typeof record.schedule.isEnabled !== 'boolean')) return 'schedule.isEnabled must be a boolean';
  if (record.contextKeys !== undefined && !(Array.isArray(record.contextKeys) && record.contextKeys.every((k) => typeof k === 'string'))) return 'contextKeys must be an array of strings';
  return undefined;
}

/**
 * The store's name of a context: its keys deduplicated and sorted (a read matches the exact set, order aside), `''`
 * for the default context (no keys).
 */
export function contextName(contextKeys: readonly string[] | undefined): string {
  return contextKeys?.length ? [...new Set(contextKeys)].sort().join('\n') : '';
}

/** A record's key among its subscriber's: the workflow (`''` for the global record) in a context. */
function recordKey(templateId: string | undefined, contextKeys: readonly string[] | undefined): string {
  const context = contextName(contextKeys);
  return context ? `${templateId ?? ''}\u0000${context}` : (templateId ?? '');
}

/** Every subscriber's preference records of one environment (records are replaced, never changed in place). */
export class PreferenceStore {
  /** Subscriber `_id` → workflow `_id` (`''` for the global record) in a context (see `recordKey`) → record. */
  readonly #bySubscriber = new Map<string, Map<string, PreferenceRecord>>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  load(records: Iterable<PreferenceRecord>): void {
    this.#bySubscriber.clear();
    for (const r of records) this.#put(r);
  }

  all(): PreferenceRecord[] {
    return [...this.#bySubscriber.values()].flatMap((records) => [...records.values()]);
  }

  /** The subscriber's global record, or the one of a workflow, in a context (the default one without keys). */
  find(subscriberInternalId: string, templateId?: string, contextKeys?: readonly string[]): PreferenceRecord | undefined {
    return this.#bySubscriber.get(subscriberInternalId)?.get(recordKey(templateId, contextKeys));
  }

  /**
   * Sets the channels sent (others keep their value); `schedule` and `enabled`, when sent, replace the stored ones.
   * The record is the one of that context (the default one without keys).
   */
  save(
    subscriberInternalId: string,
    templateId: string | undefined,
    channels: ChannelSwitches,
    schedule?: DeliverySchedule,
    enabled?: boolean,
    contextKeys?: readonly string[],
  ): PreferenceRecord {
    const now = this.clock.now().toISOString();
    const existing = this.find(subscriberInternalId, templateId, contextKeys);
    const context = contextName(contextKeys);
    const record: PreferenceRecord = {
      ...(existing ?? { _id: this.ids.objectId(), ...this.scope, _subscriberId: subscriberInternalId, createdAt: now }),
      ...(templateId === undefined ? {} : { _templateId: templateId }),
      ...(context ? { contextKeys: context.split('\n') } : {}),
      channels: { ...existing?.channels, ...channels },
      updatedAt: now,
    };
    if (schedule !== undefined) record.schedule = schedule;
    if (enabled !== undefined) record.enabled = enabled;
    this.#put(record);
    return record;
  }

  /**
   * Drops the subscriber's per-workflow choices for `channels` (a global change of a channel applies to every
   * workflow): in every context, as the real service's unset of them names no context.
   */
  forgetWorkflowChoices(subscriberInternalId: string, channels: Channel[]): void {
    for (const record of this.#bySubscriber.get(subscriberInternalId)?.values() ?? []) {
      if (record._templateId === undefined || !channels.some((c) => c in record.channels)) continue;
      const kept = Object.fromEntries(Object.entries(record.channels).filter(([c]) => !(channels as string[]).includes(c)));
      this.#put({ ...record, channels: kept });
    }
  }

  /** Drops every record of the subscriber (internal id): the subscriber is being deleted. */
  removeAllOf(subscriberInternalId: string): void {
    this.#bySubscriber.delete(subscriberInternalId);
  }

  #put(record: PreferenceRecord): void {
    let records = this.#bySubscriber.get(record._subscriberId);
    if (!records) this.#bySubscriber.set(record._subscriberId, (records = new Map()));
    records.set(recordKey(record._templateId, record.contextKeys), record);
  }
}

/** Throws the first problem of a list of stored records, naming its place under `where`. */
export function checkPreferenceRecords(where: string, records: unknown): void {
  if (!Array.isArray(records)) throw InvalidInputError.of(where, 'must be an array of preference records');
  records.forEach((record, i) => {
    const problem = preferenceRecordProblem(record);
    if (problem) throw InvalidInputError.of(`${where}.${i}`, problem);
  });
}
