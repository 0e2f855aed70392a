import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StartOptions } from '../../src/server.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

/**
 * What the memory budget (`maxStoredBytes`) charges for what a trigger or a topic subscription really
 * keeps, and the render limit: each attack scaled down to a small budget, proving the mechanism.
 */
async function appWith(options: StartOptions = {}) {
  const t = await makeTestApp({ envelope: false, ...options });
  const environment = t.deps.registry.resolve(DEV_KEY);
  if (!environment) throw new Error('no environment');
  /** A digest of each collection the environment holds: equal before and after → the request changed nothing. */
  const state = () => Object.entries(environment.exportData()).map(([name, records]) => `${name}:${createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 12)}`);
  const workflow = async (workflowId: string, steps: object[], extra: object = {}) => {
    const res = await t.api().post('/v2/workflows', { name: workflowId, workflowId, steps, ...extra });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
  };
  const inbox = (body: string) => ({ name: 'Inbox', type: 'in_app', controlValues: { body } });
  return { ...t, environment, state, workflow, inbox };
}

const MENTION = { commenterName: 'Ada', postTitle: 'Roadmap', commentPreview: 'Nice', commentId: 'c1' };

describe('the byte budget charges what a trigger keeps', () => {
  it('charges the overrides: a trigger whose overrides do not fit is refused, storing nothing', async () => {
    const t = await appWith({ maxStoredBytes: 20_000 });
    const small = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'ov-1', payload: MENTION, overrides: { email: { note: 'x'.repeat(100) } } });
    expect(small.status).toBe(201);
    const before = t.state();
    const big = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'ov-2', payload: MENTION, overrides: { email: { blob: 'o'.repeat(30_000) } } });
    expect(big.status).toBe(413);
    expect(expectErrorShape(big.body, 413).message).toMatch(/^This trigger would store 29\.\d KB of data on top of/);
    expect(t.state()).toEqual(before);
  });

  it('charges the payload after the schema filled in its defaults (at its size in memory, not its JSON)', async () => {
    // The workflow write keeps its schema (~20 KB in memory), and each trigger ~20 KB more: the second does not fit.
    const t = await appWith({ maxStoredBytes: 50_000 });
    // 300 small objects: 2.7 KB of JSON, about 20 KB once parsed, copied into every trigger's payload.
    const fill = Array.from({ length: 300 }, (_, k) => ({ k }));
    await t.workflow('with-defaults', [t.inbox('Hi')], { validatePayload: true, payloadSchema: { type: 'object', properties: { fill: { type: 'array', default: fill } } } });
    const used = t.environment.budget.used().bytes;
    expect((await t.api().post('/v1/events/trigger', { name: 'with-defaults', to: 'def-1', payload: {} })).status).toBe(201);
    expect(t.environment.budget.used().bytes - used).toBeGreaterThan(15_000);
    const before = t.state();
    const refused = await t.api().post('/v1/events/trigger', { name: 'with-defaults', to: 'def-1', payload: {} });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('--max-stored-bytes');
    expect(t.state()).toEqual(before);
  });

  it('charges the text each message renders: a repeated placeholder costs its rendered size', async () => {
    const t = await appWith({ maxStoredBytes: 60_000 });
    await t.workflow('echo', [t.inbox('{{payload.a}}'.repeat(10))]);
    const used = t.environment.budget.used().bytes;
    expect((await t.api().post('/v1/events/trigger', { name: 'echo', to: ['e-1', 'e-2'], payload: { a: 'a'.repeat(1000) } })).status).toBe(201);
    // The payload once (~1 KB), and two messages of 10 KB each.
    const charged = t.environment.budget.used().bytes - used;
    expect(charged).toBeGreaterThan(21_000);
    expect(charged).toBeLessThan(22_000);
    expect((await t.api().post('/v1/events/trigger', { name: 'echo', to: ['e-3', 'e-4', 'e-5'], payload: { a: 'a'.repeat(1500) } })).status).toBe(413);
  });
});

describe('the render limit (1 MB of text per message)', () => {
  it('refuses a template that amplifies a payload value past the limit with 413, and stores nothing: no event, job, message, subscriber or tenant change', async () => {
    const t = await appWith();
    await t.workflow('amplify', [t.inbox('{{payload.a}}'.repeat(30))]);
    const before = t.state();
    const budget = t.environment.budget.used();
    const res = await t.api().post('/v1/events/trigger', { name: 'amplify', to: [{ subscriberId: 'amp-new', firstName: 'New' }, 'amp-other'], tenant: { identifier: 'acme', name: 'Renamed by the trigger' }, payload: { a: 'x'.repeat(40_000) } });
    expect(res.status).toBe(413);
    expect(expectErrorShape(res.body, 413).message).toMatch(/^The step's template renders a message of more than 1048576 bytes \(1024 KB\)/);
    expect(t.state()).toEqual(before);
    expect(t.environment.budget.used()).toEqual(budget);
    expect((await t.api().get('/v2/subscribers/amp-new')).status).toBe(404);
    expect((await t.api().get('/v1/tenants/acme')).body.name).toBe('Acme');
  });

  // The work is bounded too: rendering stops at the limit (test/domain/templates.test.ts counts the value's reads).
  it('answers {{payload.a}} × 3000 of 200 KB (600 MB of text, past the longest string V8 can hold) with 413, not a 500', async () => {
    const t = await appWith();
    await t.workflow('overflow', [t.inbox('{{payload.a}}'.repeat(3000))]);
    const before = t.state();
    const res = await t.api().post('/v1/events/trigger', { name: 'overflow', to: 'overflow-user', payload: { a: 'y'.repeat(200 * 1024) } });
    expect(res.status).toBe(413);
    expect(expectErrorShape(res.body, 413).message).toMatch(/^The step's template renders a message of more than 1048576 bytes/);
    expect(t.state()).toEqual(before);
    // The environment goes on: the same workflow with a small value renders.
    expect((await t.api().post('/v1/events/trigger', { name: 'overflow', to: 'overflow-user', payload: { a: 'y' } })).status).toBe(201);
  });

  it('in a bulk trigger, fails only the event that renders too much', async () => {
    const t = await appWith();
    await t.workflow('amplify', [t.inbox('{{payload.a}}'.repeat(30))]);
    const events = t.environment.activity.size;
    const res = await t.api().post('/v1/events/trigger/bulk', { events: [{ name: 'amplify', to: 'bulk-1', payload: { a: 'x' } }, { name: 'amplify', to: 'bulk-2', payload: { a: 'x'.repeat(40_000) } }] });
    expect(res.status).toBe(201);
    expect(res.body.map((r: { status: string }) => r.status)).toEqual(['processed', 'error']);
    expect(res.body[1].error[0]).toContain('renders a message of more than 1048576 bytes');
    expect((await t.api().get('/v2/subscribers/bulk-2')).status).toBe(404);
    expect(t.environment.activity.size).toBe(events + 1);
  });

  it('fails the job of a step that renders too much after a delay, with the reason as its detail; the run ends cleanly', async () => {
    const t = await appWith();
    t.deps.clock.freeze(new Date('2030-05-05T10:00:00.000Z'));
    await t.workflow('later', [{ name: 'Wait', type: 'delay', controlValues: { type: 'regular', amount: 1, unit: 'minutes' } }, t.inbox('{{payload.a}}'.repeat(30))]);
    const messages = t.environment.messages.size;
    const res = await t.api().post('/v1/events/trigger', { name: 'later', to: 'later-user', payload: { a: 'x'.repeat(40_000) } });
    expect(res.status).toBe(201);
    expect((await t.request().post('/__admin/clock').send({ action: 'advance', ms: 120_000 })).status).toBe(200);
    // Due work runs before the next request of the environment.
    expect((await t.api().get('/v1/notifications')).status).toBe(200);
    const jobs = t.environment.activity.all().find((e) => e.transactionId === res.body.transactionId)?.jobs as { type: string; status: string; executionDetails: { detail: string; status: string }[] }[];
    expect(jobs.map((j) => [j.type, j.status])).toEqual([
      ['delay', 'completed'],
      ['in_app', 'failed'],
    ]);
    expect(jobs[1]?.executionDetails.at(-1)).toMatchObject({ status: 'Failed', detail: expect.stringContaining('Message not created: The step\'s template renders a message of more than 1048576 bytes') });
    expect(t.environment.messages.size).toBe(messages);
  });
});

describe('the record limits hold after a delay', () => {
  it('counts the messages a resumed run rendered before: two steps after a delay stop at maxMessages', async () => {
    const t = await appWith({ maxMessages: 3 });
    t.deps.clock.freeze(new Date('2030-05-05T10:00:00.000Z'));
    await t.workflow('two-after-wait', [{ name: 'Wait', type: 'delay', controlValues: { type: 'regular', amount: 1, unit: 'minutes' } }, t.inbox('first'), t.inbox('second')]);
    await t.workflow('one-now', [t.inbox('now')]);
    const messages = t.environment.messages.size;
    expect((await t.api().post('/v1/events/trigger', { name: 'one-now', to: 'limit-user', payload: {} })).status).toBe(201);
    expect((await t.api().post('/v1/events/trigger', { name: 'two-after-wait', to: 'limit-user', payload: {} })).status).toBe(201);
    expect((await t.api().post('/v1/events/trigger', { name: 'one-now', to: 'limit-user', payload: {} })).status).toBe(201);
    expect((await t.request().post('/__admin/clock').send({ action: 'advance', ms: 120_000 })).status).toBe(200);
    // Two messages before the wait ends, three allowed in all: the second step after the wait fails instead of passing the limit.
    expect(t.environment.messages.size - messages).toBe(3);
  });
});

describe('recipient profiles and other writes are charged at their kept size', () => {
  it('refuses a recipient whose data is small as JSON and large in memory', async () => {
    const t = await appWith({ maxStoredBytes: 200_000 });
    // 10,000 empty objects: 30 KB of JSON, over 600 KB once parsed.
    const data = { items: Array.from({ length: 10_000 }, () => ({})) };
    const before = t.state();
    const res = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: { subscriberId: 'heavy', data }, payload: MENTION });
    expect(res.status).toBe(413);
    expect(t.state()).toEqual(before);
  });

  it('charges every other write at its kept size too: a subscriber whose data is small as JSON and large in memory', async () => {
    const t = await appWith({ maxStoredBytes: 200_000 });
    const data = { items: Array.from({ length: 10_000 }, () => ({})) };
    const before = t.state();
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'heavy', data })).status).toBe(413);
    expect((await t.api().patch('/v2/subscribers/' + t.environment.subscribers.list()[0]?.subscriberId, { data })).status).toBe(413);
    expect(t.state()).toEqual(before);
  });
});

describe('topic subscriptions are charged at their kept size', () => {
  it('stops at about limit ÷ 350 bytes subscriptions (a record, its identifier), with 413 and nothing of the refused call stored', async () => {
    const t = await appWith({ maxStoredBytes: 20_000, generateSubscribers: 200 });
    const ids = t.environment.subscribers.list().map((s) => s.subscriberId).slice(0, 200);
    let subscribed = 0;
    let refused: { status: number; body: Record<string, unknown> } | undefined;
    for (let i = 0; i < ids.length && !refused; i += 10) {
      const res = await t.api().post('/v2/topics/budget-topic/subscriptions', { subscriptions: ids.slice(i, i + 10) });
      if (res.status === 201) subscribed += 10;
      else refused = res;
    }
    expect(refused?.status).toBe(413);
    expect(String(refused?.body.message)).toContain('This topic subscription write would store');
    // 20,000 bytes at 320 + the identifier (tk_budget-topic:si_<id>) each: about 55, not thousands.
    expect(subscribed).toBeGreaterThanOrEqual(40);
    expect(subscribed).toBeLessThanOrEqual(60);
    const kept = (await t.api().get('/v2/topics/budget-topic/subscriptions?limit=100')).body.data.length;
    expect(kept).toBe(subscribed);
    // Subscribing again the ones already there stores nothing new and costs nothing.
    expect((await t.api().post('/v2/topics/budget-topic/subscriptions', { subscriptions: ids.slice(0, 10) })).status).toBe(201);
  });
});

describe('templates read own properties only', () => {
  it('renders {{payload.constructor}}, {{payload.__proto__}} and {{subscriber.toString}} as ""', async () => {
    const t = await appWith();
    await t.workflow('proto', [t.inbox('[{{payload.constructor}}|{{payload.__proto__}}|{{subscriber.toString}}|{{payload.hasOwnProperty}}|{{payload.list.length}}|{{payload.name}}]')]);
    const res = await t.api().post('/v1/events/trigger', { name: 'proto', to: 'proto-user', payload: { name: 'Ada', list: [1, 2] } });
    expect(res.status).toBe(201);
    const message = t.environment.messages.all().find((m) => m.transactionId === res.body.transactionId);
    expect(message?.content).toBe('[||||2|Ada]');
  });
});
