/** The v1 subscriber routes `@novu/node` calls, and `PATCH /v2/subscribers/{id}`: views of the one subscriber store. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Environment } from '../../src/domain/environments/index.js';
import type { Subscriber } from '../../src/domain/subscribers/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');

const environment = () => t.deps.registry.resolve(DEV_KEY) as Environment;
const stored = (subscriberId: string) => environment().subscribers.find(subscriberId);

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(NOW);
});

describe('GET /v1/subscribers', () => {
  it('pages the environment oldest first by page and limit, without overlap, with the real defaults and limits', async () => {
    const all = environment().subscribers.list().map((s) => s._id).sort();
    const first = await t.api().get('/v1/subscribers');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 0, pageSize: 10, hasMore: true });
    expect(first.body).not.toHaveProperty('totalCount');
    expect(first.body.data.map((s: Subscriber) => s._id)).toEqual(all.slice(0, 10));
    const seen: string[] = [];
    for (let page = 0; ; page++) {
      const res = await t.api().get(`/v1/subscribers?page=${page}&limit=25`);
      seen.push(...res.body.data.map((s: Subscriber) => s._id));
      if (!res.body.hasMore) break;
    }
    expect(seen).toEqual(all);
    const past = await t.api().get('/v1/subscribers?page=50&limit=100');
    expect(past.body).toEqual({ page: 50, pageSize: 100, hasMore: false, data: [] });
    for (const query of ['limit=0', 'limit=101', 'page=-1', 'limit=ten']) expect((await t.api().get(`/v1/subscribers?${query}`)).status, query).toBe(422);
  });

  it('says hasMore when the page is full, as the real service does, and lists what v2 creates', async () => {
    const count = environment().subscribers.size;
    const exact = await t.api().get(`/v1/subscribers?limit=${count}`);
    expect(exact.body.hasMore).toBe(true);
    const after = await t.api().get(`/v1/subscribers?limit=${count}&page=1`);
    expect(after.body).toMatchObject({ page: 1, hasMore: false, data: [] });
    const roomy = await t.api().get(`/v1/subscribers?limit=${count + 1}`);
    expect(roomy.body.hasMore).toBe(false);
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'made-by-v2' })).status).toBe(201);
    const last = await t.api().get(`/v1/subscribers?limit=${count}&page=1`);
    expect(last.body.data.map((s: Subscriber) => s.subscriberId)).toEqual(['made-by-v2']);
    expect(last.body.hasMore).toBe(false);
  });

  it('lists only the caller’s environment', async () => {
    const prod = await t.api(PROD_KEY).get('/v1/subscribers?limit=100');
    const devIds = new Set(environment().subscribers.list().map((s) => s._id));
    expect(prod.body.data.length).toBeGreaterThan(0);
    expect(prod.body.data.some((s: Subscriber) => devIds.has(s._id))).toBe(false);
  });
});

describe('POST /v1/subscribers', () => {
  it('creates (201, in the {data} envelope), then updates only the fields sent (201 again)', async () => {
    const created = await t.api().post('/v1/subscribers', { subscriberId: '  v1-ada ', firstName: 'Ada', email: 'ada@example.com', data: { plan: 'pro' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ subscriberId: 'v1-ada', firstName: 'Ada', email: 'ada@example.com', data: { plan: 'pro' }, deleted: false });
    const updated = await t.api().post('/v1/subscribers', { subscriberId: 'v1-ada', lastName: 'Lovelace' });
    expect(updated.status).toBe(201);
    expect(updated.body.data).toMatchObject({ _id: created.body.data._id, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect((await t.api().get('/v2/subscribers/v1-ada')).body.data).toEqual(updated.body.data);
  });

  it('sets channel credentials as the credentials PATCH does, and checks every integration before writing', async () => {
    const res = await t.api().post('/v1/subscribers', { subscriberId: 'v1-pushy', channels: [{ providerId: 'fcm', credentials: { deviceTokens: ['t1', 't1', 't2'] } }] });
    expect(res.status).toBe(201);
    expect(res.body.data.channels).toEqual([expect.objectContaining({ providerId: 'fcm', credentials: { deviceTokens: ['t1', 't2'] } })]);
    await t.api().post('/v1/subscribers', { subscriberId: 'v1-pushy', channels: [{ providerId: 'fcm', credentials: { deviceTokens: ['t3'] } }] });
    expect(stored('v1-pushy')?.channels?.[0]?.credentials.deviceTokens).toEqual(['t1', 't2', 't3']);

    const size = environment().subscribers.size;
    const refused = await t.api().post('/v1/subscribers', { subscriberId: 'v1-nowhere', channels: [{ providerId: 'fcm', integrationIdentifier: 'no-such-integration', credentials: {} }] });
    expect(refused.status).toBe(400);
    expect(expectErrorShape(refused.body, 400).message).toBe(`Subscribers environment (${environment().id}) do not have active fcm integration.`);
    expect(environment().subscribers.size).toBe(size);
  });

  it('refuses what the real service refuses with 422 in the error shape, writing nothing', async () => {
    const before = t.stateOf();
    for (const body of [{}, { subscriberId: '   ' }, { subscriberId: 'v1-x', email: 'not-an-email' }, { subscriberId: 'v1-x', locale: 'xx-!!' }]) {
      const res = await t.api().post('/v1/subscribers', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectErrorShape(res.body, 422);
    }
    expect(t.stateOf()).toBe(before);
  });

  it('ignores a timezone, which the real v1 create does not read (an unknown field of its body)', async () => {
    const res = await t.api().post('/v1/subscribers', { subscriberId: 'v1-zoned', timezone: 'Europe/Paris' });
    expect(res.status).toBe(201);
    expect(stored('v1-zoned')).not.toHaveProperty('timezone');
  });
});

describe('GET /v1/subscribers/{subscriberId}', () => {
  it('returns the subscriber, with its topic keys on request, and the v1 message for an unknown one', async () => {
    await t.api().post('/v1/subscribers', { subscriberId: 'v1-topical' });
    await t.api().post('/v2/topics/v1-news/subscriptions', { subscriptions: ['v1-topical'] });
    await t.api().post('/v2/topics/v1-alerts/subscriptions', { subscriptions: ['v1-topical'] });
    const plain = await t.api().get('/v1/subscribers/v1-topical');
    expect(plain.status).toBe(200);
    expect(plain.body.data.subscriberId).toBe('v1-topical');
    expect(plain.body.data).not.toHaveProperty('topics');
    const withTopics = await t.api().get('/v1/subscribers/v1-topical?includeTopics=true');
    expect([...withTopics.body.data.topics].sort()).toEqual(['v1-alerts', 'v1-news']);

    const missing = await t.api().get('/v1/subscribers/nobody-here');
    expect(missing.status).toBe(404);
    expect(expectErrorShape(missing.body, 404).message).toBe('Subscriber not found for id nobody-here');
    expect((await t.api(PROD_KEY).get('/v1/subscribers/v1-topical')).status).toBe(404);
  });
});

describe('PUT /v1/subscribers/{subscriberId}', () => {
  it('changes the fields sent: an empty or null email clears it, other nulls are ignored, data is replaced', async () => {
    await t.api().post('/v1/subscribers', { subscriberId: 'v1-put', firstName: 'Ada', lastName: 'L', email: 'ada@example.com', data: { a: 1, b: 2 } });
    t.deps.clock.advance(60_000);
    const res = await t.api().put('/v1/subscribers/v1-put', { email: '', lastName: null, phone: '+15550001111', data: { c: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subscriberId: 'v1-put', firstName: 'Ada', lastName: 'L', email: null, phone: '+15550001111', data: { c: 3 } });
    expect(res.body.data.updatedAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());
    expect(stored('v1-put')).toMatchObject({ email: null, data: { c: 3 } });
    await t.api().put('/v1/subscribers/v1-put', { email: null });
    expect(stored('v1-put')?.email).toBeNull();
  });

  it('leaves the record (and updatedAt) as it is when nothing changes', async () => {
    const created = (await t.api().post('/v1/subscribers', { subscriberId: 'v1-same', firstName: 'Ada' })).body.data;
    t.deps.clock.advance(60_000);
    const res = await t.api().put('/v1/subscribers/v1-same', { firstName: 'Ada', lastName: null });
    expect(res.body.data.updatedAt).toBe(created.updatedAt);
  });

  it('answers 400 for an unknown subscriber and 422 for a bad field, writing nothing', async () => {
    const before = t.stateOf();
    const missing = await t.api().put('/v1/subscribers/nobody-here', { firstName: 'X' });
    expect(missing.status).toBe(400);
    expect(expectErrorShape(missing.body, 400).message).toBe('SubscriberId: nobody-here not found');
    const existing = environment().subscribers.list()[0] as Subscriber;
    for (const body of [{ email: 'nope' }, { locale: '' }]) {
      expect((await t.api().put(`/v1/subscribers/${encodeURIComponent(existing.subscriberId)}`, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await t.api(PROD_KEY).put('/v1/subscribers/v1-none', { firstName: 'X' })).status).toBe(400);
    expect(t.stateOf()).toBe(before);
  });

  it('ignores a subscriberId in the body (an unknown field): the subscriber keeps its id', async () => {
    await t.api().post('/v1/subscribers', { subscriberId: 'v1-kept-id' });
    const res = await t.api().put('/v1/subscribers/v1-kept-id', { subscriberId: 'renamed', firstName: 'Kept' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subscriberId: 'v1-kept-id', firstName: 'Kept' });
    expect(stored('renamed')).toBeUndefined();
  });
});

describe('DELETE /v1/subscribers/{subscriberId}', () => {
  it('answers {acknowledged, status} and deletes what the v2 delete deletes', async () => {
    await t.api().post('/v1/subscribers', { subscriberId: 'v1-doomed' });
    await t.api().post('/v2/topics/v1-doomed-topic/subscriptions', { subscriptions: ['v1-doomed'] });
    await t.api().patch('/v1/subscribers/v1-doomed/preferences', { preferences: [{ type: 'sms', enabled: false }] });
    const internalId = stored('v1-doomed')?._id as string;
    const res = await t.api().delete('/v1/subscribers/v1-doomed');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { acknowledged: true, status: 'deleted' } });
    expect(stored('v1-doomed')).toBeUndefined();
    expect(environment().preferences.find(internalId)).toBeUndefined();
    expect((await t.api().get('/v2/topics/v1-doomed-topic/subscriptions')).body.data).toEqual([]);
    const again = await t.api().delete('/v1/subscribers/v1-doomed');
    expect(again.status).toBe(404);
    expect(expectErrorShape(again.body, 404).message).toBe('Subscriber not found for id v1-doomed');
  });

  it('does not reach another environment’s subscriber', async () => {
    const existing = environment().subscribers.list()[0] as Subscriber;
    expect((await t.api(PROD_KEY).delete(`/v1/subscribers/${encodeURIComponent(existing.subscriberId)}`)).status).toBe(404);
    expect(stored(existing.subscriberId)).toBeDefined();
  });
});

describe('PATCH /v2/subscribers/{subscriberId}', () => {
  it('sets every field sent, null clearing it, and leaves the record alone when nothing is sent', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'v2-patch', firstName: 'Ada', lastName: 'L', phone: '+15550001111', data: { a: 1 } });
    t.deps.clock.advance(1000);
    const res = await t.api().patch('/v2/subscribers/v2-patch', { lastName: null, timezone: 'Europe/Paris', data: { b: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Ada', lastName: null, phone: '+15550001111', timezone: 'Europe/Paris', data: { b: 2 } });
    expect(res.body.data.updatedAt).toBe(new Date(NOW.getTime() + 1000).toISOString());
    t.deps.clock.advance(1000);
    const nothing = await t.api().patch('/v2/subscribers/v2-patch', {});
    expect(nothing.body.data).toEqual(res.body.data);
    expect((await t.api().get('/v1/subscribers/v2-patch')).body.data).toEqual(res.body.data);
  });

  it('answers 404 for an unknown subscriber and 422 for a bad field, writing nothing', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'v2-patch-bad' });
    const before = t.stateOf();
    const missing = await t.api().patch('/v2/subscribers/nobody-here', { firstName: 'X' });
    expect(missing.status).toBe(404);
    expect(expectErrorShape(missing.body, 404).message).toBe('Subscriber: nobody-here was not found');
    for (const body of [{ timezone: 'Mars/Olympus' }, { email: 'nope' }, { locale: 'xx-!!' }]) {
      const res = await t.api().patch('/v2/subscribers/v2-patch-bad', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectErrorShape(res.body, 422);
    }
    expect((await t.api(PROD_KEY).patch('/v2/subscribers/v2-patch-bad', { firstName: 'X' })).status).toBe(404);
    expect(t.stateOf()).toBe(before);
  });
});
