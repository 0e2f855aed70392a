/**
 * A mistyped workflow identifier on trigger: the real service's 422 `workflow_not_found`, with the field's
 * message naming the caller's own workflow it looks like, on every route that triggers by name.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_1' };
const nameProblem = (body: { errors: Record<string, { messages: string[] }> }) => body.errors['body.name']?.messages;

describe('an unknown workflow on trigger', () => {
  it('keeps the real status and message, and hints at the near identifier in the field message', async () => {
    const res = await t.api().post('/v1/events/trigger', { name: 'comment-mentoin', to: 'hint-1', payload: mention });
    expect(res.status).toBe(422);
    expect(expectErrorShape(res.body, 422).message).toBe('workflow_not_found');
    expect(nameProblem(res.body)).toEqual(['workflow_not_found: no workflow with trigger identifier comment-mentoin (did you mean comment-mention?)']);
  });

  it('hints whatever the case of the typo, and gives no hint for a name near nothing', async () => {
    const cased = await t.api().post('/v1/events/trigger', { name: 'Password-Reset', to: 'hint-1' });
    expect(nameProblem(cased.body)?.[0]).toMatch(/\(did you mean password-reset\?\)$/);
    const far = await t.api().post('/v1/events/trigger', { name: 'no-such-flow', to: 'hint-1' });
    expect(far.status).toBe(422);
    expect(nameProblem(far.body)).toEqual(['workflow_not_found: no workflow with trigger identifier no-such-flow']);
  });

  it("never suggests another environment's workflow", async () => {
    const created = await t.api(PROD_KEY).post('/v2/workflows', { name: 'Quarterly report', workflowId: 'quarterly-report', steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Ready' } }] });
    expect(created.status).toBe(201);
    const inProduction = await t.api(PROD_KEY).post('/v1/events/trigger', { name: 'quarterly-reprot', to: 'hint-1' });
    expect(nameProblem(inProduction.body)?.[0]).toMatch(/\(did you mean quarterly-report\?\)$/);
    const inDevelopment = await t.api(DEV_KEY).post('/v1/events/trigger', { name: 'quarterly-reprot', to: 'hint-1' });
    expect(nameProblem(inDevelopment.body)).toEqual(['workflow_not_found: no workflow with trigger identifier quarterly-reprot']);
  });

  it('hints on broadcast, and in a bulk result after the real message', async () => {
    const broadcast = await t.api().post('/v1/events/trigger/broadcast', { name: 'weekly-digset', payload: {} });
    expect(broadcast.status).toBe(422);
    expect(broadcast.body.message).toBe('workflow_not_found');
    expect(nameProblem(broadcast.body)?.[0]).toMatch(/\(did you mean weekly-digest\?\)$/);
    const bulk = await t.api().post('/v1/events/trigger/bulk', { events: [{ name: 'comment-mention', to: 'hint-2', payload: mention }, { name: 'comment-mentoin', to: 'hint-2' }, { name: 'no-such-flow', to: 'hint-2' }] });
    expect(bulk.status).toBe(201);
    expect(bulk.body.map((r: { status: string }) => r.status)).toEqual(['processed', 'error', 'error']);
    expect(bulk.body[1].error).toEqual(['workflow_not_found', 'workflow_not_found: no workflow with trigger identifier comment-mentoin (did you mean comment-mention?)']);
    expect(bulk.body[2].error).toEqual(['workflow_not_found', 'workflow_not_found: no workflow with trigger identifier no-such-flow']);
  });
});
