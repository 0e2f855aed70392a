/** A subscriber's notifications with an API key (v2 and the v1 forms): the same records and rules as the Inbox. */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let subscriberId: string;
let inAppCount: number;
/** An in-app message of `subscriberId` with a primary button. */
let withButton: string;

const v2 = () => `/v2/subscribers/${subscriberId}/notifications`;
const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
const inbox = async () => {
  const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: { subscriberId }, subscriberHash: subscriberHashOf(DEV_KEY, subscriberId) });
  const bearer = `Bearer ${res.body.data.token as string}`;
  return {
    get: (url: string) => t.request().get(url).set('Authorization', bearer),
    patch: (url: string) => t.request().patch(url).set('Authorization', bearer),
  };
};

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  const environment = t.deps.registry.resolve(DEV_KEY);
  const buttoned = environment?.messages.all().find((m) => m.channel === 'in_app' && (m.cta as { action?: { buttons?: unknown[] } }).action?.buttons?.length);
  withButton = buttoned?._id as string;
  subscriberId = environment?.subscribers.findByInternalId(buttoned?._subscriberId as string)?.subscriberId as string;
  inAppCount = environment?.messages.inAppOf(buttoned?._subscriberId as string).length as number;
});

describe('GET /v2/subscribers/{subscriberId}/notifications and /count', () => {
  it('lists what the Inbox lists, unwrapped, and counts per filter', async () => {
    const res = await t.api().get(`${v2()}?limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(inAppCount);
    expect(res.body.data).toEqual((await (await inbox()).get('/v1/inbox/notifications?limit=100')).body.data);
    const unread = await t.api().get(`${v2()}?limit=100&read=false`);
    expect(unread.body.filter).toEqual({ read: false });
    const count = await t.api().get(`${v2()}/count?filters=${encodeURIComponent(JSON.stringify([{ read: false }, {}]))}`);
    expect(count.status).toBe(200);
    expect(count.body).toEqual([
      { count: unread.body.data.length, filter: { read: false } },
      { count: inAppCount, filter: {} },
    ]);
    expect((await t.api().get(`${v2()}/count?filters=nope`)).status).toBe(400);
  });

  it('answers 404 for an unknown subscriber, also for another environment\'s', async () => {
    const res = await t.api().get('/v2/subscribers/nobody-here/notifications');
    expect(res.status).toBe(404);
    expect(expectErrorShape(res.body, 404).message).toBe('Subscriber with id: nobody-here is not found');
    expect((await t.api(PROD_KEY).get(v2())).status).toBe(404);
  });
});

describe('per-notification operations', () => {
  it('changes the record the Inbox shows, and the API key sees what the Inbox changed', async () => {
    const read = await t.api().patch(`${v2()}/${withButton}/read`, {});
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: withButton, isRead: true, isSeen: true });
    const archived = await t.api().patch(`${v2()}/${withButton}/archive`, {});
    expect(archived.body.isArchived).toBe(true);
    const session = await inbox();
    const [fromInbox] = (await session.get('/v1/inbox/notifications?archived=true&limit=100')).body.data.filter((n: { id: string }) => n.id === withButton);
    expect(fromInbox).toMatchObject({ isArchived: true, isRead: true });
    await session.patch(`/v1/inbox/notifications/${withButton}/unarchive`);
    expect((await t.api().patch(`${v2()}/${withButton}/unread`, {})).body).toMatchObject({ isArchived: false, isRead: false });
  });

  it('snoozes and unsnoozes, completes and reverts an action, deletes', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const snoozed = await t.api().patch(`${v2()}/${withButton}/snooze`, { snoozeUntil: until });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.isSnoozed).toBe(true);
    expect((await t.api().patch(`${v2()}/${withButton}/snooze`, { snoozeUntil: new Date(Date.now() + 1000).toISOString() })).status).toBe(422);
    expect((await t.api().patch(`${v2()}/${withButton}/unsnooze`, {})).body.isSnoozed).toBe(false);
    expect((await t.api().patch(`${v2()}/${withButton}/unsnooze`, {})).status).toBe(404);
    const done = await t.api().patch(`${v2()}/${withButton}/actions/primary/complete`, {});
    expect(done.body.primaryAction).toMatchObject({ isCompleted: true });
    expect((await t.api().patch(`${v2()}/${withButton}/actions/secondary/complete`, {})).status).toBe(400);
    expect((await t.api().patch(`${v2()}/${withButton}/actions/primary/revert`, {})).body.primaryAction).toMatchObject({ isCompleted: false });
    expect((await t.api().delete(`${v2()}/${withButton}`)).status).toBe(204);
    const gone = await t.api().patch(`${v2()}/${withButton}/read`, {});
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(`Notification with id: ${withButton} is not found.`);
  });
});

describe('bulk operations', () => {
  it('marks seen, reads, archives the read ones, archives and deletes every notification', async () => {
    expect((await t.api().post(`${v2()}/seen`, {})).status).toBe(204);
    expect((await t.api().get(`/v1/subscribers/${subscriberId}/notifications/unseen`)).body).toEqual({ count: 0 });
    expect((await t.api().post(`${v2()}/read`, {})).status).toBe(204);
    expect((await t.api().post(`${v2()}/read-archive`, {})).status).toBe(204);
    expect((await t.api().get(`${v2()}?archived=false`)).body.data).toEqual([]);
    expect((await t.api().post(`${v2()}/archive`, {})).status).toBe(204);
    expect((await t.api().post(`${v2()}/delete`, {})).status).toBe(204);
    expect((await t.api().get(`/v1/messages?subscriberId=${subscriberId}&channel=in_app`)).body.data).toEqual([]);
    expect((await t.api().post('/v2/subscribers/nobody-here/notifications/read', {})).status).toBe(404);
  });
});

describe('v1 forms', () => {
  it('pages the feed with the real service\'s totalCount and filters by read and by base64 payload', async () => {
    const feed = await t.api().get(`/v1/subscribers/${subscriberId}/notifications/feed?limit=2`);
    expect(feed.status).toBe(200);
    expect(feed.body).toMatchObject({ page: 0, pageSize: 2, totalCount: Math.min(inAppCount, 2), hasMore: inAppCount > 2 });
    expect(feed.body.data[0]).toMatchObject({ channel: 'in_app', archived: expect.any(Boolean), _jobId: expect.any(String) });
    const payload = feed.body.data[0].payload as Record<string, unknown>;
    const [key, value] = Object.entries(payload)[0] as [string, unknown];
    const encoded = Buffer.from(JSON.stringify({ [key]: value })).toString('base64');
    const byPayload = await t.api().get(`/v1/subscribers/${subscriberId}/notifications/feed?limit=100&payload=${encodeURIComponent(encoded)}`);
    expect(byPayload.body.data.every((m: { payload: Record<string, unknown> }) => JSON.stringify(m.payload[key]) === JSON.stringify(value))).toBe(true);
    expect((await t.api().get(`/v1/subscribers/${subscriberId}/notifications/feed?payload=%7Bnot`)).status).toBe(400);
    const unknown = await t.api().get('/v1/subscribers/nobody-here/notifications/feed');
    expect(unknown.status).toBe(400);
  });

  it('mark-all changes every message not in that state and answers how many; the Inbox sees it', async () => {
    const unread = (await t.api().get(`${v2()}?limit=100&read=false`)).body.data.length;
    const res = await t.api().post(`/v1/subscribers/${subscriberId}/messages/mark-all`, { markAs: 'read' });
    expect(res.status).toBe(201);
    expect(res.body).toBe(unread);
    expect((await (await inbox()).get('/v1/inbox/notifications?read=false')).body.data).toEqual([]);
    expect((await t.api().post(`/v1/subscribers/${subscriberId}/messages/mark-all`, { markAs: 'read' })).body).toBe(0);
    const missing = await t.api().post('/v1/subscribers/nobody-here/messages/mark-all', { markAs: 'read' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(`Subscriber nobody-here does not exist in environment ${DEV_ENV_ID}, please provide a valid subscriber identifier`);
  });

  it('unseen counts up to the limit', async () => {
    const unseen = (await t.api().get(`${v2()}?limit=100&seen=false`)).body.data.length;
    expect((await t.api().get(`/v1/subscribers/${subscriberId}/notifications/unseen`)).body).toEqual({ count: unseen });
    expect((await t.api().get(`/v1/subscribers/${subscriberId}/notifications/unseen?seen=true&limit=1`)).body.count).toBeLessThanOrEqual(1);
    expect((await t.api().get('/v1/subscribers/nobody-here/notifications/unseen')).status).toBe(400);
  });

  it('records a message action; the Inbox shows it completed', async () => {
    const res = await t.api().post(`/v1/subscribers/${subscriberId}/messages/${withButton}/actions/primary`, { status: 'done', payload: { answer: 42 } });
    expect(res.status).toBe(201);
    expect(res.body.cta.action).toMatchObject({ status: 'done', result: { type: 'primary', payload: { answer: 42 } } });
    const [shown] = (await (await inbox()).get('/v1/inbox/notifications?limit=100')).body.data.filter((n: { id: string }) => n.id === withButton);
    expect(shown.primaryAction.isCompleted).toBe(true);
    expect((await t.api().post(`/v1/subscribers/${subscriberId}/messages/ffffffffffffffffffffffff/actions/primary`, { status: 'done' })).status).toBe(404);
    expect((await t.api().post(`/v1/subscribers/nobody-here/messages/${withButton}/actions/primary`, { status: 'done' })).status).toBe(400);
  });
});
