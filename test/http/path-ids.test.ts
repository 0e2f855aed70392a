/**
 * Ids in the path that the real service checks in code (the contract marks them `x-mongo-id`): a malformed
 * one is refused with the real status and words, before anything is looked up; a well-formed unknown one
 * is the route's own 404.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { expectErrorShape } from '../helpers/test-app.js';

let t: InboxTestApp;
beforeEach(async () => {
  t = await makeInboxApp('path-id-tester');
});

const UNKNOWN = '666c0dfa0b55d0f06f4aaa6c';

/** The real command validation's 422: `errors.<field>` and the command's message. */
function expectCommandRefusal(res: { status: number; body: Record<string, unknown> }, command: string, field: string, value: string): void {
  expect(res.status).toBe(422);
  const body = expectErrorShape(res.body, 422);
  expect(body.message).toBe(`Validation failed for ${command}: ${field}: ${field} must be a mongodb id`);
  expect(body.errors).toEqual({ [field]: { messages: [`${field} must be a mongodb id`], value } });
}

describe('ids in the path that the real service checks', () => {
  it('Inbox notification routes: 422 `notificationId must be a mongodb id`, and 404 for an unknown well-formed id', async () => {
    const [id] = await t.load([{}]);
    expectCommandRefusal(await t.inbox().patch('/v1/inbox/notifications/fake/read'), 'MarkNotificationAsCommand', 'notificationId', 'fake');
    expectCommandRefusal(await t.inbox().patch('/v1/inbox/notifications/fake/snooze', { snoozeUntil: new Date(Date.now() + 3_600_000).toISOString() }), 'SnoozeNotificationCommand', 'notificationId', 'fake');
    expectCommandRefusal(await t.inbox().patch('/v1/inbox/notifications/fake/unsnooze'), 'UnsnoozeNotificationCommand', 'notificationId', 'fake');
    expectCommandRefusal(await t.inbox().patch('/v1/inbox/notifications/fake/complete', { actionType: 'primary' }), 'UpdateNotificationActionCommand', 'notificationId', 'fake');
    expectCommandRefusal(await t.inbox().delete('/v1/inbox/notifications/fake/delete'), 'DeleteNotificationCommand', 'notificationId', 'fake');
    const unknown = await t.inbox().patch(`/v1/inbox/notifications/${UNKNOWN}/read`);
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404).message).toBe(`Notification with id: ${UNKNOWN} is not found.`);
    expect((await t.inbox().patch(`/v1/inbox/notifications/${id}/read`)).status).toBe(200);
  });

  it('a body the contract refuses is answered first, as the real validation pipe runs before the command', async () => {
    const res = await t.inbox().patch('/v1/inbox/notifications/fake/snooze', { snoozeUntil: 'not a date' });
    expect(res.status).toBe(422);
    expect(expectErrorShape(res.body, 422).message).toBe('Validation Error');
    expect(Object.keys(res.body.errors as object)).toEqual(['body.snoozeUntil']);
  });

  it('v2 subscriber notification routes: the id is checked before the subscriber is looked up', async () => {
    expectCommandRefusal(await t.api().patch('/v2/subscribers/nobody-here/notifications/fake/read', {}), 'MarkNotificationAsCommand', 'notificationId', 'fake');
    expectCommandRefusal(await t.api().delete('/v2/subscribers/nobody-here/notifications/fake'), 'DeleteNotificationCommand', 'notificationId', 'fake');
    expect((await t.api().patch(`/v2/subscribers/nobody-here/notifications/${UNKNOWN}/read`, {})).status).toBe(404);
  });

  it('set-primary, the activity event and the v1 notification templates', async () => {
    expectCommandRefusal(await t.api().post('/v1/integrations/fakeIntegrationId/set-primary'), 'SetIntegrationAsPrimaryCommand', 'integrationId', 'fakeIntegrationId');
    const unknownIntegration = await t.api().post(`/v1/integrations/${UNKNOWN}/set-primary`);
    expect(unknownIntegration.status).toBe(404);
    expect(expectErrorShape(unknownIntegration.body, 404).message).toBe(`Integration with id ${UNKNOWN} not found`);
    expectCommandRefusal(await t.api().get('/v1/notifications/not-an-id'), 'GetActivityCommand', 'notificationId', 'not-an-id');
    expectCommandRefusal(await t.api().put('/v1/notification-templates/not-an-id', { name: 'x' }), 'UpdateWorkflowCommandV0', 'id', 'not-an-id');
    expectCommandRefusal(await t.api().delete('/v1/notification-templates/not-an-id'), 'DeleteNotificationTemplateCommand', 'templateId', 'not-an-id');
    expectCommandRefusal(await t.api().put('/v1/notification-templates/not-an-id/status', { active: false }), 'ChangeTemplateActiveStatusCommand', 'templateId', 'not-an-id');
  });

  it('message actions: 422 `messageId must be a mongodb id`; the widget deletion: 400 in its controller\'s words', async () => {
    expectCommandRefusal(await t.inbox().post('/v1/widgets/messages/nope/actions/primary', { status: 'done' }), 'UpdateMessageActionsCommand', 'messageId', 'nope');
    expectCommandRefusal(await t.api().post('/v1/subscribers/path-id-tester/messages/nope/actions/primary', { status: 'done' }), 'UpdateMessageActionsCommand', 'messageId', 'nope');
    const removed = await t.inbox().delete('/v1/widgets/messages/nope');
    expect(removed.status).toBe(400);
    expect(expectErrorShape(removed.body, 400).message).toBe('messageId must be a valid MongoDB ObjectId');
    expect((await t.inbox().delete(`/v1/widgets/messages/${UNKNOWN}`)).status).toBe(404);
  });
});
