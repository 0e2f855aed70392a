import { NovuError } from '@novu/api/models/errors/novuerror.js';
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

describe('an operation the mock does not simulate, through @novu/api', () => {
  const sdk = useSdkMock(21);

  it('rejects with status 501 and a body that names the operation', async () => {
    const error = await sdk.novu().agents.list({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NovuError);
    const { statusCode, body, message } = error as NovuError;
    expect(statusCode).toBe(501);
    expect(message).toContain('The mock does not simulate GET /v1/agents (novu.agents.list of @novu/api)');
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      statusCode: 501,
      error: 'Not Implemented',
      path: '/v1/agents',
      operation: { method: 'GET', path: '/v1/agents', operationId: 'AgentsController_listAgents', sdkMethod: 'novu.agents.list' },
    });
    expect(parsed.message).toBe('The mock does not simulate GET /v1/agents (novu.agents.list of @novu/api): an operation of the real API that this mock does not implement');
  });

  it('checks the key before: a wrong key is a 401, not a 501', async () => {
    const { Novu } = await import('@novu/api');
    const stranger = new Novu({ serverURL: sdk.server().url, secretKey: 'no-such-key', retryConfig: { strategy: 'none' } });
    const error = await stranger.agents.list({}).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 401, message: 'API Key not found' });
  });
});
