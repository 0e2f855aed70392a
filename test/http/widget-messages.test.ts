/** The widget's feed, counts, marks, actions and deletions on the session subscriber's in-app messages. */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { expectErrorShape, PROD_KEY } from '../helpers/test-app.js';

let t: InboxTestApp;
beforeEach(async () => {
  t = await makeInboxApp('widget-tester');
});

const ids = (body: { data: { _id: string }[] }) => body.data.map((m) => m._id);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('GET /v1/widgets/notifications/feed', () => {
  it('answers the whole page object, newest first, with the seen/read/payload filters', async () => {
    const [a, b, c] = await t.load([{ seen: true }, { read: true, seen: true, data: {} }, {}]);
    const page = await t.inbox().get('/v1/widgets/notifications/feed?limit=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 0, pageSize: 2, totalCount: 2, hasMore: true });
    expect(ids(page.body)).toEqual([c, b]);
    expect(ids((await t.inbox().get('/v1/widgets/notifications/feed?page=1&limit=2')).body)).toEqual([a]);
    expect(ids((await t.inbox().get('/v1/widgets/notifications/feed?seen=false')).body)).toEqual([c]);
    expect(ids((await t.inbox().get('/v1/widgets/notifications/feed?read=true')).body)).toEqual([b]);
    const badPayload = await t.inbox().get('/v1/widgets/notifications/feed?payload=not-json');
    expect(badPayload.status).toBe(400);
    expect(expectErrorShape(badPayload.body, 400).message).toBe('Invalid payload, the JSON object should be encoded to base64 string.');
  });

  it('keeps a feed tab to the messages its feed identifier names: a trigger stores the feed of its in-app step', async () => {
    // This app answers API-key routes bare (--no-envelope); the widget's answer their envelope whatever the mode.
    const feed = (await t.api().post('/v1/feeds', { name: 'product-updates' })).body;
    const groups = (await t.api().get('/v1/notification-groups')).body;
    const workflow = (
      await t.api().post('/v1/notification-templates', {
        name: 'Product news',
        active: true,
        notificationGroupId: groups[0]._id,
        steps: [{ template: { type: 'in_app', content: 'News: {{payload.title}}', feedId: feed._id } }],
      })
    ).body;
    await t.load([{}]);
    const trigger = await t.api().post('/v1/events/trigger', { name: workflow.triggers[0].identifier, to: t.subscriberId, payload: { title: 'v2' } });
    expect(trigger.status).toBe(201);
    const inFeed = await t.inbox().get('/v1/widgets/notifications/feed?feedIdentifier=product-updates');
    expect(inFeed.body.data.map((m: { content: string; _feedId: string }) => [m.content, m._feedId])).toEqual([['News: v2', feed._id]]);
    expect((await t.inbox().get('/v1/widgets/notifications/feed')).body.data).toHaveLength(2);
    expect((await t.inbox().get('/v1/widgets/notifications/count?feedIdentifier=product-updates')).body).toEqual({ data: { count: 1 } });
    expect((await t.inbox().get('/v1/widgets/notifications/unseen?feedIdentifier=other,product-updates')).body).toEqual({ data: { count: 1 } });
    expect((await t.inbox().post('/v1/widgets/messages/seen', { feedId: 'product-updates' })).body).toEqual({ data: 1 });
    expect((await t.inbox().get('/v1/widgets/notifications/unseen')).body).toEqual({ data: { count: 1 } });
    const removed = await t.inbox().delete(`/v1/widgets/messages?feedId=${feed._id}`);
    expect(removed.status).toBe(204);
    expect((await t.inbox().get('/v1/widgets/notifications/feed')).body.data).toHaveLength(1);
  });
});

describe('the widget counts', () => {
  it('count unseen, unread and by state, capped by limit, and refuse a limit outside 1–100 with the real words', async () => {
    await t.load([{}, {}, { seen: true }, { seen: true, read: true }]);
    expect((await t.inbox().get('/v1/widgets/notifications/unseen')).body).toEqual({ data: { count: 2 } });
    expect((await t.inbox().get('/v1/widgets/notifications/unseen?seen=true')).body).toEqual({ data: { count: 2 } });
    expect((await t.inbox().get('/v1/widgets/notifications/unread')).body).toEqual({ data: { count: 3 } });
    expect((await t.inbox().get('/v1/widgets/notifications/count')).body).toEqual({ data: { count: 2 } });
    expect((await t.inbox().get('/v1/widgets/notifications/count?read=true')).body).toEqual({ data: { count: 1 } });
    expect((await t.inbox().get('/v1/widgets/notifications/unread?limit=2')).body).toEqual({ data: { count: 2 } });
    for (const [limit, message] of [['0', 'limit must not be less than 1'], ['101', 'limit must not be greater than 100']]) {
      const refused = await t.inbox().get(`/v1/widgets/notifications/unseen?limit=${limit}`);
      expect(refused.status).toBe(400);
      expect(expectErrorShape(refused.body, 400).message).toBe(message);
    }
  });
});

describe('marking from the widget', () => {
  it('sets the sent flags (markAs), marks by state (mark-as), and marks all read or seen, as the API key then sees them', async () => {
    const [a, b, c] = await t.load([{}, {}, {}]);
    const legacy = await t.inbox().post('/v1/widgets/messages/markAs', { messageId: a, mark: { seen: true } });
    expect(legacy.status).toBe(201);
    expect(legacy.body.data).toEqual([expect.objectContaining({ _id: a, seen: true, read: false })]);
    const byMark = await t.inbox().post('/v1/widgets/messages/mark-as', { messageId: [b], markAs: 'read' });
    expect(byMark.body.data).toEqual([expect.objectContaining({ _id: b, seen: true, read: true })]);
    expect(await t.apiMessage(c as string)).toMatchObject({ seen: false, read: false });
    expect((await t.inbox().post('/v1/widgets/messages/read', {})).body).toEqual({ data: 2 });
    expect((await t.apiMessages()).every((m) => m.read === true)).toBe(true);
    expect((await t.inbox().post('/v1/widgets/messages/seen')).body).toEqual({ data: 0 });
    const empty = await t.inbox().post('/v1/widgets/messages/markAs', { messageId: '', mark: { seen: true } });
    expect(empty.status).toBe(400);
    expect(expectErrorShape(empty.body, 400).message).toBe('messageId is required');
  });

  it("records a button's result, and refuses a message that is not the subscriber's without touching it", async () => {
    const [a] = await t.load([{ buttons: ['primary'] }]);
    const done = await t.inbox().post(`/v1/widgets/messages/${a}/actions/primary`, { executedType: 'primary', status: 'done', payload: { answer: 'yes' } });
    expect(done.status).toBe(201);
    expect(done.body.data.cta.action).toMatchObject({ status: 'done', result: { type: 'primary', payload: { answer: 'yes' } } });
    const prodMessage = (await t.apiMessagesOf(PROD_KEY))[0];
    const foreign = await t.inbox().post(`/v1/widgets/messages/${String(prodMessage?._id ?? '0'.repeat(24))}/actions/primary`, { status: 'done' });
    expect(foreign.status).toBe(404);
    expect((await t.inbox().post(`/v1/widgets/messages/${a}/actions/tertiary`, { status: 'done' })).status).toBe(422);
  });
});

describe('deleting from the widget', () => {
  it('deletes one (answered as it was), several, and all; other subscribers keep theirs', async () => {
    const [a, b, c, d] = await t.load([{}, {}, {}, {}]);
    const others = (await t.apiMessagesOf(PROD_KEY)).length;
    const one = await t.inbox().delete(`/v1/widgets/messages/${a}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ _id: a, channel: 'in_app' });
    const again = await t.inbox().delete(`/v1/widgets/messages/${a}`);
    expect(again.status).toBe(404);
    expect(expectErrorShape(again.body, 404).message).toBe(`Message ${a} not found`);
    const bulk = await t.inbox().post('/v1/widgets/messages/bulk/delete', { messageIds: [b, c, '0'.repeat(24)] });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({});
    expect((await t.apiMessages()).map((m) => m._id)).toEqual([d]);
    expect((await t.inbox().post('/v1/widgets/messages/bulk/delete', { messageIds: [] })).status).toBe(422);
    expect((await t.inbox().delete('/v1/widgets/messages')).status).toBe(204);
    expect(await t.apiMessages()).toEqual([]);
    expect((await t.apiMessagesOf(PROD_KEY)).length).toBe(others);
  });

  it('refuses a feedId that is no ObjectId (422) or no feed (404), deleting nothing', async () => {
    await t.load([{}]);
    const malformed = await t.inbox().delete('/v1/widgets/messages?feedId=news');
    expect(malformed.status).toBe(422);
    const unknown = await t.inbox().delete(`/v1/widgets/messages?feedId=${'a'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404).message).toBe(`Feed with ${'a'.repeat(24)} not found`);
    expect(await t.apiMessages()).toHaveLength(1);
  });
});

describe('the widget usage log', () => {
  it('accepts an event and keeps nothing', async () => {
    const res = await t.inbox().post('/v1/widgets/usage/log', { name: '[Widget] - Notification Click', payload: { notificationId: 'x' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { success: true } });
  });
});
