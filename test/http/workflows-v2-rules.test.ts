/**
 * Today's real rules of the v2 workflow API (its upsert use case and commands, the step-data and
 * slug-parsing code, and their e2e tests): origin, limits, PUT semantics, variables, issues and slugs.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;

beforeEach(async () => {
  t = await makeTestApp();
});

type Step = { _id: string; stepId: string; name: string; slug: string; type: string; controls: { values: Record<string, unknown> }; variables: { properties: Record<string, { properties?: Record<string, unknown> }> }; issues?: { controls?: Record<string, { issueType: string; message: string; variableName?: string }[]> } };
type Detail = { _id: string; slug: string; workflowId: string; origin: string; status: string; steps: Step[] };

const inApp = (extra: object = {}) => ({ name: 'In-App Test Step', type: 'in_app', controlValues: { subject: 'Test Subject', body: 'Test Body' }, ...extra });
const email = (extra: object = {}) => ({ name: 'Email Test Step', type: 'email', controlValues: { subject: 'Test Email Subject', body: 'Test Email Body', disableOutputSanitization: false }, ...extra });
const workflow = (extra: object = {}) => ({ name: 'Test Workflow', workflowId: 'test-workflow', description: 'This is a test workflow', active: true, tags: ['tag1', 'tag2'], steps: [email(), inApp()], ...extra });

async function create(extra: object = {}): Promise<Detail> {
  const res = await t.api().post('/v2/workflows', workflow(extra));
  expect(res.status).toBe(201);
  return res.body.data as Detail;
}

/** The body a client sends back to PUT a workflow it read (the real e2e tests' `mapResponseToUpdateDto`). */
const updateOf = (w: Detail, extra: object = {}) => ({
  name: 'Test Workflow',
  origin: w.origin,
  preferences: { user: null },
  steps: w.steps.map((s) => ({ _id: s._id, type: s.type, name: s.name, controlValues: s.controls.values })),
  ...extra,
});

/** Base62 of a known ObjectId, worked out apart from the mock (the real `encodeBase62`, base-x). */
const KNOWN_ID = '6615943e7ace93b0540ae377';
const KNOWN_ENCODED = 'f5VFlcRWmt1PF4uV';

describe('origin and slugs', () => {
  it('a workflow created through the API is novu-cloud; its slug and its steps\' slugs are <name>_wf_/<name>_st_ and the encoded _id', async () => {
    const created = await create();
    expect(created.origin).toBe('novu-cloud');
    expect(created.steps.every((s) => s.type && s.slug)).toBe(true);
    expect(created.slug).toMatch(/^test-workflow_wf_[0-9A-Za-z]{16}$/);
    expect(created.steps[0]?.slug).toMatch(/^email-test-step_st_[0-9A-Za-z]{16}$/);
    const listed = (await t.api().get('/v2/workflows?query=Test')).body.data.workflows[0];
    expect(listed).toMatchObject({ origin: 'novu-cloud', slug: created.slug, steps: created.steps.map((s) => ({ slug: s.slug, type: s.type })) });
    expect((await t.api().get(`/v2/workflows/${created.workflowId}`)).body.data.steps[1].origin).toBe('novu-cloud');
  });

  it('finds a workflow by any name part before _wf_ and its step by _id, stepId or a _st_ slug', async () => {
    const created = await create();
    const slugPart = created.slug.slice(-16);
    for (const ref of [created._id, created.workflowId, created.slug, `my-workflow_wf_${slugPart}`]) {
      const res = await t.api().get(`/v2/workflows/${ref}`);
      expect(res.status, ref).toBe(200);
      expect(res.body.data._id).toBe(created._id);
    }
    const step = created.steps[0] as Step;
    for (const ref of [step._id, step.stepId, step.slug, `my-step_st_${step.slug.slice(-16)}`]) {
      const res = await t.api().get(`/v2/workflows/${created.slug}/steps/${ref}`);
      expect(res.status, ref).toBe(200);
      expect(res.body.data._id).toBe(step._id);
    }
    const unknown = await t.api().get(`/v2/workflows/${created._id}/steps/no-such-step`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No step found');
    const noWorkflow = await t.api().get(`/v2/workflows/nothing_wf_${KNOWN_ENCODED}`);
    expect(noWorkflow.status).toBe(404);
    expect(noWorkflow.body.message).toBe('Workflow cannot be found');
  });

  it('encodes an _id as the real base62 does', async () => {
    const { buildSlug } = await import('../../src/domain/workflows/index.js');
    expect(buildSlug('Order Shipped', 'wf_', KNOWN_ID)).toBe(`order-shipped_wf_${KNOWN_ENCODED}`);
  });

  it('updates by _id, workflowId or slug; the slug follows the new name', async () => {
    const created = await create();
    for (const [ref, name] of [[created._id, 'Test Workflow 1'], [created.workflowId, 'Test Workflow 2'], [created.slug, 'Test Workflow 3']] as const) {
      const res = await t.api().put(`/v2/workflows/${ref}`, updateOf(created, { name }));
      expect(res.status, ref).toBe(200);
      expect(res.body.data.slug).toBe(`${name.toLowerCase().replace(/ /g, '-')}_wf_${created.slug.slice(-16)}`);
    }
  });

  it('a subscriber preferences PATCH names the workflow by its slug too', async () => {
    const created = await create({ steps: [inApp()] });
    await t.api().post('/v2/subscribers', { subscriberId: 'slug-prefs-sub' });
    const res = await t.api().patch('/v2/subscribers/slug-prefs-sub/preferences', { workflowId: `anything_wf_${created.slug.slice(-16)}`, channels: { in_app: false } });
    expect(res.status).toBe(200);
    const shown = res.body.data.workflows.find((w: { workflow: { identifier: string } }) => w.workflow.identifier === created.workflowId);
    expect(shown).toMatchObject({ channels: { in_app: false }, workflow: { slug: created.slug } });
  });
});

describe('the upsert commands\' limits (422, the command validation\'s words)', () => {
  const refused = async (extra: object, field: string, words: string, command: string) => {
    const res = await t.api().post('/v2/workflows', workflow(extra));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(`Validation failed for ${command}: ${field}: `);
    expect(res.body.errors[field].messages).toContain(words);
    expect((await t.api().get('/v2/workflows/test-workflow')).status).toBe(404);
  };

  it('name: not empty, at most 128 characters (the workflow\'s and each step\'s)', async () => {
    await refused({ name: '' }, 'workflowDto.name', 'name must be longer than or equal to 1 characters', 'UpsertWorkflowCommand');
    await refused({ name: 'X'.repeat(129) }, 'workflowDto.name', 'name must be shorter than or equal to 128 characters', 'UpsertWorkflowCommand');
    await refused({ steps: [email({ name: '' })] }, 'workflowDto.steps.0.name', 'name should not be empty', 'UpsertWorkflowCommand');
    const ok = await t.api().post('/v2/workflows', workflow({ name: 'X'.repeat(128) }));
    expect(ok.status).toBe(201);
  });

  it('tags: at most 16, each of 1 to 64 characters, none twice; description at most 256', async () => {
    await refused({ tags: Array.from({ length: 17 }, (_, i) => `tag${i}`) }, 'workflowDto.tags', 'tags must contain no more than 16 elements', 'UpsertWorkflowCommand');
    const eachTag = 'each value in tags must be longer than or equal to 1 and shorter than or equal to 64 characters';
    await refused({ tags: ['tag1', 'X'.repeat(69)] }, 'tags', eachTag, 'CreateWorkflowCommandV0');
    await refused({ tags: ['tag1', ''] }, 'tags', eachTag, 'CreateWorkflowCommandV0');
    await refused({ tags: ['tag1', 'tag1'] }, 'tags', "All tags's elements must be unique", 'CreateWorkflowCommandV0');
    await refused({ description: 'X'.repeat(259) }, 'description', 'description must be shorter than or equal to 256 characters', 'CreateWorkflowCommandV0');
    expect((await t.api().post('/v2/workflows', workflow({ tags: Array.from({ length: 16 }, (_, i) => `tag${i}`) }))).status).toBe(201);
  });

  it('answers the docs\' example (docs/rest-api.md) exactly', async () => {
    const res = await t.api().post('/v2/workflows', { name: 'Weekly report', workflowId: 'weekly-report', tags: ['reports', 'reports'], steps: [] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Validation failed for CreateWorkflowCommandV0: tags: All tags's elements must be unique");
    expect(res.body.errors.tags).toEqual({ messages: ["All tags's elements must be unique"], value: ['reports', 'reports'] });
  });

  it('an update is checked by the update command', async () => {
    const created = await create();
    const res = await t.api().put(`/v2/workflows/${created._id}`, updateOf(created, { description: 'X'.repeat(259) }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation failed for UpdateWorkflowCommandV0: description: description must be shorter than or equal to 256 characters');
    expect(res.body.errors.description.messages).toEqual(['description must be shorter than or equal to 256 characters']);
    expect((await t.api().get(`/v2/workflows/${created._id}`)).body.data.description).toBe('This is a test workflow');
  });

  it('an email step\'s unknown layoutId is a 404 (create and update); null means no layout and is kept', async () => {
    const layout = (layoutId: unknown) => [email({ controlValues: { subject: 'S', body: 'B', layoutId } })];
    const res = await t.api().post('/v2/workflows', workflow({ steps: layout('non-existent-layout-id-12345') }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Layout not found for id non-existent-layout-id-12345 in the environment ${DEV_ENV_ID}`);
    const created = await create({ steps: layout(null) });
    expect(created.steps[0]?.controls.values.layoutId).toBeNull();
    const put = await t.api().put(`/v2/workflows/${created._id}`, updateOf(created, { steps: [{ _id: created.steps[0]?._id, name: 'Email', type: 'email', controlValues: { subject: 'S', body: 'B', layoutId: 'invalid-layout-id-67890' } }] }));
    expect(put.status).toBe(404);
    expect(put.body.message).toContain('Layout not found for id invalid-layout-id-67890');
  });
});

describe('PUT keeps what the real upsert keeps', () => {
  it('a step sent with its _id keeps its id and stepId, even renamed; a new step gets its name\'s slug; skip is kept', async () => {
    const skip = { '!=': [{ var: 'payload.skipStep' }, 'true'] };
    const created = await create({ steps: [email({ controlValues: { subject: 'S', body: 'B', skip } }), inApp()] });
    expect(created.steps[0]?.controls.values.skip).toEqual(skip);
    expect(created.steps[1]?.controls.values.skip).toBeUndefined();
    const [first] = created.steps as [Step, Step];
    const res = await t.api().put(`/v2/workflows/${created._id}`, {
      ...updateOf(created),
      steps: [
        { _id: first._id, name: 'Updated Email Step', type: 'email', controlValues: first.controls.values },
        { name: 'New InApp Step', type: 'in_app', controlValues: { body: 'Example body' } },
      ],
    });
    expect(res.status).toBe(200);
    const [kept, added] = res.body.data.steps as [Step, Step];
    expect(kept).toMatchObject({ _id: first._id, stepId: first.stepId, name: 'Updated Email Step' });
    expect(kept.controls.values.skip).toEqual(skip);
    expect(kept.slug).toBe(`updated-email-step_st_${first.slug.slice(-16)}`);
    expect(added).toMatchObject({ stepId: 'new-in-app-step' });
    expect(added._id).not.toBe(created.steps[1]?._id);
    for (const ref of [first._id, first.stepId]) {
      const step = await t.api().get(`/v2/workflows/${created._id}/steps/${ref}`);
      expect(step.status).toBe(200);
      expect(step.body.data).toMatchObject({ _id: first._id, name: 'Updated Email Step', controls: { values: { skip } } });
    }
  });

  it("a delivery names the step by its stored stepId, which a rename keeps", async () => {
    const created = await create({ steps: [email()] });
    const [first] = created.steps as [Step];
    const renamed = await t.api().put(`/v2/workflows/${created._id}`, { ...updateOf(created), steps: [{ _id: first._id, name: 'Renamed Email', type: 'email', controlValues: first.controls.values }] });
    expect(renamed.status).toBe(200);
    const res = await t.api().post('/v1/events/trigger', { name: created.workflowId, to: { subscriberId: 'step-id-reader', email: 'step-id@example.com' }, payload: {}, transactionId: 'step-id-tx' });
    expect(res.status).toBe(201);
    const deliveries = (await t.request().get('/__admin/outbox?channel=email&transactionId=step-id-tx').expect(200)).body.data as { stepId: string }[];
    expect(deliveries.map((d) => d.stepId)).toEqual([first.stepId]);
  });

  it('a step sent without controlValues (or with null) is emptied, as the real upsert deletes its values', async () => {
    const created = await create({ steps: [inApp(), { name: 'SMS', type: 'sms', controlValues: { body: 'Hello' } }] });
    const [inbox, sms] = created.steps as [Step, Step];
    const res = await t.api().put(`/v2/workflows/${created._id}`, { ...updateOf(created), steps: [{ _id: inbox._id, name: inbox.name, type: 'in_app' }, { _id: sms._id, name: sms.name, type: 'sms', controlValues: null }] });
    expect(res.status).toBe(200);
    const [emptiedInbox, emptiedSms] = res.body.data.steps as [Step, Step];
    expect(emptiedInbox.controls.values.subject).toBeUndefined();
    expect(emptiedInbox.issues?.controls?.body?.[0]?.message).toBe('Subject or body is required');
    expect(emptiedSms.controls.values.body ?? '').toBe('');
    expect(emptiedSms.issues?.controls?.body).toEqual([{ message: 'Body is required', issueType: 'MISSING_VALUE', variableName: 'body' }]);
    expect(res.body.data.status).toBe('ERROR');
  });

  it('a step whose name another step\'s stepId has gets a suffix', async () => {
    const created = await create({ steps: [inApp(), inApp()] });
    const [one, two] = created.steps as [Step, Step];
    expect(one.stepId).toBe('in-app-test-step');
    expect(two.stepId).toMatch(/^in-app-test-step-[0-9a-f]{8}$/);
  });
});

describe('variables and issues', () => {
  it('payload variables come from the payload schema, or from the steps\' {{payload.…}} placeholders', async () => {
    const withSchema = await create({ payloadSchema: { type: 'object', properties: { name: { type: 'string' } }, required: [], additionalProperties: false }, steps: [email({ controlValues: { subject: 'Hello {{payload.name}}', body: 'Welcome {{payload.name}}' } })] });
    const step = (await t.api().get(`/v2/workflows/${withSchema._id}/steps/${withSchema.steps[0]?._id}`)).body.data as Step;
    expect(Object.keys(step.variables.properties.payload?.properties ?? {})).toEqual(['name']);
    expect(Object.keys(step.variables.properties)).toEqual(['workflow', 'subscriber', 'steps', 'payload', 'context', 'env']);

    const fromPlaceholders = await create({ workflowId: 'from-placeholders', steps: [inApp({ controlValues: { body: '{{payload.first_variable}}' } }), inApp({ name: 'Chat', type: 'chat', controlValues: { body: '{{payload.second_variable}} {{payload.order.id}}' } })] });
    const chat = fromPlaceholders.steps[1] as Step;
    expect(chat.variables.properties.payload?.properties).toMatchObject({ first_variable: { type: 'string' }, second_variable: { type: 'string' }, order: { type: 'object', properties: { id: { type: 'string' } } } });
  });

  it('a step after a digest can read the digest\'s result under steps.<stepId>', async () => {
    const created = await create({ steps: [{ name: 'Digest Test Step', type: 'digest', controlValues: { amount: 1, unit: 'hours' } }, inApp()] });
    const after = (await t.api().get(`/v2/workflows/${created._id}/steps/${created.steps[1]?._id}`)).body.data as Step;
    expect(after.variables.properties.steps?.properties?.['digest-test-step']).toMatchObject({ properties: { eventCount: { type: 'number' }, events: { type: 'array' } } });
    expect(created.steps[0]?.variables.properties.steps?.properties).toEqual({});
  });

  it('a digest longer than the free plan allows has TIER_LIMIT_EXCEEDED on amount and unit, and the workflow is ERROR', async () => {
    const created = await create({ steps: [{ name: 'Digest Test Step', type: 'digest', controlValues: { amount: 555, unit: 'days' } }] });
    const words = 'The maximum delay allowed is 1 days. Please contact our support team to discuss extending this limit for your use case.';
    expect(created.steps[0]?.issues?.controls).toEqual({ amount: [{ issueType: 'TIER_LIMIT_EXCEEDED', message: words }], unit: [{ issueType: 'TIER_LIMIT_EXCEEDED', message: words }] });
    expect(created.status).toBe('ERROR');
    const errors = (await t.api().get('/v2/workflows?status=ERROR')).body.data.workflows;
    expect(errors.map((w: { _id: string }) => w._id)).toEqual([created._id]);
    const day = await create({ workflowId: 'one-day', steps: [{ name: 'Delay', type: 'delay', controlValues: { type: 'regular', amount: 24, unit: 'hours' } }] });
    expect(day.steps[0]).not.toHaveProperty('issues');
    expect(day.status).toBe('ACTIVE');
  });

  it('an in-app step with neither subject nor body reports both missing', async () => {
    const created = await create({ steps: [inApp({ controlValues: { redirect: { url: '/inbox' } } })] });
    const step = (await t.api().get(`/v2/workflows/${created._id}/steps/${created.steps[0]?.stepId}`)).body.data as Step;
    expect(step.issues?.controls?.body).toEqual([{ message: 'Subject or body is required', issueType: 'MISSING_VALUE', variableName: 'body' }]);
    expect(step.issues?.controls?.subject?.[0]?.issueType).toBe('MISSING_VALUE');
    const fine = await create({ workflowId: 'fine' });
    expect(fine.status).toBe('ACTIVE');
    expect(fine.steps.some((s) => 'issues' in s)).toBe(false);
  });

  it('a channel step without an active (for sms and email: primary) integration has MISSING_INTEGRATION, read by read; the status stays', async () => {
    const created = await create({ steps: [{ name: 'Text', type: 'sms', controlValues: { body: 'Hi' } }, inApp()] });
    expect(created.steps.some((s) => 'issues' in s)).toBe(false);
    const integrations = (await t.api().get('/v1/integrations')).body.data as { _id: string; _environmentId: string; channel: string; active: boolean }[];
    for (const sms of integrations.filter((i) => i._environmentId === DEV_ENV_ID && i.channel === 'sms' && i.active)) {
      expect((await t.api().put(`/v1/integrations/${sms._id}`, { active: false })).status).toBe(200);
    }
    const read = (await t.api().get(`/v2/workflows/${created._id}`)).body.data as Detail & { steps: (Step & { issues?: { integration?: unknown } })[] };
    expect(read.steps[0]?.issues).toEqual({ integration: { sms: [{ issueType: 'MISSING_INTEGRATION', message: 'Missing active primary integration provider' }] } });
    expect(read.steps[1]).not.toHaveProperty('issues');
    expect(read.status).toBe('ACTIVE');
  });
});
