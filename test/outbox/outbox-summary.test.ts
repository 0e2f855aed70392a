/** `GET /__admin/outbox?view=summary`: the list without the deliveries' content, which the dashboard polls. */
import { describe, expect, it } from 'vitest';
import { previewOf, PREVIEW_LENGTH } from '../../src/domain/outbox/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

const reset = { expiresInMinutes: 30, resetUrl: 'https://app.acme.dev/reset?token=abc', ipAddress: '203.0.113.9', code: '123456' };
const ada = { subscriberId: 'ada', firstName: 'Ada', email: 'ada@example.com', phone: '+15555550123' };
const CONTENT = ['from', 'senderName', 'subject', 'html', 'text', 'links', 'title', 'body', 'data', 'overrides'];

type Listed = Record<string, unknown> & { id: string; channel: string };

/** A workflow whose email repeats `{{payload.chunk}}` 100 times: a chunk of 3,000 characters makes a delivery of 600 KB (its HTML and its text). */
async function appWithLargeEmails(count: number) {
  const t = await makeTestApp();
  const body = Array.from({ length: 100 }, () => '<p>{{payload.chunk}}</p>').join('');
  await t.api().post('/v2/workflows', { name: 'Large', workflowId: 'large-email', steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Large {{payload.n}}', body, editorType: 'html' } }] }).expect(201);
  for (let n = 0; n < count; n++) {
    await t.api().post('/v1/events/trigger', { name: 'large-email', to: { subscriberId: `large-${n}`, email: `large-${n}@example.com` }, payload: { n, chunk: 'x'.repeat(3000) } }).expect(201);
  }
  return t;
}

describe('GET /__admin/outbox?view=summary', () => {
  it('lists each delivery without its content: the same identity and recipient, and one preview line', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/events/trigger', { name: 'password-reset', to: ada, payload: reset }).expect(201);
    await t.api().post('/v1/events/trigger', {
      name: 'order-shipped',
      to: { subscriberId: 'pushy', email: 'p@example.com', channels: [{ providerId: 'fcm', credentials: { deviceTokens: ['tok-1', 'tok-2'] } }] },
      payload: { orderId: 'ORD-9', carrier: 'DHL', estimatedDelivery: 'Friday', trackingUrl: 'https://t.test' },
    }).expect(201);
    await t.request().get('/__admin/outbox/wait?channel=push&timeout=30000').expect(200);
    const full = (await t.request().get('/__admin/outbox?limit=1000').expect(200)).body;
    const summary = (await t.request().get('/__admin/outbox?limit=1000&view=summary').expect(200)).body;
    expect([summary.total, summary.dropped]).toEqual([full.total, full.dropped]);
    expect(summary.data.map((d: Listed) => d.id)).toEqual(full.data.map((d: Listed) => d.id));
    for (const [i, whole] of (full.data as Listed[]).entries()) {
      const listed = summary.data[i] as Listed;
      for (const field of CONTENT) expect(listed, `${whole.channel} summary holds no ${field}`).not.toHaveProperty(field);
      const { preview, ...rest } = listed;
      expect(whole).toMatchObject(rest);
      const expected = { email: whole.subject, sms: whole.text, push: whole.title, chat: whole.text }[whole.channel];
      expect(preview).toBe(previewOf(expected as string));
    }
    const byChannel = (channel: string, subscriberId = channel === 'push' ? 'pushy' : 'ada') => (summary.data as Listed[]).find((d) => d.channel === channel && d.subscriberId === subscriberId);
    expect(byChannel('email')).toMatchObject({ to: 'ada@example.com', preview: 'Reset your Acme password' });
    expect(byChannel('email', 'pushy')).toMatchObject({ to: 'p@example.com', preview: 'Your order ORD-9 is on its way' });
    expect(byChannel('sms')).toMatchObject({ to: '+15555550123', preview: expect.stringContaining('123456') });
    // The real push use case calls its provider once per device token.
    expect((summary.data as Listed[]).filter((d) => d.channel === 'push').map((d) => d.deviceTokens)).toEqual([['tok-2'], ['tok-1']]);
    expect(byChannel('push')).toMatchObject({ preview: 'Order ORD-9 shipped' });
    // `view=full` is the default, and each whole delivery is still one request away.
    expect((await t.request().get('/__admin/outbox?limit=1000&view=full').expect(200)).body).toEqual(full);
    const email = byChannel('email') as Listed;
    expect((await t.request().get(`/__admin/outbox/${email.id}`).expect(200)).body.html).toMatch(/^<!DOCTYPE html>/);
  });

  it('applies the filters, the scope and the limit as the full list does', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/events/trigger', { name: 'password-reset', to: ada, payload: reset }).expect(201);
    const page = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&channel=sms&view=summary`).expect(200)).body;
    expect(page.data.map((d: Listed) => d.channel)).toEqual(['sms']);
    const limited = (await t.request().get('/__admin/outbox?view=summary&limit=1').expect(200)).body;
    expect([limited.total, limited.data.length]).toEqual([2, 1]);
  });

  it('weighs a few hundred bytes a delivery however large the emails are', async () => {
    const t = await appWithLargeEmails(5);
    const full = await t.request().get('/__admin/outbox?limit=100').expect(200);
    const summary = await t.request().get('/__admin/outbox?limit=100&view=summary').expect(200);
    expect(full.body.data).toHaveLength(5);
    expect(full.text.length).toBeGreaterThan(5 * 600_000);
    expect(summary.body.data.map((d: Listed) => d.preview)).toEqual(['Large 4', 'Large 3', 'Large 2', 'Large 1', 'Large 0']);
    expect(summary.text.length).toBeLessThan(5 * 1000);
  });

  it('refuses another view, and an empty one, with 422 at query.view', async () => {
    const t = await makeTestApp();
    for (const query of ['view=bodies', 'view=', 'view=summary&view=full']) {
      const res = await t.request().get(`/__admin/outbox?${query}`).expect(422);
      expect(Object.keys(expectErrorShape(res.body, 422).errors as object)).toEqual(['query.view']);
    }
  });
});

describe('a preview', () => {
  it('is the first line that holds more than spaces, cut to PREVIEW_LENGTH characters with an ellipsis', () => {
    expect(previewOf('  \n\n  Hello there  \nsecond line')).toBe('Hello there');
    expect(previewOf(' \n\t ')).toBe('');
    expect(previewOf('a'.repeat(PREVIEW_LENGTH))).toBe('a'.repeat(PREVIEW_LENGTH));
    const long = previewOf(`${'b'.repeat(600_000)}\nnext`);
    expect(long).toHaveLength(PREVIEW_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
