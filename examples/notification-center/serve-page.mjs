// @ts-check
// Serves this folder's page with the legacy <PopoverNotificationCenter /> (main.jsx with React and
// @novu/notification-center, bundled by esbuild) on its own port: another origin than the mock's, as a real
// frontend is.
import { serveBundledPage } from '../shared/serve-page.mjs';

/**
 * Serves index.html, main.js and config.json (the props the page gives <NovuProvider>). `development`:
 * React's development build, which reports on the console what the production build keeps quiet.
 * @param {{ mockUrl: string; applicationIdentifier: string; subscriberId: string; port?: number; host?: string; development?: boolean }} options
 */
export function serveNotificationCenterPage({ mockUrl, applicationIdentifier, subscriberId, port, host, development }) {
  return serveBundledPage(new URL('.', import.meta.url), { config: { mockUrl, applicationIdentifier, subscriberId }, port, host, development });
}
