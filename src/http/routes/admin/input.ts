import type { Request, Response } from 'express';
import type { JournalFilter } from '../../../control/journal-entry.js';
import type { OutboxQuery } from '../../../control/outbox-control.js';
import type { Reply } from '../../context.js';
import type { ValidatedRequest } from '../../validate-request.js';

/** The query parameters of the operations of openapi/admin.yaml, as its validation leaves them (numbers coerced). */
export interface AdminQuery {
  apiKey?: string;
  subscriberId?: string;
  method?: string;
  path?: string;
  operationId?: string;
  since?: string;
  contract?: 'failed';
  status?: number;
  limit?: number;
  channel?: 'email' | 'sms' | 'push' | 'chat';
  to?: string;
  transactionId?: string;
  workflowId?: string;
  timeout?: number;
}

/** What an admin handler reads of a request, once openapi/admin.yaml accepted it. */
export interface AdminInput {
  query: AdminQuery;
  params: { id?: string };
  body: unknown;
  /** Aborts when the client goes away before the answer (a handler that waits stops waiting). */
  signal: AbortSignal;
}

/** An answer the handler writes itself, piece by piece (a snapshot, the live journal). */
export interface Streamed {
  stream: (req: Request, res: Response) => void | Promise<void>;
}

/** Validated input → control-plane call → what to send. Holds no rules. */
export type AdminHandler = (input: AdminInput) => Reply | Streamed | Promise<Reply>;

/** The request as the admin handlers read it: the one place where the contract's validated shapes are named. */
export const adminInput = (request: ValidatedRequest, signal: AbortSignal): AdminInput => ({
  query: request.query as AdminQuery,
  params: request.params as AdminInput['params'],
  body: request.body,
  signal,
});

/** The outbox filters of a request, in the environment of its `apiKey` (404 when the key opens none). */
export function outboxQuery(query: AdminQuery, environmentIdOf: (apiKey?: string) => string | undefined): OutboxQuery {
  const { channel, to, subscriberId, transactionId, workflowId, since, apiKey } = query;
  return { environmentId: environmentIdOf(apiKey), channel, to, subscriberId, transactionId, workflowId, sinceMs: since === undefined ? undefined : Date.parse(since) };
}

/** The journal filters of a request (`limit` included; counting leaves it out). */
export function journalFilter(query: AdminQuery): JournalFilter {
  const { method, path, apiKey, operationId, since, status, limit, contract } = query;
  return { method, path, apiKey, operationId, since, status, limit, contract };
}
