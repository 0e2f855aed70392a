import { Novu } from '@novu/node';
import { afterAll, beforeAll } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, PROD_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

/**
 * A mock on a free port (strict response validation, the real wire with its `{data}` envelope) for the
 * whole file, and the old backend SDK `@novu/node` 2.6.6 pointed at it as a backend would: `backendUrl` is
 * the origin, the SDK adds `/v1`. Its calls resolve to the raw axios response: the body is `response.data`,
 * so an entity is `response.data.data`. No retries (the SDK retries only when given a retryConfig).
 */
export function useNodeSdkMock(seed: number): { server: () => MockServer; novu: (apiKey?: string) => Novu } {
  let server: MockServer | undefined;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, strict: true, seed, logger: silentLogger, contract: await sharedContract() });
  });
  afterAll(() => server?.close());
  const running = (): MockServer => {
    if (!server) throw new Error('the mock starts in beforeAll');
    return server;
  };
  return { server: running, novu: (apiKey = DEV_KEY) => new Novu(apiKey, { backendUrl: running().url }) };
}

export { DEV_KEY, PROD_KEY };

/** What the server answered to a call the SDK rejected (axios rejects every status outside 2xx). */
export async function failure(call: Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  const outcome = await call.then(
    (response) => ({ resolved: response }),
    (error: unknown) => ({ rejected: error }),
  );
  if ('resolved' in outcome) throw new Error(`expected a failure, got ${JSON.stringify((outcome.resolved as { data?: unknown }).data)}`);
  const response = (outcome.rejected as { response?: { status: number; data: Record<string, unknown> } }).response;
  if (!response) throw outcome.rejected;
  return { status: response.status, data: response.data };
}
