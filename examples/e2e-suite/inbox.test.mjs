// A sample e2e suite against the mock (node:test, no dependencies): reset, trigger, read the inbox, mark it
// read, assert on the journal, force a 429. Run: NOTIFICATION_API_URL=http://127.0.0.1:3000 node --test
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';

const url = process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:3000';
// With --isolate-keys any key works and gets its own environment: one key per worker.
const apiKey = process.env.NOTIFICATION_API_KEY ?? 'test-api-key';

async function api(method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `ApiKey ${apiKey}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
// The mock's --admin-token (ADMIN_TOKEN), when it runs with one.
const adminToken = process.env.NOTIFICATION_API_ADMIN_TOKEN;
const admin = (method, path, body) =>
  fetch(`${url}/__admin${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(adminToken ? { Authorization: `Bearer ${adminToken}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

beforeEach(async () => {
  await admin('POST', `/reset?apiKey=${encodeURIComponent(apiKey)}`);
  await admin('DELETE', '/faults');
});

test('a triggered mention shows up in the inbox and can be marked read', async () => {
  const trigger = await api('POST', '/v1/events/trigger', {
    name: 'comment-mention',
    to: { subscriberId: 'e2e-user', firstName: 'Eve' },
    payload: { commenterName: 'Max', postTitle: 'Launch', commentPreview: 'Nice!', commentId: 'c-1' },
  });
  assert.equal(trigger.status, 201);
  const inbox = await api('GET', '/v1/messages?subscriberId=e2e-user&channel=in_app');
  assert.equal(inbox.body.data.length, 1);
  assert.match(inbox.body.data[0].content, /Nice!/);
  const marked = await api('POST', '/v1/subscribers/e2e-user/messages/mark-as', { messageId: inbox.body.data[0]._id, markAs: 'read' });
  assert.equal(marked.status, 201);
  assert.equal(marked.body.data[0].read, true);

  const journal = await (await admin('GET', `/requests?method=POST&path=/v1/events/trigger&apiKey=${encodeURIComponent(apiKey)}`)).json();
  assert.equal(journal.data[0].request.body.name, 'comment-mention');
});

test('the client sees a rate limit when one is injected', async () => {
  await admin('POST', '/faults', { path: '/v2/subscribers', status: 429, retryAfter: 2, times: 1, apiKey });
  const limited = await api('GET', '/v2/subscribers');
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '2');
  assert.equal((await api('GET', '/v2/subscribers')).status, 200);
});
