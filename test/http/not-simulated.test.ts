import { beforeAll, describe, expect, it } from 'vitest';
import { templateToRegExp } from '../../src/http/middleware/fallback.js';
import { calledOperations, nodeSdkOperations, operationKey, realOperations, type RealOperation } from '../../src/contract/real-operations.js';
import { errorDtoValidator } from '../helpers/error-dto.js';
import { expectErrorShape, makeTestApp, sharedContract } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** A concrete path for a template: every parameter filled with a value no fixture uses. */
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, 'not-simulated-probe');

/** One well-formed-enough request for an operation (a body only where the method takes one). */
function call(app: TestApp, op: Pick<RealOperation, 'method' | 'path'>, key?: string) {
  const url = concretePath(op.path);
  const api = app.api(key);
  switch (op.method) {
    case 'GET':
      return api.get(url);
    case 'DELETE':
      return api.delete(url);
    case 'POST':
      return api.post(url, {});
    case 'PUT':
      return api.put(url, {});
    case 'PATCH':
      return api.patch(url, {});
    default:
      throw new Error(`no request for ${op.method}`);
  }
}

/** The contract's ErrorDto, and no field it does not document. */
async function expectErrorDto(body: Record<string, unknown>) {
  const validate = await errorDtoValidator();
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  const documented = Object.keys((validate.schema as { properties: object }).properties);
  expect(documented).toEqual(expect.arrayContaining(Object.keys(body)));
}

type Answer = Awaited<ReturnType<typeof call>>;

/** A served operation: its route answered, not the 501, the 405 of the fallback, nor a crash. */
function expectServed(res: Answer, what: string) {
  expect(res.status, what).not.toBe(501);
  expect(res.status, what).not.toBe(405);
  expect(res.status, what).toBeLessThan(500);
  if (res.status === 404) expect(res.body.message, what).not.toMatch(/^Cannot /);
}

/** The 501 of an operation the mock does not simulate, in the contract's ErrorDto, for the probe's path. */
async function expectNotSimulated(res: Answer, op: Pick<RealOperation, 'method' | 'path'>, what: string) {
  expect(res.status, what).toBe(501);
  expectErrorShape(res.body, 501);
  await expectErrorDto(res.body);
  expect(res.body.error).toBe('Not Implemented');
  expect(res.body.path, what).toBe(concretePath(op.path));
  expect(res.body.message, what).toContain('does not simulate');
}

describe('operations of the real API that the mock does not simulate', () => {
  let app: TestApp;
  let served: Set<string>;
  /** Whether a route of the contract takes the request the SDK sends (`/preferences/global` is `/preferences/{parameter}`). */
  let routed: (op: Pick<RealOperation, 'method' | 'path'>) => boolean;
  beforeAll(async () => {
    app = await makeTestApp({ envelope: false });
    const operations = (await sharedContract()).validator.operations;
    served = new Set(operations.map((op) => operationKey(op.method, op.path)));
    const routes = operations.map((op) => ({ method: op.method.toUpperCase(), pattern: templateToRegExp(op.path) }));
    routed = (op) => routes.some((route) => route.method === op.method && route.pattern.test(concretePath(op.path)));
  });

  /** A GET without parameters of the older @novu/node that the mock does not serve (every @novu/api call is served). */
  const unservedNodeGet = () => {
    const op = calledOperations().find((o) => o.method === 'GET' && !o.path.includes('{') && !served.has(operationKey(o.method, o.path)));
    if (!op) throw new Error('every GET is served');
    return op;
  };

  it('lists the 149 operations of @novu/api 3.19 with where they came from', () => {
    const { source, count, operations } = realOperations();
    expect(source).toMatchObject({ package: '@novu/api', extractedBy: expect.stringContaining('scripts/list-sdk-operations.ts') });
    expect(source.version).toMatch(/^3\.19\./);
    expect(count).toBe(149);
    expect(operations).toHaveLength(149);
    expect(new Set(operations.map((op) => operationKey(op.method, op.path))).size).toBe(149);
  });

  it('every one is served: the contract lists it and it answers, none with 501', async () => {
    for (const op of realOperations().operations) {
      const res = await call(app, op);
      const what = `${op.method} ${op.path} (${op.sdkMethod}) → ${res.status} ${JSON.stringify(res.body)}`;
      expect(served.has(operationKey(op.method, op.path)), what).toBe(true);
      expectServed(res, what);
    }
  });

  it('lists the 101 calls of @novu/node 2.6.6, each with the /v1 path it sends', () => {
    const { source, count, operations } = nodeSdkOperations();
    expect(source).toMatchObject({ package: '@novu/node', version: '2.6.6', extractedBy: expect.stringContaining('scripts/list-node-sdk-operations.ts') });
    expect(count).toBe(101);
    expect(new Set(operations.map((op) => op.sdkMethod)).size).toBe(101);
    for (const op of operations) expect(op.path, op.sdkMethod).toMatch(/^\/v1\//);
    expect(operations).toContainEqual({ method: 'POST', path: '/v1/subscribers', operationId: 'SubscribersController_createSubscriber', sdkMethod: 'novu.subscribers.identify' });
    expect(operations).toContainEqual({ method: 'POST', path: '/v1/layouts', operationId: 'LayoutsController_createLayout', sdkMethod: 'novu.layouts.create' });
    // The shortcut and the resource method send the same request, under @novu/api's operationId.
    const trigger = operations.filter((op) => op.path === '/v1/events/trigger').map((op) => [op.sdkMethod, op.operationId]);
    expect(trigger).toEqual([['novu.events.trigger', 'EventsController_trigger'], ['novu.trigger', 'EventsController_trigger']]);
  });

  it('every @novu/node call is served (a route of the contract takes it) or answers 501 naming it', async () => {
    let notSimulated = 0;
    for (const op of nodeSdkOperations().operations) {
      const res = await call(app, op);
      const what = `${op.sdkMethod}: ${op.method} ${op.path} → ${res.status} ${JSON.stringify(res.body)}`;
      if (routed(op)) {
        expectServed(res, what);
        continue;
      }
      notSimulated += 1;
      await expectNotSimulated(res, op, what);
      expect(res.body.message, what).toContain(`${op.sdkMethod} of @novu/node`);
      // Named as @novu/api names it when that SDK sends it too, else by the first @novu/node call of it.
      const same = (o: { method: string; path: string }) => operationKey(o.method, o.path) === operationKey(op.method, op.path);
      const namer = realOperations().operations.find(same) ?? nodeSdkOperations().operations.find(same);
      expect(res.body.operation, what).toEqual({ method: op.method, path: namer?.path, operationId: op.operationId, sdkMethod: namer?.sdkMethod });
    }
    // Layouts, feeds, changes, organizations, workflow overrides... stay unsimulated.
    expect(notSimulated).toBeGreaterThan(0);
  });

  it('names every call of an operation, of both SDKs: @novu/api first', async () => {
    const res = await app.api().post('/v1/layouts', {});
    expect(res.status).toBe(501);
    expect(res.body.message).toBe(
      'The mock does not simulate POST /v1/layouts (novu.layouts.create of @novu/node): an operation of the real API that this mock does not implement',
    );
    expect(res.body.operation).toEqual({ method: 'POST', path: '/v1/layouts', operationId: 'LayoutsController_createLayout', sdkMethod: 'novu.layouts.create' });
    // The key first, as for every operation.
    const anonymous = await app.request().post('/v1/layouts').send({});
    expect(anonymous.status).toBe(401);
    // GET /v1/layouts is both layouts.list and layouts.get (the SDK sends the id as a query parameter).
    const list = await app.api().get('/v1/layouts?layoutId=abc');
    expect(list.body.message).toContain('(novu.layouts.get of @novu/node, novu.layouts.list of @novu/node)');
    // An operation both SDKs send keeps @novu/api's name and lists the calls of both.
    const deleteMessage = calledOperations().find((o) => o.method === 'DELETE' && o.path === '/v1/messages/{messageId}');
    expect(deleteMessage).toMatchObject({ operationId: 'MessagesController_deleteMessage', sdkMethod: 'novu.messages.delete' });
    expect(deleteMessage?.sdkCalls).toEqual(['novu.messages.delete of @novu/api', 'novu.messages.deleteById of @novu/node']);
  });

  it("keeps getGlobalPreference's literal /preferences/global apart from getPreferenceByLevel's /preferences/{level}", () => {
    const byLevel = (path: string) => calledOperations().find((o) => o.method === 'GET' && o.path === `/v1/subscribers/{subscriberId}/preferences/${path}`);
    expect(byLevel('global')?.sdkCalls).toEqual(['novu.subscribers.getGlobalPreference of @novu/node']);
    expect(byLevel('{level}')?.sdkCalls).toEqual(['novu.subscribers.getPreferenceByLevel of @novu/node']);
  });

  it('checks the API key first: 401 without one or with an unknown one, as the real service', async () => {
    const op = unservedNodeGet();
    const missing = await app.request().get(concretePath(op.path));
    expect(missing.status).toBe(401);
    expect(expectErrorShape(missing.body, 401).message).toBe('Missing authorization header');
    const unknown = await call(app, op, 'no-such-key');
    expect(unknown.status).toBe(401);
    expect(expectErrorShape(unknown.body, 401).message).toBe('API Key not found');
  });

  it('picks the most specific template: /v2/translations/group/{…} is not /v2/translations/{…}/{…}/{…}', async () => {
    // Translations are served now: the group's route answers (its own 404), not the single translation's
    // (where `group` is no resource type).
    const res = await app.api().get('/v2/translations/group/workflow/w1');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Translation group not found for workflow w1');
  });

  it('answers HEAD as the GET operation, and a trailing slash as the path without', async () => {
    const op = unservedNodeGet();
    expect((await app.api().head(op.path)).status).toBe(501);
    const slash = await app.api().get(`${op.path}/`);
    expect(slash.status).toBe(501);
    expect(slash.body.operation.sdkMethod).toBe(op.sdkMethod);
  });

  it('keeps the 404 in the error shape for a path that is no operation of the real API', async () => {
    const res = await app.api().get('/v2/nope?x=1');
    expect(res.status).toBe(404);
    expect(expectErrorShape(res.body, 404)).toMatchObject({ message: 'Cannot GET /v2/nope', path: '/v2/nope?x=1', error: 'Not Found' });
    await expectErrorDto(res.body);
  });

  it('records the 501 in the request journal like any other answer', async () => {
    const op = unservedNodeGet();
    await app.request().delete('/__admin/requests');
    await app.api().get(concretePath(op.path));
    const journal = await app.request().get('/__admin/requests');
    expect(JSON.stringify(journal.body)).toContain(concretePath(op.path));
    expect(JSON.stringify(journal.body)).toContain('501');
  });
});
