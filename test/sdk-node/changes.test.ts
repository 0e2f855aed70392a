import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { failure, PROD_KEY, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2908);

interface Change {
  _id: string;
  type: string;
  enabled: boolean;
  _entityId: string;
}

describe('@novu/node 2.6.6: changes', () => {
  it('get, getCount, applyOne and applyMany answer the real shapes; Production has the records only once applied', async () => {
    const dev = sdk.novu();
    const prod = sdk.novu(PROD_KEY);
    const before = (await dev.changes.getCount()).data.data as number;
    const groupA = (await dev.notificationGroups.create('Node changes A')).data.data;
    const groupB = (await dev.notificationGroups.create('Node changes B')).data.data;
    expect((await dev.changes.getCount()).data.data).toBe(before + 2);

    const listed = await dev.changes.get({ page: 0, limit: 2, promoted: false });
    expect(listed.status).toBe(200);
    expect(Object.keys(listed.data).sort()).toEqual(['data', 'page', 'pageSize', 'totalCount']);
    const [newest, older] = listed.data.data as (Change & { templateName: string; _environmentId: string })[];
    expect([newest?.templateName, older?.templateName]).toEqual(['Node changes B', 'Node changes A']);
    expect(newest).toMatchObject({ type: 'NotificationGroup', enabled: false, _entityId: groupB._id, _environmentId: DEV_ENV_ID });

    const prodNames = async () => ((await prod.notificationGroups.get()).data.data as { name: string }[]).map((g) => g.name);
    expect(await prodNames()).not.toContain('Node changes A');
    const one = await dev.changes.applyOne(older?._id as string);
    expect(one.status).toBe(201);
    expect((one.data.data as Change[]).map((c) => c._entityId)).toEqual([groupA._id]);
    expect(await prodNames()).toContain('Node changes A');
    expect(await prodNames()).not.toContain('Node changes B');

    const many = await dev.changes.applyMany([newest?._id as string]);
    expect(many.status).toBe(201);
    expect((many.data.data as Change[][]).map((list) => list.map((c) => c._entityId))).toEqual([[groupB._id]]);
    expect(await prodNames()).toContain('Node changes B');
    expect((await dev.changes.getCount()).data.data).toBe(before);
    const promoted = (await dev.changes.get({ page: 0, limit: 100, promoted: true })).data.data as Change[];
    expect(promoted.map((c) => c._id)).toEqual(expect.arrayContaining([newest?._id, older?._id]));

    const unknown = await failure(dev.changes.applyOne('6650d00000000000000000c1'));
    expect(unknown).toMatchObject({ status: 404, data: { message: 'Parent Change not found' } });
  });
});
