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
  return undefined;
}

/** Every subscriber's preference records of one environment (records are replaced, never changed in place). */
export class PreferenceStore {
  /** Subscriber `_id` → workflow `_id` (`''` for the global record) → record. */
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

  /** The subscriber's global record, or the one of a workflow. */
  find(subscriberInternalId: string, templateId?: string): PreferenceRecord | undefined {
    return this.#bySubscriber.get(subscriberInternalId)?.get(templateId ?? '');
  }

  /** Sets the channels sent (others keep their value); `schedule` and `enabled`, when sent, replace the stored ones. */
  save(subscriberInternalId: string, templateId: string | undefined, channels: ChannelSwitches, schedule?: DeliverySchedule, enabled?: boolean): PreferenceRecord {
    const now = this.clock.now().toISOString();
    const existing = this.find(subscriberInternalId, templateId);
    const record: PreferenceRecord = {
      ...(existing ?? { _id: this.ids.objectId(), ...this.scope, _subscriberId: subscriberInternalId, createdAt: now }),
      ...(templateId === undefined ? {} : { _templateId: templateId }),
      channels: { ...existing?.channels, ...channels },
      updatedAt: now,
    };
    if (schedule !== undefined) record.schedule = schedule;
    if (enabled !== undefined) record.enabled = enabled;
    this.#put(record);
    return record;
  }

  /** Drops the subscriber's per-workflow choices for `channels` (a global change of a channel applies to every workflow). */
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
    records.set(record._templateId ?? '', record);
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
