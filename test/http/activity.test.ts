import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityNotification } from '../../src/domain/activity/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let events: readonly ActivityNotification[];

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  events = t.deps.registry.resolve(DEV_KEY)?.activity.all() ?? [];
});

type Listed = { data: (ActivityNotification & { subscriber?: { subscriberId: string; email?: string } })[]; hasMore: boolean; page: number; pageSize: number };

/** Every event the filter query returns, across pages. */
async function all(query: string): Promise<Listed['data']> {
  const out: Listed['data'] = [];
  for (let page = 0; page < 100; page++) {
    const res = await t.api().get(`/v1/notifications?limit=50&page=${page}${query ? `&${query}` : ''}`);
    expect(res.status).toBe(200);
    out.push(...(res.body as Listed).data);
    if (!res.body.hasMore) return out;
  }
  throw new Error('too many pages');
}

const ids = (list: { _id: string }[]) => list.map((e) => e._id).sort();

describe('GET /v1/notifications', () => {
  it('lists 10 events newest first, each with its subscriber and template', async () => {
    const res = await t.api().get('/v1/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, pageSize: 10, hasMore: true });
    const data = (res.body as Listed).data;
    expect(data).toHaveLength(10);
    const times = data.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const e of data) {
      expect(e.subscriber?.subscriberId).toEqual(expect.any(String));
      expect((e as { template?: { name: string } }).template?.name).toEqual(expect.any(String));
    }
  });

  it('has at least 200 events over the last 30 days', async () => {
    const list = await all('');
    expect(list.length).toBe(events.length);
    expect(list.length).toBeGreaterThanOrEqual(200);
    const oldest = Date.parse(list[list.length - 1]?.createdAt ?? '');
    expect(t.deps.clock.now().getTime() - oldest).toBeLessThanOrEqual(31 * 86_400_000);
  });

  it('says hasMore only when more events match', async () => {
    const last = Math.floor((events.length - 1) / 50);
    expect((await t.api().get(`/v1/notifications?limit=50&page=${last}`)).body.hasMore).toBe(false);
    expect((await t.api().get(`/v1/notifications?limit=50&page=${last - 1}`)).body.hasMore).toBe(true);
  });

  it('accepts repeated keys, a single value and key[] for array filters, matching any value', async () => {
    const repeated = await all('channels=sms&channels=push');
    const bracket = await all('channels[]=sms&channels[]=push');
    expect(ids(bracket)).toEqual(ids(repeated));
    const sms = await all('channels=sms');
    const push = await all('channels=push');
    expect(ids(repeated)).toEqual([...new Set([...ids(sms), ...ids(push)])].sort());
    expect(sms.every((e) => e.channels?.includes('sms'))).toBe(true);
    expect(sms.length).toBeGreaterThan(0);
  });

  it('does not split on commas (a comma list is one invalid channel)', async () => {
    expect((await t.api().get('/v1/notifications?channels=sms,push')).status).toBe(422);
  });

  it.each([
    ['templates', (e: ActivityNotification) => e._templateId as string, (e: ActivityNotification) => e._templateId],
    ['severity', (e: ActivityNotification) => e.severity as string, (e: ActivityNotification) => e.severity],
    ['transactionId', (e: ActivityNotification) => e.transactionId, (e: ActivityNotification) => e.transactionId],
  ])('filters by %s', async (name, pick, read) => {
    const value = pick(events[5] as ActivityNotification);
    const list = await all(`${name}=${encodeURIComponent(value)}`);
    expect(ids(list)).toEqual(ids(events.filter((e) => read(e) === value)));
    expect(list.length).toBeGreaterThan(0);
  });

  it('filters by subscriberIds and emails (external ids and addresses)', async () => {
    const environment = t.deps.registry.resolve(DEV_KEY);
    const event = events[3] as ActivityNotification;
    const subscriber = environment?.subscribers.findByInternalId(event._subscriberId);
    const expected = ids(events.filter((e) => e._subscriberId === event._subscriberId));
    expect(ids(await all(`subscriberIds=${encodeURIComponent(subscriber?.subscriberId ?? '')}`))).toEqual(expected);
    if (subscriber?.email) expect(ids(await all(`emails=${encodeURIComponent(subscriber.email)}`))).toEqual(expected);
    expect(await all('subscriberIds=nobody-at-all')).toEqual([]);
  });

  it('filters by topicKey and subscriptionId (the topic subscription)', async () => {
    const event = events.find((e) => e.topics?.length) as ActivityNotification;
    const topic = event.topics?.[0] as { _topicId: string; topicKey: string };
    expect(ids(await all(`topicKey=${topic.topicKey}`))).toEqual(ids(events.filter((e) => e.topics?.some((x) => x.topicKey === topic.topicKey))));
    expect(ids(await all(`subscriptionId=${topic._topicId}`))).toEqual(ids(events.filter((e) => e.topics?.some((x) => x._topicId === topic._topicId))));
  });

  it('matches contextKeys exactly, in any order', async () => {
    const event = events.find((e) => (e.contextKeys?.length ?? 0) >= 2) as ActivityNotification;
    const keys = event.contextKeys as string[];
    const same = (e: ActivityNotification) => (e.contextKeys ?? []).length === keys.length && keys.every((k) => e.contextKeys?.includes(k));
    const reversed = [...keys].reverse().map((k) => `contextKeys=${encodeURIComponent(k)}`).join('&');
    expect(ids(await all(reversed))).toEqual(ids(events.filter(same)));
    const subset = await all(`contextKeys=${encodeURIComponent(keys[0] as string)}`);
    expect(subset.some((e) => e._id === event._id)).toBe(false);
  });

  it('limits to a time window with after and before', async () => {
    const from = events[40]?.createdAt as string;
    const to = events[20]?.createdAt as string;
    const list = await all(`after=${from}&before=${to}`);
    expect(ids(list)).toEqual(ids(events.filter((e) => (e.createdAt as string) >= from && (e.createdAt as string) <= to)));
    expect((await t.api().get('/v1/notifications?after=yesterday-ish')).status).toBe(422);
  });

  it('supports the deprecated search over subscriber identity', async () => {
    const subscriber = t.deps.registry.resolve(DEV_KEY)?.subscribers.findByInternalId((events[0] as ActivityNotification)._subscriberId);
    const list = await all(`search=${encodeURIComponent(subscriber?.subscriberId ?? '')}`);
    expect(list.some((e) => e._id === events[0]?._id)).toBe(true);
  });

  it.each(['limit=0', 'limit=51', 'page=-1', 'limit=abc', 'severity=urgent'])('rejects %s with 422', async (query) => {
    const res = await t.api().get(`/v1/notifications?${query}`);
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
  });
});

describe('GET /v1/notifications/{notificationId}', () => {
  it('returns the full event: jobs with execution details and steps, subscriber and template', async () => {
    const event = events.find((e) => (e.jobs?.length ?? 0) > 1 && e.jobs?.some((j) => j.digest)) ?? (events[0] as ActivityNotification);
    const res = await t.api().get(`/v1/notifications/${event._id}`);
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(event._id);
    expect(res.body.jobs).toEqual(event.jobs);
    for (const job of res.body.jobs) {
      expect(job.executionDetails.length).toBeGreaterThan(0);
      expect(job.step).toMatchObject({ _id: expect.any(String), active: expect.any(Boolean), filters: expect.any(Array) });
    }
    expect(res.body.subscriber._id).toBe(event._subscriberId);
    expect(res.body.template._id).toBe(event._templateId);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const unknown = await t.api().get('/v1/notifications/ffffffffffffffffffffffff');
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body, 404);
    const malformed = await t.api().get('/v1/notifications/not-an-id');
    expect(malformed.status).toBe(422);
    // The real GetActivityCommand's check, in its words.
    expect(malformed.body.errors).toEqual({ notificationId: { messages: ['notificationId must be a mongodb id'], value: 'not-an-id' } });
  });

  it("does not show another environment's event", async () => {
    expect((await t.api(PROD_KEY).get(`/v1/notifications/${events[0]?._id}`)).status).toBe(404);
  });
});
