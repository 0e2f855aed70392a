import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

const reset = { expiresInMinutes: 30, resetUrl: 'https://app.acme.dev/reset?token=abc&x=1', ipAddress: '203.0.113.9', code: '123456' };
const ada = { subscriberId: 'ada', firstName: 'Ada', email: 'Ada@Example.com', phone: '+15555550123' };

async function appWithReset() {
  const t = await makeTestApp();
  const sent = await t.api().post('/v1/events/trigger', { name: 'password-reset', to: ada, payload: reset }).expect(201);
  return { t, transactionId: sent.body.data.transactionId as string };
}

describe('the outbox keeps what each provider would receive', () => {
  it('keeps an email with its sender, subject, HTML in a layout, text and links, and the SMS beside it', async () => {
    const { t, transactionId } = await appWithReset();
    const page = await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}`).expect(200);
    expect(page.body.total).toBe(2);
    expect(page.body.dropped).toBe(0);
    const [sms, email] = page.body.data;
    expect(email).toMatchObject({
      channel: 'email',
      environmentId: DEV_ENV_ID,
      subscriberId: 'ada',
      transactionId,
      workflowId: 'password-reset',
      stepId: 'reset-link-email',
      providerId: 'sendgrid',
      from: 'notifications@dev.acme.dev',
      senderName: 'Acme',
      to: 'Ada@Example.com',
      subject: 'Reset your Acme password',
    });
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).toContain('<title>Reset your Acme password</title>');
    expect(email.html).toContain('Hi Ada, we received a request');
    expect(email.html).toContain('href="https://app.acme.dev/reset?token&#x3D;abc&amp;x&#x3D;1"');
    expect(email.links).toEqual([{ href: 'https://app.acme.dev/reset?token=abc&x=1', text: 'Reset password' }]);
    expect(email.text).toContain('Hi Ada, we received a request to reset your password. The link expires in 30 minutes.');
    expect(email.text).toContain('Reset password [https://app.acme.dev/reset?token=abc&x=1]');
    expect(sms).toMatchObject({ channel: 'sms', from: '+14155550754', to: '+15555550123', providerId: 'twilio', text: expect.stringContaining('123456') });
    // Each delivery points at the message the API keeps for it.
    const messages = await t.api().get(`/v1/messages?transactionId=${transactionId}`).expect(200);
    expect(messages.body.data.map((m: { _id: string }) => m._id).sort()).toEqual([email.messageId, sms.messageId].sort());
    expect((await t.request().get(`/__admin/outbox/${email.id}`).expect(200)).body).toEqual(email);
  });

  it('escapes placeholder values in the HTML, as Handlebars does: a payload never becomes markup', async () => {
    const t = await makeTestApp();
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await t.api().post('/v1/events/trigger', { name: 'password-reset', to: { ...ada, firstName: evil }, payload: { ...reset, resetUrl: 'javascript:alert(3)" onclick="x' } }).expect(201);
    const [email] = (await t.request().get('/__admin/outbox?channel=email').expect(200)).body.data;
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).not.toMatch(/" onclick=/);
  });

  it('filters by channel, recipient (email in any case), subscriber, transaction, workflow and time; limits data but not total', async () => {
    const { t, transactionId } = await appWithReset();
    const list = async (query: string) => (await t.request().get(`/__admin/outbox?${query}`).expect(200)).body;
    expect((await list('channel=sms')).data.map((d: { channel: string }) => d.channel)).toEqual(['sms']);
    expect((await list('to=ada@example.COM')).total).toBe(1);
    expect((await list('to=%2B15555550123')).data[0].channel).toBe('sms');
    expect((await list('subscriberId=ada')).total).toBe(2);
    expect((await list(`transactionId=${transactionId}`)).total).toBe(2);
    expect((await list('workflowId=password-reset')).total).toBe(2);
    expect((await list('workflowId=welcome')).total).toBe(0);
    expect((await list('since=2999-01-01T00:00:00Z')).total).toBe(0);
    const limited = await list('limit=1');
    expect([limited.total, limited.data.length]).toEqual([2, 1]);
    expect((await list(`apiKey=${PROD_KEY}`)).total).toBe(0);
  });

  it('refuses bad filters with 422 and an unknown API key with 404, changing nothing', async () => {
    const { t } = await appWithReset();
    for (const query of ['channel=in_app', 'since=yesterday', 'limit=-1', 'limit=1001', 'apikey=x', 'apiKey=']) {
      const res = await t.request().get(`/__admin/outbox?${query}`).expect(422);
      expectErrorShape(res.body, 422);
    }
    expectErrorShape((await t.request().get('/__admin/outbox?apiKey=nope').expect(404)).body, 404);
    expectErrorShape((await t.request().get('/__admin/outbox/dlv-nope').expect(404)).body, 404);
    expectErrorShape((await t.request().delete('/__admin/outbox?apiKey=nope').expect(404)).body, 404);
    expect((await t.request().get('/__admin/outbox').expect(200)).body.total).toBe(2);
  });

  it('is emptied by DELETE (one environment or all) and by a reset, and travels in a snapshot', async () => {
    const { t } = await appWithReset();
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`).expect(200)).body;
    expect(snapshot.organizations[0].environments[0].data.outbox).toHaveLength(2);
    expect((await t.request().delete(`/__admin/outbox?apiKey=${PROD_KEY}`).expect(200)).body).toEqual({ removed: 0 });
    expect((await t.request().delete(`/__admin/outbox?apiKey=${DEV_KEY}`).expect(200)).body).toEqual({ removed: 2 });
    expect((await t.request().get('/__admin/outbox').expect(200)).body.total).toBe(0);
    await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot).expect(200);
    expect((await t.request().get('/__admin/outbox').expect(200)).body.total).toBe(2);
    await t.request().post(`/__admin/reset?apiKey=${DEV_KEY}`).expect(200);
    expect((await t.request().get('/__admin/outbox').expect(200)).body.total).toBe(0);
  });

  it('refuses a snapshot whose outbox breaks the delivery shape, restoring nothing', async () => {
    const { t } = await appWithReset();
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`).expect(200)).body;
    snapshot.organizations[0].environments[0].data.outbox[0].channel = 'fax';
    await t.request().delete('/__admin/outbox').expect(200);
    expectErrorShape((await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot).expect(422)).body, 422);
    expect((await t.request().get('/__admin/outbox').expect(200)).body.total).toBe(0);
  });

  it('keeps at most --outbox-size deliveries per environment, dropping the oldest and counting them', async () => {
    const t = await makeTestApp({ outboxSize: 3 });
    for (let i = 0; i < 3; i++) await t.api().post('/v1/events/trigger', { name: 'password-reset', to: { ...ada, subscriberId: `ada-${i}` }, payload: reset }).expect(201);
    const page = (await t.request().get('/__admin/outbox').expect(200)).body;
    expect([page.total, page.dropped]).toEqual([3, 3]);
    expect(page.data.map((d: { subscriberId: string }) => d.subscriberId)).toEqual(['ada-2', 'ada-2', 'ada-1']);
    const off = await makeTestApp({ outboxSize: 0 });
    await off.api().post('/v1/events/trigger', { name: 'password-reset', to: ada, payload: reset }).expect(201);
    expect((await off.request().get('/__admin/outbox').expect(200)).body).toEqual({ total: 0, dropped: 0, data: [] });
  });
});

describe('an email counts its HTML with the message', () => {
  it('refuses (413) a trigger whose escaped HTML would pass the render limit, storing nothing; without an outbox it fits', async () => {
    // 100 KB of quotes render as 600 KB once HTML-escaped (&quot;), as Handlebars does in the message: with
    // the email's HTML (as much again, and its text part) the message passes 1 MB.
    const quotes = { ...reset, ipAddress: '"'.repeat(100_000) };
    const t = await makeTestApp();
    const before = (await t.api().get('/v1/messages?limit=1').expect(200)).body.totalCount;
    const refused = await t.api().post('/v1/events/trigger', { name: 'password-reset', to: ada, payload: quotes }).expect(413);
    expectErrorShape(refused.body, 413);
    expect((await t.api().get('/v1/messages?limit=1').expect(200)).body.totalCount).toBe(before);
    expect((await t.request().get('/__admin/outbox').expect(200)).body.total).toBe(0);
    const off = await makeTestApp({ outboxSize: 0 });
    await off.api().post('/v1/events/trigger', { name: 'password-reset', to: ada, payload: quotes }).expect(201);
  });
});
