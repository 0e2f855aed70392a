import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(29);

describe('the official SDK (@novu/api) against the mock: integration create', () => {
  it('creates an integration (201, its credentials back) that lists and switches to primary; a taken identifier is a 409', async () => {
    const created = await sdk.novu().integrations.create({ providerId: 'postmark', channel: 'email', credentials: { apiKey: 'pm-sdk-key' }, active: true });
    expect(created.result).toMatchObject({ name: 'Postmark', providerId: 'postmark', channel: 'email', active: true, primary: false });
    expect(created.result.credentials).toMatchObject({ apiKey: 'pm-sdk-key' });
    const listed = (await sdk.novu().integrations.list()).result;
    expect(listed.map((i) => i.id)).toContain(created.result.id);
    const primary = await sdk.novu().integrations.setAsPrimary(created.result.id as string);
    expect(primary.result).toMatchObject({ id: created.result.id, primary: true });

    const taken = await sdk.novu().integrations.create({ providerId: 'postmark', channel: 'email', identifier: created.result.identifier }).catch((e: unknown) => e);
    expect(taken).toMatchObject({ statusCode: 409, message: 'Integration with identifier already exists' });
  });
});
