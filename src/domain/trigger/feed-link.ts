/**
 * The trigger response's `activityFeedLink`. The real API builds it in its parse-event-request use case as
 * `${DASHBOARD_URL}/env/${environmentId}/activity/requests?selectedLogId=${requestId}`, where the request id is
 * `req_` and a new ObjectId given to every HTTP request (one id for all the events of a bulk trigger). The mock
 * has no dashboard of the real service's: the link names Novu Cloud's dashboard, as the cloud API answers it.
 */
import type { IdGenerator } from '../shared/index.js';

/** Novu Cloud's dashboard, which the real cloud API's links point at. */
export const REAL_DASHBOARD_URL = 'https://dashboard.novu.co';

/** A new request id, as the real API's request-id middleware makes one. */
export function newRequestId(ids: IdGenerator): string {
  return `req_${ids.objectId()}`;
}

export function activityFeedLink(environmentId: string, requestId: string): string {
  return `${REAL_DASHBOARD_URL}/env/${environmentId}/activity/requests?selectedLogId=${requestId}`;
}

/** A processed trigger's answer: acknowledged, its transaction, and the link to its request's activity. */
export function processedResult(environmentId: string, requestId: string, transactionId: string) {
  return { acknowledged: true, status: 'processed' as const, transactionId, activityFeedLink: activityFeedLink(environmentId, requestId) };
}
