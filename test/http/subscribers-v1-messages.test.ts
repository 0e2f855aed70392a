/** The message routes of a subscriber as `@novu/node` calls them: legacy markAs, and the feed by feed. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };

type Message = { _id: string; read: boolean; seen: boolean; lastSeenDate?: string; lastReadDate?: string; subscriber?: { subscriberId: string } };

/** Creates the subscriber and sends it `count` in-app messages; returns their ids. */
async function inAppMessagesOf(subscriberId: string, count: number): Promise<string[]> {
  await t.api().post('/v1/subscribers', { subscriberId });
  for (let i = 0; i < count; i++) expect((await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: subscriberId, payload: mention })).status).toBe(201);
  const res = await t.api().get(`/v1/messages?subscriberId=${subscriberId}&channel=in_app&limit=100`);
  return res.body.data.map((m: Message) => m._id);
}
const stateOf = async (subscriberId: string, id: string) =>
  (await t.api().get(`/v1/messages?subscriberId=${subscriberId}&channel=in_app&limit=100`)).body.data.find((m: Message) => m._id === id) as Message;

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(NOW);
});

describe('POST /v1/subscribers/{subscriberId}/messages/markAs (the legacy form)', () => {
  it('sets each flag sent, stamping its date; read does not imply seen', async () => {
    const [first, second] = await inAppMessagesOf('v1-marker', 2);
    const read = await t.api().post('/v1/subscribers/v1-marker/messages/markAs', { messageId: first, mark: { read: true } });
    expect(read.status).toBe(201);
    expect(read.body.data).toEqual([expect.objectContaining({ _id: first, read: true, seen: false, lastReadDate: NOW.toISOString() })]);
    expect(read.body.data[0].subscriber.subscriberId).toBe('v1-marker');
    expect(await stateOf('v1-marker', first as string)).toMatchObject({ read: true, seen: false });

    const both = await t.api().post('/v1/subscribers/v1-marker/messages/markAs', { messageId: `${first},${second}`, mark: { seen: true } });
    expect(both.body.data.map((m: Message) => [m._id, m.seen, m.lastSeenDate]).sort()).toEqual(
      [[first, true, NOW.toISOString()], [second, true, NOW.toISOString()]].sort(),
    );
    await t.api().post('/v1/subscribers/v1-marker/messages/markAs', { messageId: [second], mark: { seen: false, read: false } });
    expect(await stateOf('v1-marker', second as string)).toMatchObject({ seen: false, read: false, lastReadDate: NOW.toISOString() });
  });

  it('leaves out messages of other subscribers and unknown ids', async () => {
    const [mine] = await inAppMessagesOf('v1-mine', 1);
    const [theirs] = await inAppMessagesOf('v1-theirs', 1);
    const res = await t.api().post('/v1/subscribers/v1-mine/messages/markAs', { messageId: [mine, theirs, 'aaaaaaaaaaaaaaaaaaaaaaaa'], mark: { read: true } });
    expect(res.body.data.map((m: Message) => m._id)).toEqual([mine]);
    expect(await stateOf('v1-theirs', theirs as string)).toMatchObject({ read: false });
  });

  it('answers 422 for an empty or malformed messageId or no mark, 404 for an unknown subscriber', async () => {
    const [id] = await inAppMessagesOf('v1-refused', 1);
    const empty = await t.api().post('/v1/subscribers/v1-refused/messages/markAs', { messageId: '', mark: { seen: true } });
    expect(empty.status).toBe(422);
    expect(expectErrorShape(empty.body, 422).message).toBe('Validation Error');
    expect((await t.api().post('/v1/subscribers/v1-refused/messages/markAs', { messageId: 'nope', mark: { seen: true } })).status).toBe(422);
    expect((await t.api().post('/v1/subscribers/v1-refused/messages/markAs', { messageId: id })).status).toBe(422);
    // A flag the real DTO does not declare is ignored, as any unknown field: nothing changes.
    expect((await t.api().post('/v1/subscribers/v1-refused/messages/markAs', { messageId: id, mark: { archived: true } })).status).toBe(201);
    const missing = await t.api().post('/v1/subscribers/nobody-here/messages/markAs', { messageId: id, mark: { seen: true } });
    expect(missing.status).toBe(404);
    expect(expectErrorShape(missing.body, 404).message).toBe('Subscriber nobody-here not found');
    expect((await t.api(PROD_KEY).post('/v1/subscribers/v1-refused/messages/markAs', { messageId: id, mark: { seen: true } })).status).toBe(404);
    expect(await stateOf('v1-refused', id as string)).toMatchObject({ seen: false, read: false });
  });
});

describe('GET /v1/subscribers/{subscriberId}/notifications/feed with feedIdentifier', () => {
  it('keeps only the messages of the feeds with those identifiers (not their ids)', async () => {
    const [a, b] = await inAppMessagesOf('v1-feeds', 2);
    const feed = (await t.api().post('/v1/feeds', { name: 'feed-product' })).body.data;
    const environment = t.deps.registry.resolve(DEV_KEY);
    const stored = environment?.messages.all().find((m) => m._id === a);
    if (!environment || !stored) throw new Error('message not stored');
    environment.messages.put({ ...stored, _feedId: feed._id });
    expect((await t.api().get(`/v1/subscribers/v1-feeds/notifications/feed?feedIdentifier=${feed._id}`)).body.data).toEqual([]);
    const one = await t.api().get('/v1/subscribers/v1-feeds/notifications/feed?feedIdentifier=feed-product');
    expect(one.status).toBe(200);
    expect(one.body.data.map((m: Message) => m._id)).toEqual([a]);
    const either = await t.api().get('/v1/subscribers/v1-feeds/notifications/feed?feedIdentifier=feed-product&feedIdentifier=feed-other');
    expect(either.body.data.map((m: Message) => m._id)).toEqual([a]);
    const all = await t.api().get('/v1/subscribers/v1-feeds/notifications/feed');
    expect(all.body.data.map((m: Message) => m._id).sort()).toEqual([a, b].sort());
  });
});

describe('PATCH /v1/subscribers/{subscriberId}/online-status', () => {
  it('takes the real body ({isOnline}); the {online} that @novu/node 2.6 sends is refused, as the real service refuses it', async () => {
    await t.api().post('/v1/subscribers', { subscriberId: 'v1-online' });
    const offline = await t.api().patch('/v1/subscribers/v1-online/online-status', { isOnline: false });
    expect(offline.status).toBe(200);
    expect(offline.body.data).toMatchObject({ isOnline: false, lastOnlineAt: NOW.toISOString() });
    const legacy = await t.api().patch('/v1/subscribers/v1-online/online-status', { online: true });
    expect(legacy.status).toBe(422);
    expectErrorShape(legacy.body, 422);
  });
});
