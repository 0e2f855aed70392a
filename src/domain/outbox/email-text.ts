import { compile } from 'html-to-text';
import { Parser } from 'htmlparser2';

export interface EmailLink {
  href: string;
  text: string;
}

// Compiled on the first email, then reused (`convert` would compile the options again for each one).
let toText: ((html: string) => string) | undefined;

/** An email's HTML as the plain-text part a mail client shows: links as `text [url]`, no line wrapping. */
export function emailText(html: string): string {
  toText ??= compile({ wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] });
  return toText(html);
}

/** Every `<a href>` of the HTML, in order, with its text (whitespace collapsed). */
export function emailLinks(html: string): EmailLink[] {
  const links: EmailLink[] = [];
  let open: EmailLink | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'a') return;
        open = attributes.href === undefined ? undefined : { href: attributes.href, text: '' };
        if (open) links.push(open);
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a') open = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  for (const link of links) link.text = link.text.replace(/\s+/g, ' ').trim();
  return links;
}
