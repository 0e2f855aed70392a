import { beforeEach, describe, expect, it } from 'vitest';
import type { Integration } from '../../src/domain/integrations/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let integrations: Integration[];
let production: Integration[];
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  integrations = t.deps.registry.resolve(DEV_KEY)?.integrations.list() ?? [];
  production = t.deps.registry.resolve(PROD_KEY)?.integrations.list() ?? [];
});

const byProvider = (providerId: string) => integrations.find((i) => i.providerId === providerId) as Integration;
const primaries = async (channel: string) =>
  ((await t.api().get('/v1/integrations')).body as Integration[]).filter((i) => i._environmentId === DEV_ENV_ID && i.channel === channel && i.primary);
const ids = (list: { _id: string }[]) => list.map((i) => i._id);

describe('GET /v1/integrations and /v1/integrations/active', () => {
  it('lists every environment of the organization, in creation order, with credentials (both keys alike)', async () => {
    const res = await t.api().get('/v1/integrations');
    expect(res.status).toBe(200);
    const everything = [...integrations, ...production].sort((a, b) => a._id.localeCompare(b._id));
    expect(ids(res.body)).toEqual(ids(everything));
    expect(res.body.filter((i: Integration) => i._environmentId === DEV_ENV_ID)).toHaveLength(integrations.length);
    expect(res.body.filter((i: Integration) => i._environmentId === PROD_ENV_ID)).toHaveLength(production.length);
    const sendgrid = res.body.find((i: Integration) => i._id === byProvider('sendgrid')._id);
    expect(sendgrid.credentials).toEqual(byProvider('sendgrid').credentials);
    expect(sendgrid).toMatchObject({ primary: true, priority: 2 });
    expect((await t.api(PROD_KEY).get('/v1/integrations')).body).toEqual(res.body);
  });

  it('lists the active ones of both environments at /active', async () => {
    const res = await t.api().get('/v1/integrations/active');
    expect(res.body.every((i: Integration) => i.active)).toBe(true);
    expect(ids(res.body)).toEqual(ids([...integrations, ...production].filter((i) => i.active).sort((a, b) => a._id.localeCompare(b._id))));
    expect(new Set(res.body.map((i: Integration) => i._environmentId))).toEqual(new Set([DEV_ENV_ID, PROD_ENV_ID]));
  });
});

describe('POST /v1/integrations/{integrationId}/set-primary', () => {
  it('makes an email integration primary and clears the previous primary (200)', async () => {
    const mailgun = byProvider('mailgun');
    const res = await t.request().post(`/v1/integrations/${mailgun._id}/set-primary`).set('Authorization', `ApiKey ${DEV_KEY}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: mailgun._id, primary: true, active: true, conditions: [], priority: 2, credentials: mailgun.credentials });
    expect((await primaries('email')).map((i) => i._id)).toEqual([mailgun._id]);
  });

  it('activates an inactive sms integration it makes primary', async () => {
    const plivo = byProvider('plivo');
    expect(plivo.active).toBe(false);
    const res = await t.api().post(`/v1/integrations/${plivo._id}/set-primary`);
    expect(res.body).toMatchObject({ active: true, primary: true });
    expect((await primaries('sms')).map((i) => i._id)).toEqual([plivo._id]);
  });

  it('leaves an already primary integration unchanged', async () => {
    const sendgrid = byProvider('sendgrid');
    const before = JSON.stringify(integrations);
    const res = await t.api().post(`/v1/integrations/${sendgrid._id}/set-primary`);
    expect(res.status).toBe(200);
    expect(res.body.primary).toBe(true);
    expect(JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.integrations.list())).toBe(before);
  });

  it('answers 400 for channels without primary, changing nothing', async () => {
    const slack = byProvider('slack');
    const before = JSON.stringify(integrations);
    const res = await t.api().post(`/v1/integrations/${slack._id}/set-primary`);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe('Channel chat does not support primary');
    expect(JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.integrations.list())).toBe(before);
  });

  it('answers 404 for an unknown id, an id of another environment, and 422 for a malformed id', async () => {
    const unknown = await t.api().post('/v1/integrations/ffffffffffffffffffffffff/set-primary');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Integration with id ffffffffffffffffffffffff not found');
    expect((await t.api(PROD_KEY).post(`/v1/integrations/${byProvider('mailgun')._id}/set-primary`)).status).toBe(404);
    expect((await t.api().post('/v1/integrations/xyz/set-primary')).status).toBe(422);
  });
});
