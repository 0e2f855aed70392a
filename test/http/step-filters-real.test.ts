/**
 * Step filters as the real service evaluates them (its worker's conditions filter), over HTTP: a v1
 * workflow written with filters, a trigger, and what the activity shows of each step's job.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2031-03-01T12:00:00.000Z');
const MINUTE = 60_000;
beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(NOW);
});

type Part = Record<string, unknown>;
type Detail = { detail: string; status: string; raw?: string | null };
type Job = { type: string; status: string; executionDetails: Detail[] };
const group = (children: Part[], value = 'AND', isNegated = false) => ({ isNegated, type: 'GROUP', value, children });
const field = (on: string, f: string, operator: string, value: string) => ({ on, field: f, operator, value });
const inApp = (filters: unknown[] = [], extra: object = {}) => ({ template: { type: 'in_app', content: 'Hello' }, filters, ...extra });

let made = 0;
/** Writes a v1 workflow with these steps; returns its trigger identifier. */
async function workflow(steps: object[]): Promise<string> {
  const res = await t.api().post('/v1/notification-templates', { name: `Filters ${++made}`, notificationGroupId: '665f1c2a9b1e4a0025000001', active: true, steps });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.triggers[0].identifier;
}

/** Triggers it for `to` and returns the jobs of the recipient's event (as `GET /v1/notifications/{id}` shows them). */
async function run(name: string, body: { payload?: object; to?: unknown; tenant?: unknown; actor?: unknown } = {}): Promise<Job[]> {
  const res = await t.api().post('/v1/events/trigger', { name, to: 'filter-user', payload: {}, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [event] = (await t.api().get(`/v1/notifications?transactionId=${res.body.data.transactionId}`)).body.data;
  return (await t.api().get(`/v1/notifications/${event._id}`)).body.data.jobs;
}
const statuses = (jobs: Job[]) => jobs.map((j) => `${j.type}:${j.status}`);

describe('each operator, compared as the real service compares', () => {
  // [operator, field, value, runs] against the payload below
  const rows: [string, string, string, boolean][] = [
    ['EQUAL', 'amount', '250.0', true], // a number field reads the value as a number
    ['EQUAL', 'plan', 'Pro', false], // text is case-sensitive
    ['EQUAL', 'vip', 'true', true], // a boolean field: the value "true"
    ['NOT_EQUAL', 'plan', 'free', true],
    ['LARGER', 'amount', '100', true],
    ['LARGER', 'count', '10', true], // text against text: "7" > "10"
    ['SMALLER', 'amount', '100', false],
    ['LARGER_EQUAL', 'amount', '250', true],
    ['SMALLER_EQUAL', 'amount', '249', false],
    ['IN', 'tags', 'urgent', true], // the field's list includes the value
    ['IN', 'tags', 'urgent,billing', false], // the value is one item, not a list
    ['NOT_IN', 'city', 'Paris', true], // a text field: the value is not part of it
    ['IS_DEFINED', 'plan', '', true],
    ['IS_DEFINED', 'exclude', '', false],
    ['BETWEEN', 'amount', '100,300', false], // in the real model, never compared: never passes
    ['NOT_BETWEEN', 'amount', '1,10', false],
    ['LIKE', 'city', 'London', false],
    ['NOT_LIKE', 'city', 'Paris', false],
  ];

  it('runs the steps whose condition passes and skips the others', async () => {
    const name = await workflow(rows.map(([operator, f, value]) => inApp([group([field('payload', f, operator, value)])])));
    const jobs = await run(name, { payload: { amount: 250, count: '7', plan: 'pro', vip: true, tags: ['urgent', 'billing'], city: 'London' } });
    expect(jobs.map((j, i) => [rows[i]?.[0], rows[i]?.[2], j.status])).toEqual(rows.map(([operator, , value, runs]) => [operator, value, runs ? 'completed' : 'canceled']));
  });

  it('fails the job where the real comparison throws (IN on a number)', async () => {
    const name = await workflow([inApp([group([field('payload', 'amount', 'IN', '250')])]), inApp()]);
    const jobs = await run(name, { payload: { amount: 250 } });
    expect(statuses(jobs)).toEqual(['in_app:failed', 'in_app:completed']);
    expect(jobs[0]?.executionDetails.at(-1)).toMatchObject({ detail: 'actualValue.includes is not a function', status: 'Failed' });
  });
});

describe('what a condition reads (on)', () => {
  it('reads the subscriber and the tenant of the trigger', async () => {
    expect((await t.api().post('/v1/tenants', { identifier: 'filters-co', name: 'Filters Co', data: { tier: 'gold' } })).status).toBe(201);
    const name = await workflow([
      inApp([group([field('subscriber', 'data.plan', 'EQUAL', 'pro')])]),
      inApp([group([field('tenant', 'data.tier', 'EQUAL', 'gold')])]),
      inApp([group([field('tenant', 'identifier', 'EQUAL', 'other')])]),
    ]);
    const jobs = await run(name, { to: { subscriberId: 'filter-user', data: { plan: 'pro' } }, tenant: 'filters-co' });
    expect(statuses(jobs)).toEqual(['in_app:completed', 'in_app:completed', 'in_app:canceled']);
  });

  it('reads whether the subscriber is online, or was within the last minutes', async () => {
    const name = await workflow([
      inApp([group([{ on: 'isOnline', value: true }])]),
      inApp([group([{ on: 'isOnline', value: false }])]),
      inApp([group([{ on: 'isOnlineInLast', timeOperator: 'minutes', value: 5 }])]),
    ]);
    // A subscriber with no presence recorded passes none of them, as in the real service.
    expect(statuses(await run(name))).toEqual(['in_app:canceled', 'in_app:canceled', 'in_app:canceled']);
    expect((await t.api().patch('/v1/subscribers/filter-user/online-status', { isOnline: false })).status).toBe(200);
    t.deps.clock.advance(4 * MINUTE);
    expect(statuses(await run(name))).toEqual(['in_app:canceled', 'in_app:completed', 'in_app:completed']);
    t.deps.clock.advance(2 * MINUTE);
    expect(statuses(await run(name))).toEqual(['in_app:canceled', 'in_app:completed', 'in_app:canceled']);
    expect((await t.api().patch('/v1/subscribers/filter-user/online-status', { isOnline: true })).status).toBe(200);
    expect(statuses(await run(name))).toEqual(['in_app:completed', 'in_app:canceled', 'in_app:completed']);
  });

  it('reads the message of an earlier step of the same run, found by its uuid', async () => {
    const after = (stepType: string) => inApp([group([{ on: 'previousStep', step: 'first-inbox', stepType }])]);
    const name = await workflow([
      inApp([], { uuid: 'first-inbox' }),
      { template: { type: 'delay', content: '' }, metadata: { type: 'regular', amount: 1, unit: 'hours' } },
      after('read'),
      after('unread'),
      after('seen'),
      after('unseen'),
      inApp([group([{ on: 'previousStep', step: 'no-such-step', stepType: 'read' }])]),
    ]);
    const res = await t.api().post('/v1/events/trigger', { name, to: 'filter-user', payload: {} });
    const [message] = (await t.api().get(`/v1/messages?transactionId=${res.body.data.transactionId}`)).body.data;
    const marked = await t.api().post('/v1/subscribers/filter-user/messages/mark-as', { messageId: message._id, markAs: 'seen' });
    expect(marked.status).toBe(201);
    t.deps.clock.advance(60 * MINUTE);
    const [event] = (await t.api().get(`/v1/notifications?transactionId=${res.body.data.transactionId}`)).body.data;
    // Seen but not read; a step that names no step of the run passes.
    expect(statuses(event.jobs)).toEqual(['in_app:completed', 'delay:completed', 'in_app:canceled', 'in_app:completed', 'in_app:completed', 'in_app:canceled', 'in_app:completed']);
    const readDetail = JSON.parse(event.jobs[2].executionDetails.at(-1).raw);
    expect(readDetail.filter.conditions).toEqual([{ filter: 'Previous step', field: 'read', expected: 'true', actual: 'false', operator: 'EQUAL', passed: false }]);
  });
});

describe('variables in a value', () => {
  it('fills {{…}} from the trigger data before comparing', async () => {
    const name = await workflow([
      inApp([group([field('payload', 'amount', 'LARGER', '{{payload.threshold}}')])]),
      inApp([group([field('payload', 'title', 'EQUAL', 'Test {{actor.firstName}}')])]),
      inApp([group([field('payload', 'title', 'EQUAL', '{{payload.title}}')])]),
    ]);
    const jobs = await run(name, { payload: { amount: 250, threshold: 300, title: 'Test Grace' }, actor: { subscriberId: 'filter-actor', firstName: 'Grace' } });
    expect(statuses(jobs)).toEqual(['in_app:canceled', 'in_app:completed', 'in_app:completed']);
    const detail = JSON.parse(jobs[0]?.executionDetails.at(-1)?.raw ?? '{}');
    expect(detail.filter.conditions[0]).toEqual({ filter: 'Payload', field: 'amount', expected: '300', actual: '250', operator: 'LARGER', passed: false });
  });
});

describe('joining conditions', () => {
  const yes = field('payload', 'plan', 'EQUAL', 'pro');
  const no = field('payload', 'plan', 'EQUAL', 'free');

  it('applies AND and OR, ignores isNegated, and runs a step when any of its filters passes', async () => {
    const name = await workflow([
      inApp([group([yes, no], 'AND')]),
      inApp([group([no, yes], 'OR')]),
      inApp([group([no], 'AND', true)]), // negated: still skipped, as by the real service
      inApp([group([no]), group([yes])]), // two filters: one passing is enough
      inApp([group([no]), group([no, yes], 'AND')]),
    ]);
    expect(statuses(await run(name, { payload: { plan: 'pro' } }))).toEqual(['in_app:canceled', 'in_app:completed', 'in_app:canceled', 'in_app:completed', 'in_app:canceled']);
  });
});

describe('what the activity records of a filtered step', () => {
  it('cancels a channel step with the real words and the conditions checked; skips a delay', async () => {
    const name = await workflow([
      inApp([group([field('payload', 'exclude', 'IS_DEFINED', '')])]),
      { template: { type: 'delay', content: '' }, metadata: { type: 'regular', amount: 1, unit: 'hours' }, filters: [group([field('payload', 'exclude', 'IS_DEFINED', '')])] },
      inApp(),
    ]);
    const jobs = await run(name, { payload: { plan: 'pro' } });
    expect(statuses(jobs)).toEqual(['in_app:canceled', 'delay:skipped', 'in_app:completed']);
    expect(jobs[0]?.executionDetails.at(-1)).toMatchObject({ detail: 'Step was skipped based on steps conditions', status: 'Failed' });
    expect(JSON.parse(jobs[0]?.executionDetails.at(-1)?.raw ?? '')).toEqual({
      filter: { conditions: [{ filter: 'Payload', field: 'exclude', expected: '', actual: '', operator: 'IS_DEFINED', passed: false }], passed: false },
    });
    expect(jobs[1]?.executionDetails.at(-1)).toMatchObject({ detail: 'Step was skipped based on steps conditions', status: 'Success', raw: null });
  });
});

describe('the real e2e test of filtered digests', () => {
  it('skips the digests whose filter fails and runs the one that passes (should filter multiple digest steps)', async () => {
    const digest = (digestType: string) => ({
      template: { type: 'digest', content: '' },
      metadata: { type: 'regular', amount: 2, unit: 'seconds' },
      filters: [group([field('payload', 'digest_type', 'EQUAL', digestType)])],
    });
    const email = { template: { type: 'email', subject: 'Test email subject', content: 'This is a sample text block' } };
    const name = await workflow([email, digest('1'), digest('2'), digest('3'), email]);
    const res = await t.api().post('/v1/events/trigger', { name, to: { subscriberId: 'filter-user', email: 'filter-user@example.com' }, payload: { digest_type: '2' } });
    t.deps.clock.advance(2000);
    const [event] = (await t.api().get(`/v1/notifications?transactionId=${res.body.data.transactionId}`)).body.data;
    expect(statuses(event.jobs)).toEqual(['email:completed', 'digest:skipped', 'digest:completed', 'digest:skipped', 'email:completed']);
    const emails = (await t.api().get(`/v1/messages?transactionId=${res.body.data.transactionId}&channel=email`)).body.data;
    expect(emails).toHaveLength(2);
  });
});

describe('webhook conditions', () => {
  const webhook = { on: 'webhook', field: 'ok', value: 'true', operator: 'EQUAL', webhookUrl: 'https://filters.example.com' };

  it('are refused by name on write (v1 notification templates and v1 workflows), nothing stored', async () => {
    const before = (await t.api().get('/v1/notification-templates?limit=100')).body.totalCount;
    for (const path of ['/v1/notification-templates', '/v1/workflows']) {
      const res = await t.api().post(path, { name: 'Webhook filtered', notificationGroupId: '665f1c2a9b1e4a0025000001', steps: [inApp([group([field('payload', 'plan', 'EQUAL', 'pro'), webhook])])] });
      expect(res.status).toBe(422);
      expectErrorShape(res.body, 422);
      expect(res.body.errors['body.steps.0.filters.0.children.1.on'].messages[0]).toMatch(/^is a webhook filter, which the mock does not run/);
    }
    expect((await t.api().get('/v1/notification-templates?limit=100')).body.totalCount).toBe(before);
  });
});

describe('fixtures (POST /__admin/fixtures, and fixture files, which share the check)', () => {
  const load = (steps: object[]) =>
    t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [{ name: 'Fixture filters', triggers: [{ identifier: 'fixture-filters' }], active: true, steps }] });

  it('load every filter part of the real model but webhooks, and run them', async () => {
    const loaded = await load([
      inApp([group([field('payload', 'exclude', 'IS_DEFINED', '')])], { uuid: 'fixture-first' }),
      inApp([group([field('tenant', 'identifier', 'EQUAL', 'nobody')])]),
      inApp([group([{ on: 'previousStep', step: 'fixture-first', stepType: 'unread' }])]),
      inApp([group([{ on: 'isOnline', value: true }, { on: 'isOnlineInLast', timeOperator: 'days', value: 1 }], 'OR')]),
    ]);
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
    // The first step is skipped, so the third has no earlier message to read: it passes.
    expect(statuses(await run('fixture-filters', { payload: { plan: 'pro' } }))).toEqual(['in_app:canceled', 'in_app:canceled', 'in_app:completed', 'in_app:canceled']);
  });

  it('refuse a webhook condition by name, loading nothing', async () => {
    const res = await load([inApp([group([{ on: 'webhook', field: 'ok', value: 'true', operator: 'EQUAL', webhookUrl: 'https://filters.example.com' }])])]);
    expect(res.status).toBe(422);
    expect(res.body.errors['body.workflows'].messages[0]).toMatch(/^body\.workflows record #0 \(name "Fixture filters"\): field "steps\.0\.filters\.0\.children\.0\.on": is a webhook filter, which the mock does not run/);
    expect((await t.api().get('/v2/workflows/fixture-filters')).status).toBe(404);
  });
});
