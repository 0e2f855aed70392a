// @ts-check
// `npm run example:widget`: the mock (the one already running at MOCK_URL, else one started here) and the
// example page with the legacy <PopoverNotificationCenter /> on its own port. Prints both URLs.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from '../../scripts/build-stamp.mjs';
import { installExample } from '../../scripts/install-examples.mjs';
import { serveNotificationCenterPage } from './serve-page.mjs';

const mockUrl = (process.env.MOCK_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const apiKey = process.env.API_KEY ?? 'test-api-key';
const subscriberId = process.env.SUBSCRIBER_ID ?? 'user_2097';
const pagePort = Number(process.env.EXAMPLE_PORT ?? 4001);

/** The caller's environment (its `identifier` is the application identifier), or undefined when no mock answers. */
async function currentEnvironment() {
  try {
    const res = await fetch(`${mockUrl}/v1/environments/me`, { headers: { Authorization: `ApiKey ${apiKey}` } });
    if (!res.ok) throw new Error(`GET /v1/environments/me answered ${res.status}: is ${apiKey} an API key of the mock at ${mockUrl}?`);
    return /** @type {{ data: { identifier: string; name: string } }} */ (await res.json()).data;
  } catch (error) {
    if (error instanceof TypeError) return undefined; // nothing listens there yet
    throw error;
  }
}

// React 18 and @novu/notification-center come from this folder's own package.json, installed on first use.
if (installExample('notification-center', (line) => process.stderr.write(`${line}\n`)) !== 0) process.exit(1);

let environment = await currentEnvironment();
if (!environment) {
  const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
  if (buildIfChanged(root, (line) => process.stderr.write(`${line}\n`)) !== 0) process.exit(1);
  const { startMockServer } = await import(new URL('../../dist/index.js', import.meta.url).href);
  const { hostname, port } = new URL(mockUrl);
  await startMockServer({ host: hostname, port: Number(port || 80) });
  environment = await currentEnvironment();
}
if (!environment) throw new Error(`no mock answers at ${mockUrl}`);

const page = await serveNotificationCenterPage({ mockUrl, applicationIdentifier: environment.identifier, subscriberId, port: pagePort });
process.stdout.write(
  [
    `mock:         ${mockUrl} (${environment.name}, API key ${apiKey})`,
    `Widget page:  ${page.url}  ← open it`,
    `  <NovuProvider applicationIdentifier="${environment.identifier}" subscriberId="${subscriberId}" backendUrl="${mockUrl}" socketUrl="${mockUrl}">`,
    `  a new notification: curl -s -X POST ${mockUrl}/v1/events/trigger -H 'Authorization: ApiKey ${apiKey}' -H 'Content-Type: application/json' \\`,
    `    -d '{"name":"comment-mention","to":"${subscriberId}","payload":{"commenterName":"Grace","postTitle":"Roadmap","commentPreview":"Ship it!","commentId":"cmt_1"}}'`,
    '',
  ].join('\n'),
);
