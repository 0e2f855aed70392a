// @ts-check
// `npm run example:widget`: the page with the legacy <PopoverNotificationCenter /> on port 4002
// (EXAMPLE_PORT), for the mock already running at MOCK_URL (http://127.0.0.1:3000), or for one started here
// when none answers there.
import { installExample } from '../../scripts/install-examples.mjs';
import { portFrom } from '../shared/listen.mjs';
import { runPageExample } from '../shared/page-example.mjs';
import { serveNotificationCenterPage } from './serve-page.mjs';

// React 18 and @novu/notification-center come from this folder's own package.json, installed on first use.
if (installExample('notification-center', (line) => process.stderr.write(`${line}\n`)) !== 0) process.exit(1);

await runPageExample({
  label: 'Widget page',
  port: () => portFrom('EXAMPLE_PORT', 4002),
  serve: serveNotificationCenterPage,
  props: ({ mockUrl, applicationIdentifier, subscriberId }) =>
    `<NovuProvider applicationIdentifier="${applicationIdentifier}" subscriberId="${subscriberId}" backendUrl="${mockUrl}" socketUrl="${mockUrl}">`,
});
