/**
 * A control-plane filter never widens what it shows: an empty value (`?to=` from an unset variable) is not
 * "no filter". Every query parameter of every admin operation, sent empty, gets 422 naming it and does
 * nothing; so does one sent as an object (`?to[a]=b`); the in-process helpers refuse `''` the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../src/contract/validator.js';
import { adminOf } from '../../src/mock-admin.js';
import { DEV_KEY, PROD_KEY, expectErrorShape, makeTestApp, sharedContract } from '../helpers/test-app.js';

const reset = { expiresInMinutes: 30, resetUrl: 'https://app.acme.dev/reset?token=abc', ipAddress: '203.0.113.9', code: '123456' };

async function appWithDeliveries() {
  const t = await makeTestApp();
  for (const key of [DEV_KEY, PROD_KEY]) {
    await t.api(key).post('/v1/events/trigger', { name: 'password-reset', to: { subscriberId: 'ada', email: 'ada@example.com', phone: '+15555550123' }, payload: reset }).expect(201);
  }
  return t;
}

type TestApp = Awaited<ReturnType<typeof appWithDeliveries>>;

/** What the empty values must leave as they were: the deliveries, the journal, the clocks. */
async function observable(t: TestApp) {
  const outbox = (await t.request().get('/__admin/outbox?limit=0').expect(200)).body;
  const journal = (await t.request().get('/__admin/requests/count').expect(200)).body;
  const clock = (await t.request().get('/__admin/clock').expect(200)).body;
  return { outbox, journal, frozen: clock.frozen, faults: (await t.request().get('/__admin/faults').expect(200)).body };
}

const call = (t: TestApp, operation: Operation, query: string) => {
  const path = operation.path.replace(/\{[^}]+\}/g, 'x');
  return t.request()[operation.method as 'get' | 'post' | 'put' | 'delete'](`${path}?${query}`);
};

describe('an empty control-plane query value', () => {
  it('is refused with 422 naming it, by every parameter of every operation, and changes nothing', async () => {
    const t = await appWithDeliveries();
    const before = await observable(t);
    expect(before.outbox.total).toBe(4);
    const operations = (await sharedContract()).admin.operations;
    const checked: string[] = [];
    for (const operation of operations) {
      for (const { name } of operation.request?.query ?? []) {
        const res = await call(t, operation, `${name}=`);
        const where = `${operation.method.toUpperCase()} ${operation.path}?${name}=`;
        expect(res.status, `${where}: ${res.text}`).toBe(422);
        const errors = expectErrorShape(res.body, 422).errors as Record<string, { messages: string[] }>;
        expect(errors[`query.${name}`]?.messages, where).toEqual([`${name} must not be empty: give it a value, or leave the parameter out`]);
        checked.push(where);
      }
    }
    // The outbox's and the journal's filters, every scope: the holes this closes.
    for (const where of ['GET /__admin/outbox?to=', 'GET /__admin/outbox/wait?subscriberId=', 'GET /__admin/outbox?transactionId=', 'GET /__admin/outbox?workflowId=', 'GET /__admin/requests?apiKey=', 'DELETE /__admin/outbox?apiKey=', 'POST /__admin/reset?apiKey=']) {
      expect(checked).toContain(where);
    }
    expect(await observable(t)).toEqual(before);
  });

  it('is refused as one item of a list too, and so is a filter sent as an object', async () => {
    const t = await appWithDeliveries();
    for (const query of ['to=ada@example.com&to=', 'to[]=', 'to[a]=ada@example.com', 'subscriberId[0][]=ada', 'apiKey[x]=test-api-key']) {
      const res = await t.request().get(`/__admin/outbox?${query}`);
      expect(res.status, query).toBe(422);
      const [field] = Object.keys(expectErrorShape(res.body, 422).errors as object);
      expect(field, query).toBe(`query.${query.split(/[[=]/)[0]}`);
    }
    // `to[0]` is `to`, as `to[]` is.
    expect((await t.request().get('/__admin/outbox?to[0]=ada@example.com').expect(200)).body.total).toBe(2);
    expect((await t.request().delete('/__admin/outbox?apiKey[k]=test-api-key').expect(422)).body.errors).toHaveProperty(['query.apiKey']);
    expect((await t.request().get('/__admin/outbox?limit=0').expect(200)).body.total).toBe(4);
  });

  it('is refused by the in-process helpers: mock.outbox and mock.requests', async () => {
    const t = await appWithDeliveries();
    const mock = adminOf(t.deps);
    for (const field of ['to', 'subscriberId', 'transactionId', 'workflowId', 'apiKey'] as const) {
      expect(() => mock.outbox.list({ [field]: '' }), field).toThrow(expect.objectContaining({ fields: { [field]: expect.objectContaining({ messages: [`${field} must not be empty: give it a value, or leave it out`] }) } }));
      await expect(mock.outbox.waitFor({ [field]: '' }, { timeout: 0 }), field).rejects.toMatchObject({ fields: { [field]: expect.anything() } });
    }
    for (const field of ['apiKey', 'method', 'path', 'operationId'] as const) {
      expect(() => mock.requests({ [field]: '' }), field).toThrow(expect.objectContaining({ fields: { [field]: expect.anything() } }));
      expect(() => mock.countRequests({ [field]: '' }), field).toThrow(expect.objectContaining({ fields: { [field]: expect.anything() } }));
      expect(() => mock.watchRequests(() => undefined, { [field]: '' }), field).toThrow(expect.objectContaining({ fields: { [field]: expect.anything() } }));
    }
    expect(mock.outbox.list({ to: 'ada@example.com' })).toHaveLength(2);
    expect(mock.requests({ apiKey: DEV_KEY }).length).toBeGreaterThan(0);
  });
});
