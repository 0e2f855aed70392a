import { cursorPageOf, type AnyFieldCursorQuery, type CursorPage } from '../../lib/cursor-page.js';
import { BadRequestError, inContext } from '../shared/index.js';

/** The filters and cursor of `GET /v1/channel-connections` and `GET /v1/channel-endpoints`. */
export interface ChannelListQuery extends AnyFieldCursorQuery {
  subscriberId?: string;
  channel?: string;
  providerId?: string;
  integrationIdentifier?: string;
  connectionIdentifier?: string;
  /** Exact context keys, order aside; `[]` asks for the default context; absent: any context. */
  contextKeys?: string[];
}

interface Listed {
  _id: string;
  createdAt: string;
  updatedAt: string;
  subscriberId?: string;
  channel: string | null;
  providerId: string;
  integrationIdentifier: string;
  connectionIdentifier?: string;
  contextKeys: string[];
}

/**
 * One page of `records` as the real list use cases read it: both cursors → 400; each filter an exact match
 * (empty values are no filter, as the real `if (command.x)`); ordered by `createdAt` (or `orderBy`), newest
 * first unless `ASC`, then by `_id`; a cursor that names no record gives an empty page.
 */
export function channelListPage<T extends Listed>(records: Iterable<T>, query: ChannelListQuery): CursorPage<T> {
  if (query.after && query.before) throw new BadRequestError('Cannot specify both "before" and "after" cursors at the same time.');
  const inWantedContext = query.contextKeys === undefined ? undefined : inContext(query.contextKeys);
  const fields = ['subscriberId', 'channel', 'providerId', 'integrationIdentifier', 'connectionIdentifier'] as const;
  const matching = [...records].filter(
    (record) => fields.every((field) => !query[field] || record[field] === query[field]) && (inWantedContext === undefined || inWantedContext(record.contextKeys)),
  );
  const { subscriberId: _s, channel: _c, providerId: _p, integrationIdentifier: _i, connectionIdentifier: _n, contextKeys: _k, ...cursor } = query;
  return cursorPageOf(matching, { ...cursor, limit: query.limit || 10, orderBy: query.orderBy || 'createdAt', after: query.after || undefined, before: query.before || undefined });
}
