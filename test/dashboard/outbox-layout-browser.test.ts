/**
 * The outbox list at 1280×800, a laptop's window, with the addresses real tests use: every column shows
 * whole, the time included, and an address stays on one line (cut short with an ellipsis, the whole of it in
 * the cell's title) rather than broken in the middle of a word.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardSuite, inPage } from '../helpers/dashboard.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY } from '../helpers/test-app.js';

const suite = dashboardSuite('outbox-layout', 'outbox');

const LONG_EMAIL = 'alexandra.konstantinopoulou+password-resets@enterprise-customer.example.com';

async function trigger(name: string, to: object, payload: object): Promise<void> {
  const res = await fetch(`${suite.server.url}/v1/events/trigger`, {
    method: 'POST',
    headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, to, payload }),
  });
  expect(res.status).toBe(201);
}

interface CellLayout {
  column: string;
  text: string;
  title: string | null;
  /** The cell's content is wider than the cell shows. */
  clipped: boolean;
  /** The text takes more than one line. */
  wrapped: boolean;
  /** The cell ends past the right edge of the list's visible area. */
  outside: boolean;
}

/** Each cell of the deliveries table: its text, title, and whether it is clipped, wrapped, or outside the list. */
const cellLayouts = (): Promise<CellLayout[]> =>
  inPage(
    suite.page,
    `(() => {
      const table = document.querySelector('table[aria-label="Deliveries"]');
      const wrap = table.closest('.table-wrap').getBoundingClientRect();
      const columns = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      return [...table.querySelectorAll('tbody tr')].flatMap((row) => [...row.cells].map((cell, i) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return {
          column: columns[i],
          text: cell.textContent,
          title: cell.getAttribute('title'),
          clipped: cell.scrollWidth > cell.clientWidth + 1,
          wrapped: lines.size > 1,
          outside: cell.getBoundingClientRect().right > wrap.right + 1,
        };
      }));
    })()`,
  );

describe('the outbox list at 1280×800', () => {
  it('shows every column whole, and addresses on one line with the whole of them in a title', async () => {
    await trigger('password-reset', { subscriberId: 'layout-1', email: LONG_EMAIL, phone: '+13125550186' }, { expiresInMinutes: 30, resetUrl: 'https://app.acme.dev/reset?token=tok_layout', ipAddress: '203.0.113.7', code: '123456' });
    await trigger('welcome-onboarding', { subscriberId: 'layout-2', email: 'ann@example.com' }, { workspaceName: 'Orbit', plan: 'Pro' });
    const table = suite.page.getByRole('table', { name: 'Deliveries' });
    await table.getByRole('row').filter({ hasText: LONG_EMAIL }).first().waitFor();
    await table.getByRole('row').filter({ hasText: 'ann@example.com' }).first().waitFor();
    mkdirSync(join(ROOT, 'test-output'), { recursive: true });
    await suite.page.screenshot({ path: join(ROOT, 'test-output', 'outbox-1280x800.png') });

    const wrap = suite.page.locator('.outbox-split .table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth), 'the list scrolls sideways').toBeLessThanOrEqual(1);
    const cells = await cellLayouts();
    expect(cells.length).toBeGreaterThanOrEqual(8);
    expect(cells.filter((c) => c.outside), 'cells past the right edge of the list').toEqual([]);
    const times = cells.filter((c) => c.column === 'Time');
    expect(times.filter((c) => c.clipped || c.wrapped), 'times not shown whole on one line').toEqual([]);
    const recipients = cells.filter((c) => c.column === 'Recipient');
    expect(recipients.filter((c) => c.wrapped), 'recipients broken over lines').toEqual([]);
    for (const cell of recipients.filter((c) => c.clipped)) expect(cell.title, `${cell.text} is cut short: its title holds it whole`).toBe(cell.text);
    expect(recipients.find((c) => c.text === LONG_EMAIL)?.clipped, 'the long address needs the ellipsis at this width').toBe(true);
    expect(recipients.filter((c) => c.text.length <= 24 && c.clipped), 'short addresses shown whole').toEqual([]);

    await table.getByRole('row').filter({ hasText: LONG_EMAIL }).getByRole('link').click();
    await suite.page.frameLocator('iframe.email-frame').getByText('Reset password').waitFor();
    await suite.page.screenshot({ path: join(ROOT, 'test-output', 'outbox-1280x800-open.png') });
    expect((await cellLayouts()).filter((c) => c.outside || (c.column === 'Time' && (c.clipped || c.wrapped))), 'with a delivery open').toEqual([]);
  });
});
