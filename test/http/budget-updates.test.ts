/**
 * The byte budget charges what a write keeps, also when it changes a record rather than adds one: a
 * message action's payload, a workflow replaced or patched (what the new version adds to the old). A write
 * over the budget is a 413 with the reason, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

const MB = 1024 * 1024;
const budgetOf = (t: Awaited<ReturnType<typeof makeTestApp>>) => t.deps.registry.resolve(DEV_KEY)?.budget;

/** Refused by the byte budget: 413 naming `what` and the option that raises it. */
function expectOverBudget(res: { status: number; body: Record<string, unknown> }, what: string): void {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(413);
  const message = String(expectErrorShape(res.body, 413).message);
  expect(message).toContain(what);
  expect(message).toContain('--max-stored-bytes');
}

describe('message action payloads are charged', () => {
  it('from one widget token: 600 KB payloads until the budget refuses one with 413, which changes nothing', async () => {
    const t = await makeTestApp({ envelope: false, maxStoredBytes: 4 * MB });
    const environment = t.deps.registry.resolve(DEV_KEY);
    if (!environment) throw new Error('no environment');
    const application = t.deps.registry.fixtureKeys().find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
    const session = await t.request().post('/v1/widgets/session/initialize').send({ applicationIdentifier: application, subscriberId: 'clicker' }).expect(201);
    const token = session.body.data.token as string;
    const subscriber = environment.subscribers.find('clicker');
    const notificationId = environment.activity.all()[0]?._id;
    const ids = Array.from({ length: 12 }, (_, i) => `${'a'.repeat(20)}${String(i).padStart(4, '0')}`);
    const messages = ids.map((_id, i) => ({
      _id,
      _notificationId: notificationId,
      _subscriberId: subscriber?._id,
      transactionId: `tx-${i}`,
      channel: 'in_app',
      content: 'Click me',
      read: false,
      seen: false,
      status: 'sent',
      cta: { type: 'redirect', data: { url: '/x' }, action: { status: 'pending', buttons: [{ type: 'primary', content: 'Yes' }] } },
      createdAt: new Date().toISOString(),
    }));
    await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ messages }).expect(201);
    const act = (id: string, fill: string) =>
      t.request().post(`/v1/widgets/messages/${id}/actions/primary`).set('Authorization', `Bearer ${token}`).send({ status: 'done', payload: { answer: fill.repeat(600_000) } });
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await act(id, 'x')).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const refusedAt = statuses.indexOf(413);
    expect(refusedAt, JSON.stringify(statuses)).toBeGreaterThan(4);
    const used = budgetOf(t)?.used().bytes;
    const refused = await act(ids[refusedAt] as string, 'y');
    expectOverBudget(refused, 'This message action would store');
    expect(budgetOf(t)?.used().bytes).toBe(used);
    const stored = environment.messages.all().find((m) => m._id === ids[refusedAt]) as unknown as { cta: { action: { status: string; result?: unknown } } };
    expect(stored.cta.action).toEqual({ status: 'pending', buttons: [{ type: 'primary', content: 'Yes' }] });
    // The same payload again replaces the one kept: nothing more is charged.
    expect((await act(ids[0] as string, 'z')).status).toBe(201);
    expect(budgetOf(t)?.used().bytes).toBe(used);
  });
});

describe('workflow updates are charged the new size minus the old', () => {
  it('PUT and PATCH /v2/workflows of 900 KB after tiny creates: the budget refuses with 413, and the workflow stays as it was', async () => {
    const t = await makeTestApp({ envelope: false, maxStoredBytes: 8 * MB });
    const description = (c: string) => c.repeat(900_000);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      await t.api().post('/v2/workflows', { name: `tiny-${i}`, workflowId: `tiny-${i}`, steps: [] }).expect(201);
      const write = i % 2 === 0 ? t.api().patch(`/v2/workflows/tiny-${i}`, { description: description('p') }) : t.api().put(`/v2/workflows/tiny-${i}`, { name: `tiny-${i}`, steps: [{ name: 'Big', type: 'in_app', controlValues: { body: description('u') } }], preferences: {} });
      statuses.push((await write).status);
    }
    const refusedAt = statuses.indexOf(413);
    expect(refusedAt, JSON.stringify(statuses)).toBeGreaterThan(4);
    const refused = await t.api().patch(`/v2/workflows/tiny-${refusedAt}`, { description: description('q') });
    expectOverBudget(refused, 'This workflow write would store');
    expect((await t.api().get(`/v2/workflows/tiny-${refusedAt}`)).body.description).toBe('');
    // A write that adds nothing (the same size again) passes, over the budget or not.
    const used = budgetOf(t)?.used().bytes;
    expect((await t.api().patch('/v2/workflows/tiny-0', { description: description('r') })).status).toBe(200);
    expect(budgetOf(t)?.used().bytes).toBe(used);
  });

  it('PUT /v1/notification-templates is charged what it adds, not its whole body each time', async () => {
    const t = await makeTestApp({ envelope: false, maxStoredBytes: 4 * MB });
    const created = await t.api().post('/v1/notification-templates', { name: 'Grows', steps: [], notificationGroupId: (await t.api().get('/v1/notification-groups')).body[0]._id }).expect(201);
    const put = (c: string) => t.api().put(`/v1/notification-templates/${created.body._id}`, { data: { note: c.repeat(800_000) } });
    for (const c of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) expect((await put(c)).status).toBe(200);
    expect(budgetOf(t)?.used().bytes).toBeLessThan(2 * MB);
  });
});

describe('integration updates are charged', () => {
  it('PUT /v1/integrations/{id} with 900 KB of configurations: the budget refuses with 413, and the integration stays as it was', async () => {
    const t = await makeTestApp({ envelope: false, maxStoredBytes: 4 * MB });
    const integrations = (await t.api().get('/v1/integrations')).body as { _id: string }[];
    const put = (id: string, c: string) => t.api().put(`/v1/integrations/${id}`, { configurations: { note: c.repeat(900_000) } });
    const statuses: number[] = [];
    for (const { _id } of integrations.slice(0, 8)) statuses.push((await put(_id, 'c')).status);
    const refusedAt = statuses.indexOf(413);
    expect(refusedAt, JSON.stringify(statuses)).toBeGreaterThan(1);
    const target = integrations[refusedAt] as { _id: string };
    const before = t.deps.registry.resolve(DEV_KEY)?.integrations.records().find((i) => i._id === target._id);
    expectOverBudget(await put(target._id, 'd'), 'This integration write would store');
    expect(t.deps.registry.resolve(DEV_KEY)?.integrations.records().find((i) => i._id === target._id)).toBe(before);
  });
});
