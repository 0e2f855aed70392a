import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/domain/shared/index.js';
import type { Message } from '../../src/domain/messages/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');

/** A subscriber of the fixtures with both unread in-app messages and messages of other channels. */
function inbox() {
  const environment = t.deps.registry.resolve(DEV_KEY);
  if (!environment) throw new Error('no dev environment');
  const messages = environment.messages.all();
  const owner = messages.find((m) => m.channel === 'in_app' && !m.read && messages.some((o) => o._subscriberId === m._subscriberId && o.channel !== 'in_app'));
  if (!owner) throw new Error('fixtures lack an unread in-app message');
  const subscriber = environment.subscribers.findByInternalId(owner._subscriberId);
  const mine = messages.filter((m) => m._subscriberId === owner._subscriberId);
  const other = messages.find((m) => m.channel === 'in_app' && m._subscriberId !== owner._subscriberId) as Message;
  return { subscriberId: subscriber?.subscriberId as string, unread: mine.filter((m) => m.channel === 'in_app' && !m.read), inApp: mine.filter((m) => m.channel === 'in_app'), notInApp: mine.find((m) => m.channel !== 'in_app') as Message, other };
}

const markAs = (subscriberId: string, messageId: string | string[], mark: string, key = DEV_KEY) =>
  t.api(key).post(`/v1/subscribers/${encodeURIComponent(subscriberId)}/messages/mark-as`, { messageId, markAs: mark });

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(NOW);
});

describe('POST /v1/subscribers/{subscriberId}/messages/mark-as', () => {
  it('marks read: read and seen true, both dates now, 201 with the updated message', async () => {
    const { subscriberId, unread } = inbox();
    const target = unread[0] as Message;
    const res = await markAs(subscriberId, target._id, 'read');
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ _id: target._id, read: true, seen: true, lastReadDate: NOW.toISOString(), lastSeenDate: NOW.toISOString() });
  });

  it.each([
    ['seen', { seen: true, lastSeenDate: NOW.toISOString() }, ['read', 'lastReadDate']],
    ['unread', { read: false, seen: true }, ['lastReadDate', 'lastSeenDate']],
    ['unseen', { seen: false }, ['read', 'lastReadDate', 'lastSeenDate']],
  ])('marks %s changing exactly the fields the real service changes', async (mark, expected, unchanged) => {
    const { subscriberId, inApp } = inbox();
    const target = inApp.find((m) => m.read) ?? (inApp[0] as Message);
    const res = await markAs(subscriberId, target._id, mark);
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject(expected);
    for (const field of unchanged) expect(res.body[0][field]).toEqual(target[field]);
  });

  it('accepts an array and a comma-separated string of ids', async () => {
    const { subscriberId, inApp } = inbox();
    const ids = inApp.slice(0, 3).map((m) => m._id);
    const asArray = await markAs(subscriberId, ids, 'seen');
    expect(asArray.body.map((m: Message) => m._id)).toEqual(ids);
    const asString = await markAs(subscriberId, ids.join(','), 'unseen');
    expect(asString.body.map((m: Message) => m._id)).toEqual(ids);
    expect(asString.body.every((m: Message) => m.seen === false)).toBe(true);
  });

  it("leaves out other subscribers' messages, other channels and unknown ids, without changing them", async () => {
    const { subscriberId, unread, notInApp, other } = inbox();
    const res = await markAs(subscriberId, [unread[0]?._id as string, notInApp._id, other._id, 'ffffffffffffffffffffffff'], 'read');
    expect(res.body.map((m: Message) => m._id)).toEqual([unread[0]?._id]);
    const environment = t.deps.registry.resolve(DEV_KEY);
    const all = environment?.messages.all() ?? [];
    expect(all.find((m) => m._id === other._id)).toEqual(other);
    expect(all.find((m) => m._id === notInApp._id)).toEqual(notInApp);
  });

  it('persists the change: GET /v1/messages shows it', async () => {
    const { subscriberId, unread } = inbox();
    await markAs(subscriberId, unread[0]?._id as string, 'read');
    const list = await t.api().get(`/v1/messages?subscriberId=${encodeURIComponent(subscriberId)}&channel=in_app&limit=100`);
    expect(list.body.data.find((m: Message) => m._id === unread[0]?._id)).toMatchObject({ read: true });
  });

  it.each([
    ['a malformed id', { messageId: 'not-an-id', markAs: 'read' }, 'body.messageId'],
    ['a malformed id in a list', { messageId: ['ffffffffffffffffffffffff', 'nope'], markAs: 'read' }, 'body.messageId'],
    ['an empty list', { messageId: [], markAs: 'read' }, 'body.messageId'],
    // Split on commas alone, as the real service (whose ObjectId then throws: 500): no whitespace.
    ['ids separated by ", "', { messageId: 'ffffffffffffffffffffffff, eeeeeeeeeeeeeeeeeeeeeeee', markAs: 'read' }, 'body.messageId'],
    ['an id with a trailing space', { messageId: 'ffffffffffffffffffffffff ', markAs: 'read' }, 'body.messageId'],
    ['an unknown markAs', { messageId: 'ffffffffffffffffffffffff', markAs: 'archived' }, 'body.markAs'],
    ['a missing markAs', { messageId: 'ffffffffffffffffffffffff' }, 'body.markAs'],
  ])('answers 422 for %s and changes nothing', async (_name, body, field) => {
    const { subscriberId } = inbox();
    const before = JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.messages.all());
    const res = await t.api().post(`/v1/subscribers/${encodeURIComponent(subscriberId)}/messages/mark-as`, body);
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
    expect(Object.keys(res.body.errors).some((k) => k.startsWith(field))).toBe(true);
    expect(JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.messages.all())).toBe(before);
  });

  it('refuses whitespace around the commas in the domain too (the contract refuses it first)', () => {
    const { subscriberId, inApp } = inbox();
    const environment = t.deps.registry.resolve(DEV_KEY);
    const [a, b] = inApp.map((m) => m._id);
    const before = JSON.stringify(environment?.messages.all());
    expect(() => environment?.messages.markAs(subscriberId, `${a}, ${b}`, 'read')).toThrow(InvalidInputError);
    const error = (() => {
      try {
        environment?.messages.markAs(subscriberId, [` ${a}`], 'read');
      } catch (e) {
        return e as InvalidInputError;
      }
    })();
    expect(JSON.stringify(error?.fields)).toContain(` ${a} is not a valid message id`);
    expect(JSON.stringify(environment?.messages.all())).toBe(before);
    expect(environment?.messages.markAs(subscriberId, `${a},${b}`, 'seen').map((m) => m._id)).toEqual([a, b]);
  });

  it('answers 404 for an unknown subscriber', async () => {
    const res = await markAs('no-such-subscriber', 'ffffffffffffffffffffffff', 'read');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Subscriber no-such-subscriber not found');
  });

  it('cannot touch messages of another environment', async () => {
    const { subscriberId, unread } = inbox();
    const res = await markAs(subscriberId, unread[0]?._id as string, 'read', PROD_KEY);
    expect(res.status).toBe(404);
    expect(t.deps.registry.resolve(DEV_KEY)?.messages.all().find((m) => m._id === unread[0]?._id)?.read).toBe(false);
  });
});

describe('GET /v1/messages', () => {
  it('lists newest first with page metadata', async () => {
    const res = await t.api().get('/v1/messages');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, pageSize: 10, hasMore: true });
    expect(res.body.data).toHaveLength(10);
    const times = res.body.data.map((m: Message) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body.totalCount).toBe(t.deps.registry.resolve(DEV_KEY)?.messages.all().length);
  });

  it('filters by subscriber, channel and one or many transaction ids', async () => {
    const { subscriberId, inApp } = inbox();
    const bySubscriber = await t.api().get(`/v1/messages?subscriberId=${encodeURIComponent(subscriberId)}&channel=in_app&limit=1000`);
    expect(bySubscriber.body.data.map((m: Message) => m._id).sort()).toEqual(inApp.map((m) => m._id).sort());
    const [a, b] = inApp;
    const one = await t.api().get(`/v1/messages?transactionId=${a?.transactionId}`);
    expect(one.body.data.every((m: Message) => m.transactionId === a?.transactionId)).toBe(true);
    const two = await t.api().get(`/v1/messages?transactionId=${a?.transactionId}&transactionId=${b?.transactionId}&limit=100`);
    expect(new Set(two.body.data.map((m: Message) => m.transactionId))).toEqual(new Set([a?.transactionId, b?.transactionId]));
  });

  it('says hasMore only when more messages exist', async () => {
    const total = t.deps.registry.resolve(DEV_KEY)?.messages.all().length ?? 0;
    const last = Math.floor((total - 1) / 100);
    const lastPage = await t.api().get(`/v1/messages?limit=100&page=${last}`);
    expect(lastPage.body.hasMore).toBe(false);
    expect(lastPage.body.data.length).toBe(total - last * 100);
    expect((await t.api().get(`/v1/messages?limit=100&page=${last - 1}`)).body.hasMore).toBe(true);
    expect((await t.api().get(`/v1/messages?limit=100&page=${last + 1}`)).body).toMatchObject({ data: [], hasMore: false });
  });

  it.each(['limit=1001', 'limit=0', 'page=-1', 'channel=fax'])('rejects %s with 422', async (query) => {
    expect((await t.api().get(`/v1/messages?${query}`)).status).toBe(422);
  });

  it('embeds each message\'s subscriber, whose subscriberId is what mark-as takes', async () => {
    const listed = await t.api().get('/v1/messages?channel=in_app&limit=50');
    const unread = listed.body.data.find((m: Message) => !m.read) as Message & { subscriber: { _id: string; subscriberId: string } };
    expect(unread.subscriber._id).toBe(unread._subscriberId);
    const marked = await markAs(unread.subscriber.subscriberId, unread._id, 'read');
    expect(marked.status).toBe(201);
    expect(marked.body).toEqual([expect.objectContaining({ _id: unread._id, read: true, subscriber: expect.objectContaining({ subscriberId: unread.subscriber.subscriberId }) })]);
  });

  it('shows the subscriber as it is now, after a profile change', async () => {
    const { subscriberId } = inbox();
    await t.api().post('/v2/subscribers', { subscriberId, firstName: 'Renamed' });
    const res = await t.api().get(`/v1/messages?subscriberId=${encodeURIComponent(subscriberId)}&limit=5`);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((m: { subscriber: { firstName: string } }) => m.subscriber.firstName === 'Renamed')).toBe(true);
  });

  it('answers 404 for an unknown subscriberId', async () => {
    const res = await t.api().get('/v1/messages?subscriberId=ghost');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Subscriber not found for id ghost');
  });
});
