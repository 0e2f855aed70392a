/**
 * An email editor document (Maily's TipTap JSON) as email HTML, by `@maily-to/render`: the renderer the real
 * service's own email renderer is a fork of. Its `render()` is asynchronous only because react-email's is;
 * the mock renders the same React tree with `react-dom/server`'s synchronous `renderToStaticMarkup`, so that a
 * delivery renders its message in one go, as every other channel does.
 *
 * Both packages are loaded on the first document rendered (`require`, synchronous): a mock whose workflows
 * never use the editor never loads React.
 */
import { lazyRequire } from './lazy-require.js';

type MailyModule = { Maily: new (content: unknown) => { markup(): unknown } };
type ReactDomServer = { renderToStaticMarkup(element: unknown): string };

let loaded: { maily: MailyModule; server: ReactDomServer } | undefined;

function packages() {
  loaded ??= { maily: lazyRequire<MailyModule>('@maily-to/render'), server: lazyRequire<ReactDomServer>('react-dom/server') };
  return loaded;
}

/** The document's HTML (`<html>…</html>`, no doctype). Throws as Maily does on a node type it does not know. */
export function mailyHtml(document: unknown): string {
  const { maily, server } = packages();
  return server.renderToStaticMarkup(new maily.Maily(document).markup());
}
