import { ChannelTypeEnum } from '@novu/node';
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, PROD_ENV_ID } from '../helpers/test-app.js';
import { PROD_KEY, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2907);

interface Integration {
  _id: string;
  providerId: string;
  channel: string;
  active: boolean;
  identifier: string;
  _environmentId: string;
}

describe('@novu/node 2.6.6: integrations', () => {
  it('lists every integration of the organization in {data: [...]}; the active ones in another list', async () => {
    const all = await sdk.novu().integrations.getAll();
    expect(all.status).toBe(200);
    expect(Object.keys(all.data)).toEqual(['data']);
    const integrations = all.data.data as Integration[];
    expect(integrations.length).toBeGreaterThan(10);
    // As the real service lists them: every environment of the organization, both keys alike.
    expect(new Set(integrations.map((i) => i._environmentId))).toEqual(new Set([DEV_ENV_ID, PROD_ENV_ID]));
    expect((await sdk.novu(PROD_KEY).integrations.getAll()).data.data).toEqual(integrations);
    expect(integrations.some((i) => !i.active)).toBe(true);

    const active = await sdk.novu().integrations.getActive();
    expect(active.status).toBe(200);
    expect(Object.keys(active.data)).toEqual(['data']);
    const activeIds = (active.data.data as Integration[]).map((i) => i._id).sort();
    expect(activeIds).toEqual(integrations.filter((i) => i.active).map((i) => i._id).sort());
  });

  it('creates an integration: 201 and {data: the integration}; the lists show it', async () => {
    const created = await sdk.novu().integrations.create('mailjet', {
      channel: ChannelTypeEnum.EMAIL,
      name: 'Node Mailjet',
      identifier: 'node-mailjet',
      credentials: { apiKey: 'key', secretKey: 'secret' },
      active: true,
      check: false,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.data)).toEqual(['data']);
    const integration = created.data.data as Integration & { name: string };
    expect(integration).toMatchObject({ providerId: 'mailjet', channel: 'email', name: 'Node Mailjet', identifier: 'node-mailjet', active: true, _environmentId: DEV_ENV_ID });
    expect(integration._id).toMatch(/^[0-9a-f]{24}$/);
    expect((await sdk.novu().integrations.getAll()).data.data.map((i: Integration) => i._id)).toContain(integration._id);
    expect((await sdk.novu().integrations.getActive()).data.data.map((i: Integration) => i._id)).toContain(integration._id);
    // Production's key lists it too: the list is the organization's.
    expect((await sdk.novu(PROD_KEY).integrations.getAll()).data.data.map((i: Integration) => i._id)).toContain(integration._id);
  });
});

describe('@novu/node 2.6.6: environments', () => {
  it('gets the environment of the key: {data: {_id, name, ...}}', async () => {
    const current = await sdk.novu().environments.getCurrent();
    expect(current.status).toBe(200);
    expect(Object.keys(current.data)).toEqual(['data']);
    expect(current.data.data).toMatchObject({ _id: DEV_ENV_ID, name: 'Development' });
    expect((await sdk.novu(PROD_KEY).environments.getCurrent()).data.data).toMatchObject({ _id: PROD_ENV_ID, name: 'Production' });
  });

  it('lists the environments of the organization in {data: [...]}', async () => {
    const all = await sdk.novu().environments.getAll();
    expect(all.status).toBe(200);
    expect(Object.keys(all.data)).toEqual(['data']);
    expect(all.data.data.map((e: { _id: string }) => e._id)).toEqual(expect.arrayContaining([DEV_ENV_ID, PROD_ENV_ID]));
  });
});
