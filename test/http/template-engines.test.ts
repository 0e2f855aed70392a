/**
 * Step templates as the real service renders them: Handlebars with its helpers for v1 workflows (HTML-escaped
 * values in every channel), LiquidJS with its filters for dashboard workflows, a template that does not
 * compile failing its step, and the render limit under a looping template.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';
import type { Workflow } from '../../src/domain/workflows/index.js';
import type { JsonObject } from '../../src/domain/shared/index.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});

/** A copy of the fixture workflow `weekly-digest` (digest, in-app, email) named `identifier`, with `steps` changed, loaded through the admin API. */
async function loadWorkflow(identifier: string, change: (steps: JsonObject[]) => JsonObject[], fields: JsonObject = {}) {
  const base = t.deps.registry.resolve(DEV_KEY)?.workflows.list().find((w) => w.triggers[0]?.identifier === 'weekly-digest');
  const workflow = { ...structuredClone(base), ...fields } as Workflow;
  workflow._id = `${'d'.repeat(20)}${String(identifier.length).padStart(4, '0')}`;
  workflow.name = identifier;
  (workflow.triggers[0] as { identifier: string; variables: unknown[] }).identifier = identifier;
  (workflow.triggers[0] as { identifier: string; variables: unknown[] }).variables = [];
  workflow.steps = change(workflow.steps as JsonObject[]);
  const loaded = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [workflow] });
  expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
}

const withTemplate = (step: JsonObject, template: JsonObject): JsonObject => ({ ...step, template: { ...(step.template as JsonObject), ...template } });
const trigger = (name: string, payload: JsonObject, to: JsonObject | string = { subscriberId: 'tpl-reader', email: 'reader@t.test', firstName: 'ada' }) =>
  t.api().post('/v1/events/trigger', { name, to, payload });
const messagesOf = async (transactionId: string) => (await t.api().get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data as JsonObject[];
const jobsOf = async (transactionId: string) => ((await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0]?.jobs ?? []) as JsonObject[];

describe('Handlebars (v1 workflows)', () => {
  it("runs the real service's helpers and escapes values for HTML, in-app content included", async () => {
    await loadWorkflow('hb-helpers', (steps) => [
      withTemplate(steps[1] as JsonObject, {
        content:
          "{{titlecase subscriber.firstName}}: {{uppercase payload.plan}} {{pluralize payload.seats 'seat' 'seats'}}, {{numberFormat payload.amount}} on {{dateFormat payload.at 'yyyy-MM-dd'}}, {{payload.note}} {{#equals payload.plan 'pro'}}PRO{{else}}other{{/equals}} {{firstName}}",
      }),
    ]);
    const res = await trigger('hb-helpers', { plan: 'pro', seats: 3, amount: 1234.5, at: '2031-02-03T04:05:06Z', note: "<b>it's</b>", firstName: 'payload-level' });
    expect(res.status).toBe(201);
    const [message] = await messagesOf(res.body.data.transactionId);
    // `'` comes back as written: the real compile step turns `&#x27;` back into a quote.
    expect(message?.content).toBe("Ada: PRO seats, 1,234.50 on 2031-02-03, &lt;b&gt;it's&lt;/b&gt; PRO payload-level");
  });

  it("loops over a digest's events in its email, and the outbox shows the rendered HTML", async () => {
    await loadWorkflow('hb-digest', (steps) => [
      steps[0] as JsonObject,
      withTemplate(steps[2] as JsonObject, {
        subject: '{{step.total_count}} updates',
        content: '<ul>{{#each step.events}}<li>{{@index}}: {{summary}}</li>{{/each}}</ul>{{#if step.digest}}digest{{/if}}',
      }),
    ]);
    t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
    const first = (await trigger('hb-digest', { projectId: 'p-1', summary: 'first' })).body.data.transactionId;
    await trigger('hb-digest', { projectId: 'p-1', summary: 'second & last' }).expect(201);
    t.deps.clock.advance(7 * DAY);
    const [email] = await messagesOf(first);
    expect(email).toMatchObject({ channel: 'email', subject: '2 updates', content: '<ul><li>0: first</li><li>1: second &amp; last</li></ul>digest' });
    const outbox = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}`).expect(200)).body.data as JsonObject[];
    const sent = outbox.find((d) => d.transactionId === first);
    expect(sent).toMatchObject({ subject: '2 updates', html: '<ul><li>0: first</li><li>1: second &amp; last</li></ul>digest' });
  });

  it('reads own properties only: what a prototype lends renders as ""', async () => {
    await loadWorkflow('hb-own', (steps) => [withTemplate(steps[1] as JsonObject, { content: '[{{payload.constructor}}|{{payload.__proto__}}|{{subscriber.toString}}|{{payload.toString}}]' })]);
    const res = await trigger('hb-own', { toString: 'own' });
    expect((await messagesOf(res.body.data.transactionId))[0]?.content).toBe('[|||own]');
  });

  it('fails the step of a template that does not compile with the real detail, and the trigger still answers 201', async () => {
    await loadWorkflow('hb-broken', (steps) => [withTemplate(steps[1] as JsonObject, { content: 'Hi {{#each payload.items}}' }), withTemplate(steps[2] as JsonObject, { content: '{{nohelper payload.x}}' })]);
    const res = await trigger('hb-broken', { items: [1] });
    expect(res.status).toBe(201);
    expect(await messagesOf(res.body.data.transactionId)).toEqual([]);
    const jobs = await jobsOf(res.body.data.transactionId);
    expect(jobs.map((j) => j.status)).toEqual(['failed', 'failed']);
    for (const job of jobs) {
      const details = job.executionDetails as JsonObject[];
      expect(details.at(-1)).toMatchObject({ detail: 'Message content could not be generated', status: 'Failed' });
    }
    expect(String((jobs[1]?.executionDetails as JsonObject[]).at(-1)?.raw)).toContain('Missing helper: \\"nohelper\\"');
  });

  it('refuses (413) a trigger whose template loops its way past the render limit, storing nothing', async () => {
    await loadWorkflow('hb-explode', (steps) => [withTemplate(steps[1] as JsonObject, { content: '{{#each payload.items}}{{#each ../payload.items}}{{../../payload.word}}{{/each}}{{/each}}' })]);
    const before = (await t.api().get('/v1/messages?limit=1').expect(200)).body.totalCount;
    const items = Array.from({ length: 2000 }, (_, i) => i);
    const refused = await trigger('hb-explode', { items, word: 'boom' });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(/template/);
    expect((await t.api().get('/v1/messages?limit=1').expect(200)).body.totalCount).toBe(before);
  });
});

describe('Liquid (dashboard workflows)', () => {
  it('renders with LiquidJS filters and the real custom ones, values as they are', async () => {
    await loadWorkflow(
      'liquid-filters',
      (steps) => [
        withTemplate(steps[1] as JsonObject, {
          content: '{{ payload.name | upcase }}: {{ payload.names | toSentence }}; {{ payload.people | digest: 2, "name" }}; {{ payload.count | pluralize: "event" }}; {{ payload.tag }}{% for n in payload.names %}[{{ forloop.index }}{{ n }}]{% endfor %}{{ payload.constructor }}',
        }),
      ],
      { type: 'BRIDGE', origin: 'novu-cloud' },
    );
    const payload = { name: 'ada', names: ['A', 'B', 'C', 'D'], people: [{ name: 'x' }, { name: 'y' }, { name: 'z' }], count: 2, tag: '<b>' };
    const res = await trigger('liquid-filters', payload);
    expect(res.status).toBe(201);
    expect((await messagesOf(res.body.data.transactionId))[0]?.content).toBe('ADA: A, B, and 2 others; x, y and 1 other; 2 events; <b>[1A][2B][3C][4D]');
  });

  it('renders what POST and PUT /v2/workflows write with Liquid (the real upsert makes them dashboard workflows), and records no change', async () => {
    const step = (body: string) => ({ name: 'Inbox', type: 'in_app', controlValues: { body } });
    const created = await t.api().post('/v2/workflows', { name: 'Liquid made', workflowId: 'liquid-made', steps: [step('{{ payload.name | upcase }}')] });
    expect(created.status).toBe(201);
    const first = await trigger('liquid-made', { name: 'ada' });
    expect((await messagesOf(first.body.data.transactionId))[0]?.content).toBe('ADA');
    const v1 = await t.api().get(`/v1/notification-templates/${created.body.data._id}`);
    expect(v1.body.data).toMatchObject({ type: 'BRIDGE', origin: 'novu-cloud' });
    expect((await t.api().get('/v1/changes/count')).body.data).toBe(0);
    // A v1 workflow that a v2 PUT rewrites becomes one as well.
    const v1Made = await t.api().post('/v1/notification-templates', { name: 'Made in v1', notificationGroupId: (await t.api().get('/v1/notification-groups')).body.data[0]._id, steps: [], active: true });
    expect(v1Made.status).toBe(201);
    const identifier = v1Made.body.data.triggers[0].identifier as string;
    const put = await t.api().put(`/v2/workflows/${v1Made.body.data._id}`, { name: 'Made in v1', preferences: {}, steps: [step('{{ payload.names | toSentence }}')] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const second = await trigger(identifier, { names: ['A', 'B'] });
    expect((await messagesOf(second.body.data.transactionId))[0]?.content).toBe('A and B');
  });

  it('fails the step of a template it cannot parse', async () => {
    await loadWorkflow('liquid-broken', (steps) => [withTemplate(steps[1] as JsonObject, { content: '{% for x in payload.items %}' })], { type: 'BRIDGE', origin: 'novu-cloud' });
    const res = await trigger('liquid-broken', { items: [1] });
    expect(res.status).toBe(201);
    const [job] = await jobsOf(res.body.data.transactionId);
    expect(job?.status).toBe('failed');
    expect((job?.executionDetails as JsonObject[]).at(-1)).toMatchObject({ detail: 'Message content could not be generated' });
  });
});

describe('docs/templates.md', () => {
  it("renders the page's example as the page says", async () => {
    const page = readFileSync(join(ROOT, 'docs/templates.md'), 'utf8');
    const bodies = [...page.matchAll(/-d '(\{.*\})'/g)].map((m) => JSON.parse(m[1] as string) as JsonObject);
    expect(bodies).toHaveLength(2);
    expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send(bodies[0])).status).toBe(201);
    const res = await t.api().post('/v1/events/trigger', bodies[1] as JsonObject);
    expect(res.status).toBe(201);
    const outbox = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&to=ann@example.com`).expect(200)).body.data as JsonObject[];
    expect(outbox[0]).toMatchObject({ subject: 'Ann, update', html: '<ul><li>0: &lt;B&gt;SPEC&lt;/B&gt; APPROVED</li></ul>' });
    expect(page).toContain('`Ann, update`');
    expect(page).toContain('`<ul><li>0: &lt;B&gt;SPEC&lt;/B&gt; APPROVED</li></ul>`');
  });
});

describe('step preview (POST /v2/workflows/{workflowId}/step/{stepId}/preview)', () => {
  it("renders the step's controls with Liquid, as the real preview does; a control it cannot parse is shown as the real preview's default for it", async () => {
    const created = await t.api().post('/v2/workflows', { name: 'Preview me', workflowId: 'preview-me', steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: '{{ payload.name | upcase }} has {{ payload.items | size }}' } }] });
    expect(created.status).toBe(201);
    const preview = await t.api().post('/v2/workflows/preview-me/step/inbox/preview', { previewPayload: { payload: { name: 'ada', items: [1, 2] } } });
    expect(preview.status).toBe(201);
    expect(preview.body.data.result.preview).toMatchObject({ body: 'ADA has 2' });
    const broken = await t.api().post('/v2/workflows/preview-me/step/inbox/preview', { controlValues: { body: '{% if payload.name %}' }, previewPayload: { payload: { name: 'ada' } } });
    expect(broken.status).toBe(201);
    expect(broken.body.data.result.preview).toMatchObject({ body: ' ' });
  });
});
