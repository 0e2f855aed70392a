import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardSuite, inPage } from '../helpers/dashboard.js';
import { DEV_KEY } from '../helpers/test-app.js';

const suite = dashboardSuite('outbox', 'outbox');

const XSS = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

async function triggerPasswordReset(subscriberId: string, payload: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${suite.server.url}/v1/events/trigger`, {
    method: 'POST',
    headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'password-reset', to: { subscriberId }, payload }),
  });
  expect(res.status).toBe(201);
}

const show = (view: string) => inPage(suite.page, `location.hash = ${JSON.stringify(`#/${view}`)}`);
const deliveries = () => suite.page.getByRole('table', { name: 'Deliveries' });
const delivery = () => suite.page.getByRole('article', { name: /^Delivery / });
const emailFrame = () => suite.page.locator('iframe.email-frame');
/** The frame of the email shown: sandboxed, so read through the browser's protocol, never from the page. */
const emailDocument = () => suite.page.frames().find((frame) => frame !== suite.page.mainFrame() && frame.url() === 'about:srcdoc');


describe('the Outbox view in a browser', () => {
  it('shows a triggered email live, rendered in an empty sandbox, with its text and links; and the SMS beside it', async () => {
    const subscriberId = 'david.smith@gmail.com';
    const resetUrl = 'https://app.acme.dev/reset?token=tok_outbox_1';
    await suite.page.getByText('Nothing sent yet.').waitFor();
    await inPage(suite.page, 'window.__sameDocument = true');

    await triggerPasswordReset(subscriberId, { expiresInMinutes: 30, resetUrl, ipAddress: '203.0.113.7', code: '424242' });
    const row = deliveries().getByRole('row').filter({ hasText: 'Reset your Acme password' });
    await row.waitFor();
    expect(await inPage(suite.page, 'window.__sameDocument'), 'the list updated without a reload').toBe(true);
    expect(await row.getByRole('cell').nth(0).textContent()).toBe('email');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('david.smith@gmail.com');
    await suite.page.getByText(/^2 deliveries/).waitFor();

    await row.getByRole('link').click();
    await expect.poll(() => inPage(suite.page, 'location.hash')).toMatch(/^#\/outbox\/./);
    const facts = delivery().locator('dl.facts');
    await facts.getByText('Reset your Acme password').waitFor();
    expect(await facts.textContent()).toContain('david.smith@gmail.com');
    expect(await emailFrame().getAttribute('sandbox')).toBe('');
    await suite.page.frameLocator('iframe.email-frame').getByText('Reset password').waitFor();
    expect(await emailFrame().getAttribute('srcdoc')).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);

    expect(await suite.page.getByLabel('Email text').textContent()).toContain(resetUrl);
    const link = suite.page.getByRole('list', { name: 'Links' }).getByRole('link', { name: resetUrl });
    expect(await link.getAttribute('href')).toBe(resetUrl);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');

    await suite.page.getByLabel('Load remote images').check();
    await expect.poll(() => emailFrame().getAttribute('srcdoc')).toContain('img-src data: https: http:');
    await suite.page.frameLocator('iframe.email-frame').getByText('Reset password').waitFor();

    await deliveries().getByRole('row').filter({ hasText: 'sms' }).getByRole('link').click();
    const bubble = delivery().getByRole('figure', { name: 'SMS text' });
    await expect.poll(() => bubble.textContent()).toBe('Acme: your password reset code is 424242. It expires in 30 minutes.');
    expect(await delivery().locator('dl.facts').textContent()).toContain('+13125550186');
  });

  it('filters by recipient and by channel', async () => {
    await show('outbox');
    await deliveries().waitFor();
    await suite.page.getByLabel('Channel').selectOption('sms');
    await expect.poll(() => deliveries().getByRole('row').filter({ hasText: 'Reset your Acme password' }).count()).toBe(0);
    await deliveries().getByRole('row').filter({ hasText: '424242' }).waitFor();
    await suite.page.getByLabel('Channel').selectOption('');
    await suite.page.getByLabel('Recipient').fill('nobody@example.com');
    await suite.page.getByText('No delivery matches the filters.').waitFor();
    await suite.page.getByLabel('Recipient').fill('DAVID.SMITH@gmail.com');
    await deliveries().getByRole('row').filter({ hasText: 'Reset your Acme password' }).waitFor();
    await suite.page.getByLabel('Recipient').fill('');
  });

  it('runs nothing a payload carries: markup in a payload value shows as text in the email, its text and the page', async () => {
    const subscriberId = 'ryan@gmail.com';
    await show('outbox');
    await suite.page.getByLabel('Recipient').fill(subscriberId);
    await suite.page.getByLabel('Channel').selectOption('email');
    await suite.page.getByText('No delivery matches the filters.').waitFor();

    await triggerPasswordReset(subscriberId, { expiresInMinutes: 15, resetUrl: 'https://app.acme.dev/reset?token=tok_xss', ipAddress: XSS, code: '000000' });
    await deliveries().getByRole('row').filter({ hasText: 'Reset your Acme password' }).getByRole('link').click();
    await suite.page.frameLocator('iframe.email-frame').getByText(XSS, { exact: false }).waitFor();
    expect(await suite.page.getByLabel('Email text').textContent()).toContain(XSS);

    const frame = emailDocument();
    expect(frame).toBeDefined();
    expect(await frame!.evaluate('document.querySelectorAll("script, img[onerror]").length')).toBe(0);
    // Give an onerror or a script the time to have run, had either been let through.
    await suite.page.waitForTimeout(300);
    expect(await inPage(suite.page, 'window.__pwned')).toBeUndefined();
    expect(await frame!.evaluate('window.__pwned')).toBeUndefined();
    await suite.page.getByLabel('Recipient').fill('');
    await suite.page.getByLabel('Channel').selectOption('');
  });

  it('polls summaries without the content, and reads a delivery whole when it is opened, once', async () => {
    await show('outbox');
    await deliveries().waitFor();
    const polls: { search: string; body: string }[] = [];
    const opened: string[] = [];
    const record = async (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname === '/__admin/outbox') polls.push({ search: url.search, body: await response.text() });
      else if (url.pathname.startsWith('/__admin/outbox/')) opened.push(url.pathname);
    };
    suite.page.on('response', record);
    try {
      await expect.poll(() => polls.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      for (const { search, body } of polls) {
        expect(new URLSearchParams(search).get('view')).toBe('summary');
        expect(body).not.toContain('<!DOCTYPE html');
        expect(JSON.parse(body).data[0]).toMatchObject({ preview: expect.any(String) });
      }
      const link = deliveries().getByRole('row').filter({ hasText: 'Reset your Acme password' }).first().getByRole('link');
      const id = (await link.getAttribute('href'))?.split('/').pop();
      await link.click();
      await suite.page.frameLocator('iframe.email-frame').getByText('Reset password').waitFor();
      const before = polls.length;
      await expect.poll(() => polls.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 2);
      expect(opened, 'the open delivery is read once, not with every poll').toEqual([`/__admin/outbox/${id}`]);
    } finally {
      suite.page.off('response', record);
    }
  });
});
