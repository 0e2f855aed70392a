import type { Request, Response } from 'express';
import type { Operation } from '../spec/validator.js';
import type { AppDeps, Reply } from './context.js';
import { errorBody } from './errors.js';

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Sends a reply after checking it against the operation's responses. In strict mode a violation
 * becomes a 500 carrying the diagnostics; otherwise the reply goes out with `x-contract-violations`.
 */
export function sendReply(req: Request, res: Response, reply: Reply, operation: Operation | undefined, deps: AppDeps): void {
  const headers = reply.body === undefined ? { ...reply.headers } : { ...reply.headers, ...JSON_HEADERS };
  if (operation) {
    const diagnostics = deps.contract.validator.validateResponse(operation, { status: reply.status, headers, body: reply.body });
    if (diagnostics.length > 0) {
      res.locals.contractViolations = diagnostics;
      deps.logger.warn({ operationId: operation.iid, status: reply.status, diagnostics }, 'response breaks the contract');
      if (deps.options.strict) {
        const errorId = deps.ids.uuid();
        const body = errorBody(500, 'The mock produced a response that breaks the contract', req.originalUrl, deps.clock.now(), {
          errorId,
          ctx: { contractViolations: diagnostics, rejectedStatus: reply.status },
        });
        res.status(500).json(body);
        return;
      }
      res.setHeader('x-contract-violations', String(diagnostics.length));
    }
  }
  res.status(reply.status);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.body === undefined) res.end();
  else res.json(reply.body);
}
