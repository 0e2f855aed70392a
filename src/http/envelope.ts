import type { Operation } from '../contract/validator.js';

/**
 * The real service's response interceptor, which wraps every JSON result on its way out: a result with a
 * truthy `data` field and no `_id`/`id` (a page such as `{data: [...], totalCount, hasMore, page}`) goes as
 * it is; any other result (an entity, an array, `{acknowledged, status}`, a boolean) goes as `{data: result}`.
 * Errors and empty bodies never reach it.
 */
export function toWire(result: unknown): unknown {
  if (typeof result === 'object' && result !== null && !Array.isArray(result)) {
    const fields = result as Record<string, unknown>;
    if (fields.data && !fields._id && !fields.id) return result;
  }
  return { data: result };
}

/** The Inbox's and the widget's handlers answer in their clients' shapes, envelope included, whatever the mock's mode. */
const answersItsOwnShapes = (operation: Operation): boolean => operation.path.startsWith('/v1/inbox/') || operation.path.startsWith('/v1/widgets/');

/** Whether a reply of this operation goes out through the envelope: a 2xx answer with a body. */
export const isWrapped = (operation: Operation, status: number, body: unknown): boolean =>
  body !== undefined && status >= 200 && status < 300 && !answersItsOwnShapes(operation);
