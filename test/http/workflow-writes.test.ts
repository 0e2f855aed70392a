import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(NOW);
});

const trigger = (name: string, payload: object = {}) => t.api().post('/v1/events/trigger', { name, to: 'wf-writes-user', payload });

describe('PATCH /v2/workflows/{workflowId}', () => {
  it('changes the fields sent, keeps the others, and the next trigger uses the change', async () => {
    const before = (await t.api().get('/v2/workflows/comment-mention')).body;
    const res = await t.api().patch('/v2/workflows/comment-mention', { active: false, tags: ['social'], description: 'Mentions in comments' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: before._id, name: before.name, active: false, status: 'INACTIVE', tags: ['social'], description: 'Mentions in comments', updatedAt: NOW.toISOString() });
    expect(res.body.steps).toEqual(before.steps);
    expect((await t.api().get('/v2/workflows/comment-mention')).body).toEqual(res.body);
    expect((await trigger('comment-mention')).body).toMatchObject({ acknowledged: true, status: 'trigger_not_active' });
    await t.api().patch(`/v2/workflows/${before._id}`, { active: true });
    expect((await trigger('comment-mention')).body.status).toBe('processed');
  });

  it('a new payload schema with validatePayload checks the next trigger', async () => {
    const schema = { type: 'object', required: ['commentId'], properties: { commentId: { type: 'string' } } };
    await t.api().patch('/v2/workflows/comment-mention', { payloadSchema: schema, validatePayload: true });
    const refused = await trigger('comment-mention');
    expect(refused.status).toBe(400);
    expect(refused.body.type).toBe('PAYLOAD_VALIDATION_ERROR');
    expect((await trigger('comment-mention', { commentId: 'c1' })).status).toBe(201);
  });

  it("answers 404 for an unknown workflow and for another environment's", async () => {
    const unknown = await t.api().patch('/v2/workflows/no-such-workflow', { active: false });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404).message).toBe('Workflow cannot be found');
    const prodId = t.deps.registry.resolve(PROD_KEY)?.workflows.list()[0]?._id as string;
    expect((await t.api(DEV_KEY).patch(`/v2/workflows/${prodId}`, { active: false })).status).toBe(404);
  });
});

describe('DELETE /v2/workflows/{workflowId}', () => {
  it('deletes the workflow: 204, then a trigger of it is workflow_not_found and GET is 404', async () => {
    const res = await t.api().delete('/v2/workflows/comment-mention');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const triggered = await trigger('comment-mention');
    expect(triggered.status).toBe(422);
    expect(triggered.body.message).toBe('workflow_not_found');
    expect((await t.api().get('/v2/workflows/comment-mention')).status).toBe(404);
    const listed = await t.api().get('/v2/workflows?limit=100');
    expect(listed.body.workflows.map((w: { workflowId: string }) => w.workflowId)).not.toContain('comment-mention');
    const again = await t.api().delete('/v2/workflows/comment-mention');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Workflow cannot be found');
  });
});

describe('GET /v2/workflows/{workflowId}/steps/{stepId}', () => {
  it('shows one step as the workflow shows it, by stepId or _id', async () => {
    const workflow = (await t.api().get('/v2/workflows/payment-failed')).body;
    const step = workflow.steps[0];
    for (const id of [step.stepId, step._id]) {
      const res = await t.api().get(`/v2/workflows/payment-failed/steps/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(200);
      expect(res.body).toEqual(step);
    }
  });

  it('answers 400 for an unknown step (the real step-data use case) and 404 for an unknown workflow', async () => {
    const unknownStep = await t.api().get('/v2/workflows/payment-failed/steps/no-such-step');
    expect(unknownStep.status).toBe(400);
    expect(unknownStep.body.message).toBe('No step found');
    const unknownWorkflow = await t.api().get('/v2/workflows/no-such-workflow/steps/x');
    expect(unknownWorkflow.body.message).toBe('Workflow cannot be found');
  });
});

describe('PUT /v2/workflows/{workflowId}', () => {
  it('replaces the steps: a kept step keeps its id, the next trigger renders the new content', async () => {
    const before = (await t.api().get('/v2/workflows/comment-mention')).body;
    const kept = before.steps.find((s: { type: string }) => s.type === 'in_app');
    const res = await t.api().put('/v2/workflows/comment-mention', {
      name: 'Comment mention v2',
      steps: [
        { _id: kept._id, name: 'Mention inbox message', type: 'in_app', controlValues: { body: '{{payload.commenterName}} pinged you', redirect: { url: 'https://app.example.com/c' } } },
        { name: 'Mention SMS', type: 'sms', controlValues: { body: 'Ping from {{payload.commenterName}}' } },
      ],
      preferences: { workflow: { all: { enabled: true, readOnly: true }, channels: { sms: { enabled: true } } } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Comment mention v2', workflowId: 'comment-mention', preferences: { default: { all: { readOnly: true } } } });
    expect(res.body.steps.map((s: { type: string }) => s.type)).toEqual(['in_app', 'sms']);
    expect(res.body.steps[0]._id).toBe(kept._id);
    expect(res.body.steps[0].controls.values).toEqual({ body: '{{payload.commenterName}} pinged you', redirect: { url: 'https://app.example.com/c' } });
    const step = await t.api().get(`/v2/workflows/comment-mention/steps/${res.body.steps[1]._id}`);
    expect(step.body.controls.values).toEqual({ body: 'Ping from {{payload.commenterName}}' });

    const sent = await trigger('comment-mention', { commenterName: 'Ada' });
    expect(sent.status).toBe(201);
    const messages = await t.api().get(`/v1/messages?transactionId=${sent.body.transactionId}`);
    // The recipient has no phone: its SMS is stored with the error, as the real service stores it.
    expect(messages.body.data.map((m: { channel: string; content: string; status: string }) => [m.channel, m.content, m.status]).sort()).toEqual([
      ['in_app', 'Ada pinged you', 'sent'],
      ['sms', 'Ping from Ada', 'warning'],
    ]);
  });

  it('answers 404 for an unknown workflow and 422 without steps', async () => {
    const body = { name: 'x', steps: [], preferences: {} };
    const unknown = await t.api().put('/v2/workflows/no-such-workflow', body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Workflow cannot be found');
    expect((await t.api().put('/v2/workflows/comment-mention', { name: 'x', preferences: {} })).status).toBe(422);
  });
});
