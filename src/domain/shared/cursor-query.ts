import type { CursorQuery } from '../../lib/cursor-page.js';
import { InvalidInputError } from './errors.js';

/** The cursor rule of the v2 lists the pages cannot express: a query names one cursor at most. */
export function checkedCursorQuery<Q extends Omit<CursorQuery, 'orderBy'>>(query: Q): Q {
  if (query.after !== undefined && query.before !== undefined) {
    throw InvalidInputError.of('query.before', 'after and before cannot be used together', query.before);
  }
  return query;
}
