import { describe, expect, it } from 'vitest';
import { emailParts } from '../../src/domain/outbox/index.js';

describe("an email's text part and links", () => {
  it('keeps paragraphs and lines, collapses whitespace, shows links as text [url], hides head, styles and scripts', () => {
    const html = `<!DOCTYPE html><html><head><title>Subject</title><style>p { color: red }</style></head><body>
      <h1>Welcome,   Ada</h1>
      <p>Line one<br>line   two</p>
      <div>Click <a href="https://app.test/a?x=1&amp;y=2">here &amp; now</a> today.</div>
      <table><tr><td>Plan</td><td>Pro</td></tr><tr><td>Seats</td><td>3</td></tr></table>
      <script>alert(1)</script><a name="anchor">no href</a> <a href="https://same.test">https://same.test</a>
    </body></html>`;
    const { text, links } = emailParts(html);
    expect(text).toBe(['Welcome, Ada', '', 'Line one', 'line two', '', 'Click here & now [https://app.test/a?x=1&y=2] today.', '', 'Plan Pro', 'Seats 3', '', 'no href https://same.test'].join('\n'));
    expect(links).toEqual([
      { href: 'https://app.test/a?x=1&y=2', text: 'here & now' },
      { href: 'https://same.test', text: 'https://same.test' },
    ]);
  });

  // How long a deep email takes is for bench/ (`npm run bench:gauntlet`, attack 8a: 80,000 nested <div>s).
  it('reads any nesting in one pass: 100,000 nested elements and unclosed links do not overflow the stack', () => {
    const deep = `${'<div>'.repeat(100_000)}deep${'</div>'.repeat(100_000)}${'<a href="https://x.test">'.repeat(1000)}`;
    const { text, links } = emailParts(deep);
    expect(text.split('\n')[0]).toBe('deep');
    expect(links).toHaveLength(1000);
  });
});
