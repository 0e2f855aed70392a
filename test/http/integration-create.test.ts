import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Integration = { _id: string; _environmentId: string; name: string; identifier: string; providerId: string; channel: string; active: boolean; primary: boolean; priority: number; credentials?: unknown };

const list = async (t: TestApp, key = DEV_KEY) => (await t.api(key).get('/v1/integrations')).body.data as Integration[];
const primaryOf = async (t: TestApp, channel: string) => (await list(t)).filter((i) => i._environmentId === DEV_ENV_ID && i.channel === channel && i.primary);

describe('POST /v1/integrations', () => {
  it('creates with 201: the provider name, a generated identifier, inactive by default (priority 0), credentials stored and returned', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', credentials: { apiKey: 'pm-secret', from: 'a@b.co' } });
    expect(res.status).toBe(201);
    const created = res.body.data as Integration;
    expect(created).toMatchObject({ name: 'Postmark', providerId: 'postmark', channel: 'email', active: false, primary: false, priority: 0, deleted: false, _environmentId: DEV_ENV_ID });
    expect(created.identifier).toMatch(/^postmark-[0-9a-z]{6}$/);
    expect(created.credentials).toEqual({ apiKey: 'pm-secret', from: 'a@b.co' });

    const listed = (await list(t)).find((i) => i._id === created._id);
    expect(listed).toEqual(created);
    expect((await t.api().get('/v1/integrations/active')).body.data.map((i: Integration) => i._id)).not.toContain(created._id);
    const stored = t.deps.registry.resolve(DEV_KEY)?.integrations.records().find((i) => i._id === created._id);
    expect(stored?.credentials).toEqual({ apiKey: 'pm-secret', from: 'a@b.co' });

    // A name sent is kept, and slugged into the generated identifier; `check` is accepted.
    const named = (await t.api().post('/v1/integrations', { providerId: 'ses', channel: 'email', name: 'Amazon SES (Europe)', check: false })).body.data as Integration;
    expect(named.name).toBe('Amazon SES (Europe)');
    expect(named.identifier).toMatch(/^amazon-ses-europe-[0-9a-z]{6}$/);
  });

  it('an active email or sms integration becomes primary only when its channel\'s highest priority is not the primary', async () => {
    const t = await makeTestApp();
    const [sendgrid] = await primaryOf(t, 'email');
    expect(sendgrid?.priority).toBe(2);
    const second = (await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', active: true })).body.data as Integration;
    // Just below the primary, which moves one up.
    expect(second).toMatchObject({ active: true, primary: false, priority: 2 });
    expect(await primaryOf(t, 'email')).toMatchObject([{ _id: sendgrid?._id, priority: 3 }]);

    await t.api().put(`/v1/integrations/${sendgrid?._id}`, { active: false });
    const third = (await t.api().post('/v1/integrations', { providerId: 'mailjet', channel: 'email', active: true })).body.data as Integration;
    // The highest left (postmark, 2) is not primary: the new one goes on top and is the primary.
    expect(third).toMatchObject({ primary: true, priority: 3 });
    expect((await primaryOf(t, 'email')).map((i) => i._id)).toEqual([third._id]);

    // Other channels have no primary.
    expect((await t.api().post('/v1/integrations', { providerId: 'slack', channel: 'chat', active: true })).body.data).toMatchObject({ primary: false, priority: 0 });
  });

  it('refuses a taken identifier, a second in-app or managed provider', async () => {
    const t = await makeTestApp();
    const taken = await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', identifier: 'sendgrid-r7lu7k' });
    expectErrorShape(taken.body, 409);
    expect(taken.body.message).toBe('Integration with identifier already exists');
    // Identifiers are per environment: a production one is free here.
    const prodIdentifier = (await list(t, PROD_KEY)).find((i) => i._environmentId === PROD_ENV_ID)?.identifier as string;
    expect((await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', identifier: prodIdentifier })).status).toBe(201);

    const inApp = await t.api().post('/v1/integrations', { providerId: 'svc', channel: 'in_app' });
    expectErrorShape(inApp.body, 400);
    expect(inApp.body.message).toBe('One environment can only have one In app provider');

    expect((await t.api().post('/v1/integrations', { providerId: 'svc-sms', channel: 'sms' })).status).toBe(201);
    const managed = await t.api().post('/v1/integrations', { providerId: 'svc-sms', channel: 'sms' });
    expectErrorShape(managed.body, 409);
    expect(managed.body.message).toBe('Integration with novu provider for sms channel already exists');
  });

  it('refuses a malformed body with 422 and stores nothing', async () => {
    const t = await makeTestApp();
    const before = t.stateOf();
    for (const body of [{ channel: 'email' }, { providerId: 'postmark' }, { providerId: 'not-a-provider', channel: 'email' }, { providerId: 'postmark', channel: 'fax' }, { providerId: 'postmark', channel: 'email', active: 'yes' }]) {
      const res = await t.api().post('/v1/integrations', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectErrorShape(res.body, 422);
    }
    expect(t.stateOf()).toBe(before);
  });

  it('belongs to the caller\'s environment: the other key lists it (organization-wide) but cannot write it', async () => {
    const t = await makeTestApp();
    const created = (await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email' })).body.data as Integration;
    expect((await list(t, PROD_KEY)).find((i) => i._id === created._id)).toMatchObject({ _environmentId: DEV_ENV_ID });
    expect((await t.api(PROD_KEY).put(`/v1/integrations/${created._id}`, { name: 'x' })).status).toBe(404);
  });

  it('serves the rest of the old SDK calls on what it creates: update, set as primary (body {}), delete', async () => {
    const t = await makeTestApp();
    const created = (await t.api().post('/v1/integrations', { providerId: 'nexmo', channel: 'sms', name: 'Nexmo backup' })).body.data as Integration;
    expect((await t.api().put(`/v1/integrations/${created._id}`, { name: 'Nexmo (EU)', active: true })).body.data).toMatchObject({ name: 'Nexmo (EU)', active: true, primary: false });
    const primary = await t.api().post(`/v1/integrations/${created._id}/set-primary`, {});
    expect(primary.status).toBe(200);
    expect(primary.body.data).toMatchObject({ _id: created._id, primary: true });
    expect((await primaryOf(t, 'sms')).map((i) => i._id)).toEqual([created._id]);
    const left = await t.api().delete(`/v1/integrations/${created._id}`);
    expect(left.status).toBe(200);
    expect(left.body.data.map((i: Integration) => i._id)).not.toContain(created._id);
  });

  it('integration writes count against the stored-bytes budget: a refused one stores nothing', async () => {
    const t = await makeTestApp({ maxStoredBytes: 300 });
    const before = t.stateOf();
    const refused = await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', credentials: { apiKey: 'k'.repeat(400) } });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('This integration write would store');
    expect(t.stateOf()).toBe(before);
  });
});
