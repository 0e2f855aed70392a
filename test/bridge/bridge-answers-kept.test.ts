import { afterEach, describe, expect, it } from 'vitest';
import { MAX_KEPT_DEPTH } from '../../src/domain/shared/index.js';
import { closeAll, everyFeedOf, failureOf, mockWithBridge, runToTheEnd } from './hostile-mock.js';
import { answerText, nested, nestedJson } from './raw-bridge.js';

afterEach(closeAll);

describe('a bridge answer nested deeper than the kept-value rule allows', () => {
  it('fails the in-app step with the reason and stores no message: every feed of the subscriber still answers 200', async () => {
    const { t } = await mockWithBridge([{ stepId: 'inbox', type: 'in_app' }, { stepId: 'text', type: 'sms' }], (stepId) =>
      stepId === 'inbox' ? { body: answerText({ outputs: { body: 'deep', data: '<deep>' }, providers: {}, options: { skip: false }, metadata: {} }, nestedJson(6_000)) } : { body: { outputs: { body: 'after' } } },
    );
    const jobs = await runToTheEnd(t, 'deep-user');
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['in_app:failed', 'sms:completed']);
    expect(failureOf(jobs[0])).toMatchObject({ detail: 'Bridge execution failed', raw: { code: 'BridgeResponseNotKept', message: expect.stringContaining(`nests deeper than ${MAX_KEPT_DEPTH} levels`) } });
    expect(await everyFeedOf(t, 'deep-user')).toEqual({ messages: 0, 'v1 feed': 0, 'widget feed': 0, 'Inbox list': 0 });
  });

  it('refuses deep `providers` and `metadata` too, though the mock does not use them', async () => {
    const { t } = await mockWithBridge([{ stepId: 'a', type: 'in_app' }, { stepId: 'b', type: 'in_app' }], (stepId) => ({
      body: { outputs: { body: stepId }, ...(stepId === 'a' ? { providers: nested(500) } : { metadata: { status: 'success', error: nested(500) } }) },
    }));
    const jobs = await runToTheEnd(t, 'deep-parts');
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['in_app:failed', 'in_app:failed']);
    expect(failureOf(jobs[1]).raw).toMatchObject({ code: 'BridgeResponseNotKept' });
    expect(await everyFeedOf(t, 'deep-parts')).toEqual({ messages: 0, 'v1 feed': 0, 'widget feed': 0, 'Inbox list': 0 });
  });

  it('does not keep a deep custom step\'s outputs: the later steps are not given them', async () => {
    const { t, bridge } = await mockWithBridge([{ stepId: 'lookup', type: 'custom' }, { stepId: 'inbox', type: 'in_app' }], (stepId) =>
      stepId === 'lookup' ? { body: answerText({ outputs: { profile: '<deep>' } }, nestedJson(6_000)) } : { body: { outputs: { body: 'shown' } } },
    );
    const jobs = await runToTheEnd(t, 'deep-custom');
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['custom:failed', 'in_app:completed']);
    expect(bridge.calls.at(-1)?.body.state).toEqual([{ stepId: 'lookup', outputs: {}, state: { status: 'failed' } }]);
    expect(await everyFeedOf(t, 'deep-custom')).toEqual({ messages: 1, 'v1 feed': 1, 'widget feed': 1, 'Inbox list': 1 });
  });

  it('keeps no deep error body of a failing bridge: the detail says why, and the activity reads', async () => {
    const { t } = await mockWithBridge([{ stepId: 'inbox', type: 'in_app' }], () => ({ status: 400, body: nestedJson(200_000) }));
    const [job] = await runToTheEnd(t, 'deep-error');
    expect(failureOf(job)).toMatchObject({ status: 'failed', detail: 'Bridge execution failed', raw: { statusCode: 400, code: 'UnknownBridgeRequestError', data: `(not kept: This value nests deeper than ${MAX_KEPT_DEPTH} levels)` } });
    const event = (await t.api().get('/v1/notifications?subscriberIds=deep-error')).body.data[0];
    const details = await t.api().get(`/v1/execution-details?notificationId=${event._id as string}&subscriberId=deep-error`);
    expect(details.status).toBe(200);
    expect(details.body.data.at(-1).detail).toBe('Bridge execution failed');
  });

  it('stores an in-app `data` as deep as the rule allows, and every feed shows it', async () => {
    // The answer itself is two levels above `data` (answer → outputs → data).
    const data = nested(MAX_KEPT_DEPTH - 2);
    const { t } = await mockWithBridge([{ stepId: 'inbox', type: 'in_app' }], () => ({ body: { outputs: { body: 'deep enough', data } } }));
    const jobs = await runToTheEnd(t, 'deep-enough');
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['in_app:completed']);
    expect(await everyFeedOf(t, 'deep-enough')).toEqual({ messages: 1, 'v1 feed': 1, 'widget feed': 1, 'Inbox list': 1 });
    const listed = await t.api().get('/v1/messages?subscriberId=deep-enough&channel=in_app');
    expect(listed.body.data[0].data).toEqual(data);
  });
});
