/**
 * `/v2/contexts` (the real contexts controller, its use cases and e2e tests), and what a trigger's
 * `context` does to them: the contexts it names are found or created, never updated.
 */
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type ContextDto = { type: string; id: string; data: Record<string, unknown>; createdAt: string; updatedAt: string };
type Page = { data: ContextDto[]; next: string | null; previous: string | null; totalCount: number; totalCountCapped: boolean };

const ids = (page: Page) => page.data.map((c) => c.id);
const create = (t: TestApp, body: object) => t.api().post('/v2/contexts', body);
const list = async (t: TestApp, query = ''): Promise<Page> => {
  const res = await t.api().get(`/v2/contexts${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
};

/** Contexts created one millisecond apart (the frozen clock moved), so that their order is known. */
async function createInOrder(t: TestApp, bodies: object[]): Promise<void> {
  for (const body of bodies) {
    expect((await create(t, body)).status).toBe(201);
    t.deps.clock.advance(1);
  }
}

describe('/v2/contexts', () => {
  it('creates (201, data {} when none is sent), reads back, and refuses a taken type:id with 409', async () => {
    const t = await makeTestApp();
    const res = await create(t, { type: 'tenant', id: 'org-acme', data: { tenantName: 'Acme Corp', region: 'us-east-1' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ type: 'tenant', id: 'org-acme', data: { tenantName: 'Acme Corp', region: 'us-east-1' }, createdAt: expect.any(String), updatedAt: res.body.data.createdAt });
    expect((await t.api().get('/v2/contexts/tenant/org-acme')).body.data).toEqual(res.body.data);
    expect((await create(t, { type: 'workspace', id: 'ws-1' })).body.data.data).toEqual({});

    const taken = await create(t, { type: 'tenant', id: 'org-acme', data: { tenantName: 'Other' } });
    expectErrorShape(taken.body, 409);
    expect(taken.body.message).toBe("Context with type 'tenant' and id 'org-acme' already exists");
    // Another environment has its own contexts.
    expect((await t.api(PROD_KEY).get('/v2/contexts/tenant/org-acme')).status).toBe(404);
    expect((await t.api(PROD_KEY).post('/v2/contexts', { type: 'tenant', id: 'org-acme' })).status).toBe(201);
  });

  it('refuses a missing or malformed type or id, and data that is not an object or over 64 KB, with 422', async () => {
    const t = await makeTestApp();
    for (const body of [{ type: '', id: 'org-acme' }, { type: 'tenant', id: '' }, { type: 'Invalid_Type!', id: 'x' }, { type: 'tenant', id: 'Invalid ID!' }, { id: 'x' }, { type: 'tenant', id: 'x', data: [1] }, { type: 'a'.repeat(101), id: 'x' }]) {
      const res = await create(t, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe('Validation Error');
    }
    const huge = await create(t, { type: 'tenant', id: 'big', data: { blob: 'x'.repeat(70 * 1024) } });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.data.messages).toEqual(['Data is too large: 70KB exceeds 64KB limit']);
    expect((await list(t)).totalCount).toBe(0);
  });

  it('updates data whole (not merged), and answers 404 for an unknown context', async () => {
    const t = await makeTestApp();
    t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
    await create(t, { type: 'tenant', id: 'org-1', data: { tenantName: 'Acme Corp', oldField: 'value' } });
    t.deps.clock.advance(5_000);
    const res = await t.api().patch('/v2/contexts/tenant/org-1', { data: { newField: 'newValue' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ type: 'tenant', id: 'org-1', data: { newField: 'newValue' }, createdAt: '2031-01-01T00:00:00.000Z', updatedAt: '2031-01-01T00:00:05.000Z' });
    expect((await t.api().patch('/v2/contexts/tenant/org-1', { data: {} })).body.data.data).toEqual({});
    expect((await t.api().patch('/v2/contexts/tenant/org-1', {})).status).toBe(422);

    const missing = await t.api().patch('/v2/contexts/tenant/non-existent', { data: { test: 'value' } });
    expectErrorShape(missing.body, 404);
    expect(missing.body.message).toBe("Context with type 'tenant' and id 'non-existent' not found");
  });

  it('deletes with 204; a deleted or unknown context is a 404 naming the environment', async () => {
    const t = await makeTestApp();
    await create(t, { type: 'tenant', id: 'org-acme' });
    const res = await t.api().delete('/v2/contexts/tenant/org-acme');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    for (const call of [t.api().get('/v2/contexts/tenant/org-acme'), t.api().delete('/v2/contexts/tenant/org-acme')]) {
      const gone = await call;
      expectErrorShape(gone.body, 404);
      expect(gone.body.message).toBe(`Context with id 'org-acme' and type 'tenant' not found in environment ${DEV_ENV_ID}`);
    }
  });

  it('lists newest first, filters by type, id and search (a literal part of type:id), and pages by cursor', async () => {
    const t = await makeTestApp();
    t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
    await createInOrder(t, [
      { type: 'tenant', id: 'org-acme' },
      { type: 'workspace', id: 'org-acme' },
      { type: 'tenant', id: 'org-other' },
      { type: 'workspace', id: 'ws-acme' },
    ]);
    expect(ids(await list(t))).toEqual(['ws-acme', 'org-other', 'org-acme', 'org-acme']);
    expect((await list(t, 'orderDirection=ASC')).data.map((c) => `${c.type}:${c.id}`)).toEqual(['tenant:org-acme', 'workspace:org-acme', 'tenant:org-other', 'workspace:ws-acme']);
    expect(ids(await list(t, 'type=tenant'))).toEqual(['org-other', 'org-acme']);
    expect((await list(t, 'id=org-acme')).data.map((c) => c.type)).toEqual(['workspace', 'tenant']);
    expect((await list(t, 'search=ACME')).totalCount).toBe(3);
    expect((await list(t, 'search=tenant:org')).totalCount).toBe(2);
    // A regular expression's metacharacters are literal text.
    expect(await list(t, 'search=%5Binvalid')).toMatchObject({ data: [], totalCount: 0 });

    const first = await list(t, 'limit=3');
    expect(first).toMatchObject({ totalCount: 4, previous: null, next: expect.any(String) });
    const second = await list(t, `limit=3&after=${first.next}`);
    expect(ids(second)).toEqual(['org-acme']);
    expect(second).toMatchObject({ next: null, previous: expect.any(String) });
    expect(ids(await list(t, `limit=3&before=${second.previous}`))).toEqual(ids(first));
    expect(ids(await list(t, 'after=65f1c0de0000000000000000'))).toEqual([]);

    const both = await t.api().get(`/v2/contexts?after=${first.next}&before=${first.next}`);
    expectErrorShape(both.body, 400);
    expect(both.body.message).toBe('Cannot specify both "before" and "after" cursors at the same time.');
  });
});

describe('a trigger\'s context', () => {
  const payload = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };
  const trigger = (t: TestApp, context: object) => t.api().post('/v1/events/trigger', { name: 'password-reset', to: { subscriberId: 'ctx-user', email: 'c@t.test' }, payload, context });

  it('creates the contexts it names with the data it sends, and never updates an existing one', async () => {
    const t = await makeTestApp();
    const res = await trigger(t, { app: 'jira', tenant: { id: 'org-acme', data: { name: 'Acme Corp', plan: 'enterprise' } }, region: { id: 'us-east-1' } });
    expect(res.status).toBe(201);
    const page = await list(t, 'orderDirection=ASC');
    expect(page.data.map((c) => [`${c.type}:${c.id}`, c.data])).toEqual([
      ['app:jira', {}],
      ['tenant:org-acme', { name: 'Acme Corp', plan: 'enterprise' }],
      ['region:us-east-1', {}],
    ]);
    expect((await trigger(t, { tenant: { id: 'org-acme', data: { name: 'Acme Corporation' } } })).status).toBe(201);
    expect((await t.api().get('/v2/contexts/tenant/org-acme')).body.data.data).toEqual({ name: 'Acme Corp', plan: 'enterprise' });
    expect((await list(t)).totalCount).toBe(3);
  });

  it('is stored on the notification and its messages, which the lists filter by contextKeys', async () => {
    const t = await makeTestApp();
    const res = await trigger(t, { tenant: 'org-ctx', app: { id: 'jira' } });
    const { transactionId } = res.body.data;
    const events = (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data;
    expect(events).toHaveLength(1);
    const byContext = (await t.api().get('/v1/notifications?contextKeys=app:jira&contextKeys=tenant:org-ctx')).body.data;
    expect(byContext.map((e: { _id: string }) => e._id)).toEqual([events[0]._id]);
    const messages = (await t.api().get(`/v1/messages?transactionId=${transactionId}`)).body.data;
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect([...message.contextKeys].sort()).toEqual(['app:jira', 'tenant:org-ctx']);
    const filtered = (await t.api().get('/v1/messages?contextKeys=tenant:org-ctx&contextKeys=app:jira')).body.data;
    expect(filtered.map((m: { _id: string }) => m._id).sort()).toEqual(messages.map((m: { _id: string }) => m._id).sort());
    // A context's deletion leaves the keys on what names it.
    await t.api().delete('/v2/contexts/tenant/org-ctx');
    expect((await t.api().get('/v1/messages?contextKeys=tenant:org-ctx&contextKeys=app:jira')).body.data).toHaveLength(messages.length);
  });

  it('refuses a malformed context with 422 and creates nothing', async () => {
    const t = await makeTestApp();
    for (const context of [{ tenant: { invalid: 'value' } }, { a: 'x', b: 'x', c: 'x', d: 'x', e: 'x', f: 'x' }]) {
      const res = await trigger(t, context);
      expect(res.status, JSON.stringify(context)).toBe(422);
      expect(res.body.message).toBe('Validation Error');
    }
    expect((await list(t)).totalCount).toBe(0);
  });

  it('is kept by a snapshot and gone after a reset', async () => {
    const t = await makeTestApp();
    await create(t, { type: 'tenant', id: 'kept', data: { a: 1 } });
    const snapshot = await t.request().get('/__admin/snapshot');
    expect(snapshot.status).toBe(200);
    expect((await t.request().post('/__admin/reset')).status).toBeLessThan(300);
    expect((await list(t)).totalCount).toBe(0);
    const restored = await t.request().put('/__admin/snapshot').send(snapshot.body);
    expect(restored.status, JSON.stringify(restored.body).slice(0, 500)).toBeLessThan(300);
    expect((await t.api().get('/v2/contexts/tenant/kept')).body.data.data).toEqual({ a: 1 });
  });
});

describe('the other writes that name contexts find or create them, as the real use cases do', () => {
  it('an Inbox session, a preference update and a topic subscription create the contexts they name', async () => {
    const t = await makeTestApp();
    const environment = t.deps.registry.resolve('test-api-key');
    const applicationIdentifier = t.deps.registry.fixtureKeys().find((k) => k.apiKey === 'test-api-key')?.applicationIdentifier;
    const session = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriberId: 'ctx-inbox', context: { workspace: { id: 'ws-inbox', data: { name: 'Inbox' } } } });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const subscriberId = environment?.subscribers.list()[0]?.subscriberId as string;
    const preference = await t.api().patch(`/v2/subscribers/${subscriberId}/preferences`, { channels: { email: false }, context: { project: 'p-prefs' } });
    expect(preference.status, JSON.stringify(preference.body)).toBe(200);
    const subscription = await t.api().post('/v2/topics/ctx-topic/subscriptions', { subscriptions: [subscriberId], context: { team: 't-topics' } });
    expect(subscription.status, JSON.stringify(subscription.body)).toBeLessThan(300);
    const keys = (await list(t, 'orderDirection=ASC')).data.map((c) => `${c.type}:${c.id}`);
    expect(keys).toEqual(['workspace:ws-inbox', 'project:p-prefs', 'team:t-topics']);
    expect((await t.api().get('/v2/contexts/workspace/ws-inbox')).body.data.data).toEqual({ name: 'Inbox' });
  });
});
