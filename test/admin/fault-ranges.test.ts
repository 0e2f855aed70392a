import { beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});
const addFault = (rule: unknown) => t.request().post('/__admin/faults').send(rule as object);

/**
 * The contract (openapi/admin.yaml, FaultRuleInput) holds the ranges, and its validation refuses a rule
 * outside them, naming the field and the bound it broke. `delayMs` is a number or `{min, max}`: a refusal
 * of one of its forms also says, at `body.delayMs`, that it is not the other form.
 */
describe('every number of a fault rule has a range', () => {
  it.each([
    ['retryAfter 1e300', { status: 429, retryAfter: 1e300 }, 'body.retryAfter', 'must be <= 86400'],
    ['a negative retryAfter', { status: 503, retryAfter: -1 }, 'body.retryAfter', 'must be >= 0'],
    ['times 1e300', { status: 503, times: 1e300 }, 'body.times', 'must be <= 1000000000'],
    ['a fractional times', { status: 503, times: 1.5 }, 'body.times', 'must be integer'],
    ['delayMs 1e300', { delayMs: 1e300 }, 'body.delayMs', 'must be <= 120000'],
    ['delayMs.max 1e300', { delayMs: { min: 0, max: 1e300 } }, 'body.delayMs.max', 'must be <= 120000'],
    ['delayMs.min as text', { delayMs: { min: '0', max: 5 } }, 'body.delayMs.min', 'must be number'],
    ['a stray field in delayMs', { delayMs: { min: 0, max: 5, step: 1 } }, 'body.delayMs.step', "must NOT have additional properties; found 'step'"],
    ['probability -0.1', { status: 503, probability: -0.1 }, 'body.probability', 'must be >= 0'],
    ['status 1e300', { status: 1e300 }, 'body.status', '400, 401'],
    ['a message of 2049 characters', { status: 503, message: 'm'.repeat(2049) }, 'body.message', 'must NOT have more than 2048 characters'],
    ['a path of 100,000 characters', { status: 503, path: `/${'p'.repeat(100_000)}` }, 'body.path', 'must NOT have more than 2048 characters'],
  ])('refuses %s with 422 naming the field and its bound; no rule is stored', async (_name, rule, field, bound) => {
    const res = await addFault(rule);
    expect(res.status).toBe(422);
    const errors = expectErrorShape(res.body, 422).errors as Record<string, { messages: string[] }>;
    const top = field.split('.').slice(0, 2).join('.');
    expect(Object.keys(errors).every((key) => key.startsWith(top)), Object.keys(errors).join()).toBe(true);
    expect(errors[field]?.messages[0]).toContain(bound);
    expect((await t.request().get('/__admin/faults')).body).toEqual([]);
    expect((await t.api().get('/v2/subscribers?limit=1')).status).toBe(200);
  });

  it('accepts the ends of each range', async () => {
    const rules = [
      { status: 429, retryAfter: 86_400, times: 1_000_000_000, probability: 1, path: `/${'p'.repeat(2047)}` },
      { status: 503, retryAfter: 0, probability: 0, delayMs: { min: 0, max: 0 } },
      { delayMs: 120_000, message: 'm'.repeat(2048), path: '/never' },
    ];
    for (const rule of rules) expect((await addFault(rule)).status).toBe(201);
  });

  it('sends Retry-After (and RateLimit-Reset) as whole delta-seconds', async () => {
    await addFault({ path: '/v2/subscribers', status: 429, retryAfter: 86_400 });
    const res = await t.api().get('/v2/subscribers');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('86400');
    expect(res.headers['ratelimit-reset']).toBe('86400');
  });
});
