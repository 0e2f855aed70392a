import { Novu } from '@novu/api';
import { afterAll, beforeAll } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from './test-app.js';

/**
 * A mock on a free port (strict) for the whole file, and the official SDK pointed at it with retries
 * off (the SDK retries 409/429/5xx for up to an hour by default).
 */
export function useSdkMock(seed: number): { server: () => MockServer; novu: () => Novu } {
  let server: MockServer | undefined;
  let novu: Novu | undefined;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, strict: true, seed, logger: silentLogger, contract: await sharedContract() });
    novu = new Novu({ serverURL: server.url, secretKey: DEV_KEY, retryConfig: { strategy: 'none' }, timeoutMs: 10_000 });
  });
  afterAll(() => server?.close());
  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the SDK mock starts in beforeAll');
    return value;
  };
  return { server: () => required(server), novu: () => required(novu) };
}
