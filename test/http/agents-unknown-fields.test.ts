/**
 * An agent update keeps only the fields the real DTOs name: another key of the body (`__proto__` among them,
 * which the fuzzer sends) is accepted and dropped, never stored or answered. Regression: it was stored and the
 * answer broke the contract (500).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

const rawJson = (body: string) => ({ 'Content-Type': 'application/json', Authorization: `ApiKey ${DEV_KEY}` });

describe('unknown fields of an agent update', () => {
  it.each([
    ['PUT', '/v1/agents/helper/bridge', '{"devBridgeUrl":"https://example.com/api/novu","__proto__":{"polluted":"yes"},"extra":1}'],
    ['PATCH', '/v1/agents/helper', '{"name":"Helper 2","extra":1,"behavior":{"acknowledgeOnReceived":false,"__proto__":{"polluted":"yes"},"other":2}}'],
  ])('%s %s: answered 200 without them, and kept without them', async (method, path, body) => {
    const t = await makeTestApp();
    expect((await t.api().post('/v1/agents', { name: 'Helper', identifier: 'helper' })).status).toBe(201);
    const req = method === 'PUT' ? request(t.app).put(path) : request(t.app).patch(path);
    const res = await req.set(rawJson(body)).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const agent of [res.body.data, (await t.api().get('/v1/agents/helper')).body.data]) {
      expect(Object.keys(agent)).not.toContain('extra');
      expect(Object.hasOwn(agent, '__proto__')).toBe(false);
      expect(Object.keys(agent.behavior)).not.toContain('other');
      expect(Object.hasOwn(agent.behavior, '__proto__')).toBe(false);
    }
  });
});
