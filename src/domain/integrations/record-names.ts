import { realName } from './provider-spelling.js';

/**
 * Where each kind of record names a provider or an origin: a field of the record, or of each item of a list
 * it holds (`jobs` → each job's `providerId`, and each of its `executionDetails`' `providerId`).
 */
interface NamePlaces {
  fields?: readonly string[];
  lists?: Readonly<Record<string, NamePlaces>>;
}

const PLACES: Readonly<Record<string, NamePlaces>> = {
  integrations: { fields: ['providerId'] },
  messages: { fields: ['providerId'] },
  subscribers: { lists: { channels: { fields: ['providerId'] } } },
  notifications: { lists: { jobs: { fields: ['providerId'], lists: { executionDetails: { fields: ['providerId'] } } } } },
  workflows: { fields: ['origin'] },
  outbox: { fields: ['providerId'] },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `record` with its provider names and origins in the real spelling: the same object when it had none to change, else a copy. */
function withRealNames(record: unknown, places: NamePlaces): unknown {
  if (!isRecord(record)) return record;
  let copy: Record<string, unknown> | undefined;
  const set = (key: string, value: unknown) => {
    copy ??= { ...record };
    copy[key] = value;
  };
  for (const field of places.fields ?? []) {
    const value = record[field];
    if (typeof value === 'string' && realName(value) !== value) set(field, realName(value));
  }
  for (const [field, inner] of Object.entries(places.lists ?? {})) {
    const list = record[field];
    if (!Array.isArray(list)) continue;
    const renamed = list.map((item: unknown) => withRealNames(item, inner));
    if (renamed.some((item, i) => item !== list[i])) set(field, renamed);
  }
  return copy ?? record;
}

/**
 * The records of a load (fixture files, an admin fixture load, a snapshot) with the service's own provider
 * names and origins in the real spelling, which stored records keep: the lists are new arrays only where a
 * record changed, and a changed record is a copy (the input may be frozen or shared).
 */
export function recordsWithRealNames<T extends object>(lists: T): T {
  let copy: Record<string, unknown> | undefined;
  for (const [kind, places] of Object.entries(PLACES)) {
    const list = (lists as Record<string, unknown>)[kind];
    if (!Array.isArray(list)) continue;
    const renamed = list.map((record: unknown) => withRealNames(record, places));
    if (renamed.some((record, i) => record !== list[i])) (copy ??= { ...(lists as Record<string, unknown>) })[kind] = renamed;
  }
  return (copy ?? lists) as T;
}
