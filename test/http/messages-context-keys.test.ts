/**
 * `GET /v1/messages?contextKeys=…` (the official SDK's `messages.retrieve` sends it): exact keys, order
 * aside, as `GET /v1/notifications` — it used to be ignored, so every message came back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { contextKeysFilter } from '../../src/domain/shared/index.js';
import type { Message } from '../../src/domain/messages/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let messages: Message[];
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  messages = t.deps.registry.resolve(DEV_KEY)?.messages.all() ?? [];
});

const keysOf = (m: Message) => [...(m.contextKeys ?? [])].sort().join(',');
const idsWith = (...keys: string[]) => messages.filter((m) => keysOf(m) === [...keys].sort().join(',')).map((m) => m._id);
const list = async (query: string) => {
  const res = await t.api().get(`/v1/messages?limit=1000&${query}`);
  expect(res.status).toBe(200);
  return res.body as { totalCount: number; data: Message[] };
};

describe('GET /v1/messages contextKeys', () => {
  it('returns nothing for a context no message has (it returned every message)', async () => {
    const page = await list('contextKeys=tenant:nonexistent');
    expect(page).toMatchObject({ totalCount: 0, data: [] });
  });

  it('matches the exact keys, one or several (repeated key or key[]), order aside', async () => {
    const acme = idsWith('tenant:acme');
    expect(acme.length).toBeGreaterThan(5);
    expect((await list('contextKeys=tenant:acme')).data.map((m) => m._id)).toEqual(acme);
    const both = idsWith('tenant:acme', 'project:p-102');
    expect(both.length).toBeGreaterThan(5);
    for (const query of ['contextKeys=tenant:acme&contextKeys=project:p-102', 'contextKeys=project:p-102&contextKeys=tenant:acme', 'contextKeys[]=project:p-102&contextKeys[]=tenant:acme']) {
      const page = await list(query);
      expect(page.data.map((m) => m._id)).toEqual(both);
      expect(page.totalCount).toBe(both.length);
    }
    // A subset or a superset of a message's keys is no match.
    expect((await list('contextKeys=project:p-102')).data).toEqual([]);
    expect((await list('contextKeys=tenant:acme&contextKeys=project:p-102&contextKeys=app:web')).data).toEqual([]);
  });

  it('combines with the other filters', async () => {
    const target = messages.find((m) => m.channel === 'in_app' && keysOf(m) === 'tenant:globex') as Message;
    const subscriber = t.deps.registry.resolve(DEV_KEY)?.subscribers.findByInternalId(target._subscriberId);
    const page = await list(`contextKeys=tenant:globex&channel=in_app&subscriberId=${encodeURIComponent(subscriber?.subscriberId ?? '')}`);
    expect(page.data.map((m) => m._id)).toContain(target._id);
    expect(page.data.every((m) => m.channel === 'in_app' && m._subscriberId === target._subscriberId && keysOf(m) === 'tenant:globex')).toBe(true);
  });

  it('answers 422 to a key that is not type:id', async () => {
    const res = await t.api().get('/v1/messages?contextKeys=acme');
    expect(res.status).toBe(422);
    expect(Object.keys(expectErrorShape(res.body, 422).errors as object)).toEqual(['query.contextKeys.0']);
  });

  it('finds the messages of a triggered event with its context', async () => {
    const res = await t.api().post('/v1/events/trigger', {
      name: 'welcome-onboarding',
      to: 'ctx-user',
      payload: { workspaceName: 'Initech', plan: 'pro' },
      context: { tenant: 'initech', project: 'p-9' },
    });
    expect(res.status).toBe(201);
    const page = await list('contextKeys=project:p-9&contextKeys=tenant:initech');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((m) => m.transactionId === res.body.transactionId)).toBe(true);
  });
});

describe('contextKeysFilter (shared by /v1/notifications and /v1/messages)', () => {
  it('is no filter without keys, and never matches a record that repeats a key', () => {
    expect(contextKeysFilter(undefined)).toBeUndefined();
    expect(contextKeysFilter([])).toBeUndefined();
    const filter = contextKeysFilter(['tenant:a', 'project:b']);
    expect(filter?.(['project:b', 'tenant:a'])).toBe(true);
    expect(filter?.(['tenant:a', 'tenant:a'])).toBe(false);
    expect(filter?.(['tenant:a'])).toBe(false);
    expect(filter?.(undefined)).toBe(false);
    expect(contextKeysFilter(['tenant:a', 'tenant:a'])?.(['tenant:a'])).toBe(true);
  });
});
