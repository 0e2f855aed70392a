import { upsertCredentials, type CredentialsInput, type CredentialsMode } from './credentials.js';
import { IntegrationStore } from './integrations.js';
import type { Clock, IdGenerator } from './ports.js';
import { SubscriberStore } from './subscribers.js';
import type { Integration, Subscriber } from './types.js';

/** The records one environment starts with. */
export interface EnvironmentData {
  subscribers: Subscriber[];
  integrations: Integration[];
}

export interface EnvironmentInfo {
  _id: string;
  name: string;
  _organizationId: string;
}

/** The whole state of one environment: every read and write of an API key is scoped to it. */
export class Environment {
  readonly subscribers: SubscriberStore;
  readonly integrations = new IntegrationStore();

  constructor(
    readonly info: EnvironmentInfo,
    deps: { clock: Clock; ids: IdGenerator },
  ) {
    const scope = { _organizationId: info._organizationId, _environmentId: info._id };
    this.subscribers = new SubscriberStore(scope, deps.clock, deps.ids);
  }

  get id(): string {
    return this.info._id;
  }

  /** Replaces the whole state with a deep copy of `data`. */
  load(data: EnvironmentData): void {
    const copy = structuredClone(data);
    this.subscribers.load(copy.subscribers);
    this.integrations.load(copy.integrations);
  }

  upsertCredentials(subscriberId: string, input: CredentialsInput, mode: CredentialsMode): Subscriber {
    return upsertCredentials(
      { subscribers: this.subscribers, integrations: this.integrations, environmentId: this.id },
      subscriberId,
      input,
      mode,
    );
  }
}
