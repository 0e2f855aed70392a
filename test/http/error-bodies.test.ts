import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidInputError, NotFoundError, PlanLimitError } from '../../src/domain/shared/index.js';
import { toErrorReply } from '../../src/http/errors.js';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';

/**
 * The real service's exception filter answers `{...ctx, statusCode, timestamp, path, message, ctx}`:
 * the context an error was thrown with, also copied to the top level; `errors` on a 422; `errorId` and no
 * context on a 500.
 */
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const thrownWithMessage = (status: number, error: string) => ({ error, statusCode: status });

describe('an error thrown with a message only: ctx {error, statusCode}, copied to the top level', () => {
  it.each([
    ['401 without a key', () => t.request().get('/v2/subscribers'), 401, 'Unauthorized', 'Missing authorization header', '/v2/subscribers'],
    ['404 of an unknown route', () => t.api().get('/v9/nothing?x=1'), 404, 'Not Found', 'Cannot GET /v9/nothing', '/v9/nothing?x=1'],
    ['404 of an unknown subscriber', () => t.api().get('/v2/subscribers/nobody'), 404, 'Not Found', 'Subscriber: nobody was not found', '/v2/subscribers/nobody'],
    ['405 of a known path', () => t.api().put('/v2/subscribers/someone', {}), 405, 'Method Not Allowed', 'Method PUT is not allowed on /v2/subscribers/someone; allowed: DELETE, GET, PATCH', '/v2/subscribers/someone'],
  ])('%s', async (_name, send, status, error, message, path) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toStrictEqual({ ...thrownWithMessage(status, error), timestamp, path, message, ctx: thrownWithMessage(status, error) });
  });

  it('413 of a body over the limit, 415 of a body that is not JSON', async () => {
    const big = await t.api().post('/v2/subscribers', { subscriberId: 'big', data: { blob: 'x'.repeat(1_100_000) } });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ ...thrownWithMessage(413, 'Payload Too Large'), ctx: thrownWithMessage(413, 'Payload Too Large') });
    const text = await t.api().post('/v2/subscribers').set('Content-Type', 'text/plain').send('subscriberId=x');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ ...thrownWithMessage(415, 'Unsupported Media Type'), ctx: thrownWithMessage(415, 'Unsupported Media Type') });
  });

  it('409 of a subscriber that exists', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'twice' }).expect(201);
    const res = await t.api().post('/v2/subscribers?failIfExists=true', { subscriberId: 'twice' });
    expect(res.status).toBe(409);
    expect(res.body).toStrictEqual({
      ...thrownWithMessage(409, 'Conflict'),
      timestamp,
      path: '/v2/subscribers?failIfExists=true',
      message: 'Subscriber: twice already exists',
      ctx: thrownWithMessage(409, 'Conflict'),
    });
  });
});

describe('an error thrown with its context', () => {
  it('404 of an unknown workflow: workflowId in ctx and at the top level, no error text', async () => {
    const res = await t.api().get('/v2/workflows/no-such-workflow');
    expect(res.status).toBe(404);
    expect(res.body).toStrictEqual({
      workflowId: 'no-such-workflow',
      statusCode: 404,
      timestamp,
      path: '/v2/workflows/no-such-workflow',
      message: 'Workflow cannot be found',
      ctx: { workflowId: 'no-such-workflow' },
    });
  });

  it('400 of a payload that breaks the workflow schema: type, errors and schema in ctx and at the top level', async () => {
    const res = await t.api().post('/v1/events/trigger', { name: 'payment-failed', to: 'pay-bad', payload: { invoiceId: 'in_1', amount: 49, attempt: 1, updatePaymentUrl: 'https://x.test' } });
    expect(res.status).toBe(400);
    const { ctx, ...flat } = expectErrorShape(res.body, 400) as { ctx: Record<string, unknown> };
    expect(Object.keys(ctx).sort()).toEqual(['errors', 'schema', 'type']);
    expect(ctx).toMatchObject({ type: 'PAYLOAD_VALIDATION_ERROR', errors: [{ field: 'amount', message: 'must be string', value: 49 }] });
    expect(flat).toMatchObject({ type: ctx.type, errors: ctx.errors, schema: ctx.schema, statusCode: 400 });
    expect(flat).not.toHaveProperty('error');
  });
});

describe('422: ctx {} and the errors map, no error text', () => {
  it('a field the contract refuses', async () => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'bad-mail', email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body).toStrictEqual({
      statusCode: 422,
      timestamp,
      path: '/v2/subscribers',
      message: 'Validation Error',
      ctx: {},
      errors: { 'body.email': { messages: [expect.any(String)], value: 'not-an-email' } },
    });
  });

  it('a use case command check, keyed by the command field', async () => {
    const res = await t.api().post('/v1/integrations/not-an-id/set-primary', {});
    expect(res.status).toBe(422);
    expect(res.body).toStrictEqual({
      statusCode: 422,
      timestamp,
      path: '/v1/integrations/not-an-id/set-primary',
      message: 'Validation failed for SetIntegrationAsPrimaryCommand: integrationId: integrationId must be a mongodb id',
      ctx: {},
      errors: { integrationId: { messages: ['integrationId must be a mongodb id'], value: 'not-an-id' } },
    });
  });

  it('a rule of the whole body, under errors.general with the value "No Value Recorded"', () => {
    const reply = toErrorReply(InvalidInputError.general(['weeklySchedule contains invalid day names']), '/v1/inbox/preferences', new Date(0), () => 'id');
    expect(reply).toStrictEqual({
      status: 422,
      body: {
        statusCode: 422,
        timestamp: '1970-01-01T00:00:00.000Z',
        path: '/v1/inbox/preferences',
        message: 'Validation Error',
        ctx: {},
        errors: { general: { messages: ['weeklySchedule contains invalid day names'], value: 'No Value Recorded' } },
      },
    });
  });
});

describe('the other statuses', () => {
  it('402 of a plan limit: its reason in ctx and at the top level', () => {
    const reply = toErrorReply(new PlanLimitError('Snooze Duration Limit Exceeded', 'Upgrade'), '/v1/inbox/notifications/x/snooze', new Date(0), () => 'id');
    expect(reply.body).toStrictEqual({ reason: 'Upgrade', statusCode: 402, timestamp: '1970-01-01T00:00:00.000Z', path: '/v1/inbox/notifications/x/snooze', message: 'Snooze Duration Limit Exceeded', ctx: { reason: 'Upgrade' } });
  });

  it('a not-found error without details has the context of one thrown with a message', () => {
    const reply = toErrorReply(new NotFoundError('Topic not found'), '/v2/topics/x', new Date(0), () => 'id');
    expect(reply.body).toMatchObject({ error: 'Not Found', ctx: { error: 'Not Found', statusCode: 404 } });
  });

  it('500 of an unexpected error: errorId, no ctx, no error text', () => {
    const reply = toErrorReply(new Error('boom'), '/v2/subscribers', new Date(0), () => 'err-1');
    expect(reply).toStrictEqual({
      status: 500,
      errorId: 'err-1',
      body: { statusCode: 500, timestamp: '1970-01-01T00:00:00.000Z', path: '/v2/subscribers', message: 'Internal server error, contact support and provide them with the errorId', errorId: 'err-1' },
    });
  });

  it('forced by a fault rule: 429 with ctx {}, 500 with errorId only, 422 under errors.general', async () => {
    const force = (status: number) => t.request().post('/__admin/faults').send({ method: 'GET', path: '/v2/topics', status, times: 1 }).expect(201);
    await force(429);
    const limited = await t.api().get('/v2/topics');
    expect(limited.status).toBe(429);
    expect(limited.body).toStrictEqual({ statusCode: 429, timestamp, path: '/v2/topics', message: 'API rate limit exceeded', ctx: {} });
    await force(500);
    const failed = await t.api().get('/v2/topics');
    expect(failed.body).toStrictEqual({ statusCode: 500, timestamp, path: '/v2/topics', message: expect.stringContaining('errorId'), errorId: expect.any(String) });
    await force(422);
    const refused = await t.api().get('/v2/topics');
    expect(refused.body).toMatchObject({ ctx: {}, errors: { general: { messages: ['Unprocessable Entity'], value: 'No Value Recorded' } } });
  });

  it('the admin API answers in the same shape', async () => {
    const res = await t.request().delete('/__admin/faults/no-such-rule');
    expect(res.status).toBe(404);
    expect(res.body).toStrictEqual({ ...thrownWithMessage(404, 'Not Found'), timestamp, path: '/__admin/faults/no-such-rule', message: 'No fault rule no-such-rule', ctx: thrownWithMessage(404, 'Not Found') });
  });
});
