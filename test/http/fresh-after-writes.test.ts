import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/domain/messages/index.js';
import { DEV_ENV_ID, DEV_KEY, makeTestApp } from '../helpers/test-app.js';

// Responses reuse what they derive from immutable records (presentations, JSON text, contract verdicts).
// A write makes new records, so every read after it must show the write — including reads that were
// served from what an earlier read kept.
describe('reads after writes show the writes', () => {
  it('activity events embed the subscriber as it is now', async () => {
    const t = await makeTestApp({ envelope: false });
    const first = (await t.api().get('/v1/notifications?limit=1')).body.data[0];
    await t.api().get('/v1/notifications?limit=1'); // served again, from what the first read kept
    const subscriberId = first.subscriber.subscriberId as string;
    expect((await t.api().post('/v2/subscribers', { subscriberId, firstName: 'Renamed', lastName: 'Person' })).status).toBe(201);
    const listed = (await t.api().get('/v1/notifications?limit=1')).body.data[0];
    expect(listed.subscriber).toMatchObject({ subscriberId, firstName: 'Renamed', lastName: 'Person' });
    const one = (await t.api().get(`/v1/notifications/${first._id}`)).body;
    expect(one.subscriber).toMatchObject({ firstName: 'Renamed' });
  });

  it('inbox pages, subscriber pages and integration lists show marks, upserts and a new primary', async () => {
    const t = await makeTestApp({ envelope: false });
    const environment = t.deps.registry.resolve(DEV_KEY);
    const message = environment?.messages.all().find((m: Message) => m.channel === 'in_app' && !m.read);
    const owner = message && environment?.subscribers.findByInternalId(message._subscriberId);
    if (!message || !owner) throw new Error('no unread in-app message in the fixtures');
    const inbox = `/v1/messages?subscriberId=${encodeURIComponent(owner.subscriberId)}&channel=in_app&limit=100`;
    const readOf = async () => ((await t.api().get(inbox)).body.data as Message[]).find((m) => m._id === message._id)?.read;
    expect([await readOf(), await readOf()]).toEqual([false, false]);
    expect((await t.api().post(`/v1/subscribers/${encodeURIComponent(owner.subscriberId)}/messages/mark-as`, { messageId: message._id, markAs: 'read' })).status).toBe(201);
    expect(await readOf()).toBe(true);

    const page = `/v2/subscribers?subscriberId=${encodeURIComponent(owner.subscriberId)}`;
    await t.api().get(page);
    await t.api().post('/v2/subscribers', { subscriberId: owner.subscriberId, locale: 'fr-FR' });
    expect((await t.api().get(page)).body.data[0].locale).toBe('fr-FR');
    expect((await t.api().get(`/v2/subscribers/${encodeURIComponent(owner.subscriberId)}`)).body.locale).toBe('fr-FR');

    const listed = (await t.api().get('/v1/integrations')).body as { _id: string; _environmentId: string; channel: string; primary: boolean; active: boolean }[];
    const candidate = listed.find((i) => i._environmentId === DEV_ENV_ID && i.channel === 'email' && !i.primary);
    if (!candidate) throw new Error('no second email integration in the fixtures');
    expect((await t.api().post(`/v1/integrations/${candidate._id}/set-primary`)).status).toBe(200);
    const after = (await t.api().get('/v1/integrations')).body as typeof listed;
    // The list is the organization's: Production keeps its own primary.
    expect(after.filter((i) => i._environmentId === candidate._environmentId && i.channel === 'email' && i.primary).map((i) => i._id)).toEqual([candidate._id]);
  });

  it('environment variable lists show an update and a change of secrecy', async () => {
    const t = await makeTestApp({ envelope: false });
    const environmentId = t.deps.registry.resolve(DEV_KEY)?.id as string;
    expect((await t.api().post('/v1/environment-variables', { key: 'FRESH_VAR', values: [{ _environmentId: environmentId, value: 'one' }] })).status).toBe(200);
    const valueOf = async () => ((await t.api().get('/v1/environment-variables?search=FRESH_VAR')).body as { values: { value: string }[] }[])[0]?.values[0]?.value;
    expect([await valueOf(), await valueOf()]).toEqual(['one', 'one']);
    expect((await t.api().patch('/v1/environment-variables/FRESH_VAR', { values: [{ _environmentId: environmentId, value: 'two' }] })).status).toBe(200);
    expect(await valueOf()).toBe('two');
    expect((await t.api().patch('/v1/environment-variables/FRESH_VAR', { isSecret: true })).status).toBe(200);
    expect(await valueOf()).toBe('••••••••');
  });
});
