// @ts-check
// `npm run example:inbox`: the page with the official <Inbox /> on port 4000 (EXAMPLE_PORT), for the mock
// already running at MOCK_URL (http://127.0.0.1:3000), or for one started here when none answers there.
import { portFrom } from '../shared/listen.mjs';
import { runPageExample } from '../shared/page-example.mjs';
import { serveInboxPage } from './serve-page.mjs';

await runPageExample({
  label: 'Inbox page',
  port: () => portFrom('EXAMPLE_PORT', 4000),
  serve: serveInboxPage,
  props: ({ mockUrl, applicationIdentifier, subscriberId }) =>
    `<Inbox applicationIdentifier="${applicationIdentifier}" subscriber="${subscriberId}" backendUrl="${mockUrl}" socketUrl="${mockUrl}" />`,
});
