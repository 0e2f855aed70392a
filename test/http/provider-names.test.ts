/**
 * The service's own providers and origins: the real wire's names (`novu`, `novu-email`, `novu-sms`,
 * `novu-slack`, `novu-cloud`) by default, the API document's (`svc…`) with `--no-envelope`, either taken on
 * input in both modes, and records keep the real ones.
 */
import { describe, expect, it } from 'vitest';
import { makeInboxApp } from '../helpers/inbox-app.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Named = { providerId: string; channel?: string; _id: string };

const MODES = [
  { mode: 'default (real names)', envelope: true, inApp: 'novu', email: 'novu-email', sms: 'novu-sms', slack: 'novu-slack' },
  { mode: '--no-envelope (the document\'s names)', envelope: false, inApp: 'svc', email: 'svc-email', sms: 'svc-sms', slack: 'svc-slack' },
] as const;

/** The answer's result, inside the envelope or bare. */
const resultOf = (t: { envelope: boolean }, body: { data?: unknown }) => (t.envelope ? body.data : body) as never;
const stored = (t: TestApp) => t.deps.registry.resolve(DEV_KEY)?.integrations.records() ?? [];

describe.each(MODES)('provider names, $mode', (names) => {
  const app = async () => Object.assign(await makeTestApp({ envelope: names.envelope }), { envelope: names.envelope });

  it('lists the fixtures\' own providers in the mode\'s spelling, and never the other one', async () => {
    const t = await app();
    const res = await t.api().get('/v1/integrations');
    expect(res.status).toBe(200);
    const providers = (resultOf(t, res.body) as Named[]).map((i) => i.providerId);
    expect(providers).toContain(names.inApp);
    expect(providers).toContain(names.slack);
    const other = names.envelope ? /"svc(-[a-z]+)?"/ : /"novu(-[a-z]+)?"/;
    expect(JSON.stringify(res.body)).not.toMatch(other);
  });

  it('creates with either spelling; the record keeps the real one; the rules of the service\'s own providers hold for both', async () => {
    const t = await app();
    for (const sent of ['novu-sms', 'svc-email']) {
      const res = await t.api().post('/v1/integrations', { providerId: sent, channel: sent.endsWith('sms') ? 'sms' : 'email' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const created = resultOf(t, res.body) as Named;
      expect(created.providerId).toBe(sent.endsWith('sms') ? names.sms : names.email);
      expect(stored(t).find((i) => i._id === created._id)?.providerId).toBe(sent.endsWith('sms') ? 'novu-sms' : 'novu-email');
    }
    // A second managed SMS provider, in the other spelling, is the same provider: 409.
    const again = await t.api().post('/v1/integrations', { providerId: 'svc-sms', channel: 'sms' });
    expect(expectErrorShape(again.body, 409).message).toBe('Integration with novu provider for sms channel already exists');
    // The environment has its in-app provider already, whichever way a second one is spelled.
    for (const providerId of ['novu', 'svc']) {
      const inApp = await t.api().post('/v1/integrations', { providerId, channel: 'in_app' });
      expect(expectErrorShape(inApp.body, 400).message).toBe('One environment can only have one In app provider');
    }
  });

  it('stores credentials sent for either spelling of the service\'s Slack under the real one, and deletes them by either', async () => {
    const t = await app();
    await t.api().post('/v2/subscribers', { subscriberId: 'names-user' }).expect(201);
    const res = await t.api().patch('/v1/subscribers/names-user/credentials', { providerId: 'svc-slack', credentials: { webhookUrl: 'https://hooks.slack.test/T9' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const channels = (resultOf(t, res.body) as { channels: Named[] }).channels;
    expect(channels.map((c) => c.providerId)).toEqual([names.slack]);
    const record = t.deps.registry.resolve(DEV_KEY)?.subscribers.find('names-user');
    expect(record?.channels?.map((c) => c.providerId)).toEqual(['novu-slack']);
    await t.api().delete('/v1/subscribers/names-user/credentials/novu-slack').expect(204);
    expect(t.deps.registry.resolve(DEV_KEY)?.subscribers.find('names-user')?.channels).toEqual([]);
  });

  it('spells the in-app messages\' provider, and an email through the managed provider in messages, activity and the outbox', async () => {
    const t = await app();
    const created = resultOf(t, (await t.api().post('/v1/integrations', { providerId: 'novu-email', channel: 'email', active: true }).expect(201)).body) as Named;
    await t.api().post(`/v1/integrations/${created._id}/set-primary`).expect(200);
    // A payload's own `providerId` is the caller's data: never renamed.
    const payload = { providerId: 'novu', origin: 'novu-cloud' };
    const sent = await t.api().post('/v1/events/trigger', { name: 'welcome-onboarding', to: { subscriberId: 'names-reader', email: 'reader@example.com' }, payload }).expect(201);
    const transactionId = (resultOf(t, sent.body) as { transactionId: string }).transactionId;

    // Pages go whole in both modes.
    const messages = (await t.api().get(`/v1/messages?transactionId=${transactionId}`).expect(200)).body as { data: (Named & { payload: unknown })[] };
    expect(messages.data.map((m) => [m.channel, m.providerId]).sort()).toEqual([['email', names.email], ['in_app', names.inApp]]);
    for (const message of messages.data) expect(message.payload).toEqual(payload);

    const events = (await t.api().get(`/v1/notifications?transactionId=${transactionId}`).expect(200)).body as { data: { jobs: (Named & { type: string; executionDetails: { providerId?: string }[] })[]; payload: unknown }[] };
    const emailJob = events.data[0]?.jobs.find((j) => j.type === 'email');
    expect(emailJob?.providerId).toBe(names.email);
    expect(emailJob?.executionDetails.filter((d) => d.providerId !== undefined).map((d) => d.providerId)).toContain(names.email);
    expect(events.data[0]?.payload).toEqual(payload);

    const outbox = await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&channel=email`).expect(200);
    expect(outbox.body.data.map((d: Named) => d.providerId)).toEqual([names.email]);
  });
});

describe('records in the document\'s spelling', () => {
  it('an admin fixture load and a snapshot restore keep them in the real one', async () => {
    const t = await makeTestApp();
    const loaded = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ integrations: [{ providerId: 'svc-sms', channel: 'sms', identifier: 'managed-sms' }] });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
    expect(stored(t).find((i) => i.identifier === 'managed-sms')?.providerId).toBe('novu-sms');

    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`).expect(200)).body;
    // A snapshot written in the document's spelling, as an older mock kept records.
    const older = JSON.parse(JSON.stringify(snapshot).replaceAll('"novu-sms"', '"svc-sms"').replaceAll('"providerId":"novu"', '"providerId":"svc"'));
    expect(JSON.stringify(older)).toContain('"svc-sms"');
    await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(older).expect(200);
    const records = stored(t);
    expect(records.find((i) => i.identifier === 'managed-sms')?.providerId).toBe('novu-sms');
    expect(records.some((i) => i.providerId === 'novu')).toBe(true);
    expect(JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.exportData())).not.toMatch(/"providerId":"svc/);
  });
});

describe('the Inbox and the widget', () => {
  it('keep the real names under --no-envelope, as they keep their envelope', async () => {
    const t = await makeInboxApp('names-widget');
    await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'names-widget', payload: {} }).expect(201);
    const feed = await t.inbox().get('/v1/widgets/notifications/feed');
    expect(feed.status).toBe(200);
    expect(feed.body.data.map((m: Named) => m.providerId)).toEqual(['novu']);
    const api = await t.api().get('/v1/messages?subscriberId=names-widget&channel=in_app').expect(200);
    expect(api.body.data.map((m: Named) => m.providerId)).toEqual(['svc']);
  });
});
