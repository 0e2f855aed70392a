/**
 * The official SDK (@novu/api) against the mock: `environments.create/update/delete/getTags/diff/publish` and
 * `workflows.sync`, and their effect: a workflow published from Development runs with Production's key.
 */
import { Novu } from '@novu/api';
import { ResponseValidationError } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(46);
/** What the SDK refused to parse: the answer's body (without its envelope, as the SDK reads it into `Result`). */
const refusedBody = (error: unknown) => ((error as ResponseValidationError).rawValue as { Result: { summary?: object; results?: { successful: object[] }[] } }).Result;
const clientFor = (secretKey: string) => new Novu({ serverURL: sdk.server().url, secretKey, retryConfig: { strategy: 'none' }, timeoutMs: 10_000 });

describe('the official SDK (@novu/api) against the mock: environments', () => {
  it('creates an environment, reads it back, updates it, opens it with its key, and deletes it', async () => {
    const created = await sdk.novu().environments.create({ name: 'SDK staging', color: '#3A7F5C' });
    expect(created.result).toMatchObject({ name: 'SDK staging', type: 'prod', identifier: expect.any(String) });
    expect(created.result.apiKeys).toHaveLength(1);
    const listed = await sdk.novu().environments.list();
    expect(listed.result.map((e) => e.name)).toContain('SDK staging');
    const updated = await sdk.novu().environments.update({ name: 'SDK QA', color: '#000000' }, created.result.id);
    expect(updated.result).toMatchObject({ id: created.result.id, name: 'SDK QA' });
    const key = sdk.server().environments().find((e) => e.environmentId === created.result.id)?.apiKey as string;
    const own = await clientFor(key).environments.list();
    expect(own.result.find((e) => e.id === created.result.id)?.apiKeys).toHaveLength(1);
    await sdk.novu().environments.delete(created.result.id);
    await expect(clientFor(key).environments.list()).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers the real errors through the SDK', async () => {
    await expect(sdk.novu().environments.create({ name: 'Production', color: '#fff' })).rejects.toMatchObject({ statusCode: 422, message: expect.stringContaining('Environment name cannot be Development or Production') });
    await expect(sdk.novu().environments.update({ name: 'Renamed' }, DEV_ENV_ID)).rejects.toMatchObject({ statusCode: 422 });
    await expect(sdk.novu().environments.delete(PROD_ENV_ID)).rejects.toMatchObject({ statusCode: 400 });
    await expect(sdk.novu().environments.getTags('60a5f2f2f2f2f2f2f2f2f2f2')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('publishes a Development workflow to Production, where it is present and triggerable with its key', async () => {
    await sdk.novu().workflows.create({ name: 'SDK release', workflowId: 'sdk-release', active: true, tags: ['sdk-tag'], steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Released {{payload.version}}' } }] });
    expect((await sdk.novu().environments.getTags(DEV_ENV_ID)).result).toContainEqual({ name: 'sdk-tag' });
    // The SDK 3.19 types `resourceType` as REGULAR/ECHO/BRIDGE, not the real service's `workflow`: it refuses
    // the real answer of diff (when anything differs) and publish, whose raw body holds what happened, and
    // cannot send a `resources` selection (`workflow` fails its own input check).
    const diff = await sdk.novu().environments.diff({}, PROD_ENV_ID).catch((e: unknown) => e);
    expect(diff).toBeInstanceOf(ResponseValidationError);
    expect(refusedBody(diff).summary).toMatchObject({ hasChanges: true });
    const published = await sdk.novu().environments.publish({}, PROD_ENV_ID).catch((e: unknown) => e);
    expect(published).toBeInstanceOf(ResponseValidationError);
    expect(refusedBody(published).results?.[0]?.successful).toContainEqual({ resourceType: 'workflow', resourceId: 'sdk-release', resourceName: 'SDK release', action: 'created' });
    const production = clientFor(PROD_KEY);
    expect((await production.workflows.get('sdk-release')).result).toMatchObject({ workflowId: 'sdk-release', name: 'SDK release' });
    const triggered = await production.trigger({ workflowId: 'sdk-release', to: 'sdk-publish-user', payload: { version: '1.2' } });
    expect(triggered.result.status).toBe('processed');
  });

  it('workflows.sync copies one workflow to Production', async () => {
    await sdk.novu().workflows.create({ name: 'SDK sync', workflowId: 'sdk-sync', active: true, steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Synced' } }] });
    const synced = await sdk.novu().workflows.sync({ targetEnvironmentId: PROD_ENV_ID }, 'sdk-sync');
    expect(synced.result).toMatchObject({ workflowId: 'sdk-sync', name: 'SDK sync' });
    expect((await clientFor(PROD_KEY).workflows.get('sdk-sync')).result.id).toBe(synced.result.id);
    await expect(sdk.novu().workflows.sync({ targetEnvironmentId: DEV_ENV_ID }, 'sdk-sync')).rejects.toMatchObject({ statusCode: 400 });
  });
});
