/**
 * A query filter sent as an object (`feedIdentifier[a]=b`) or a nested list is refused with the API's 422,
 * on every route: ignored, it would drop the filter and answer everything. `a`, `a[]` and `a[0]` stay one
 * parameter's values; the Inbox's `tags[0][]` stays its AND-groups; unknown parameters stay ignored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { expectErrorShape } from '../helpers/test-app.js';

let t: InboxTestApp;
let feedId: string;
beforeEach(async () => {
  t = await makeInboxApp('shape-tester');
  // This app answers API-key routes bare (--no-envelope).
  feedId = (await t.api().post('/v1/feeds', { name: 'product-updates' })).body._id;
  const groups = (await t.api().get('/v1/notification-groups')).body;
  const workflow = (
    await t.api().post('/v1/notification-templates', {
      name: 'Product news',
      active: true,
      notificationGroupId: groups[0]._id,
      steps: [{ template: { type: 'in_app', content: 'News: {{payload.title}}', feedId } }],
    })
  ).body;
  await t.load([{ tags: ['urgent'] }]);
  expect((await t.api().post('/v1/events/trigger', { name: workflow.triggers[0].identifier, to: t.subscriberId, payload: { title: 'v2' } })).status).toBe(201);
});

/** Asserts a 422 whose only error is at `query.<name>`. */
function expectRefusedAt(res: { status: number; body: Record<string, unknown> }, name: string, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(422);
  expect(Object.keys(expectErrorShape(res.body, 422).errors as object), what).toEqual([`query.${name}`]);
}

describe('a query filter sent as an object', () => {
  it('is refused with 422 by the widget feed, its counts and its delete, which change nothing', async () => {
    for (const path of ['/v1/widgets/notifications/feed', '/v1/widgets/notifications/unseen', '/v1/widgets/notifications/unread', '/v1/widgets/notifications/count']) {
      for (const query of ['feedIdentifier[a]=product-updates', 'feedIdentifier[0][]=product-updates', 'feedIdentifier[a][b]=x']) {
        expectRefusedAt(await t.inbox().get(`${path}?${query}`), 'feedIdentifier', `${path}?${query}`);
      }
    }
    expectRefusedAt(await t.inbox().delete(`/v1/widgets/messages?feedId[a]=${feedId}`), 'feedId', 'delete');
    expect((await t.inbox().get('/v1/widgets/notifications/feed')).body.data).toHaveLength(2);
    // A body's feedId is judged by its schema: a string or a list of strings.
    expect((await t.inbox().post('/v1/widgets/messages/seen', { feedId: { a: 'product-updates' } })).status).toBe(422);
    expect((await t.inbox().get('/v1/widgets/notifications/unseen')).body).toEqual({ data: { count: 2 } });
  });

  it('is refused by the v1 subscriber feed, the Inbox, and the API-key lists', async () => {
    expectRefusedAt(await t.api().get(`/v1/subscribers/${t.subscriberId}/notifications/feed?feedIdentifier[a]=product-updates`), 'feedIdentifier', 'v1 feed');
    expectRefusedAt(await t.inbox().get('/v1/inbox/notifications?tags[a]=urgent'), 'tags', 'Inbox tags');
    expectRefusedAt(await t.inbox().get('/v1/inbox/notifications?tags[x][]=urgent'), 'tags', 'Inbox tags group');
    expectRefusedAt(await t.inbox().get('/v1/inbox/notifications?severity[x]=high'), 'severity', 'Inbox severity');
    expectRefusedAt(await t.api().get(`/v1/messages?subscriberId[a]=${t.subscriberId}`), 'subscriberId', 'messages');
    expectRefusedAt(await t.api().get('/v2/subscribers?email[a]=x@example.com'), 'email', 'subscriber search');
    expectRefusedAt(await t.api().get('/v1/notifications?channels[a]=in_app'), 'channels', 'activity');
  });

  it('is noted in the journal as a request that broke the contract', async () => {
    await t.inbox().get('/v1/widgets/notifications/feed?feedIdentifier[a]=b').expect(422);
    const [entry] = (await t.request().get('/__admin/requests?contract=failed&limit=1').expect(200)).body.data;
    expect(entry).toMatchObject({ path: '/v1/widgets/notifications/feed', status: 422 });
    expect(entry.requestViolations).toEqual([{ location: 'query', field: ['feedIdentifier'], message: expect.stringContaining('not an object') }]);
  });
});

describe('the list forms a filter may take', () => {
  it('reads a, a[] and a[0] as values of a, and keeps the filter (it never answers everything)', async () => {
    const contents = async (query: string) => {
      const res = await t.inbox().get(`/v1/widgets/notifications/feed?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((m: { content: string }) => m.content);
    };
    for (const query of ['feedIdentifier=product-updates', 'feedIdentifier[]=product-updates', 'feedIdentifier[0]=product-updates', 'feedIdentifier[0]=nope&feedIdentifier[1]=product-updates']) {
      expect(await contents(query), query).toEqual(['News: v2']);
    }
    expect(await contents('feedIdentifier[0]=nope')).toEqual([]);
    expect(await contents('')).toHaveLength(2);
  });

  it('keeps the Inbox tags groups (tags[0][]), and ignores a parameter the route does not have, bracketed or not', async () => {
    expect((await t.listIds('tags[0][]=urgent')).length).toBe(1);
    expect((await t.listIds('tags[0][]=urgent&tags[1][]=nope')).length).toBe(0);
    expect((await t.inbox().get('/v1/widgets/notifications/feed?unknown[a]=b&other=c')).body.data).toHaveLength(2);
  });
});
