import type { Request, Response } from 'express';
import type { JournalFilter } from '../../../control/journal-entry.js';
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
}

/** What an admin handler reads of a request, once openapi/admin.yaml accepted it. */
export interface AdminInput {
  query: AdminQuery;
  params: { id?: string };
  body: unknown;
}

/** An answer the handler writes itself, piece by piece (a snapshot, the live journal). */
export interface Streamed {
  stream: (req: Request, res: Response) => void | Promise<void>;
}

/** Validated input → control-plane call → what to send. Holds no rules. */
export type AdminHandler = (input: AdminInput) => Reply | Streamed;

/** The request as the admin handlers read it: the one place where the contract's validated shapes are named. */
export const adminInput = (request: ValidatedRequest): AdminInput => ({
  query: request.query as AdminQuery,
  params: request.params as AdminInput['params'],
  body: request.body,
});

/** The journal filters of a request (`limit` included; counting leaves it out). */
export function journalFilter(query: AdminQuery): JournalFilter {
  const { method, path, apiKey, operationId, since, status, limit, contract } = query;
  return { method, path, apiKey, operationId, since, status, limit, contract };
}
