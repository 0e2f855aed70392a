// @ts-check
// Serves this folder's page with the official <Inbox /> (main.jsx with React and @novu/react, bundled by
// esbuild) on its own port: another origin than the mock's, as a real frontend is.
import { serveBundledPage } from '../shared/serve-page.mjs';

/**
 * Serves index.html, main.js and config.json (the props the page gives <Inbox />).
 * @param {{ mockUrl: string; applicationIdentifier: string; subscriberId: string; port?: number; host?: string }} options
 */
export function serveInboxPage({ mockUrl, applicationIdentifier, subscriberId, port, host }) {
  return serveBundledPage(new URL('.', import.meta.url), { config: { mockUrl, applicationIdentifier, subscriberId }, port, host });
}
