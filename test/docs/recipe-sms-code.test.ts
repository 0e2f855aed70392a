import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/index.js';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock.close());

it('texts the reset code', async () => {
  const res = await fetch(`${mock.url}/v1/events/trigger`, {
    method: 'POST',
    headers: { Authorization: 'ApiKey test-api-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'password-reset',
      to: { subscriberId: 'ada', email: 'ada@example.com', phone: '+15555550123' },
      payload: { expiresInMinutes: 30, resetUrl: 'https://app.example.com/reset?token=abc', ipAddress: '203.0.113.9', code: '482913' },
    }),
  });
  expect(res.status).toBe(201);

  const sms = await mock.outbox.waitFor({ channel: 'sms', to: '+15555550123' });
  expect(sms.text).toContain('482913');
  expect(sms).toMatchObject({ from: '+14155550754', subscriberId: 'ada', workflowId: 'password-reset' });
});
