/**
 * Today's rules of `/v2/subscribers` (issue 45), from the real source: the repository's search (escaped,
 * case-insensitive regular expressions on email, phone and the trimmed full name), the list use case's cursor
 * check, the profile DTO's validators, the create-or-update use case, and the preference use cases with context
 * preferences on (their e2e tests run them so).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const ids = (res: { body: { data: { subscriberId: string }[] } }) => res.body.data.map((s) => s.subscriberId).sort();

describe('GET /v2/subscribers: the text filters', () => {
  beforeEach(async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'v2r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'Ada.Lovelace@Analytical.example', phone: '+44 20 7946 0018' });
    await t.api().post('/v2/subscribers', { subscriberId: 'v2r-grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@cobol.example', phone: '+1 (555) 010-0199' });
    await t.api().post('/v2/subscribers', { subscriberId: 'v2r-first', firstName: 'Ada', email: 'ada+tag@analytical.example' });
  });

  it('finds by a part of the email, whatever its case', async () => {
    expect(ids(await t.api().get('/v2/subscribers?email=analytical.EXAMPLE'))).toEqual(['v2r-ada', 'v2r-first']);
    expect(ids(await t.api().get('/v2/subscribers?email=LOVELACE@'))).toEqual(['v2r-ada']);
  });

  it('finds by phone, whole or a part of it', async () => {
    expect(ids(await t.api().get(`/v2/subscribers?phone=${encodeURIComponent('+44 20 7946 0018')}`))).toEqual(['v2r-ada']);
    expect(ids(await t.api().get('/v2/subscribers?phone=7946'))).toEqual(['v2r-ada']);
    expect(ids(await t.api().get(`/v2/subscribers?phone=${encodeURIComponent('(555) 010')}`))).toEqual(['v2r-grace']);
  });

  it('reads the filter as text: regular expression characters match themselves', async () => {
    expect(ids(await t.api().get(`/v2/subscribers?email=${encodeURIComponent('ada+tag')}`))).toEqual(['v2r-first']);
    expect((await t.api().get(`/v2/subscribers?email=${encodeURIComponent('ada.*')}`)).body.totalCount).toBe(0);
    expect(ids(await t.api().get(`/v2/subscribers?phone=${encodeURIComponent('+1 (555)')}`))).toEqual(['v2r-grace']);
  });

  it('finds by a part of the trimmed "<firstName> <lastName>", whatever its case', async () => {
    expect(ids(await t.api().get('/v2/subscribers?name=da%20love'))).toEqual(['v2r-ada']);
    expect(ids(await t.api().get('/v2/subscribers?name=HOPPER'))).toEqual(['v2r-grace']);
    // A first name alone is searched without the space the concatenation leaves.
    expect(ids(await t.api().get('/v2/subscribers?name=ada'))).toEqual(['v2r-ada', 'v2r-first']);
    expect((await t.api().get('/v2/subscribers?name=Ada%20')).body.data.map((s: { subscriberId: string }) => s.subscriberId)).toEqual(['v2r-ada']);
  });

  it('combines filters, and counts the matches in totalCount', async () => {
    const res = await t.api().get('/v2/subscribers?email=analytical&name=lovelace');
    expect(ids(res)).toEqual(['v2r-ada']);
    expect(res.body).toMatchObject({ totalCount: 1, totalCountCapped: false, next: null, previous: null });
  });

  it('takes an empty filter as none', async () => {
    const all = (await t.api().get('/v2/subscribers')).body.totalCount;
    expect((await t.api().get('/v2/subscribers?email=&phone=&name=')).body.totalCount).toBe(all);
  });

  it('pages the matches of a part with cursors, forwards and back', async () => {
    for (let i = 0; i < 7; i++) await t.api().post('/v2/subscribers', { subscriberId: `v2r-page-${i}`, email: `page-${i}@Paged.example` });
    const first = await t.api().get('/v2/subscribers?email=paged.EXAMPLE&limit=3');
    expect(first.body.totalCount).toBe(7);
    const second = await t.api().get(`/v2/subscribers?email=paged.EXAMPLE&limit=3&after=${first.body.next}`);
    const third = await t.api().get(`/v2/subscribers?email=paged.EXAMPLE&limit=3&after=${second.body.next}`);
    expect(third.body.next).toBeNull();
    const seen = [first, second, third].flatMap((r) => r.body.data.map((s: { subscriberId: string }) => s.subscriberId));
    expect(new Set(seen).size).toBe(7);
    const back = await t.api().get(`/v2/subscribers?email=paged.EXAMPLE&limit=3&before=${second.body.previous}`);
    expect(back.body.data).toEqual(first.body.data);
  });
});

describe('GET /v2/subscribers: cursors', () => {
  it('answers 400 to after and before together, with the real words', async () => {
    const res = await t.api().get(`/v2/subscribers?after=${'a'.repeat(24)}&before=${'b'.repeat(24)}`);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe('Cannot specify both "before" and "after" cursors at the same time.');
  });
});

describe('POST /v2/subscribers: what a new subscriber keeps', () => {
  it('keeps "" for the simple text fields and null for the others', async () => {
    const empty = await t.api().post('/v2/subscribers', { subscriberId: 'v2r-empty', firstName: '', lastName: '', phone: '', avatar: '' });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ firstName: '', lastName: '', phone: '', avatar: '' });
    const nulls = await t.api().post('/v2/subscribers', { subscriberId: 'v2r-null', email: null, locale: null, timezone: null });
    expect(nulls.status).toBe(201);
    expect(nulls.body).toMatchObject({ email: null, locale: null, timezone: null });
    expect((await t.api().get('/v2/subscribers/v2r-null')).body).toMatchObject({ email: null, locale: null, timezone: null });
  });

  it('has no data when sent none, data: null or data: {}', async () => {
    for (const [subscriberId, extra] of [['v2r-no-data', {}], ['v2r-null-data', { data: null }], ['v2r-empty-data', { data: {} }]] as const) {
      const res = await t.api().post('/v2/subscribers', { subscriberId, ...extra });
      expect(res.status).toBe(201);
      expect(res.body).not.toHaveProperty('data');
    }
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'v2r-data', data: { plan: 'pro' } })).body.data).toEqual({ plan: 'pro' });
  });

  it('accepts locale en_US, refuses an empty locale or timezone', async () => {
    const underscore = await t.api().post('/v2/subscribers', { subscriberId: 'v2r-locale', locale: 'en_US', timezone: 'America/New_York' });
    expect(underscore.status).toBe(201);
    expect(underscore.body).toMatchObject({ locale: 'en_US', timezone: 'America/New_York' });
    for (const [field, message] of [['locale', 'locale must be locale'], ['timezone', 'timezone must be a valid IANA time-zone']]) {
      const res = await t.api().post('/v2/subscribers', { subscriberId: 'v2r-empty-format', [field as string]: '' });
      expect(res.status).toBe(422);
      expectErrorShape(res.body, 422);
      expect(res.body.errors[`body.${field}`].messages).toEqual([message]);
    }
    expect((await t.api().get('/v2/subscribers/v2r-empty-format')).status).toBe(404);
  });

  it('refuses an empty locale or timezone on PATCH too, and clears them with null', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'v2r-patch', locale: 'en-GB', timezone: 'Europe/London' });
    expect((await t.api().patch('/v2/subscribers/v2r-patch', { locale: '' })).status).toBe(422);
    expect((await t.api().patch('/v2/subscribers/v2r-patch', { timezone: '' })).status).toBe(422);
    const cleared = await t.api().patch('/v2/subscribers/v2r-patch', { locale: null, timezone: null });
    expect(cleared.body).toMatchObject({ locale: null, timezone: null });
  });
});

describe('subscriber preferences per context', () => {
  const workflowOf = (res: { body: { workflows: { workflow: { identifier: string }; channels: Record<string, boolean> }[] } }, id: string) =>
    res.body.workflows.find((w) => w.workflow.identifier === id);

  beforeEach(async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'v2r-pref' });
  });

  it('keeps a workflow choice per context; each context reads its own, the default context none', async () => {
    const acme = await t.api().patch('/v2/subscribers/v2r-pref/preferences', { workflowId: 'welcome-onboarding', channels: { email: false }, context: { tenant: 'acme' } });
    expect(acme.status).toBe(200);
    // The answer lists the context's preferences.
    expect(workflowOf(acme, 'welcome-onboarding')?.channels.email).toBe(false);
    await t.api().patch('/v2/subscribers/v2r-pref/preferences', { workflowId: 'welcome-onboarding', channels: { email: true }, context: { tenant: { id: 'globex', data: { plan: 'pro' } } } });

    expect(workflowOf(await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys=tenant:acme'), 'welcome-onboarding')?.channels.email).toBe(false);
    expect(workflowOf(await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys=tenant:globex'), 'welcome-onboarding')?.channels.email).toBe(true);
    expect(workflowOf(await t.api().get('/v2/subscribers/v2r-pref/preferences'), 'welcome-onboarding')?.channels.email).toBe(true);
    expect(workflowOf(await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys='), 'welcome-onboarding')?.channels.email).toBe(true);
  });

  it('matches the exact set of keys, order aside', async () => {
    await t.api().patch('/v2/subscribers/v2r-pref/preferences', { workflowId: 'welcome-onboarding', channels: { email: false }, context: { tenant: 'acme', app: 'web' } });
    const both = await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys=app:web&contextKeys=tenant:acme');
    expect(workflowOf(both, 'welcome-onboarding')?.channels.email).toBe(false);
    const one = await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys=tenant:acme');
    expect(workflowOf(one, 'welcome-onboarding')?.channels.email).toBe(true);
  });

  it('isolates the global choice per context', async () => {
    await t.api().patch('/v2/subscribers/v2r-pref/preferences', { channels: { email: false, in_app: false }, context: { tenant: 'globex' } });
    await t.api().patch('/v2/subscribers/v2r-pref/preferences', { workflowId: 'welcome-onboarding', channels: { email: true }, context: { tenant: 'acme' } });
    const acme = await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys=tenant:acme');
    expect(acme.body.global.channels.email).toBe(true);
    expect(workflowOf(acme, 'welcome-onboarding')?.channels.email).toBe(true);
    const globex = await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys=tenant:globex');
    expect(globex.body.global.channels.email).toBe(false);
    expect(workflowOf(globex, 'welcome-onboarding')?.channels.email).toBe(false);
    expect((await t.api().get('/v2/subscribers/v2r-pref/preferences')).body.global.channels.email).toBe(true);
  });

  it('bulk-updates in a context', async () => {
    const res = await t.api().patch('/v2/subscribers/v2r-pref/preferences/bulk', { context: { tenant: 'acme' }, preferences: [{ workflowId: 'welcome-onboarding', channels: { email: false } }] });
    expect(res.status).toBe(200);
    expect(res.body[0].channels.email).toBe(false);
    expect(workflowOf(await t.api().get('/v2/subscribers/v2r-pref/preferences?contextKeys=tenant:acme'), 'welcome-onboarding')?.channels.email).toBe(false);
    expect(workflowOf(await t.api().get('/v2/subscribers/v2r-pref/preferences'), 'welcome-onboarding')?.channels.email).toBe(true);
  });

  it('refuses more than 5 contexts with the real words, changing nothing', async () => {
    const context = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`type${i}`, `id${i}`]));
    const before = t.stateOf();
    for (const [path, body] of [
      ['/v2/subscribers/v2r-pref/preferences', { channels: { email: false }, context }],
      ['/v2/subscribers/v2r-pref/preferences/bulk', { preferences: [{ workflowId: 'welcome-onboarding', channels: { email: false } }], context }],
    ] as const) {
      const res = await t.api().patch(path, body);
      expect(res.status).toBe(422);
      expectErrorShape(res.body, 422);
      expect(res.body.errors['body.context'].messages).toEqual(['Too many contexts: 6 provided, maximum allowed is 5']);
    }
    expect(t.stateOf()).toBe(before);
  });
});

describe('PATCH /v2/subscribers/{id}/preferences: the schedule', () => {
  it("is checked as the real ScheduleDto: failures under errors.general, a schedule turned off may keep its week", async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'v2r-schedule' });
    const before = t.stateOf();
    const bad = await t.api().patch('/v2/subscribers/v2r-schedule/preferences', { schedule: { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '25:00', end: '05:00 PM' }] } } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.general.messages).toEqual(['schedule.weeklySchedule.monday.hours.0.start must be in 12-hour format (e.g., 09:00 AM or 9:00 AM)']);
    expect(t.stateOf()).toBe(before);
    const off = { isEnabled: false, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '9:00 AM', end: '05:00 PM' }] } } };
    const res = await t.api().patch('/v2/subscribers/v2r-schedule/preferences', { schedule: off });
    expect(res.status).toBe(200);
    expect(res.body.global.schedule).toEqual(off);
  });
});
