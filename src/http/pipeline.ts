import type { Request, RequestHandler, Response } from 'express';
import type { ContractValidator, Operation } from '../contract/validator.js';
import { refuseBody, refuseUndeclaredQuery } from './admin-steps.js';
import { authenticator, type Caller } from './auth.js';
import { apiBody } from './body.js';
import type { AppDeps, OperationHandler, Reply } from './context.js';
import { applyFaults, type FaultOutcome } from './faults.js';
import { dropIdempotency, openIdempotency } from './idempotency.js';
import { sendReply } from './reply.js';
import { enterEnvironment, stateOf } from './request-state.js';
import { validateRequest } from './validate-request.js';
import { adminInput, type RoutedAdminHandler } from './admin-handler.js';
import type { BodyBounds } from './body.js';

/**
 * The handlers of one operation's route, in order: remember the operation (errors are checked against
 * its responses), parse the body, then authenticate, apply idempotency and fault rules, validate the
 * request and run the handler. Every step that answers early returns its reply; each reply goes out
 * through `sendReply`, and every thrown error through the error handler.
 */
export function operationChain(operation: Operation, handler: OperationHandler, deps: AppDeps, onUnknownKey: (apiKey: string) => void): RequestHandler[] {
  const bind: RequestHandler = (req, _res, next) => {
    stateOf(req).operation = operation;
    next();
  };
  const parseBody = apiBody(deps.options.bodyLimit, operation.request?.body !== undefined);
  const authenticate = authenticator(operation, deps.registry, onUnknownKey);

  const run = (req: Request, res: Response, caller: Caller, fault: FaultOutcome): void | Promise<void> => {
    if (fault === 'client-gone') return;
    if (fault) {
      dropIdempotency(req, deps.control);
      return sendReply(req, res, fault, deps);
    }
    const request = validateRequest(req, operation, deps.contract.validator, deps.options.strict ? 'drop-and-flag' : 'drop');
    const dropped = stateOf(req).droppedFields;
    if (dropped && deps.options.strict) deps.logger.warn({ operationId: operation.iid, droppedFields: dropped }, 'request has body fields the contract does not declare (dropped)');
    const reply = handler({ ...request, environment: caller.environment, subscriberId: caller.subscriberId, sessionContextKeys: caller.contextKeys, signingKey: caller.signingKey, apiRoot: caller.apiRoot, bridge: deps.bridge.options });
    // A handler that calls out (a bridge) answers later; Express passes a rejection to the error handler.
    if (reply instanceof Promise) return reply.then((r: Reply) => sendReply(req, res, r, deps));
    return sendReply(req, res, reply, deps);
  };

  const answer = (req: Request, res: Response): void | Promise<void> => {
    const caller = authenticate(req, res);
    enterEnvironment(req, caller.environment);
    caller.environment.runDueWork();
    const replay = openIdempotency(req, res, caller.environment, deps.control);
    if (replay) return sendReply(req, res, replay, deps);
    const fault = applyFaults(req, res, deps);
    // A rule's delay makes the rest wait; Express passes a rejection of the promise to the error handler.
    return fault instanceof Promise ? fault.then((outcome) => run(req, res, caller, outcome)) : run(req, res, caller, fault);
  };
  return [bind, parseBody, answer];
}

/**
 * The handlers of one control-plane operation's route (`openapi/admin.yaml`): the API's steps without
 * authentication (the admin token is checked before any admin route), idempotency and faults. Remember
 * the operation and its contract, parse the body within `body`'s bounds, refuse what the operation does
 * not declare (a query parameter, a body), validate the request and run the handler. Its reply goes out
 * through `sendReply`, unwrapped and checked against admin.yaml; a streamed answer is written by the handler.
 */
export function adminChain(operation: Operation, handler: RoutedAdminHandler, deps: AppDeps, body: BodyBounds): RequestHandler[] {
  const contract = deps.contract.admin;
  const bind: RequestHandler = (req, _res, next) => {
    const state = stateOf(req);
    state.operation = operation;
    state.ownContract = contract;
    next();
  };
  const parseBody = apiBody(body.limit, operation.request?.body !== undefined, body.depth);
  const answer = async (req: Request, res: Response): Promise<void> => {
    refuseUndeclaredQuery(req, operation);
    refuseBody(req, operation);
    const clientGone = new AbortController();
    res.once('close', () => clientGone.abort());
    const outcome = await Promise.resolve(handler(adminInput(validateRequest(req, operation, contract), clientGone.signal))).catch((error: unknown) => {
      // A wait the client gave up on ends with nobody to answer.
      if (clientGone.signal.aborted) return undefined;
      throw error;
    });
    if (outcome === undefined) return;
    if ('stream' in outcome) return outcome.stream(req, res);
    if (!clientGone.signal.aborted) sendReply(req, res, outcome, deps);
  };
  return [bind, parseBody, answer];
}
