/**
 * Every route that shows a kept value, as a client reads it after writing: with the API key, the Inbox
 * session and the widget session, and the control plane's views. Each must answer 200 with a body the
 * contract accepts (strict validation turns a body that breaks it into a 500).
 */
import type { Response } from 'supertest';
import { DEV_KEY } from '../../helpers/test-app.js';
import type { KeptContext } from './write-paths.js';

const q = encodeURIComponent;

/** The paths read with the API key, for the case's subscriber, workflow and the records the writes made. */
function apiReads(ctx: KeptContext, notificationId: string | undefined): string[] {
  const s = q(ctx.subscriberId);
  return [
    '/v2/subscribers?limit=100',
    `/v2/subscribers/${s}`,
    '/v2/subscribers/kept-new',
    `/v2/subscribers/${s}/notifications?limit=100`,
    `/v2/subscribers/${s}/preferences`,
    `/v1/subscribers/${s}/notifications/feed?limit=100`,
    '/v1/subscribers?limit=100',
    `/v1/subscribers/${s}`,
    '/v1/subscribers/kept-v1',
    '/v1/subscribers/kept-fixture',
    `/v1/subscribers/${s}/preferences`,
    '/v1/messages?limit=1000',
    `/v1/messages?subscriberId=${s}&limit=100`,
    '/v1/notifications?limit=50',
    ...(notificationId ? [`/v1/notifications/${notificationId}`, `/v1/execution-details?notificationId=${notificationId}&subscriberId=${s}`] : []),
    '/v2/workflows?limit=100',
    `/v2/workflows/${q(ctx.workflowId)}`,
    '/v2/workflows/kept-data',
    '/v1/notification-templates?limit=100',
    '/v1/tenants?limit=100',
    '/v1/tenants/kept-tenant',
    '/v1/tenants/kept-fixture',
    '/v2/topics?limit=100',
    '/v2/topics/kept-topic',
    '/v1/environment-variables',
    '/v1/feeds',
    '/v1/notification-groups',
  ];
}

/** Reads every route; returns a line for each answer that is not the 200 (or, for a record the case may not have made, 404) it must be. */
export async function readEverything(ctx: KeptContext): Promise<string[]> {
  const problems: string[] = [];
  const check = (path: string, res: Response, mayBeMissing = false) => {
    if (res.status === 200 || (mayBeMissing && res.status === 404)) return;
    problems.push(`GET ${path} → ${res.status} ${res.text.slice(0, 600)}`);
  };
  const optional = /kept-|\/v1\/notifications\//;
  const environment = ctx.t.deps.registry.resolve(DEV_KEY);
  const notificationId = environment?.activity.all().find((n) => typeof n._id === 'string')?._id;
  for (const path of apiReads(ctx, notificationId)) check(path, await ctx.t.api().get(path), optional.test(path));
  for (const path of ['/v1/inbox/notifications?limit=100', '/v1/inbox/notifications/count?filters=%5B%7B%22read%22%3Afalse%7D%5D', '/v1/inbox/preferences']) {
    check(path, await ctx.t.request().get(path).set('Authorization', `Bearer ${ctx.inboxToken}`));
  }
  for (const path of ['/v1/widgets/notifications/feed?page=0', '/v1/widgets/notifications/unseen', '/v1/widgets/preferences']) {
    check(path, await ctx.t.request().get(path).set('Authorization', `Bearer ${ctx.widgetToken}`));
  }
  for (const path of ['/__admin/outbox?limit=1000', `/__admin/snapshot?apiKey=${DEV_KEY}`, '/__admin/snapshot']) check(path, await ctx.t.request().get(path));
  return problems;
}
