import { beforeAll, describe, expect, it } from 'vitest';
import { realOperations } from '../../src/contract/real-operations.js';
import { makeTestApp } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** A path of the template with every parameter filled: a well-formed id that names nothing. */
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, '665f1c2a9b1e4a0012a0ffff');

describe('the surface of @novu/api: every operation is served', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await makeTestApp();
  });

  const { operations, source } = realOperations();

  it(`lists the ${source.version} SDK's 149 operations`, () => {
    expect(operations).toHaveLength(149);
  });

  it.each(operations.map((op) => [op.sdkMethod, op] as const))('%s is answered by a route, never 501', async (_call, op) => {
    const request = testApp.request()[op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](concretePath(op.path));
    const response = await request.set('Authorization', 'ApiKey test-api-key').send(op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
    expect(response.status, `${op.method} ${op.path}: ${JSON.stringify(response.body)}`).not.toBe(501);
    expect(response.status).not.toBe(500);
  });
});
