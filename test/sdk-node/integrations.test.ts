import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, PROD_ENV_ID } from '../helpers/test-app.js';
import { PROD_KEY, failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2907);

type Integration = { _id: string; _environmentId: string; channel: string; providerId: string; active: boolean; primary: boolean; priority: number; credentials: Record<string, unknown> };

describe('@novu/node 2.6.6: integrations', () => {
  it('getAll and getActive list both environments of the organization, with credentials', async () => {
    const all = (await sdk.novu().integrations.getAll()).data.data as Integration[];
    expect(new Set(all.map((i) => i._environmentId))).toEqual(new Set([DEV_ENV_ID, PROD_ENV_ID]));
    expect(all.find((i) => i._environmentId === DEV_ENV_ID && i.providerId === 'sendgrid')?.credentials).toMatchObject({ from: 'notifications@dev.acme.dev' });
    const active = (await sdk.novu(PROD_KEY).integrations.getActive()).data.data as Integration[];
    expect(active.every((i) => i.active)).toBe(true);
    expect(active.map((i) => i._id)).toEqual(all.filter((i) => i.active).map((i) => i._id));
  });

  it('create in Production with the Development key, update, setIntegrationAsPrimary and delete, numbered as the real service numbers them', async () => {
    const created = await sdk.novu().integrations.create('postmark', { channel: 'email', credentials: { apiKey: 'pm-node' }, active: true, _environmentId: PROD_ENV_ID } as never);
    expect(created.status).toBe(201);
    const integration = created.data.data as Integration;
    expect(integration).toMatchObject({ _environmentId: PROD_ENV_ID, primary: false, priority: 2, credentials: { apiKey: 'pm-node' } });

    // Production's key writes it (the mock keeps writes to the key's environment).
    const updated = await sdk.novu(PROD_KEY).integrations.update(integration._id, { active: false } as never);
    expect(updated.data.data).toMatchObject({ active: false, priority: 0, primary: false });
    const primary = await sdk.novu(PROD_KEY).integrations.setIntegrationAsPrimary(integration._id);
    expect(primary.data.data).toMatchObject({ active: true, primary: true, priority: 3 });
    const left = await sdk.novu(PROD_KEY).integrations.delete(integration._id);
    expect((left.data.data as Integration[]).map((i) => i._id)).not.toContain(integration._id);
  });

  it('getWebhookProviderStatus answers the provider\'s webhook support; a push provider is a 400, one without integration a 404', async () => {
    const status = await sdk.novu().integrations.getWebhookProviderStatus('sendgrid');
    expect(status.status).toBe(200);
    expect(status.data).toEqual({ data: true });
    const push = await failure(sdk.novu().integrations.getWebhookProviderStatus('pushpad'));
    expect(push.status).toBe(400);
    expect(push.data.message).toBe('Webhook for pushpad-push is not supported yet');
    const missing = await failure(sdk.novu().integrations.getWebhookProviderStatus('resend'));
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBe('Integration for resend was not found');
  });
});
