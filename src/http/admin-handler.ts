import type { Request, Response } from 'express';
import type { operations as AdminOperations } from '../contract/generated/admin.js';
import type { BodyOf, InputPart, Reply } from './context.js';
import type { ValidatedRequest } from './validate-request.js';

/** An answer the handler writes itself, piece by piece (a snapshot, the live journal). */
export interface Streamed {
  stream: (req: Request, res: Response) => void | Promise<void>;
}

/**
 * What the handler of one control-plane operation reads: the request as openapi/admin.yaml validated it
 * (parameters coerced to their types), and a signal that aborts when the client goes away first.
 */
export type AdminInput<Op> = Op extends { parameters: { path?: infer Path; query?: infer Query } }
  ? { params: InputPart<Path>; query: InputPart<Query>; body: BodyOf<Op>; signal: AbortSignal }
  : never;

/** Validated input → control-plane call → what to send. Holds no rules. */
export type AdminHandler<Op> = (input: AdminInput<Op>) => Reply | Streamed | Promise<Reply>;

/** The admin API's operationIds (openapi/admin.yaml). */
export type AdminOperationId = keyof AdminOperations;

/** The input of the admin operation(s) `Id`. */
export type AdminInputOf<Id extends AdminOperationId> = AdminInput<AdminOperations[Id]>;

/** One handler per operation of openapi/admin.yaml, each typed by its operation. */
export type AdminHandlers = { [Id in AdminOperationId]: AdminHandler<AdminOperations[Id]> };

/** A handler as the pipeline runs it, whatever its operation (the contract validated the input first). */
export type RoutedAdminHandler = (input: { params: unknown; query: unknown; body: unknown; signal: AbortSignal }) => Reply | Streamed | Promise<Reply>;

/** The request as the admin handlers read it. */
export const adminInput = (request: ValidatedRequest, signal: AbortSignal) => ({ query: request.query, params: request.params, body: request.body, signal });
