import type { EnvironmentTime, IdGenerator, PayloadValidator, SecretCipher, LimitPort, StoreLimits } from '../shared/index.js';
import type { InboxListenerFactory } from '../messages/index.js';
import type { OutboxOptions } from '../outbox/index.js';

/** What the tenant registry is built with. */
export interface RegistryOptions {
  /** The time of a new environment: a clock of its own, and ids stamped with it. */
  timeFor(environmentId: string): EnvironmentTime;
  /** Ids of new organizations and environments (`isolateKeys`). */
  ids: IdGenerator;
  cipher: SecretCipher;
  /** Checks trigger payloads against workflows' payload schemas. */
  payloads: PayloadValidator;
  /** Every unknown API key gets its own fresh organization seeded from the fixtures. */
  isolateKeys: boolean;
  /** What the API may add to each environment between resets, and where reaching a limit is reported. */
  limits: StoreLimits;
  limitPort: LimitPort;
  /** Most isolated organizations held at once; a new key evicts the least recently used idle one. */
  maxIsolatedEnvironments: number;
  /** All environments together may add this many times one environment's limits. */
  mockWideLimitFactor: number;
  /** An isolated organization without requests for this long is idle (may be evicted). */
  isolatedIdleMs: number;
  /** Wall-clock milliseconds (idleness is real time, whatever the environments' clocks show). */
  nowMs(): number;
  /** The listener of each environment's in-app messages (the Inbox's real-time channel); none when absent. */
  inboxListenerFor?: InboxListenerFactory;
  /** Hears that steps of an environment's code workflows wait for their bridge. */
  onBridgeWork?: (environmentId: string) => void;
  /** How many deliveries each environment's outbox keeps, and who hears each one. */
  outbox: OutboxOptions;
  /** Environments that are gone (evicted or dropped by a reset): whatever is kept per environment elsewhere can go. */
  onDropped(environmentIds: string[]): void;
}
