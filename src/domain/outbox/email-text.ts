import { decodeHTML } from 'entities';

export interface EmailLink {
  href: string;
  text: string;
}

/** Elements that start and end a paragraph of the text part (a blank line around them). */
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'ul', 'ol', 'blockquote', 'pre', 'hr']);
/** Elements that start and end a line. */
const LINES = new Set(['div', 'li', 'tr', 'section', 'article', 'header', 'footer', 'main', 'center', 'dt', 'dd']);
/** Elements whose content a reader never sees. */
const HIDDEN = new Set(['head', 'title', 'style', 'script', 'template', 'noscript']);

/** One token of HTML: a comment or declaration, a tag (its closing slash, name, attributes), or text. */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>?|<|[^<]+/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * An email's HTML as the plain-text part a mail client shows (paragraphs and lines kept, whitespace
 * collapsed, links as `text [url]`, images left out) and every `<a href>` of it, in order, entities
 * decoded. One pass over the tokens, keeping no stack of open elements: linear in the HTML whatever its
 * nesting (HTML parsers that track open elements slow down quadratically on deep nesting, or overflow the
 * stack), so no email a template makes can stall the mock.
 */
export function emailParts(html: string): { text: string; links: EmailLink[] } {
  const blocks: string[] = [];
  let current = '';
  let hidden = 0;
  const links: EmailLink[] = [];
  let link: EmailLink | undefined;
  const end = (paragraph: boolean) => {
    const line = current.replace(/\s+/g, ' ').trim();
    current = '';
    if (line) blocks.push(line);
    if (paragraph && blocks.length > 0 && blocks.at(-1) !== '') blocks.push('');
  };
  const closeLink = () => {
    if (!link) return;
    link.text = link.text.replace(/\s+/g, ' ').trim();
    if (link.href && link.href !== link.text) current += ` [${link.href}]`;
    link = undefined;
  };
  for (const [token, slash, tagName, attributes] of html.matchAll(TOKEN)) {
    if (tagName === undefined) {
      if (token.startsWith('<!') || hidden > 0) continue;
      const text = decodeHTML(token);
      current += text;
      if (link) link.text += text;
      continue;
    }
    const name = tagName.toLowerCase();
    if (HIDDEN.has(name)) hidden = slash ? Math.max(0, hidden - 1) : hidden + 1;
    else if (name === 'br') end(false);
    else if (PARAGRAPHS.has(name) || LINES.has(name)) end(PARAGRAPHS.has(name));
    else if (!slash && (name === 'td' || name === 'th')) current += ' ';
    if (name !== 'a') continue;
    closeLink();
    const href = slash ? undefined : HREF.exec(attributes ?? '');
    if (href) links.push((link = { href: decodeHTML(href[1] ?? href[2] ?? href[3] ?? ''), text: '' }));
  }
  closeLink();
  end(false);
  while (blocks.at(-1) === '') blocks.pop();
  return { text: blocks.join('\n'), links };
}
