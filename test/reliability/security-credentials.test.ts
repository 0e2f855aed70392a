/** Integration `credentials` never reach API-key callers. */
import { describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp, PROD_KEY } from '../helpers/test-app.js';
import { dataOf, enc, payloadFor } from './helpers/security.js';

describe('integration credentials never reach API-key callers', () => {
  it('on every integration operation (and everything that shows an integration), success, replay and error alike', async () => {
    const t = await makeTestApp({ envelope: false });
    const dev = dataOf(t.deps.control.snapshot(DEV_KEY)).integrations;
    const marked = dev.map((i, n) => ({ ...i, credentials: { ...i.credentials, apiKey: `cred-marker-${n}-apiKey`, secretKey: `cred-marker-${n}-secretKey` } }));
    expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ integrations: marked })).status).toBe(201);
    const bodies: string[] = [];
    const keep = <R extends { status: number; body: unknown; text: string }>(res: R): R => {
      bodies.push(res.text);
      return res;
    };
    const noCredentials = (list: Record<string, unknown>[]) => expect(list.filter((i) => 'credentials' in i).map((i) => i._id)).toEqual([]);

    const all = keep(await t.api().get('/v1/integrations'));
    const active = keep(await t.api().get('/v1/integrations/active'));
    expect([all.status, active.status]).toEqual([200, 200]);
    noCredentials(all.body);
    noCredentials(active.body);
    const email = marked.find((i) => i.channel === 'email' && !i.primary && i.active);
    const chat = marked.find((i) => i.channel === 'chat');
    const primary = marked.find((i) => i.channel === 'sms' && i.primary);
    if (!email || !chat || !primary) throw new Error('fixture integrations missing');
    for (const id of [email._id, primary._id]) {
      const res = keep(await t.api().post(`/v1/integrations/${id}/set-primary`));
      expect(res.status).toBe(200);
      noCredentials([res.body]);
    }
    const once = () => t.request().post(`/v1/integrations/${email._id}/set-primary`).set('Authorization', `ApiKey ${DEV_KEY}`).set('idempotency-key', 'primary-1');
    keep(await once());
    const replayed = keep(await once());
    expect(replayed.headers['idempotency-replay']).toBe('true');
    noCredentials([replayed.body]);
    expect(keep(await t.api().post(`/v1/integrations/${chat._id}/set-primary`)).status).toBe(400);
    expect(keep(await t.api().post('/v1/integrations/665f1c2a9b1e4a00200000ff/set-primary')).status).toBe(404);
    expect(keep(await t.api().post('/v1/integrations/not-an-id/set-primary')).status).toBe(422);

    // Delivery through those integrations: trigger, activity, messages, subscriber channels.
    const subscriber = await t.api().post('/v2/subscribers', { subscriberId: 'cred-check', email: 'cred@example.com', phone: '+15555550123' });
    keep(subscriber);
    keep(await t.api().patch('/v1/subscribers/cred-check/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['device-1'] } }));
    keep(await t.api().patch('/v1/subscribers/cred-check/credentials', { providerId: 'slack', credentials: { webhookUrl: 'https://hooks.example.com/x' } }));
    const trigger = keep(await t.api().post('/v1/events/trigger', { name: 'security-alert', to: 'cred-check', payload: payloadFor(t, DEV_KEY, 'security-alert') }));
    expect(trigger.status).toBe(201);
    const feed = keep(await t.api().get(`/v1/notifications?transactionId=${enc(trigger.body.transactionId)}`));
    keep(await t.api().get(`/v1/notifications/${feed.body.data[0]._id}`));
    keep(await t.api().get(`/v1/messages?transactionId=${enc(trigger.body.transactionId)}`));
    keep(await t.api().get('/v2/subscribers/cred-check'));
    keep(await t.api(PROD_KEY).get('/v1/integrations'));

    const journal = JSON.stringify((await t.request().get('/__admin/requests?limit=1000')).body);
    const leaked = [...bodies, journal].flatMap((text) => (text.match(/cred-marker-\d+-\w+/g) ?? []));
    expect(leaked).toEqual([]);
    // The admin snapshot (not an API-key caller) still has them: the markers were really in place.
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toContain('cred-marker-0-apiKey');
  });
});
