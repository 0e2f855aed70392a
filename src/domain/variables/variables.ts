import { ConflictError, InvalidInputError, NotFoundError, deepFreeze, type EnvironmentTime, type SecretCipher } from '../shared/index.js';
import type { EnvironmentVariable, VariableValue } from './types.js';

/** What every secret value looks like to a caller: eight U+2022 bullets. */
export const SECRET_MASK = '••••••••';

export interface VariableInput {
  key?: string;
  type?: 'string';
  isSecret?: boolean;
  values?: VariableValue[];
}

export type CreateVariableInput = VariableInput & { key: string };

/** Seals the secret values of seed records (fixture files hold them in clear). */
export function sealSecrets(records: EnvironmentVariable[], cipher: SecretCipher): EnvironmentVariable[] {
  return records.map((v) => (v.isSecret ? { ...v, values: v.values.map((x) => ({ ...x, value: cipher.seal(x.value) })) } : v));
}

/**
 * The environment variables of one organization: keys are unique per organization, `values` holds at
 * most one value per environment, and secret values stay sealed at rest and masked on the way out.
 * A write is stamped with the time of the environment it comes from (each has its own clock).
 */
export class EnvironmentVariableStore {
  #byKey = new Map<string, EnvironmentVariable>();

  constructor(
    private readonly organization: { _id: string; environmentIds: ReadonlySet<string> },
    private readonly deps: { cipher: SecretCipher },
  ) {}

  /** Loads records whose secret values are already sealed. */
  load(records: Iterable<EnvironmentVariable>): void {
    this.#byKey = new Map([...records].map((v) => [v.key, deepFreeze(v)]));
  }

  /** Stored records (secrets sealed): for snapshots. */
  records(): EnvironmentVariable[] {
    return [...this.#byKey.values()];
  }

  /**
   * One environment's part of the variables (secrets sealed): every variable of the organization, since
   * each environment sees them all, with only that environment's value.
   */
  recordsOf(environmentId: string): EnvironmentVariable[] {
    return this.records().map((v) => ({ ...v, values: v.values.filter((x) => x._environmentId === environmentId) }));
  }

  /**
   * Puts one environment's part of the variables back as `records` hold it (the seed, or a snapshot taken
   * by `recordsOf`; secrets sealed), leaving every other environment's values as they are. Records are
   * matched by `_id`:
   * - a variable of `records` gets back its key, type, secrecy, timestamps and this environment's value
   *   (or none, if `records` has none); it is recreated if it was deleted meanwhile;
   * - any other variable loses this environment's value, and disappears when no value is left (what a
   *   test created in this environment goes; what holds another environment's value stays).
   * A key that a surviving variable has taken meanwhile stays with it (the restored variable keeps its
   * current key, or is not recreated).
   */
  restoreEnvironment(environmentId: string, records: readonly EnvironmentVariable[]): void {
    const wanted = new Map(records.map((r) => [r._id, r]));
    const current = new Map([...this.#byKey.values()].map((v) => [v._id, v]));
    const elsewhere = (v: EnvironmentVariable) => v.values.filter((x) => x._environmentId !== environmentId);
    const next = new Map<string, EnvironmentVariable>();
    for (const v of current.values()) {
      if (wanted.has(v._id)) continue;
      const values = elsewhere(v);
      if (values.length > 0) next.set(v.key, values.length === v.values.length ? v : deepFreeze({ ...v, values }));
    }
    for (const record of records) {
      const now = current.get(record._id);
      const mine = record.values.filter((x) => x._environmentId === environmentId);
      const kept = now ? this.#recoded(elsewhere(now), now.isSecret, record.isSecret) : [];
      const key = !next.has(record.key) ? record.key : now && !next.has(now.key) ? now.key : undefined;
      if (key === undefined) continue;
      const unchangedElsewhere = key === record.key && this.#sameValues(kept, elsewhere(record), record.isSecret);
      const updatedAt = unchangedElsewhere || !now ? record.updatedAt : [record.updatedAt, now.updatedAt].sort()[1] as string;
      next.set(key, deepFreeze({ ...record, key, updatedAt, values: this.#inEnvironmentOrder([...kept, ...mine]) }));
    }
    this.#byKey = next;
  }

  /** Adds a record (secret values sealed) or replaces the one with its key (admin fixtures). */
  put(record: EnvironmentVariable): void {
    this.#byKey.set(record.key, deepFreeze(record));
  }

  /** Newest first; `search` is a case-insensitive part of the key. */
  list(search?: string): EnvironmentVariable[] {
    const needle = search?.toLowerCase();
    return [...this.#byKey.values()]
      .filter((v) => !needle || v.key.toLowerCase().includes(needle))
      .sort((a, b) => (a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
      .map((v) => this.present(v));
  }

  get(key: string): EnvironmentVariable {
    return this.present(this.#require(key));
  }

  create(input: CreateVariableInput, time: EnvironmentTime): EnvironmentVariable {
    if (this.#byKey.has(input.key)) throw new ConflictError(`Environment variable with key "${input.key}" already exists`);
    const now = time.clock.now().toISOString();
    const isSecret = input.isSecret ?? false;
    const variable: EnvironmentVariable = {
      _id: time.ids.objectId(),
      _organizationId: this.organization._id,
      key: input.key,
      type: input.type ?? 'string',
      isSecret,
      values: this.#stored(this.#checkValues(input.values ?? []), isSecret),
      createdAt: now,
      updatedAt: now,
    };
    this.#byKey.set(variable.key, deepFreeze(variable));
    return this.present(variable);
  }

  /** Changes the sent fields; `values` replaces every value; a new `key` must be free. */
  update(key: string, input: VariableInput, time: EnvironmentTime): EnvironmentVariable {
    const current = this.#require(key);
    const newKey = input.key ?? current.key;
    if (newKey !== current.key && this.#byKey.has(newKey)) {
      throw new ConflictError(`Environment variable with key "${newKey}" already exists`);
    }
    const isSecret = input.isSecret ?? current.isSecret;
    const plainValues = input.values ? this.#checkValues(input.values) : this.#plain(current);
    const next: EnvironmentVariable = {
      ...current,
      key: newKey,
      type: input.type ?? current.type,
      isSecret,
      values: this.#stored(plainValues, isSecret),
      updatedAt: time.clock.now().toISOString(),
    };
    this.#byKey.delete(current.key);
    this.#byKey.set(next.key, deepFreeze(next));
    return this.present(next);
  }

  delete(key: string): void {
    this.#require(key);
    this.#byKey.delete(key);
  }

  /** The variable as callers see it: secret values masked. */
  present(variable: EnvironmentVariable): EnvironmentVariable {
    return { ...variable, values: variable.values.map((v) => ({ _environmentId: v._environmentId, value: variable.isSecret ? SECRET_MASK : v.value })) };
  }

  #require(key: string): EnvironmentVariable {
    const variable = this.#byKey.get(key);
    if (!variable) throw new NotFoundError(`Environment variable with key "${key}" not found`);
    return variable;
  }

  #checkValues(values: VariableValue[]): VariableValue[] {
    const seen = new Set<string>();
    values.forEach((v, i) => {
      if (!this.organization.environmentIds.has(v._environmentId)) {
        throw InvalidInputError.of(`body.values.${i}._environmentId`, `Environment ${v._environmentId} does not belong to this organization`, v._environmentId);
      }
      if (seen.has(v._environmentId)) throw InvalidInputError.of('body.values', 'Duplicate _environmentId in values', v._environmentId);
      seen.add(v._environmentId);
    });
    return values.map((v) => ({ _environmentId: v._environmentId, value: v.value }));
  }

  /** Values stored under `wasSecret`, as they are stored under `isSecret` (sealed or in clear). */
  #recoded(values: VariableValue[], wasSecret: boolean, isSecret: boolean): VariableValue[] {
    if (wasSecret === isSecret) return values;
    const { cipher } = this.deps;
    return values.map((v) => ({ ...v, value: isSecret ? cipher.seal(v.value) : cipher.open(v.value) }));
  }

  /** Same environments, same values (secrets compared in clear: sealing is randomized). */
  #sameValues(a: VariableValue[], b: VariableValue[], isSecret: boolean): boolean {
    const clear = (v: VariableValue) => (isSecret ? this.deps.cipher.open(v.value) : v.value);
    return a.length === b.length && a.every((v) => b.some((w) => w._environmentId === v._environmentId && (w.value === v.value || clear(w) === clear(v))));
  }

  /** Values ordered as the organization lists its environments. */
  #inEnvironmentOrder(values: VariableValue[]): VariableValue[] {
    const order = [...this.organization.environmentIds];
    const rank = (v: VariableValue) => {
      const i = order.indexOf(v._environmentId);
      return i < 0 ? order.length : i;
    };
    return [...values].sort((a, b) => rank(a) - rank(b));
  }

  #plain(variable: EnvironmentVariable): VariableValue[] {
    return variable.values.map((v) => ({ ...v, value: variable.isSecret ? this.deps.cipher.open(v.value) : v.value }));
  }

  #stored(values: VariableValue[], isSecret: boolean): VariableValue[] {
    return isSecret ? values.map((v) => ({ ...v, value: this.deps.cipher.seal(v.value) })) : values;
  }
}
