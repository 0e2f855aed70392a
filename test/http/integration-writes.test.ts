import { beforeEach, describe, expect, it } from 'vitest';
import type { Integration } from '../../src/domain/integrations/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');

const integrations = (key = DEV_KEY) => t.deps.registry.resolve(key)?.integrations.list() ?? [];
const primaryEmail = () => integrations().find((i) => i.channel === 'email' && i.primary) as Integration;
const otherEmail = () => integrations().find((i) => i.channel === 'email' && !i.primary) as Integration;

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(NOW);
});

describe('PUT /v1/integrations/{integrationId}', () => {
  it('sets the fields sent and returns the integration with its credentials (replaced whole)', async () => {
    const target = otherEmail();
    const res = await t.api().put(`/v1/integrations/${target._id}`, { name: 'Backup mail', credentials: { apiKey: 'k-secret' }, check: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: target._id, name: 'Backup mail', identifier: target.identifier, active: target.active, primary: false, priority: 1 });
    expect(res.body.credentials).toEqual({ apiKey: 'k-secret' });
    expect(integrations().find((i) => i._id === target._id)?.credentials).toEqual({ apiKey: 'k-secret' });
  });

  it('turning the primary email integration off makes it no longer primary: email steps then find none', async () => {
    const primary = primaryEmail();
    const res = await t.api().put(`/v1/integrations/${primary._id}`, { active: false });
    expect(res.body).toMatchObject({ active: false, primary: false });
    expect(integrations().some((i) => i.channel === 'email' && i.primary)).toBe(false);
    const back = await t.api().put(`/v1/integrations/${primary._id}`, { active: true });
    expect(back.body).toMatchObject({ active: true, primary: false });
  });

  it('conditions on the primary integration make it no longer primary', async () => {
    const res = await t.api().put(`/v1/integrations/${primaryEmail()._id}`, { conditions: [{ children: [{ field: 'tenant', value: 'acme', operator: 'EQUAL' }] }] });
    expect(res.body.primary).toBe(false);
  });

  it('answers 400 with nothing to change, 409 for a taken identifier, 404 for an unknown or foreign id', async () => {
    const target = otherEmail();
    const nothing = await t.api().put(`/v1/integrations/${target._id}`, {});
    expect(nothing.status).toBe(400);
    expect(expectErrorShape(nothing.body, 400).message).toBe('No properties found for update');
    const taken = await t.api().put(`/v1/integrations/${target._id}`, { identifier: primaryEmail().identifier });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Integration with identifier already exists');
    const same = await t.api().put(`/v1/integrations/${target._id}`, { identifier: target.identifier, name: 'Same id' });
    expect(same.status).toBe(200);
    // The real service finds it anywhere in the organization; the mock keeps writes to the key's environment.
    const foreign = integrations(PROD_KEY)[0] as Integration;
    const res = await t.api().put(`/v1/integrations/${foreign._id}`, { name: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Entity with id ${foreign._id} not found`);
  });
});

describe('DELETE /v1/integrations/{integrationId}', () => {
  it('deletes it and returns the integrations left (without credentials); a deleted primary leaves email steps without an integration', async () => {
    const primary = primaryEmail();
    const res = await t.api().delete(`/v1/integrations/${primary._id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((i: Integration) => i._id)).not.toContain(primary._id);
    expect(res.body).toHaveLength(integrations().length);
    expect(res.body.every((i: Integration) => i.credentials === undefined)).toBe(true);
    expect((await t.api().get('/v1/integrations')).body.map((i: Integration) => i._id)).not.toContain(primary._id);
    // The channel's active integrations are renumbered: mailgun, alone, is 1 (and still not primary).
    expect(res.body.find((i: Integration) => i.providerId === 'mailgun')).toMatchObject({ priority: 1, primary: false });

    const sent = await t.api().post('/v1/events/trigger', { name: 'password-reset', to: { subscriberId: 'int-del', email: 'a@example.com' }, payload: {} });
    const event = t.deps.registry.resolve(DEV_KEY)?.activity.all().find((n) => n.transactionId === sent.body.transactionId);
    expect(JSON.stringify(event?.jobs)).toContain('Subscriber does not have an active integration');

    const again = await t.api().delete(`/v1/integrations/${primary._id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Entity with id ${primary._id} not found`);
  });
});
