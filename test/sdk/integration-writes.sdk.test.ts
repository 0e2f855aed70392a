import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';
import { DEV_ENV_ID } from '../helpers/test-app.js';

const sdk = useSdkMock(19);

describe('the official SDK (@novu/api) against the mock: integration update and delete', () => {
  it('updates an integration; nothing to change is a 400', async () => {
    const list = (await sdk.novu().integrations.list()).result;
    const target = list.find((i) => i.channel === 'email' && i.primary && i.environmentId === DEV_ENV_ID);
    const updated = await sdk.novu().integrations.update({ name: 'Main mail', active: false }, target?.id as string);
    expect(updated.result).toMatchObject({ id: target?.id, name: 'Main mail', active: false, primary: false });
    const nothing = await sdk.novu().integrations.update({}, target?.id as string).catch((e: unknown) => e);
    expect(nothing).toMatchObject({ statusCode: 400, message: 'No properties found for update' });
  });

  it("deletes an integration and returns the rest of its environment's; an unknown id is a 404", async () => {
    // The list is the organization's; a delete answers with what is left of the environment's (the real use case).
    const list = (await sdk.novu().integrations.list()).result;
    const target = list.find((i) => i.channel === 'sms' && !i.primary && i.environmentId === DEV_ENV_ID);
    const left = await sdk.novu().integrations.delete(target?.id as string);
    expect(left.result.map((i) => i.id)).toEqual(list.filter((i) => i.id !== target?.id && i.environmentId === DEV_ENV_ID).map((i) => i.id));
    const again = await sdk.novu().integrations.delete(target?.id as string).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 404, message: `Entity with id ${target?.id} not found` });
  });
});
