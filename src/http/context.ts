import type { Logger } from 'pino';
import type { Environment } from '../domain/environment.js';
import type { IdGenerator } from '../domain/ports.js';
import type { MockClocks } from '../control/clocks.js';
import type { MockControl } from '../control/mock-control.js';
import type { TenantRegistry } from '../domain/registry.js';
import type { InboxRealtime } from '../realtime/inbox-realtime.js';
import type { Contract } from '../contract/load-spec.js';

export interface AppOptions {
  /** A response that breaks the contract becomes a 500 with the diagnostics (tests, `--strict`). */
  strict: boolean;
  /** Answers carry the real service's `{data}` envelope (off: the API document's bare shapes; the Inbox keeps its own). */
  envelope: boolean;
  /** Largest accepted request body (express/bytes syntax, e.g. `1mb`). */
  bodyLimit: string;
  /** Required as `Authorization: Bearer <token>` on /__admin when set. */
  adminToken?: string;
  /** Allowed browser origins; empty = any origin (echoed). Never applies to /__admin, which answers no other origin. */
  corsOrigins: string[];
  /** The interface the mock is bound to (its `Host` check answers it; loopback turns the check on). */
  host: string;
  /** `Host` names answered besides loopback names, IP addresses and `host`; `'all'` turns the check off. */
  allowedHosts: readonly string[] | 'all';
}

/** Everything `createApp` needs, passed in so that tests can build it with fakes. */
export interface AppDeps {
  contract: Contract;
  control: MockControl;
  registry: TenantRegistry;
  /** Every clock of the mock; as a `Clock`, the mock-wide one (requests without an environment read it). */
  clock: MockClocks;
  ids: IdGenerator;
  logger: Logger;
  options: AppOptions;
  /** The Inbox's socket channel: `startMockServer` attaches it to its HTTP server. */
  realtime: InboxRealtime;
}

/** What a route handler gets: the caller's environment and the validated, coerced request. */
export interface OperationContext {
  environment: Environment;
  /** An Inbox operation's session subscriber (external id). */
  subscriberId?: string;
  /** The API key that signs the environment's subscriber hashes (the Inbox session opening). */
  signingKey?: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /**
   * The query as sent (`a[]` keys read as `a`), unvalidated: for forms the contract cannot declare,
   * like the Inbox's indexed tag groups `tags[0][]=a`.
   */
  sentQuery?: Record<string, string | string[]>;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Parse → domain → present. Holds no rules. */
export type OperationHandler = (context: OperationContext) => Reply;

/** Handlers keyed by the contract's operationId. */
export type OperationHandlers = Record<string, OperationHandler>;
