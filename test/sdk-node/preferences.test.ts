import { ChannelTypeEnum, type Novu } from '@novu/node';
import { describe, expect, it } from 'vitest';
import { DEV_KEY } from '../helpers/test-app.js';
import { failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2902);

/** The fixture workflow `comment-mention` (steps: in-app, push) of the development environment. */
const COMMENT_MENTION_ID = '665f1c2a9b1e4a0022000003';

/** The SDK takes the level as its own enum, which @novu/node does not export: `template` or `global`. */
type Level = Parameters<Novu['subscribers']['getPreferenceByLevel']>[1];
const TEMPLATE_LEVEL = 'template' as Level;
const GLOBAL_LEVEL = 'global' as Level;

const identify = (subscriberId: string) => sdk.novu().subscribers.identify(subscriberId, { firstName: 'Pref' });

interface WorkflowPreference {
  template: { _id: string; name: string; critical: boolean; triggers: { identifier: string }[] };
  preference: { enabled: boolean; channels: Record<string, boolean> };
}

const forWorkflow = (list: WorkflowPreference[], id: string) => list.find((p) => p.template._id === id);

describe('@novu/node 2.6.6: subscriber preferences per workflow', () => {
  it('lists one preference per workflow in {data: [...]}: the workflow (template) and its channels', async () => {
    await identify('node-pref-list');
    const listed = await sdk.novu().subscribers.getPreference('node-pref-list');
    expect(listed.status).toBe(200);
    expect(Object.keys(listed.data)).toEqual(['data']);
    const preferences = listed.data.data as WorkflowPreference[];
    expect(Array.isArray(preferences)).toBe(true);
    const mention = forWorkflow(preferences, COMMENT_MENTION_ID);
    expect(mention?.template).toMatchObject({ _id: COMMENT_MENTION_ID, name: 'Comment mention', critical: false });
    expect(mention?.template.triggers[0]?.identifier).toBe('comment-mention');
    // The list shows the workflow's own channels (today's real default for this route)...
    expect(mention?.preference).toMatchObject({ enabled: true, channels: { in_app: true, push: true } });
    // ...level `template` the same workflows with all five channels (its route's default).
    const byLevel = await sdk.novu().subscribers.getPreferenceByLevel('node-pref-list', TEMPLATE_LEVEL);
    expect(byLevel.status).toBe(200);
    expect(forWorkflow(byLevel.data.data, COMMENT_MENTION_ID)?.preference.channels).toEqual({ email: true, sms: true, in_app: true, chat: true, push: true });
  });

  it('turns a channel of one workflow off: {data: {template, preference}}; the list and the v2 view agree', async () => {
    await identify('node-pref-channel');
    const updated = await sdk.novu().subscribers.updatePreference('node-pref-channel', COMMENT_MENTION_ID, {
      channel: { type: ChannelTypeEnum.IN_APP, enabled: false },
    });
    expect(updated.status).toBe(200);
    expect(Object.keys(updated.data)).toEqual(['data']);
    expect(updated.data.data.template._id).toBe(COMMENT_MENTION_ID);
    expect(updated.data.data.preference).toMatchObject({ enabled: true, channels: expect.objectContaining({ in_app: false, push: true }) });

    const listed = await sdk.novu().subscribers.getPreference('node-pref-channel');
    expect(forWorkflow(listed.data.data, COMMENT_MENTION_ID)?.preference.channels.in_app).toBe(false);

    // One preference store: the v2 route shows the same choice.
    const v2 = await fetch(`${sdk.server().url}/v2/subscribers/node-pref-channel/preferences`, { headers: { Authorization: `ApiKey ${DEV_KEY}` } });
    const body = (await v2.json()) as { data: { workflows: { workflow: { identifier: string }; channels: Record<string, boolean> }[] } };
    expect(body.data.workflows.find((w) => w.workflow.identifier === 'comment-mention')?.channels.in_app).toBe(false);
  });

  // Today's real controller passes on the channel only: `enabled` is accepted and changes nothing.
  it('accepts enabled: false and ignores it', async () => {
    await identify('node-pref-off');
    const updated = await sdk.novu().subscribers.updatePreference('node-pref-off', COMMENT_MENTION_ID, { enabled: false });
    expect(updated.data.data.preference.enabled).toBe(true);
    const listed = await sdk.novu().subscribers.getPreference('node-pref-off');
    expect(forWorkflow(listed.data.data, COMMENT_MENTION_ID)?.preference.enabled).toBe(true);
  });

  it('answers 404 for a workflow that does not exist', async () => {
    await identify('node-pref-404');
    const missing = await failure(sdk.novu().subscribers.updatePreference('node-pref-404', '665f1c2a9b1e4a00220000ff', { enabled: false }));
    expect(missing.status).toBe(404);
    // Thrown with its context, as the real workflow lookup does: the workflowId, no status text.
    expect(missing.data).toMatchObject({ statusCode: 404, message: 'Workflow cannot be found', ctx: { workflowId: '665f1c2a9b1e4a00220000ff' } });
  });
});

describe('@novu/node 2.6.6: global preferences', () => {
  it('reads the global preference as a one-item list: every channel on by default', async () => {
    await identify('node-global-read');
    const global = await sdk.novu().subscribers.getGlobalPreference('node-global-read');
    expect(global.status).toBe(200);
    expect(global.data).toEqual({ data: [{ preference: { enabled: true, channels: { email: true, sms: true, in_app: true, chat: true, push: true } } }] });
    const byLevel = await sdk.novu().subscribers.getPreferenceByLevel('node-global-read', GLOBAL_LEVEL);
    expect(byLevel.data).toEqual(global.data);
  });

  it('updates the global preference: {data: {preference}} with the channel off, the others kept on', async () => {
    await identify('node-global-write');
    const updated = await sdk.novu().subscribers.updateGlobalPreference('node-global-write', {
      enabled: true,
      preferences: [{ type: ChannelTypeEnum.EMAIL, enabled: false }],
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual({ data: { preference: { enabled: true, channels: { email: false, sms: true, in_app: true, chat: true, push: true } } } });
    const read = await sdk.novu().subscribers.getGlobalPreference('node-global-write');
    expect(read.data.data[0].preference.channels.email).toBe(false);

    // A later update changes only what it names.
    const again = await sdk.novu().subscribers.updateGlobalPreference('node-global-write', { preferences: [{ type: ChannelTypeEnum.SMS, enabled: false }] });
    expect(again.data.data.preference.channels).toMatchObject({ email: false, sms: false, push: true });
  });

  it('answers 404 for an unknown subscriber', async () => {
    const missing = await failure(sdk.novu().subscribers.updateGlobalPreference('node-nobody', { enabled: false }));
    expect(missing.status).toBe(404);
  });
});
