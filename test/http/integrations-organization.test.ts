/**
 * `_environmentId` on create and update, as the real v1 routes take it: another environment of the caller's
 * organization gets the integration; the test shows both environments' state.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

type Integration = { _id: string; _environmentId: string; name: string; identifier: string; providerId: string; channel: string; active: boolean; primary: boolean; priority: number; credentials: Record<string, unknown> };
let t: Awaited<ReturnType<typeof makeTestApp>>;

const stored = (key: string) => t.deps.registry.resolve(key)?.integrations.list() ?? [];
const idsOf = (key: string) => stored(key).map((i) => i._id);

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

describe('integrations across the environments of an organization', () => {
  it('creates in another environment of the organization: Production has it, Development does not, both keys list it', async () => {
    const res = await t.api(DEV_KEY).post('/v1/integrations', { providerId: 'postmark', channel: 'email', _environmentId: PROD_ENV_ID, credentials: { apiKey: 'pm-prod' }, active: true });
    expect(res.status).toBe(201);
    const created = res.body as Integration;
    expect(created).toMatchObject({ _environmentId: PROD_ENV_ID, credentials: { apiKey: 'pm-prod' }, active: true, primary: false, priority: 2 });
    expect(idsOf(PROD_KEY)).toContain(created._id);
    expect(idsOf(DEV_KEY)).not.toContain(created._id);
    // Numbered in Production's email channel: its primary moved up, Development's did not.
    expect(stored(PROD_KEY).find((i) => i.channel === 'email' && i.primary)?.priority).toBe(3);
    expect(stored(DEV_KEY).find((i) => i.channel === 'email' && i.primary)?.priority).toBe(2);
    for (const key of [DEV_KEY, PROD_KEY]) {
      expect(((await t.api(key).get('/v1/integrations')).body as Integration[]).find((i) => i._id === created._id)?._environmentId).toBe(PROD_ENV_ID);
    }
    // Production's key owns it now.
    expect((await t.api(PROD_KEY).put(`/v1/integrations/${created._id}`, { name: 'Postmark (prod)' })).body.name).toBe('Postmark (prod)');
  });

  it('moves an integration by update: it leaves Development (renumbered) and joins Production', async () => {
    const mailgun = stored(DEV_KEY).find((i) => i.providerId === 'mailgun') as Integration;
    const res = await t.api(DEV_KEY).put(`/v1/integrations/${mailgun._id}`, { _environmentId: PROD_ENV_ID });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: mailgun._id, _environmentId: PROD_ENV_ID, name: mailgun.name, credentials: mailgun.credentials });
    expect(idsOf(DEV_KEY)).not.toContain(mailgun._id);
    expect(stored(PROD_KEY).find((i) => i._id === mailgun._id)).toMatchObject({ _environmentId: PROD_ENV_ID });
    expect((await t.api(DEV_KEY).put(`/v1/integrations/${mailgun._id}`, { name: 'x' })).status).toBe(404);
    expect((await t.api(PROD_KEY).put(`/v1/integrations/${mailgun._id}`, { name: 'Mailgun (moved)' })).status).toBe(200);
    // Its own environment is accepted as a change too (the real service sets it again).
    const same = await t.api(PROD_KEY).put(`/v1/integrations/${mailgun._id}`, { _environmentId: PROD_ENV_ID });
    expect(same.status).toBe(200);
  });

  it('refuses an environment outside the organization (404) and an identifier another environment has on update (409)', async () => {
    const unknown = 'ffffffffffffffffffffffff';
    const created = await t.api(DEV_KEY).post('/v1/integrations', { providerId: 'postmark', channel: 'email', _environmentId: unknown });
    expectErrorShape(created.body, 404);
    expect(created.body.message).toBe(`Environment ${unknown} not found`);
    const mailgun = stored(DEV_KEY).find((i) => i.providerId === 'mailgun') as Integration;
    const moved = await t.api(DEV_KEY).put(`/v1/integrations/${mailgun._id}`, { _environmentId: unknown });
    expectErrorShape(moved.body, 404);
    expect(stored(DEV_KEY).find((i) => i._id === mailgun._id)?._environmentId).toBe(DEV_ENV_ID);
    // Create checks identifiers in its environment; update, as the real service, in the whole organization.
    const prodIdentifier = stored(PROD_KEY)[1]?.identifier as string;
    expect((await t.api(DEV_KEY).put(`/v1/integrations/${mailgun._id}`, { identifier: prodIdentifier })).status).toBe(409);
    expect((await t.api(DEV_KEY).post('/v1/integrations', { providerId: 'postmark', channel: 'email', identifier: prodIdentifier })).status).toBe(201);
  });

  it('a move counts against the budget of the environment it joins', async () => {
    const small = await makeTestApp({ envelope: false, maxStoredBytes: 300 });
    const mailgun = small.deps.registry.resolve(DEV_KEY)?.integrations.list().find((i) => i.providerId === 'mailgun') as Integration;
    const before = small.stateOf();
    const res = await small.api(DEV_KEY).put(`/v1/integrations/${mailgun._id}`, { _environmentId: PROD_ENV_ID, credentials: { apiKey: 'k'.repeat(400) } });
    expect(res.status).toBe(413);
    expect(small.stateOf()).toBe(before);
  });
});
