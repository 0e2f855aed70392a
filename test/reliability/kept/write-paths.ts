/**
 * Every way a client value reaches the mock's state, each with the deepest value its body lets through (the
 * body nests at most 100 levels, an admin body's record at most 110), and a write that puts `value` there.
 */
import type { Response } from 'supertest';
import { MAX_KEPT_DEPTH, MAX_RECORD_DEPTH } from '../../../src/domain/shared/index.js';
import { DEV_KEY, type makeTestApp } from '../../helpers/test-app.js';
import { asObject } from './values.js';

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** What a case writes to and reads from: the app, and the ids its writes and reads name. */
export interface KeptContext {
  t: TestApp;
  /** A subscriber with an in-app message that has an action button, and that message. */
  subscriberId: string;
  messageId: string;
  /** Session tokens of that subscriber: the Inbox's and the widget's. */
  inboxToken: string;
  widgetToken: string;
  /** A workflow (made by the case) with a step of every channel. */
  workflowId: string;
}

export interface WritePath {
  name: string;
  /** The deepest value the path's body can carry where the value goes. */
  maxDepth: number;
  write(ctx: KeptContext, value: unknown): Promise<Response[]>;
}

/** A body nests `MAX_KEPT_DEPTH` levels: a value `n` levels below the top may nest that many fewer. */
const below = (levels: number) => MAX_KEPT_DEPTH - levels;

const bearer = (ctx: KeptContext, token: string) => ({
  post: (url: string, body: object) => ctx.t.request().post(url).set('Authorization', `Bearer ${token}`).send(body),
});

/** A DEV snapshot with `change` made to its records, restored into DEV. */
async function restoreChanged(ctx: KeptContext, change: (data: Record<string, Record<string, unknown>[]>) => void): Promise<Response[]> {
  const snapshot = (await ctx.t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body as { organizations: [{ environments: [{ data: Record<string, Record<string, unknown>[]> }] }] };
  change(snapshot.organizations[0].environments[0].data);
  return [await ctx.t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot)];
}

export const WRITE_PATHS: WritePath[] = [
  { name: 'POST /v2/subscribers data', maxDepth: below(1), write: async (c, v) => [await c.t.api().post('/v2/subscribers', { subscriberId: 'kept-new', data: asObject(v) })] },
  { name: 'PATCH /v2/subscribers data', maxDepth: below(1), write: async (c, v) => [await c.t.api().patch(`/v2/subscribers/${c.subscriberId}`, { data: asObject(v) })] },
  { name: 'POST /v1/subscribers data', maxDepth: below(1), write: async (c, v) => [await c.t.api().post('/v1/subscribers', { subscriberId: 'kept-v1', data: asObject(v) })] },
  { name: 'POST /v1/subscribers/bulk data', maxDepth: below(3), write: async (c, v) => [await c.t.api().post('/v1/subscribers/bulk', { subscribers: [{ subscriberId: 'kept-bulk', data: asObject(v) }] })] },
  {
    name: 'POST /v1/inbox/session subscriber data',
    maxDepth: below(2),
    write: async (c, v) => {
      const application = c.t.deps.registry.fixtureKeys().find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
      return [await c.t.request().post('/v1/inbox/session').send({ applicationIdentifier: application, subscriber: { subscriberId: c.subscriberId, data: asObject(v) } })];
    },
  },
  {
    name: 'trigger payload, overrides and recipient data',
    maxDepth: below(2),
    write: async (c, v) => [
      await c.t.api().post('/v1/events/trigger', { name: c.workflowId, to: { subscriberId: c.subscriberId, email: 'kept@example.com', phone: '+15555550100', data: asObject(v) }, payload: asObject(v), overrides: { kept: asObject(v) } }),
    ],
  },
  { name: 'bulk trigger payload', maxDepth: below(4), write: async (c, v) => [await c.t.api().post('/v1/events/trigger/bulk', { events: [{ name: c.workflowId, to: c.subscriberId, payload: asObject(v) }] })] },
  { name: 'POST /v1/tenants data', maxDepth: below(1), write: async (c, v) => [await c.t.api().post('/v1/tenants', { identifier: 'kept-tenant', name: 'Kept', data: asObject(v) })] },
  {
    name: 'tenant data, then a trigger naming the tenant',
    maxDepth: below(1),
    write: async (c, v) => [
      await c.t.api().post('/v1/tenants', { identifier: 'kept-t2', name: 'Kept', data: asObject(v) }),
      await c.t.api().post('/v1/events/trigger', { name: c.workflowId, to: c.subscriberId, payload: {}, tenant: 'kept-t2' }),
    ],
  },
  { name: 'POST /v2/topics name', maxDepth: 1, write: async (c) => [await c.t.api().post('/v2/topics', { key: 'kept-topic', name: 'n'.repeat(100) })] },
  { name: 'POST /v1/environment-variables value', maxDepth: 1, write: async (c) => [await c.t.api().post('/v1/environment-variables', { key: 'KEPT_VAR', values: [{ _environmentId: c.t.deps.registry.resolve(DEV_KEY)?.id, value: 'v'.repeat(256) }] })] },
  {
    name: 'POST /v2/workflows in-app data control, then a trigger (the message keeps it)',
    maxDepth: below(5),
    write: async (c, v) => [
      await c.t.api().post('/v2/workflows', { name: 'kept-data', workflowId: 'kept-data', steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Hi {{payload.a}}', data: asObject(v) } }] }),
      await c.t.api().post('/v1/events/trigger', { name: 'kept-data', to: c.subscriberId, payload: { a: 'x' } }),
    ],
  },
  { name: 'PUT /v2/workflows step controls', maxDepth: below(4), write: async (c, v) => [await c.t.api().put(`/v2/workflows/${c.workflowId}`, { name: 'Kept', steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Hi', data: asObject(v) } }], preferences: {} })] },
  { name: 'PATCH /v2/workflows payloadSchema', maxDepth: below(1), write: async (c, v) => [await c.t.api().patch(`/v2/workflows/${c.workflowId}`, { payloadSchema: asObject(v) })] },
  {
    name: 'POST /v1/notification-templates data',
    maxDepth: below(1),
    write: async (c, v) => {
      const group = ((await c.t.api().get('/v1/notification-groups')).body as { _id: string }[])[0]?._id;
      return [await c.t.api().post('/v1/notification-templates', { name: 'Kept v1', notificationGroupId: group, steps: [{ template: { type: 'in_app', content: 'Hi' } }], data: asObject(v) })];
    },
  },
  { name: 'widget message action payload', maxDepth: below(1), write: async (c, v) => [await bearer(c, c.widgetToken).post(`/v1/widgets/messages/${c.messageId}/actions/primary`, { status: 'done', payload: asObject(v) })] },
  { name: 'API-key message action payload', maxDepth: below(1), write: async (c, v) => [await c.t.api().post(`/v1/subscribers/${c.subscriberId}/messages/${c.messageId}/actions/primary`, { status: 'done', payload: asObject(v) })] },
  {
    name: 'snapshot restore: subscriber data, message payload, notification payload, tenant data',
    maxDepth: MAX_RECORD_DEPTH - 1,
    write: (c, v) =>
      restoreChanged(c, (data) => {
        for (const record of [...(data.subscribers ?? []).slice(0, 2), ...(data.tenants ?? []).slice(0, 1)]) record.data = asObject(v);
        for (const record of [...(data.messages ?? []).slice(0, 3), ...(data.notifications ?? []).slice(0, 2)]) record.payload = asObject(v);
        for (const record of (data.outbox ?? []).filter((d) => d.channel === 'push').slice(0, 1)) record.data = asObject(v);
      }),
  },
  {
    name: 'snapshot restore: a feed and a workflow group holding the value where text goes',
    maxDepth: MAX_RECORD_DEPTH - 1,
    write: (c, v) =>
      restoreChanged(c, (data) => {
        const environment = c.t.deps.registry.resolve(DEV_KEY);
        const scope = { _environmentId: environment?.id, _organizationId: environment?.info._organizationId, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
        data.feeds = [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', ...scope, name: asObject(v), identifier: 'kept-feed' }];
        data.notificationGroups = [...(data.notificationGroups ?? []), { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', ...scope, name: asObject(v) }];
      }),
  },
  {
    name: 'POST /__admin/fixtures records',
    maxDepth: MAX_RECORD_DEPTH - 1,
    write: async (c, v) => [
      await c.t
        .request()
        .post(`/__admin/fixtures?apiKey=${DEV_KEY}`)
        .send({ subscribers: [{ subscriberId: 'kept-fixture', data: asObject(v) }], tenants: [{ identifier: 'kept-fixture', name: 'Kept', data: asObject(v) }] }),
    ],
  },
];
