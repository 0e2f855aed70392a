import { Novu as NovuNode } from '@novu/node';
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';
import { DEV_KEY } from '../helpers/test-app.js';

/** What axios (under `@novu/node`) rejects with for an HTTP error. */
type AxiosFailure = { response?: { status: number; data: Record<string, unknown> } };

// Every call of @novu/api is served; the older @novu/node 2.6 still has calls the mock does not simulate.
describe('an operation the mock does not simulate, through @novu/node', () => {
  const sdk = useSdkMock(21);
  const node = (key = DEV_KEY) => new NovuNode(key, { backendUrl: sdk.server().url });

  it('rejects with status 501 and a body that names the operation', async () => {
    const error = (await node().inboundParse.getMxStatus().catch((e: unknown) => e)) as AxiosFailure;
    expect(error.response?.status).toBe(501);
    const body = error.response?.data ?? {};
    expect(body).toMatchObject({
      statusCode: 501,
      error: 'Not Implemented',
      path: '/v1/inbound-parse/mx/status',
      operation: { method: 'GET', path: '/v1/inbound-parse/mx/status', operationId: 'InboundParseController_getMxRecordStatus', sdkMethod: 'novu.inboundParse.getMxStatus' },
    });
    expect(body.message).toBe(
      'The mock does not simulate GET /v1/inbound-parse/mx/status (novu.inboundParse.getMxStatus of @novu/node): an operation of the real API that this mock does not implement',
    );
  });

  it('checks the key before: a wrong key is a 401, not a 501', async () => {
    const error = (await node('no-such-key').inboundParse.getMxStatus().catch((e: unknown) => e)) as AxiosFailure;
    expect(error.response?.status).toBe(401);
    expect(error.response?.data.message).toBe('API Key not found');
  });
});
