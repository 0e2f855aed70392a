import type { Request } from 'express';
import type { Environment } from '../domain/environments/index.js';
import type { Clock } from '../domain/shared/index.js';
import type { ContractDiagnostic, ContractValidator, Operation } from '../contract/validator.js';

/** Everything the steps of one request learn and pass on; one object per request, typed in one place. */
export interface RequestState {
  /** The contract operation the route serves (errors are checked against its responses). */
  operation?: Operation;
  /**
   * The contract `operation` belongs to when it is not the API's: the control plane's. Its replies are
   * checked against it, and go out as they are (only the API's document has the `{data}` envelope).
   */
  ownContract?: ContractValidator;
  /** The environment the request acts on (also the clock its timestamps come from). */
  environment?: Environment;
  /** Set for a request the journal keeps: when it started, and its date (by its environment's clock). */
  journal?: { started: number; at: number };
  /** The bytes of a JSON body as sent (UTF-8 only), for the journal. */
  rawBody?: Buffer;
  /** An empty body (`{}`, blank) sent to an operation without a requestBody: judged as no body. */
  bodyIgnored?: boolean;
  /** The idempotency key this request holds until its reply is stored. */
  idempotency?: { environmentId: string; key: string };
  /** The reply is a stored one replayed (already checked against the contract when it was first sent). */
  idempotencyReplay?: boolean;
  /** Id of the fault rule that shaped this response. */
  fault?: string;
  /** What the contract check found wrong with the response (default mode sends it anyway). */
  contractViolations?: ContractDiagnostic[];
  /**
   * Where the request broke the contract: it was refused, or (`--strict`) it had body fields the contract
   * does not declare, which were dropped.
   */
  requestViolations?: ContractDiagnostic[];
  /** Body fields the contract does not declare, dropped before the handler (`body.<path>`), as the real service ignores them. */
  droppedFields?: string[];
}

const states = new WeakMap<Request, RequestState>();

/** The state of `req`, created empty on first use. */
export function stateOf(req: Request): RequestState {
  let state = states.get(req);
  if (state === undefined) {
    state = {};
    states.set(req, state);
  }
  return state;
}

/**
 * The request now acts on `environment`: its timestamps (error bodies, the journal) come from that
 * environment's clock from here on; until then, from the mock-wide clock.
 */
export function enterEnvironment(req: Request, environment: Environment): void {
  const state = stateOf(req);
  state.environment = environment;
  if (state.journal) state.journal.at = environment.time.clock.nowMs();
}

/** The clock a request's timestamps come from: its environment's, or the mock-wide `fallback`. */
export const requestClock = (req: Request, fallback: Clock): Clock => stateOf(req).environment?.time.clock ?? fallback;
