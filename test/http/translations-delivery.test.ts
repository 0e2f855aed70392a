import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/domain/shared/index.js';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const steps: JsonObject[] = [
  { name: 'Email', type: 'email', controlValues: { subject: '{{t.email.subject}}', body: '<p>{{ t.greeting }}, {{t.farewell}}</p>' } },
  { name: 'Inbox', type: 'in_app', controlValues: { subject: '{{t.email.subject}}', body: '{{t.greeting}} {{payload.name}}' } },
  { name: 'Text', type: 'sms', controlValues: { body: '{{t.sms}}' } },
];

async function setUp(t: TestApp, workflowId: string, isTranslationEnabled = true) {
  expect((await t.api().post('/v2/workflows', { name: workflowId, workflowId, isTranslationEnabled, steps })).status).toBe(201);
  const translate = (locale: string, content: JsonObject) => t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale, content });
  return translate;
}

const trigger = (t: TestApp, name: string, to: JsonObject, payload: JsonObject = { name: 'Ada' }) => t.api().post('/v1/events/trigger', { name, to, payload });
const outboxTo = async (t: TestApp, email: string) => (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&to=${email}`).expect(200)).body.data as JsonObject[];
const messagesOf = async (t: TestApp, transactionId: string) => (await t.api().get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data as JsonObject[];
const jobsOf = async (t: TestApp, transactionId: string) => ((await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0]?.jobs ?? []) as JsonObject[];

describe('translations at delivery', () => {
  it("delivers a de_DE subscriber the German content on every channel, key by key falling back to en_US, and Liquid in a translation rendered", async () => {
    const t = await makeTestApp();
    const translate = await setUp(t, 'tr-delivery');
    await translate('en_US', { email: { subject: 'Welcome' }, greeting: 'Hello', farewell: 'Goodbye', sms: 'Your code is {{payload.code}}' });
    await translate('de_DE', { 'email.subject': 'Willkommen', greeting: 'Hallo', sms: 'Dein Code ist {{payload.code}}' });

    const res = await trigger(t, 'tr-delivery', { subscriberId: 'tr-de', email: 'de@t.test', phone: '+4915112345678', locale: 'de_DE' }, { name: 'Ada', code: '123' });
    expect(res.status).toBe(201);
    const [email] = await outboxTo(t, 'de@t.test');
    expect(email).toMatchObject({ subject: 'Willkommen' });
    expect(String(email?.html)).toContain('Hallo, Goodbye');
    const messages = await messagesOf(t, res.body.data.transactionId);
    expect(messages.find((m) => m.channel === 'in_app')).toMatchObject({ subject: 'Willkommen', content: 'Hallo Ada' });
    expect(messages.find((m) => m.channel === 'sms')).toMatchObject({ content: 'Dein Code ist 123' });

    // Another locale (or none): the default locale's content.
    await trigger(t, 'tr-delivery', { subscriberId: 'tr-it', email: 'it@t.test', locale: 'it_IT' });
    await trigger(t, 'tr-delivery', { subscriberId: 'tr-none', email: 'none@t.test' });
    for (const to of ['it@t.test', 'none@t.test']) {
      const [sent] = await outboxTo(t, to);
      expect(sent?.subject, to).toBe('Welcome');
      expect(String(sent?.html), to).toContain('Hello, Goodbye');
    }
  });

  it('fails the step as the real renderer does: placeholders without translations enabled, without any translation, or a key no locale has', async () => {
    const t = await makeTestApp();
    const offTranslate = await setUp(t, 'tr-off', false);
    await offTranslate('en_US', { greeting: 'Hello', farewell: 'Bye', email: { subject: 'S' }, sms: 'x' });
    await setUp(t, 'tr-empty');
    const missingTranslate = await setUp(t, 'tr-missing');
    await missingTranslate('en_US', { greeting: 'Hello', email: { subject: 'S' }, sms: 'x' });

    const cases: [string, string][] = [
      ['tr-off', 'Translation is not enabled for this resource'],
      ['tr-empty', 'No translation found'],
      ['tr-missing', "Missing translation for key 'farewell'"],
    ];
    for (const [workflowId, reason] of cases) {
      const res = await trigger(t, workflowId, { subscriberId: `sub-${workflowId}`, email: `${workflowId}@t.test` });
      expect(res.status).toBe(201);
      const [emailJob] = await jobsOf(t, res.body.data.transactionId);
      expect(emailJob?.status, workflowId).toBe('failed');
      const last = (emailJob?.executionDetails as JsonObject[]).at(-1);
      expect(last).toMatchObject({ detail: 'Message content could not be generated', status: 'Failed' });
      expect(String(last?.raw), workflowId).toContain(reason);
      expect(await outboxTo(t, `${workflowId}@t.test`)).toEqual([]);
    }
  });

  it('leaves a workflow without placeholders as it is, translations enabled or not', async () => {
    const t = await makeTestApp();
    await t.api().post('/v2/workflows', { name: 'Plain', workflowId: 'tr-plain', isTranslationEnabled: true, steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Plain {{payload.name}}', body: '<p>t.greeting</p>' } }] });
    await trigger(t, 'tr-plain', { subscriberId: 'plain', email: 'plain@t.test', locale: 'de_DE' });
    expect((await outboxTo(t, 'plain@t.test'))[0]).toMatchObject({ subject: 'Plain Ada' });
  });
});

describe('docs/translations.md', () => {
  it("sends the page's German email as the page says", async () => {
    const { readFileSync } = await import('node:fs');
    const page = readFileSync(new URL('../../docs/translations.md', import.meta.url), 'utf8');
    const calls = [...page.matchAll(/curl -s -X POST http:\/\/127\.0\.0\.1:3000(\S+) [^\n]*\\\n\s+-d '(\{.*\})'/g)].map((m) => ({ path: m[1] as string, body: JSON.parse(m[2] as string) as JsonObject }));
    expect(calls.map((c) => c.path)).toEqual(['/v2/workflows', '/v2/translations', '/v2/translations', '/v1/events/trigger']);
    const t = await makeTestApp();
    for (const call of calls) expect((await t.api().post(call.path, call.body)).status, call.path).toBeLessThan(300);
    const [email] = await outboxTo(t, 'ada@example.com');
    expect(email?.subject).toBe('Willkommen');
    expect(String(email?.html)).toContain('Hello Ada!');
    expect(page).toContain('the outbox shows "Willkommen" and, from en_US, "Hello Ada!"');
  });
});
