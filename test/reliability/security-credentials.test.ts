/**
 * Integration `credentials` reach API-key callers where the real v1 routes return them (the lists, create,
 * update, set-primary) and nowhere else: not in the list a delete returns, nor in anything delivery shows.
 */
import { describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp, PROD_KEY } from '../helpers/test-app.js';
import { dataOf, enc, payloadFor } from './helpers/security.js';

describe('integration credentials reach API-key callers only where the real v1 routes return them', () => {
  it('on the integration operations that return them, replays included, and never on errors, deletes or delivery', async () => {
    const t = await makeTestApp({ envelope: false });
    const dev = dataOf(t.deps.control.snapshot(DEV_KEY)).integrations;
    const marked = dev.map((i, n) => ({ ...i, credentials: { ...i.credentials, apiKey: `cred-marker-${n}-apiKey`, secretKey: `cred-marker-${n}-secretKey` } }));
    expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ integrations: marked })).status).toBe(201);
    const bodies: string[] = [];
    const keep = <R extends { status: number; body: unknown; text: string }>(res: R): R => {
      bodies.push(res.text);
      return res;
    };
    const shown: string[] = [];
    const withCredentials = <R extends { body: unknown; text: string }>(res: R): R => {
      shown.push(res.text);
      return res;
    };
    const markersOf = (text: string) => text.match(/cred-marker-\d+-\w+/g) ?? [];
    const credentialsOf = (list: Record<string, unknown>[]) => list.filter((i) => i._environmentId === dev[0]?._environmentId).map((i) => i.credentials);

    const all = withCredentials(await t.api().get('/v1/integrations'));
    const active = withCredentials(await t.api().get('/v1/integrations/active'));
    expect([all.status, active.status]).toEqual([200, 200]);
    expect(credentialsOf(all.body)).toEqual(marked.map((i) => i.credentials));
    expect(credentialsOf(active.body)).toEqual(marked.filter((i) => i.active).map((i) => i.credentials));
    const email = marked.find((i) => i.channel === 'email' && !i.primary && i.active);
    const chat = marked.find((i) => i.channel === 'chat');
    const primary = marked.find((i) => i.channel === 'sms' && i.primary);
    if (!email || !chat || !primary) throw new Error('fixture integrations missing');
    for (const id of [email._id, primary._id]) {
      const res = withCredentials(await t.api().post(`/v1/integrations/${id}/set-primary`));
      expect(res.status).toBe(200);
      expect(res.body.credentials.apiKey).toMatch(/^cred-marker-/);
    }
    const once = () => t.request().post(`/v1/integrations/${email._id}/set-primary`).set('Authorization', `ApiKey ${DEV_KEY}`).set('idempotency-key', 'primary-1');
    withCredentials(await once());
    const replayed = withCredentials(await once());
    expect(replayed.headers['idempotency-replay']).toBe('true');
    expect(replayed.body.credentials).toEqual(email.credentials);
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
    const left = keep(await t.api().delete(`/v1/integrations/${chat._id}`));
    expect(left.status).toBe(200);

    expect(bodies.flatMap(markersOf)).toEqual([]);
    expect(shown.flatMap(markersOf).length).toBeGreaterThan(marked.length);
    // The admin snapshot (not an API-key caller) still has them: the markers were really in place.
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toContain('cred-marker-0-apiKey');
  });
});
