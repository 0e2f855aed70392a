// @ts-check
// `npm run example:inbox` and `npm run example:widget`: the mock already running at MOCK_URL, or, when none
// answers there, one started in this process (it stops with it); then the example's page on its own port.
// Prints both URLs, and which mock the page uses.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from '../../scripts/build-stamp.mjs';
import { ExampleError, runExample } from './listen.mjs';

/**
 * The caller's environment (its `identifier` is the application identifier), or undefined when nothing listens.
 * @param {string} mockUrl
 * @param {string} apiKey
 * @returns {Promise<{ identifier: string; name: string } | undefined>}
 */
async function currentEnvironment(mockUrl, apiKey) {
  let res;
  try {
    res = await fetch(`${mockUrl}/v1/environments/me`, { headers: { Authorization: `ApiKey ${apiKey}` } });
  } catch {
    return undefined; // nothing listens there yet
  }
  if (!res.ok) throw new ExampleError(`GET ${mockUrl}/v1/environments/me answered ${res.status}: is ${mockUrl} the mock (MOCK_URL), and ${apiKey} one of its API keys (API_KEY)?`);
  return /** @type {{ data: { identifier: string; name: string } }} */ (await res.json()).data;
}

/**
 * Starts a mock at `mockUrl` in this process (built first if dist/ is stale).
 * @param {string} mockUrl
 */
async function startMock(mockUrl) {
  const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
  if (buildIfChanged(root, (line) => process.stderr.write(`${line}\n`)) !== 0) throw new ExampleError('the build failed (see above)');
  const { startMockServer } = await import(new URL('../../dist/index.js', import.meta.url).href);
  const { hostname, port } = new URL(mockUrl);
  try {
    await startMockServer({ host: hostname, port: Number(port || 80) });
  } catch (error) {
    // The mock's own sentence names its --port flag; here MOCK_URL is what moves it.
    if (!(error instanceof Error && error.name === 'ConfigError')) throw error;
    throw new ExampleError(`no mock answers at ${mockUrl} and none can start there (${error.message.split(':')[0]}): set MOCK_URL to a running mock`);
  }
}

/**
 * @typedef {{ mockUrl: string; applicationIdentifier: string; subscriberId: string; port: number }} PageOptions
 * @param {{ label: string; port: () => number; serve: (options: PageOptions) => Promise<{ url: string }>; props: (options: PageOptions) => string }} example
 */
export function runPageExample(example) {
  return runExample(async () => {
    const mockUrl = (process.env.MOCK_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
    const apiKey = process.env.API_KEY ?? 'test-api-key';
    const subscriberId = process.env.SUBSCRIBER_ID ?? 'user_2097';
    const port = example.port();
    let environment = await currentEnvironment(mockUrl, apiKey);
    const reused = environment !== undefined;
    if (!reused) {
      await startMock(mockUrl);
      environment = await currentEnvironment(mockUrl, apiKey);
    }
    if (!environment) throw new ExampleError(`no mock answers at ${mockUrl}`);
    const options = { mockUrl, applicationIdentifier: environment.identifier, subscriberId, port };
    const page = await example.serve(options);
    process.stdout.write(
      [
        `mock:         ${mockUrl} (${environment.name}, API key ${apiKey}; ${reused ? 'the mock already running there' : 'started here, it stops with this process'})`,
        `${`${example.label}:`.padEnd(13)} ${page.url}  ← open it`,
        `  ${example.props(options)}`,
        `  a new notification: curl -s -X POST ${mockUrl}/v1/events/trigger -H 'Authorization: ApiKey ${apiKey}' -H 'Content-Type: application/json' \\`,
        `    -d '{"name":"comment-mention","to":"${subscriberId}","payload":{"commenterName":"Grace","postTitle":"Roadmap","commentPreview":"Ship it!","commentId":"cmt_1"}}'`,
        '',
      ].join('\n'),
    );
  });
}
