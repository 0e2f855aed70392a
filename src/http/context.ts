import type { Logger } from 'pino';
import type { Environment, TenantRegistry } from '../domain/environments/index.js';
import type { IdGenerator } from '../domain/shared/index.js';
import type { MockClocks } from '../control/clocks.js';
import type { MockControl } from '../control/mock-control.js';
import type { InboxRealtime } from '../realtime/inbox-realtime.js';
import type { BridgeExecutor, BridgeOptions } from '../bridge/bridge-executor.js';
import type { Contract } from '../contract/load-spec.js';
import type { operations as ApiOperations } from '../contract/generated/notification-api.js';

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
  /** Runs the steps of code workflows on their bridges; its options serve the bridge routes too. */
  bridge: BridgeExecutor;
}

/** What a route handler gets: the caller's environment and the validated, coerced request. */
export interface OperationContext {
  environment: Environment;
  /** An Inbox operation's session subscriber (external id). */
  subscriberId?: string;
  /** An Inbox operation's session contexts (`type:id`; empty: the default context). */
  sessionContextKeys?: readonly string[];
  /** The API key that signs the environment's subscriber hashes (the Inbox session opening) and its bridge calls. */
  signingKey?: string;
  /** How long a bridge call may take and how often it is retried (`--bridge-timeout`, `--bridge-retries`). */
  bridge?: BridgeOptions;
  /** The mock's own base URL, for an operation that links back to it (the chat OAuth routes). */
  apiRoot?: string;
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
  /**
   * The body is an array that may be long (thousands of records): it is checked against the contract and
   * turned into JSON a slice of items at a time, other requests being served between slices. Only for an
   * operation whose array has no rule on its length or on the uniqueness of its items.
   */
  inSlices?: boolean;
}

/** The Inbox session's subscriber: authentication sets it for every operation the contract secures with `SubscriberSession`. */
export function sessionSubscriberOf({ subscriberId }: Pick<OperationContext, 'subscriberId'>): string {
  if (subscriberId === undefined) throw new Error('An Inbox operation ran without a session subscriber');
  return subscriberId;
}

/** The contexts of the Inbox session (`type:id`): what its notifications and preferences are scoped to. */
export function sessionContextKeysOf({ sessionContextKeys }: Pick<OperationContext, 'sessionContextKeys'>): readonly string[] {
  return sessionContextKeys ?? [];
}

/** Parse → domain → present. Holds no rules. What the pipeline runs, whatever the operation. */
export type OperationHandler = (context: OperationContext) => Reply | Promise<Reply>;

/** One location of an operation's input: an empty object where the contract declares none (`never`). */
export type InputPart<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** The JSON body of an operation (`undefined` when it is optional and absent); `unknown` for one that takes none. */
export type BodyOf<Op> = Op extends { requestBody: { content: infer C } }
  ? C[keyof C]
  : Op extends { requestBody?: { content: infer C } }
    ? [C] extends [never] ? unknown : C[keyof C] | undefined
    : unknown;

/**
 * The input of an operation (an entry of a generated `operations` interface of src/contract/generated/)
 * as its handler gets it: the request as the contract validated it, with the parameters coerced to
 * their types (`validate-request.ts`), keyed by their names in the contract. A union of operations
 * gives a union of their inputs.
 */
export type OperationInput<Op> = Op extends { parameters: { path?: infer Path; query?: infer Query } }
  ? Omit<OperationContext, 'params' | 'query' | 'body'> & { params: InputPart<Path>; query: InputPart<Query>; body: BodyOf<Op> }
  : never;

/** The handler of one operation of a generated `operations` interface, reading its typed input. */
export type TypedHandler<Op> = (context: OperationInput<Op>) => Reply | Promise<Reply>;

/** Handlers keyed by the operationIds of a generated `operations` interface, each typed by its operation. */
export type TypedHandlers<Ops> = { [Id in keyof Ops]?: TypedHandler<Ops[Id]> };

/** The API's operationIds (openapi/notification-api.yaml). */
export type ApiOperationId = keyof ApiOperations;

/** The input of the API operation(s) `Id`. */
export type ApiInput<Id extends ApiOperationId> = OperationInput<ApiOperations[Id]>;

/** Handlers of the API's operations, keyed by operationId: `{ searchSubscribers: ({ query }) => … }`. */
export type ApiHandlers = TypedHandlers<ApiOperations>;
