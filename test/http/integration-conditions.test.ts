/**
 * An integration's `conditions`: checked where the real service stores them (400 with the database's cast
 * words), and read at delivery, where a trigger's tenant that meets them chooses the integration that sends.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type Integration = { _id: string; _environmentId: string; providerId: string; channel: string; primary: boolean; conditions: unknown[] };
let t: Awaited<ReturnType<typeof makeTestApp>>;

const tenantIs = (identifier: string) => [{ children: [{ field: 'identifier', value: identifier, operator: 'EQUAL', on: 'tenant' }] }];
const primaryEmail = () => t.deps.registry.resolve(DEV_KEY)?.integrations.list().find((i) => i.channel === 'email' && i.primary) as Integration;

/** The providers that received the email and the SMS of a password reset sent with `tenant` (none: without). */
async function sentThrough(tenant?: string, key = DEV_KEY): Promise<Record<string, string>> {
  const to = { subscriberId: `cond-${tenant ?? 'none'}`, email: 'cond@example.com', phone: '+15555550100' };
  const res = await t.api(key).post('/v1/events/trigger', { name: 'password-reset', to, payload: {}, ...(tenant ? { tenant } : {}) });
  expect(res.body).toMatchObject({ acknowledged: true, status: 'processed' });
  const apiKey = key === DEV_KEY ? DEV_KEY : PROD_KEY;
  const deliveries = (await t.request().get(`/__admin/outbox?apiKey=${apiKey}&transactionId=${res.body.transactionId}`)).body.data as { channel: string; providerId: string }[];
  return Object.fromEntries(deliveries.map((d) => [d.channel, d.providerId]));
}

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

describe('integration conditions on write', () => {
  it('stores well-formed conditions as sent (the real e2e body)', async () => {
    const res = await t.api().post('/v1/integrations', { providerId: 'sendgrid', channel: 'email', identifier: 'identifier-conditions', conditions: tenantIs('test') });
    expect(res.status).toBe(201);
    expect(res.body.conditions).toEqual(tenantIs('test'));
  });

  it('refuses malformed conditions with 400 Bad Request on create and update, storing nothing', async () => {
    const before = t.stateOf();
    const created = await t.api().post('/v1/integrations', { providerId: 'sendgrid', channel: 'email', identifier: 'identifier-conditions', conditions: [{ children: 'test' }] });
    expectErrorShape(created.body, 400);
    expect(created.body.error).toBe('Bad Request');
    expect(created.body.message).toBe('Integration validation failed: conditions.0.children: Cast to embedded failed for value "test" (type string) at path "children" because of "ObjectParameterError"');
    const updated = await t.api().put(`/v1/integrations/${primaryEmail()._id}`, { credentials: { apiKey: 'SG.123' }, active: true, conditions: [{ children: 'test' }] });
    expectErrorShape(updated.body, 400);
    const flag = await t.api().put(`/v1/integrations/${primaryEmail()._id}`, { conditions: [{ isNegated: 'perhaps', children: [] }] });
    expect(flag.body.message).toBe('Integration validation failed: conditions.0.isNegated: Cast to Boolean failed for value "perhaps" (type string) at path "isNegated" because of "CastError"');
    expect(t.stateOf()).toBe(before);
    expect(primaryEmail().conditions).toEqual([]);
  });

  it('refuses conditions that are not an array of objects as field validation (422)', async () => {
    for (const conditions of ['tenant', ['tenant'], { children: [] }]) {
      const res = await t.api().post('/v1/integrations', { providerId: 'sendgrid', channel: 'email', conditions });
      expect(res.status, JSON.stringify(conditions)).toBe(422);
    }
  });
});

describe('tenant conditions at delivery', () => {
  it("a trigger's tenant that meets an integration's conditions sends through it; other tenants and no tenant use the primary", async () => {
    const postmark = await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', active: true, conditions: tenantIs('acme') });
    expect(postmark.body).toMatchObject({ primary: false, conditions: tenantIs('acme') });
    const plivo = (await t.api().get('/v1/integrations')).body.find((i: Integration) => i._environmentId === DEV_ENV_ID && i.providerId === 'plivo') as Integration;
    await t.api().put(`/v1/integrations/${plivo._id}`, { active: true, conditions: [{ value: 'OR', children: [{ on: 'tenant', field: 'identifier', operator: 'EQUAL', value: 'globex' }, { on: 'tenant', field: 'name', operator: 'EQUAL', value: 'Acme Inc.' }] }] });

    expect(await sentThrough()).toEqual({ email: 'sendgrid', sms: 'twilio' });
    expect(await sentThrough('acme-eu')).toEqual({ email: 'sendgrid', sms: 'twilio' });
    expect(await sentThrough('acme')).toMatchObject({ email: 'postmark' });
    expect(await sentThrough('globex')).toEqual({ email: 'sendgrid', sms: 'plivo' });
    // Production's integrations have no conditions: its acme tenant uses its primaries.
    expect(await sentThrough('acme', PROD_KEY)).toEqual({ email: 'sendgrid', sms: 'twilio' });
  });

  it('an inactive integration with matching conditions is never chosen', async () => {
    await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', active: false, conditions: tenantIs('acme') });
    expect(await sentThrough('acme')).toMatchObject({ email: 'sendgrid' });
  });
});
