/** The Inbox's notifications through a session token: the same in-app messages the API key shows. */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
/** The fixture subscriber with the most in-app messages in Development, and a token for it. */
let subscriberId: string;
let token: string;
let inAppCount: number;

const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
const openSession = async (apiKey: string, id: string) => {
  const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(apiKey), subscriber: { subscriberId: id }, subscriberHash: subscriberHashOf(apiKey, id) });
  expect(res.status).toBe(201);
  return res.body.data.token as string;
};
const inbox = (bearer = token) => ({
  get: (url: string) => t.request().get(url).set('Authorization', `Bearer ${bearer}`),
  patch: (url: string) => t.request().patch(url).set('Authorization', `Bearer ${bearer}`),
  post: (url: string, body: object) => t.request().post(url).set('Authorization', `Bearer ${bearer}`).send(body),
});

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  const environment = t.deps.registry.resolve(DEV_KEY);
  const counts = new Map<string, number>();
  // A session opened without a context sees the messages sent without one.
  for (const m of environment?.messages.all() ?? []) if (m.channel === 'in_app' && !m.contextKeys?.length) counts.set(m._subscriberId, (counts.get(m._subscriberId) ?? 0) + 1);
  const [internalId, count] = [...counts].sort((a, b) => b[1] - a[1])[0] as [string, number];
  subscriberId = environment?.subscribers.findByInternalId(internalId)?.subscriberId as string;
  inAppCount = count;
  token = await openSession(DEV_KEY, subscriberId);
});

describe('GET /v1/inbox/notifications', () => {
  it('lists the subscriber in-app messages newest first, mapped for the Inbox, unwrapped', async () => {
    const res = await inbox().get('/v1/inbox/notifications?limit=100');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hasMore: false, filter: {} });
    expect(res.body.data).toHaveLength(inAppCount);
    const [first] = res.body.data;
    expect(first).toMatchObject({ channelType: 'in_app', to: { subscriberId }, severity: expect.any(String) });
    expect(typeof first.body).toBe('string');
    expect(first.workflow).toMatchObject({ id: expect.any(String), name: expect.any(String), critical: expect.any(Boolean) });
    const created = res.body.data.map((n: { createdAt: string }) => n.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages with limit and after, and filters by read', async () => {
    const first = await inbox().get('/v1/inbox/notifications?limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.hasMore).toBe(inAppCount > 2);
    const next = await inbox().get(`/v1/inbox/notifications?limit=100&after=${first.body.data[1].id}`);
    expect(next.body.data).toHaveLength(inAppCount - 2);
    const unread = await inbox().get('/v1/inbox/notifications?limit=100&read=false&archived=false');
    expect(unread.body.filter).toEqual({ read: false, archived: false });
    expect(unread.body.data.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
  });

  it('refuses malformed filters with a 422 naming the field', async () => {
    for (const query of ['limit=101', 'read=maybe', 'after=nope', 'severity=urgent', 'createdGte=yesterday']) {
      const res = await inbox().get(`/v1/inbox/notifications?${query}`);
      expect(res.status, query).toBe(422);
      expectErrorShape(res.body, 422);
    }
  });

  it('refuses a data filter that is not JSON with the real 400', async () => {
    const res = await inbox().get('/v1/inbox/notifications?data=%7Bbroken');
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body, 400).message).toBe('Invalid JSON format for data parameter');
  });
});

describe('GET /v1/inbox/notifications/count', () => {
  it('counts per filter, echoing each filter as sent', async () => {
    const filters = [{ read: false }, { read: true }, { read: false, severity: 'high' }];
    const res = await inbox().get(`/v1/inbox/notifications/count?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { filter: object }) => c.filter)).toEqual(filters);
    expect(res.body.data[0].count + res.body.data[1].count).toBe(inAppCount);
  });

  it('refuses filters that are not a JSON array of filters', async () => {
    const notJson = await inbox().get('/v1/inbox/notifications/count?filters=nope');
    expect(notJson.status).toBe(400);
    expect(expectErrorShape(notJson.body, 400).message).toBe('Invalid filters, the JSON object should be provided.');
    const malformed = ['{}', '[1]', '[{"read":"yes"}]', '[{"unknown":true}]', '[{"tags":{"and":[{"or":[]}]}}]', '[{"createdGte":"x"}]', JSON.stringify(Array(31).fill({}))];
    for (const filters of malformed) {
      const res = await inbox().get(`/v1/inbox/notifications/count?filters=${encodeURIComponent(filters)}`);
      expect(res.status, filters).toBe(422);
    }
  });
});

describe('marking through the Inbox', () => {
  const messageOf = async (id: string) => {
    const res = await t.api().get(`/v1/messages?subscriberId=${subscriberId}&channel=in_app&limit=1000`);
    return res.body.data.find((m: { _id: string }) => m._id === id);
  };

  it('reads, unreads, archives and unarchives the record GET /v1/messages shows', async () => {
    const list = await inbox().get('/v1/inbox/notifications?limit=100&read=false');
    const id = list.body.data[0].id as string;
    const read = await inbox().patch(`/v1/inbox/notifications/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, isRead: true, isSeen: true, readAt: expect.any(String) });
    expect(await messageOf(id)).toMatchObject({ read: true, seen: true });
    expect((await inbox().patch(`/v1/inbox/notifications/${id}/unread`)).body.data.isRead).toBe(false);
    expect((await messageOf(id)).read).toBe(false);
    const archived = await inbox().patch(`/v1/inbox/notifications/${id}/archive`);
    expect(archived.body.data).toMatchObject({ isArchived: true, isRead: true, archivedAt: expect.any(String) });
    expect((await inbox().patch(`/v1/inbox/notifications/${id}/unarchive`)).body.data.isArchived).toBe(false);
  });

  it('shows a mark-as through the API key in the Inbox', async () => {
    const id = (await inbox().get('/v1/inbox/notifications?read=false')).body.data[0].id as string;
    await t.api().post(`/v1/subscribers/${subscriberId}/messages/mark-as`, { messageId: id, markAs: 'read' }).expect(201);
    const unread = await inbox().get('/v1/inbox/notifications?limit=100&read=false');
    expect(unread.body.data.map((n: { id: string }) => n.id)).not.toContain(id);
  });

  it('marks everything read (204), and the session count drops to zero', async () => {
    expect((await inbox().post('/v1/inbox/notifications/read', {})).status).toBe(204);
    const counts = await inbox().get(`/v1/inbox/notifications/count?filters=${encodeURIComponent('[{"read":false}]')}`);
    expect(counts.body.data[0].count).toBe(0);
    const again = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: subscriberId });
    expect(again.body.data.totalUnreadCount).toBe(0);
  });
});

describe('token scope', () => {
  it('refuses an API key, a missing token and an unknown token on Inbox operations', async () => {
    for (const authorization of [`ApiKey ${DEV_KEY}`, `Bearer ${DEV_KEY}`, 'Bearer nope', '']) {
      const res = await t.request().get('/v1/inbox/notifications').set('Authorization', authorization);
      expect(res.status, authorization).toBe(401);
    }
  });

  it("never reads or changes another subscriber's or environment's notifications", async () => {
    const ownId = (await inbox().get('/v1/inbox/notifications')).body.data[0].id as string;
    const other = await openSession(DEV_KEY, 'someone-else');
    expect((await inbox(other).get('/v1/inbox/notifications?limit=100')).body.data).toEqual([]);
    const foreign = await inbox(other).patch(`/v1/inbox/notifications/${ownId}/read`);
    expect(foreign.status).toBe(404);
    expect(expectErrorShape(foreign.body, 404).message).toBe(`Notification with id: ${ownId} is not found.`);
    const prod = await openSession(PROD_KEY, subscriberId);
    expect((await inbox(prod).patch(`/v1/inbox/notifications/${ownId}/archive`)).status).toBe(404);
    expect((await inbox().get('/v1/inbox/notifications')).body.data[0].isArchived).toBe(false);
  });

  it('drops the tokens of an environment at its reset', async () => {
    const prod = await openSession(PROD_KEY, 'prod-user');
    expect((await t.request().post(`/__admin/reset?apiKey=${DEV_KEY}`)).status).toBe(200);
    expect((await inbox().get('/v1/inbox/notifications')).status).toBe(401);
    expect((await inbox(prod).get('/v1/inbox/notifications')).status).toBe(200);
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    expect((await inbox(prod).get('/v1/inbox/notifications')).status).toBe(401);
  });
});
