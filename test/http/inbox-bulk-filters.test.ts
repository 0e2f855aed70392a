/** The Inbox's list and count filters and its bulk operations, on messages loaded for one subscriber. */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { DEV_KEY, expectErrorShape } from '../helpers/test-app.js';

let t: InboxTestApp;
/** a: urgent+billing, high, read; b: urgent, medium, {team: ops}; c: billing, low; d: none of them, seen. */
let a: string, b: string, c: string, d: string;
const times = ['2031-01-01T10:00:00.000Z', '2031-01-02T10:00:00.000Z', '2031-01-03T10:00:00.000Z', '2031-01-04T10:00:00.000Z'];

beforeEach(async () => {
  t = await makeInboxApp();
  [a, b, c, d] = (await t.load([
    { tags: ['urgent', 'billing'], severity: 'high', read: true, seen: true, data: { team: 'billing', region: { code: 'eu' } }, createdAt: times[0] },
    { tags: ['urgent'], severity: 'medium', data: { team: 'ops', region: { code: 'us' } }, createdAt: times[1] },
    { tags: ['billing'], severity: 'low', data: { team: 'billing', labels: ['x', 'y'] }, createdAt: times[2] },
    { seen: true, createdAt: times[3] },
  ])) as [string, string, string, string];
});

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('GET /v1/inbox/notifications filters', () => {
  it('tags: any of a list (tags or tags[]), all of AND groups (tags[i][]); echoed in the client form', async () => {
    expect(await t.listIds('tags=urgent&tags=billing')).toEqual([c, b, a]);
    expect(await t.listIds('tags[]=urgent')).toEqual([b, a]);
    const groups = await t.inbox().get('/v1/inbox/notifications?tags[0][]=urgent&tags[1][]=billing&tags[1][]=nope');
    expect(groups.body.data.map((n: { id: string }) => n.id)).toEqual([a]);
    expect(groups.body.filter.tags).toEqual({ and: [{ or: ['urgent'] }, { or: ['billing', 'nope'] }] });
  });

  it('severity (one or several), seen, data (equal, nested, any of), createdGte/createdLte (ms)', async () => {
    expect(await t.listIds('severity=high')).toEqual([a]);
    expect(await t.listIds('severity[]=high&severity[]=low')).toEqual([c, a]);
    expect(await t.listIds('severity=none')).toEqual([d]);
    expect(await t.listIds('seen=false')).toEqual([c, b]);
    expect(await t.listIds(`data=${q({ team: 'billing' })}`)).toEqual([c, a]);
    expect(await t.listIds(`data=${q({ region: { code: 'us' } })}`)).toEqual([b]);
    expect(await t.listIds(`data=${q({ team: ['ops', 'none'] })}`)).toEqual([b]);
    expect(await t.listIds(`data=${q({ labels: 'y' })}`)).toEqual([c]);
    expect(await t.listIds(`data=${q({ team: { and: [{ or: ['billing'] }, { or: ['billing', 'ops'] }] } })}`)).toEqual([c, a]);
    const gte = Date.parse(times[1] as string);
    const lte = Date.parse(times[2] as string);
    const window = await t.inbox().get(`/v1/inbox/notifications?createdGte=${gte}&createdLte=${lte}`);
    expect(window.body.data.map((n: { id: string }) => n.id)).toEqual([c, b]);
    expect(window.body.filter).toEqual({ createdGte: gte, createdLte: lte });
  });

  it('pages with limit, offset and after; refuses limit over 100, unread+archived and malformed data', async () => {
    const offset = await t.inbox().get('/v1/inbox/notifications?limit=2&offset=1');
    expect(offset.body.data.map((n: { id: string }) => n.id)).toEqual([c, b]);
    expect(await t.listIds(`after=${c}`)).toEqual([b, a]);
    const page = await t.inbox().get('/v1/inbox/notifications?limit=1');
    expect(page.body).toMatchObject({ hasMore: true });
    expect((await t.inbox().get('/v1/inbox/notifications?limit=101')).status).toBe(422);
    const unreadArchived = await t.inbox().get('/v1/inbox/notifications?read=false&archived=true');
    expect(unreadArchived.status).toBe(400);
    expect(unreadArchived.body.message).toBe('Filtering for unread and archived notifications is not supported.');
    for (const data of ['[1]', '"x"', q({ $where: 1 }), q({ a: { b: { c: 1 } } }), q({ a: { or: [{}] } })]) {
      const res = await t.inbox().get(`/v1/inbox/notifications?data=${data}`);
      expect(res.status, data).toBe(400);
      expectErrorShape(res.body, 400);
    }
  });
});

describe('GET /v1/inbox/notifications/count', () => {
  it('counts with every filter the list takes, each echoed as sent', async () => {
    const filters = [
      { tags: { and: [{ or: ['urgent'] }, { or: ['billing'] }] } },
      { tags: { or: ['billing'] }, read: false },
      { severity: ['high', 'medium'], seen: true },
      { data: { team: 'billing' }, createdGte: Date.parse(times[1] as string) },
      { snoozed: false, archived: false },
    ];
    const res = await t.inbox().get(`/v1/inbox/notifications/count?filters=${q(filters)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { count: 1, filter: filters[0] },
      { count: 1, filter: filters[1] },
      { count: 1, filter: filters[2] },
      { count: 1, filter: filters[3] },
      { count: 4, filter: filters[4] },
    ]);
    const refused = await t.inbox().get(`/v1/inbox/notifications/count?filters=${q([{ read: false, archived: true }])}`);
    expect(refused.status).toBe(400);
  });
});

describe('bulk operations', () => {
  it('seen: the listed ids of the subscriber only (others ignored), or every match of tags', async () => {
    const foreign = (await t.apiMessagesOf(DEV_KEY)).find((m) => m._subscriberId !== t.subscriberInternalId && !m.seen && m.channel === 'in_app');
    expect(foreign).toBeDefined();
    expect((await t.inbox().post('/v1/inbox/notifications/seen', { notificationIds: [b, foreign?._id] })).status).toBe(204);
    expect(await t.listIds('seen=false')).toEqual([c]);
    expect((await t.apiMessagesOf(DEV_KEY)).find((m) => m._id === foreign?._id)?.seen).toBe(false);
    expect((await t.inbox().post('/v1/inbox/notifications/seen', { notificationIds: [] })).status).toBe(204);
    expect(await t.listIds('seen=false')).toEqual([c]);
    await t.inbox().post('/v1/inbox/notifications/seen', { tags: ['billing'] }).expect(204);
    expect(await t.listIds('seen=false')).toEqual([]);
    expect((await t.apiMessage(c))?.firstSeenDate).toEqual(expect.any(String));
  });

  it('read with AND-grouped tags, archive with a data filter, read-archive; the API key sees each change', async () => {
    await t.inbox().post('/v1/inbox/notifications/read', { tags: { and: [{ or: ['urgent'] }, { or: ['urgent', 'x'] }] } }).expect(204);
    expect(await t.listIds('read=false')).toEqual([d, c]);
    expect(await t.apiMessage(b)).toMatchObject({ read: true, seen: true });

    await t.inbox().post('/v1/inbox/notifications/archive', { data: JSON.stringify({ team: 'billing' }) }).expect(204);
    expect(await t.listIds('archived=true')).toEqual([c, a]);
    expect(await t.apiMessage(c)).toMatchObject({ archived: true, read: true, archivedAt: expect.any(String) });

    await t.inbox().post('/v1/inbox/notifications/read-archive', {}).expect(204);
    expect(await t.listIds('archived=false')).toEqual([d]);
    // Never archived: `archived: false`, as every message record has it.
    expect((await t.apiMessage(d))?.archived).toBe(false);
  });

  it('delete: every match for good (204); without a filter, all of the subscriber', async () => {
    await t.inbox().post('/v1/inbox/notifications/delete', { tags: ['urgent'] }).expect(204);
    expect(await t.listIds('')).toEqual([d, c]);
    expect((await t.apiMessages()).map((m) => m._id).sort()).toEqual([c, d].sort());
    await t.inbox().post('/v1/inbox/notifications/delete').expect(204);
    expect(await t.apiMessages()).toEqual([]);
  });

  it('refuses malformed data (400) and tags (422) and changes nothing', async () => {
    const before = await t.apiMessages();
    for (const op of ['seen', 'read', 'archive', 'read-archive', 'delete']) {
      const badData = await t.inbox().post(`/v1/inbox/notifications/${op}`, { data: '{broken' });
      expect(badData.status, op).toBe(400);
      expect(badData.body.message).toBe('Invalid JSON format for data parameter');
      expect((await t.inbox().post(`/v1/inbox/notifications/${op}`, { tags: { and: [{ or: [] }] } })).status, op).toBe(422);
      expect((await t.inbox().post(`/v1/inbox/notifications/${op}`, { tags: 'urgent' })).status, op).toBe(422);
    }
    expect(await t.apiMessages()).toEqual(before);
  });
});
