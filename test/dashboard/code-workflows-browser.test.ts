import { workflow } from '@novu/framework';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBridge } from '../bridge/helpers.js';
import { dashboardSuite, inPage } from '../helpers/dashboard.js';
import { DEV_KEY } from '../helpers/test-app.js';

const suite = dashboardSuite('code-workflows', 'events');

const MARKUP = '<img src=x onerror="window.__pwned=1">';
const release = workflow(
  'code-release',
  async ({ step }) => {
    await step.inApp('announce', async () => ({ body: 'Version 2 is out' }));
    await step.sms('follow-up', async () => {
      throw new Error(`sms gateway refused ${MARKUP}`);
    });
  },
  { name: 'Code release' },
);

let bridge: Awaited<ReturnType<typeof startBridge>>;
const api = (method: string, path: string, body?: unknown) =>
  fetch(`${suite.server.url}${path}`, { method, headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(async () => {
  bridge = await startBridge(DEV_KEY, [release]);
});
afterAll(async () => {
  await bridge?.close();
});

const codeWorkflows = () => suite.page.getByRole('table', { name: 'Code workflows' });
const eventPanel = () => suite.page.getByRole('article', { name: /^Event / });

describe('code workflows in the dashboard', () => {
  it('lists a synced code workflow with its origin and bridge URL, and shows each bridge call of its run', async () => {
    const synced = await api('POST', '/v1/bridge/sync', { bridgeUrl: bridge.url });
    expect(synced.status).toBe(201);
    const templates = (await (await api('GET', '/v1/notification-templates?query=code-release')).json()) as { data: { origin?: string; type?: string; bridgeUrl?: string }[] };
    expect(templates.data).toEqual([expect.objectContaining({ origin: 'external', type: 'BRIDGE', bridgeUrl: bridge.url })]);

    const triggered = await api('POST', '/v1/events/trigger', { name: 'code-release', to: { subscriberId: 'code-release-user' }, payload: {} });
    expect(triggered.status).toBe(201);
    await expect.poll(() => bridge.calls.filter((c) => c.startsWith('POST execute')).length).toBe(2);

    await suite.page.getByRole('button', { name: 'Refresh' }).click();
    const row = codeWorkflows().getByRole('row').filter({ hasText: 'code-release' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual(['Code release (code-release)', 'external BRIDGE', 'announce → follow-up', bridge.url]);

    // The run settles outside the trigger's request: read the events until the failed call is there.
    const event = suite.page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: 'code-release-user' });
    const failedCall = eventPanel().getByRole('list', { name: 'Bridge calls of follow-up' }).getByRole('listitem');
    await expect
      .poll(async () => {
        await suite.page.getByRole('button', { name: 'Refresh' }).click();
        await event.getByRole('button').click();
        return failedCall.count();
      })
      .toBe(1);

    expect(await eventPanel().locator('p.code-workflow').textContent()).toBe(`Code workflow external BRIDGE, bridge ${bridge.url}`);
    const okCall = (await eventPanel().getByRole('list', { name: 'Bridge calls of announce' }).getByRole('listitem').textContent()) ?? '';
    expect(okCall).toMatch(/^Bridge call: step announce · \d+ ms · ok$/);
    const failed = (await failedCall.textContent()) ?? '';
    expect(failed).toMatch(/^Bridge call: step follow-up · \d+ ms · failed /);
    expect(failed).toContain(`sms gateway refused ${MARKUP}`);
    expect(failed).toContain('(StepExecutionFailedError, HTTP 502)');
    expect(await inPage(suite.page, 'window.__pwned'), 'markup from a bridge is text, never run').toBeUndefined();
  });
});
