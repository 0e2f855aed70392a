/**
 * The real workflow e2e tests' rules through the official SDK (@novu/api), as those tests call it:
 * origin, slugs, the upsert commands' limits, PUT keeping step ids, variables and issues.
 */
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(45);

const buildWorkflow = (name: string, extra: object = {}) => ({
  name,
  workflowId: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: 'This is a test workflow',
  active: true,
  tags: ['tag1', 'tag2'],
  steps: [
    { name: 'Email Test Step', type: 'email' as const, controlValues: { subject: 'Test Email Subject', body: 'Test Email Body', disableOutputSanitization: false } },
    { name: 'In-App Test Step', type: 'in_app' as const, controlValues: { subject: 'Test Subject', body: 'Test Body' } },
  ],
  ...extra,
});

describe('the official SDK (@novu/api) against the mock: v2 workflow rules', () => {
  it('creates a novu-cloud workflow without issues, reached by id, workflowId and slug (steps too)', async () => {
    const { result: created } = await sdk.novu().workflows.create(buildWorkflow('SDK Rules One'));
    expect(created.origin).toBe('novu-cloud');
    expect(created.status).toBe('ACTIVE');
    expect(Object.keys(created.issues ?? {})).toHaveLength(0);
    for (const ref of [created.id, created.workflowId, created.slug, `my-workflow_wf_${created.slug.slice(-16)}`]) {
      expect((await sdk.novu().workflows.get(ref)).result.id).toBe(created.id);
    }
    const step = created.steps[0];
    for (const ref of [step?.id, step?.stepId, `my-step_st_${step?.slug.slice(-16)}`]) {
      expect((await sdk.novu().workflows.steps.retrieve(created.slug, ref as string)).result.id).toBe(step?.id);
    }
  });

  it('refuses the real limits with the command validation\'s 422', async () => {
    const tooLong = await sdk.novu().workflows.create(buildWorkflow('X'.repeat(129))).catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ statusCode: 422 });
    expect(JSON.stringify((tooLong as { errors?: unknown }).errors)).toContain('name must be shorter than or equal to 128 characters');
    const tags = await sdk.novu().workflows.create(buildWorkflow('SDK tags', { tags: ['tag1', 'tag1'] })).catch((e: unknown) => e);
    expect(JSON.stringify((tags as { errors?: unknown }).errors)).toContain("All tags's elements must be unique");
  });

  it('an update keeps the step id and stepId of a step sent with its id', async () => {
    const { result: created } = await sdk.novu().workflows.create(buildWorkflow('SDK Rules Two'));
    const { result: updated } = await sdk.novu().workflows.update(
      {
        name: 'SDK Rules Two',
        origin: 'novu-cloud',
        preferences: { user: null },
        steps: created.steps.map((s, i) => ({ id: s.id, type: s.type, name: i === 0 ? 'Renamed Email' : s.name, controlValues: s.controls.values })) as never,
      },
      created.slug,
    );
    expect(updated.steps[0]).toMatchObject({ id: created.steps[0]?.id, stepId: created.steps[0]?.stepId, name: 'Renamed Email' });
    expect((await sdk.novu().workflows.steps.retrieve(created.id, created.steps[0]?.stepId as string)).result.name).toBe('Renamed Email');
  });

  it('serves payload variables and the digest tier issue', async () => {
    const { result: created } = await sdk.novu().workflows.create(
      buildWorkflow('SDK Rules Three', {
        steps: [
          { name: 'Digest Test Step', type: 'digest', controlValues: { amount: 555, unit: 'days' } },
          { name: 'In-App Test Step', type: 'in_app', controlValues: { subject: 'Hi {{payload.inAppSubjectText}}' } },
        ],
      }),
    );
    expect(created.steps[0]?.issues?.controls?.amount?.[0]?.issueType).toBe('TIER_LIMIT_EXCEEDED');
    expect(created.steps[0]?.issues?.controls?.unit?.[0]?.issueType).toBe('TIER_LIMIT_EXCEEDED');
    expect(created.status).toBe('ERROR');
    const { result: step } = await sdk.novu().workflows.steps.retrieve(created.id, created.steps[1]?.id as string);
    const properties = (step.variables as { properties: Record<string, { properties?: Record<string, unknown> }> }).properties;
    expect(Object.keys(properties.payload?.properties ?? {})).toContain('inAppSubjectText');
    expect(Object.keys(properties.steps?.properties ?? {})).toContain('digest-test-step');
  });
});
