import { describe, expect, it } from 'vitest';
import { emailFrameDocument, isWebUrl } from '../../ui/src/email-frame.js';

const CLOSED = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;

describe("the document of the dashboard's email frame", () => {
  it('puts its policy first, after the doctype when there is one, so that the email keeps its standards mode', () => {
    const html = '<!DOCTYPE html>\n<html><head><title>Hi</title></head><body><p>Hi</p></body></html>';
    const framed = emailFrameDocument(html, false);
    expect(framed.startsWith(`<!DOCTYPE html>${CLOSED}<meta name="referrer" content="no-referrer">`)).toBe(true);
    expect(framed.endsWith('\n<html><head><title>Hi</title></head><body><p>Hi</p></body></html>')).toBe(true);
    expect(emailFrameDocument('<p>a fragment</p>', false)).toBe(`${CLOSED}<meta name="referrer" content="no-referrer"><p>a fragment</p>`);
  });

  it('lets remote images in only when asked', () => {
    expect(emailFrameDocument('<p>x</p>', false)).toContain("img-src data:\"");
    expect(emailFrameDocument('<p>x</p>', true)).toContain("img-src data: https: http:\"");
    expect(emailFrameDocument('<p>x</p>', true)).toContain("default-src 'none'");
  });

  it('makes live links of http and https URLs only', () => {
    expect(['https://acme.dev/reset?t=1', 'http://localhost:3000/x'].map(isWebUrl)).toEqual([true, true]);
    expect(['javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,<b>', 'mailto:a@b.c', '/relative', '{{payload.url}}', ''].map(isWebUrl)).toEqual(
      [false, false, false, false, false, false, false, false],
    );
  });
});
