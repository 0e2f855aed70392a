import { ConflictError, InvalidInputError, NotFoundError } from './errors.js';
import type { Clock, IdGenerator, SecretCipher } from './ports.js';
import type { EnvironmentVariable, VariableValue } from './records.js';

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
 */
export class EnvironmentVariableStore {
  #byKey = new Map<string, EnvironmentVariable>();

  constructor(
    private readonly organization: { _id: string; environmentIds: ReadonlySet<string> },
    private readonly deps: { clock: Clock; ids: IdGenerator; cipher: SecretCipher },
  ) {}

  /** Loads records whose secret values are already sealed. */
  load(records: Iterable<EnvironmentVariable>): void {
    this.#byKey = new Map([...records].map((v) => [v.key, v]));
  }

  /** Stored records (secrets sealed): for snapshots. */
  records(): EnvironmentVariable[] {
    return [...this.#byKey.values()];
  }

  /** Adds a record (secret values sealed) or replaces the one with its key (admin fixtures). */
  put(record: EnvironmentVariable): void {
    this.#byKey.set(record.key, record);
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

  create(input: CreateVariableInput): EnvironmentVariable {
    if (this.#byKey.has(input.key)) throw new ConflictError(`Environment variable with key "${input.key}" already exists`);
    const now = this.deps.clock.now().toISOString();
    const isSecret = input.isSecret ?? false;
    const variable: EnvironmentVariable = {
      _id: this.deps.ids.objectId(),
      _organizationId: this.organization._id,
      key: input.key,
      type: input.type ?? 'string',
      isSecret,
      values: this.#stored(this.#checkValues(input.values ?? []), isSecret),
      createdAt: now,
      updatedAt: now,
    };
    this.#byKey.set(variable.key, variable);
    return this.present(variable);
  }

  /** Changes the sent fields; `values` replaces every value; a new `key` must be free. */
  update(key: string, input: VariableInput): EnvironmentVariable {
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
      updatedAt: this.deps.clock.now().toISOString(),
    };
    this.#byKey.delete(current.key);
    this.#byKey.set(next.key, next);
    return this.present(next);
  }

  delete(key: string): void {
    this.#require(key);
    this.#byKey.delete(key);
  }

  present(variable: EnvironmentVariable): EnvironmentVariable {
    return {
      ...variable,
      values: variable.values.map((v) => ({ _environmentId: v._environmentId, value: variable.isSecret ? SECRET_MASK : v.value })),
    };
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

  #plain(variable: EnvironmentVariable): VariableValue[] {
    return variable.values.map((v) => ({ ...v, value: variable.isSecret ? this.deps.cipher.open(v.value) : v.value }));
  }

  #stored(values: VariableValue[], isSecret: boolean): VariableValue[] {
    return isSecret ? values.map((v) => ({ ...v, value: this.deps.cipher.seal(v.value) })) : values;
  }
}
