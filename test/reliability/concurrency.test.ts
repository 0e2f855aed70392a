/**
 * Concurrency over real HTTP (startMockServer on a free port, many simultaneous `fetch` calls):
 *   - 200 concurrent credential appends to one subscriber keep every device token exactly once;
 *   - concurrent mark-as (read/seen/unread/unseen mixed on the same messages) and profile upserts of one
 *     subscriber lose no update: the expected final state is order-independent by construction;
 *   - concurrent POSTs with one idempotency key have exactly one effect, also while a latency fault keeps
 *     the first one in flight (the others replay it or get 409 + Retry-After).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/server.js';
import { DEV_ENV_ID, DEV_KEY } from '../helpers/test-app.js';
import { call, startTestServer, waitFor } from './helpers/net.js';

let server: MockServer;
beforeAll(async () => {
  server = await startTestServer({ journalSize: 0, envelope: false });
});
afterAll(() => server?.close());
beforeEach(() => {
  server.reset();
  server.clearFaults();
  server.clock.resume();
});

const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(server.url, method, path, { apiKey: DEV_KEY, headers, ...(body === undefined ? {} : { body }) });

interface Channel {
  providerId: string;
  credentials: { deviceTokens?: string[]; webhookUrl?: string };
}
interface SubscriberBody {
  channels?: Channel[];
  [field: string]: unknown;
}
interface MessageBody {
  _id: string;
  read: boolean;
  seen: boolean;
  lastReadDate?: string;
  lastSeenDate?: string;
}

const tokensOf = (subscriber: SubscriberBody, providerId: string) => subscriber.channels?.find((c) => c.providerId === providerId)?.credentials.deviceTokens ?? [];

describe('credentials appends', () => {
  it('200 concurrent PATCHes with distinct device tokens keep every token, exactly once', async () => {
    expect((await api('POST', '/v2/subscribers', { subscriberId: 'many-devices' })).status).toBe(201);
    const tokens = Array.from({ length: 200 }, (_, i) => `device-token-${String(i).padStart(3, '0')}`);
    const answers = await Promise.all(
      tokens.map((token) => api('PATCH', '/v1/subscribers/many-devices/credentials', { providerId: 'fcm', credentials: { deviceTokens: [token] } })),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const stored = tokensOf((await api('GET', '/v2/subscribers/many-devices')).body as SubscriberBody, 'fcm');
    expect(stored).toHaveLength(200);
    expect(new Set(stored).size).toBe(200);
    expect([...stored].sort()).toEqual(tokens);
    // Every answer already held its own token (each append saw a consistent subscriber).
    answers.forEach((a, i) => expect(tokensOf(a.body as SubscriberBody, 'fcm')).toContain(tokens[i]));
  });

  it('concurrent appends of overlapping token lists to two providers: the union per provider, no duplicates', async () => {
    expect((await api('POST', '/v2/subscribers', { subscriberId: 'two-providers' })).status).toBe(201);
    const requests = Array.from({ length: 100 }, (_, i) => ({
      providerId: i % 2 === 0 ? 'fcm' : 'apns',
      // Each list overlaps its neighbours': token i and i+2 (same provider).
      deviceTokens: [`tok-${i}`, `tok-${i + 2}`],
    }));
    const answers = await Promise.all(
      requests.map((r) => api('PATCH', '/v1/subscribers/two-providers/credentials', { providerId: r.providerId, credentials: { deviceTokens: r.deviceTokens } })),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const subscriber = (await api('GET', '/v2/subscribers/two-providers')).body as SubscriberBody;
    for (const providerId of ['fcm', 'apns']) {
      const expected = new Set(requests.filter((r) => r.providerId === providerId).flatMap((r) => r.deviceTokens));
      const stored = tokensOf(subscriber, providerId);
      expect(stored.length, providerId).toBe(expected.size);
      expect(new Set(stored)).toEqual(expected);
    }
  });
});

describe('mark-as and subscriber upserts', () => {
  it('mixed concurrent mark-as on the same messages, profile upserts and credential appends of that subscriber all land', async () => {
    const frozenAt = '2031-03-04T05:06:07.000Z';
    server.clock.freeze(frozenAt);
    // A Development subscriber with enough in-app messages.
    const page = (await api('GET', '/v1/messages?channel=in_app&limit=1000')).body as { data: (MessageBody & { _subscriberId: string })[] };
    const bySubscriber = new Map<string, MessageBody[]>();
    for (const m of page.data) bySubscriber.set(m._subscriberId, [...(bySubscriber.get(m._subscriberId) ?? []), m]);
    const [internalId, inbox] = [...bySubscriber.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (!internalId || !inbox || inbox.length < 5) throw new Error('no Development subscriber with 5 in-app messages');
    const subscriberId = server.deps.registry.resolve(DEV_KEY)?.subscribers.findByInternalId(internalId)?.subscriberId;
    if (!subscriberId) throw new Error('subscriber not found');
    const markPath = `/v1/subscribers/${encodeURIComponent(subscriberId)}/messages/mark-as`;
    const tokensBefore = tokensOf((await api('GET', `/v2/subscribers/${encodeURIComponent(subscriberId)}`)).body as SubscriberBody, 'fcm');

    // Groups of messages and the commuting marks each group gets (any order gives the same end state):
    //   A {read, seen} → read, seen      B {unread, seen} → unread, seen
    //   C {unseen}     → seen=false, read as before      D {seen} → seen, read as before      E untouched
    const [a, b, c, d, ...e] = inbox.map((m) => m._id);
    const groups: { ids: string[]; marks: string[] }[] = [
      { ids: [a as string], marks: ['read', 'seen'] },
      { ids: [b as string], marks: ['unread', 'seen'] },
      { ids: [c as string], marks: ['unseen'] },
      { ids: [d as string], marks: ['seen'] },
    ];
    const initial = new Map(inbox.map((m) => [m._id, m]));
    const markRequests = groups.flatMap((g) =>
      g.marks.flatMap((markAs) =>
        Array.from({ length: 10 }, (_, i) => ({
          // The same message as one id, an array, or a comma-separated string.
          messageId: i % 3 === 0 ? g.ids : i % 3 === 1 ? g.ids.join(',') : (g.ids[0] as string),
          markAs,
        })),
      ),
    );
    const profile: Record<string, unknown> = {
      firstName: 'Concurrent',
      lastName: 'Upsert',
      email: 'concurrent.upsert@example.com',
      phone: '+15555550199',
      locale: 'de-DE',
      timezone: 'Europe/Berlin',
      avatar: 'https://example.com/a.png',
      data: { plan: 'enterprise', seats: 42 },
    };
    // An upsert without `data` sets it to {} (the real controller's `body.data || {}`): each one carries it.
    const { data, ...fields } = profile;
    const upserts = Object.entries(fields).flatMap(([field, value]) => Array.from({ length: 5 }, () => ({ subscriberId, [field]: value, data })));
    const appends = Array.from({ length: 20 }, (_, i) => ({ providerId: 'fcm', credentials: { deviceTokens: [`mixed-${i}`] } }));

    const work = [
      ...markRequests.map((body) => () => api('POST', markPath, body)),
      ...upserts.map((body) => () => api('POST', '/v2/subscribers', body)),
      ...appends.map((body) => () => api('PATCH', `/v1/subscribers/${encodeURIComponent(subscriberId)}/credentials`, body)),
    ];
    // Interleave the three kinds so that they really overlap.
    const shuffled = work.map((w, i) => ({ w, k: (i * 7919) % work.length })).sort((x, y) => x.k - y.k).map((x) => x.w);
    const answers = await Promise.all(shuffled.map((w) => w()));
    expect(answers.filter((r) => r.status >= 300).map((r) => `${r.status} ${r.text}`)).toEqual([]);

    const after = (await api('GET', `/v1/messages?subscriberId=${encodeURIComponent(subscriberId)}&channel=in_app&limit=1000`)).body as { data: MessageBody[] };
    const state = new Map(after.data.map((m) => [m._id, m]));
    const at = (id: string | undefined) => {
      const m = state.get(id as string);
      if (!m) throw new Error(`message ${id} is gone`);
      return m;
    };
    expect(at(a)).toMatchObject({ read: true, seen: true, lastReadDate: frozenAt, lastSeenDate: frozenAt });
    expect(at(b)).toMatchObject({ read: false, seen: true, lastSeenDate: frozenAt });
    expect(at(c)).toMatchObject({ read: initial.get(c as string)?.read, seen: false });
    expect(at(d)).toMatchObject({ read: initial.get(d as string)?.read, seen: true, lastSeenDate: frozenAt });
    // The untouched messages are unchanged; the subscriber they embed is shown as it is now (upserted).
    const record = ({ subscriber: _shownAsNow, ...message }: MessageBody & { subscriber?: unknown }) => message;
    for (const id of e) expect(record(at(id))).toEqual(record(initial.get(id) as MessageBody));

    const subscriber = (await api('GET', `/v2/subscribers/${encodeURIComponent(subscriberId)}`)).body as SubscriberBody;
    expect(subscriber).toMatchObject(profile);
    const tokens = tokensOf(subscriber, 'fcm');
    expect(tokens).toHaveLength(tokensBefore.length + appends.length);
    expect(new Set(tokens)).toEqual(new Set([...tokensBefore, ...appends.map((x) => x.credentials.deviceTokens[0])]));
  });

  it('concurrent upserts of different fields of one new subscriber all land (no field lost, one subscriber)', async () => {
    const fields: Record<string, unknown> = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+442071234567',
      locale: 'en-GB',
      timezone: 'Europe/London',
      avatar: 'https://example.com/ada.png',
      data: { computes: true },
    };
    const answers = await Promise.all(
      Object.entries(fields).flatMap(([field, value]) => Array.from({ length: 10 }, () => api('POST', '/v2/subscribers', { subscriberId: 'race-new', [field]: value }))),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
    expect(new Set(answers.map((a) => (a.body as { _id: string })._id)).size).toBe(1);
    expect((await api('GET', '/v2/subscribers/race-new')).body).toMatchObject(fields);
    const search = (await api('GET', '/v2/subscribers?subscriberId=race-new')).body as { data: unknown[]; totalCount: number };
    expect(search.data).toHaveLength(1);
    expect(search.totalCount).toBe(1);
  });
});

describe('one idempotency key, many concurrent requests', () => {
  const variableBody = (key: string) => ({ key, isSecret: false, values: [{ _environmentId: DEV_ENV_ID, value: `value-of-${key}` }] });
  const variablesNamed = (key: string) => (server.snapshot().organizations[0]?.environmentVariables ?? []).filter((v) => v.key === key);

  /** Splits answers into the one that ran, replays of it, and in-flight refusals; anything else is a failure. */
  function classify(answers: Awaited<ReturnType<typeof api>>[], okStatus: number) {
    const fresh = answers.filter((a) => a.status === okStatus && a.headers.get('idempotency-replay') === null);
    const replays = answers.filter((a) => a.status === okStatus && a.headers.get('idempotency-replay') === 'true');
    const inFlight = answers.filter((a) => a.status === 409 && a.headers.get('retry-after') === '1' && /currently being processed/.test(a.text));
    const other = answers.filter((a) => !fresh.includes(a) && !replays.includes(a) && !inFlight.includes(a));
    return { fresh, replays, inFlight, other: other.map((a) => `${a.status} ${a.text}`) };
  }

  it('50 concurrent creates of one environment variable with one key and body: one effect, the rest replay or 409', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => api('POST', '/v1/environment-variables', variableBody('IDEM_CONCURRENT'), { 'idempotency-key': 'idem-concurrent-1' })));
    const { fresh, replays, inFlight, other } = classify(answers, 200);
    expect(other).toEqual([]);
    expect(fresh).toHaveLength(1);
    expect(replays.length + inFlight.length).toBe(49);
    for (const r of replays) expect(r.body).toEqual(fresh[0]?.body);
    expect(variablesNamed('IDEM_CONCURRENT')).toHaveLength(1);
  });

  it('with a 200 ms latency fault holding the first one in flight: exactly one effect; the others get 409 + Retry-After (or the replay)', async () => {
    expect((await call(server.url, 'POST', '/__admin/faults', { body: { delayMs: 200 } })).status).toBe(201);
    let settled = 0;
    let firstSettledAs = 0;
    const first = api('POST', '/v1/environment-variables', variableBody('IDEM_DELAYED'), { 'idempotency-key': 'idem-delayed-1' }).then((r) => {
      firstSettledAs = ++settled;
      return r;
    });
    await waitFor(() => (server.faults()[0]?.hits ?? 0) >= 1, 'the first request to reach the latency fault');
    const others = await Promise.all(
      Array.from({ length: 49 }, () =>
        api('POST', '/v1/environment-variables', variableBody('IDEM_DELAYED'), { 'idempotency-key': 'idem-delayed-1' }).then((r) => ({ ...r, order: ++settled })),
      ),
    );
    const answers = [await first, ...others];
    // A follower answered before the first one's answer arrived was handled while the first was in flight.
    const early = others.filter((o) => o.order < firstSettledAs);
    expect(early.map((o) => o.status).filter((s) => s !== 409)).toEqual([]);
    const { fresh, replays, inFlight, other } = classify(answers, 200);
    expect(other).toEqual([]);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toBe(answers[0]);
    expect(replays.length + inFlight.length).toBe(49);
    expect(variablesNamed('IDEM_DELAYED')).toHaveLength(1);
    // Once the first has finished, the same key and body replay its answer.
    const again = await api('POST', '/v1/environment-variables', variableBody('IDEM_DELAYED'), { 'idempotency-key': 'idem-delayed-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotency-replay')).toBe('true');
    expect(again.body).toEqual(fresh[0]?.body);
    expect(variablesNamed('IDEM_DELAYED')).toHaveLength(1);
  });

  it('30 concurrent triggers (no transactionId) with one key and body, under latency: one activity event, one transactionId', async () => {
    expect((await call(server.url, 'POST', '/__admin/faults', { body: { path: '/v1/events/trigger', delayMs: 200 } })).status).toBe(201);
    const body = { name: 'comment-mention', to: 'idem-trigger-target', payload: { commenterName: 'G', postTitle: 'P', commentPreview: 'C', commentId: 'c-1' } };
    const eventsBefore = server.snapshot(DEV_KEY).organizations[0]?.environments[0]?.data.notifications.length ?? 0;
    const answers = await Promise.all(Array.from({ length: 30 }, () => api('POST', '/v1/events/trigger', body, { 'idempotency-key': 'idem-trigger-1' })));
    const { fresh, replays, inFlight, other } = classify(answers, 201);
    expect(other).toEqual([]);
    expect(fresh).toHaveLength(1);
    expect(replays.length + inFlight.length).toBe(29);
    const transactionIds = new Set([...fresh, ...replays].map((a) => (a.body as { transactionId: string }).transactionId));
    expect(transactionIds.size).toBe(1);
    const events = server.snapshot(DEV_KEY).organizations[0]?.environments[0]?.data.notifications ?? [];
    expect(events.length).toBe(eventsBefore + 1);
    expect(events.filter((e) => transactionIds.has(e.transactionId))).toHaveLength(1);
  });

  it('one key with 20 different bodies at once: exactly one runs; the others get 409 (in flight) or 422 (other body)', async () => {
    expect((await call(server.url, 'POST', '/__admin/faults', { body: { path: '/v1/environment-variables', delayMs: 50 } })).status).toBe(201);
    const keys = Array.from({ length: 20 }, (_, i) => `IDEM_RACE_${i}`);
    const answers = await Promise.all(keys.map((key) => api('POST', '/v1/environment-variables', variableBody(key), { 'idempotency-key': 'idem-race-1' })));
    const { fresh, inFlight } = classify(answers, 200);
    const otherBody = answers.filter((a) => a.status === 422 && /reused for a different body/.test(a.text));
    expect(fresh).toHaveLength(1);
    expect(fresh.length + inFlight.length + otherBody.length).toBe(20);
    const created = keys.filter((key) => variablesNamed(key).length > 0);
    expect(created).toEqual([(fresh[0]?.body as { key: string }).key]);
  });
});
