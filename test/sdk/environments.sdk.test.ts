import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(21);

describe('the official SDK (@novu/api) lists the environments', () => {
  it('environments.list gives each application identifier, with the keys masked', async () => {
    const { result } = await sdk.novu().environments.list();
    const fixtures = sdk.server().apiKeys;
    expect(result.map((e) => e.id)).toEqual([DEV_ENV_ID, PROD_ENV_ID]);
    expect(result.map((e) => e.identifier)).toEqual(fixtures.map((k) => k.applicationIdentifier));
    expect(result.map((e) => e.type)).toEqual(['dev', 'prod']);
    expect(result[0]?.apiKeys?.map((k) => k.key)).toEqual(['••••••••-key']);
    expect(result[1]?.apiKeys).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(DEV_KEY);
  });
});
