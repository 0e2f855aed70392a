/**
 * The document an email is shown in: its own HTML, preceded by a policy that lets it load nothing but its
 * inline styles and `data:` images (remote images once asked for), and by a referrer policy so that a
 * remote image, once allowed, does not learn the dashboard's address. The frame is sandboxed as well
 * (`sandbox=""`): the policy keeps an email from calling out, the sandbox keeps it from running.
 */
const CLOSED = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
const REMOTE_IMAGES = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:";

const DOCTYPE = /^\s*<!doctype[^>]*>/i;

export function emailFrameDocument(html: string, remoteImages: boolean): string {
  const head =
    `<meta http-equiv="Content-Security-Policy" content="${remoteImages ? REMOTE_IMAGES : CLOSED}">` +
    '<meta name="referrer" content="no-referrer">';
  // After the doctype rather than before it: a doctype that follows an element is ignored, and the email
  // would render in quirks mode. The policy still comes before anything the email holds.
  const doctype = DOCTYPE.exec(html)?.[0];
  return doctype === undefined ? head + html : doctype + head + html.slice(doctype.length);
}

/** Whether a link of an email may be a live link in the dashboard: http and https only. */
export function isWebUrl(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
