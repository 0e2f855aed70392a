import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { exampleDependency } from '../helpers/example-dependencies.js';
import { ownedByTest } from '../helpers/owned-process.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { start } from '../../examples/framework-bridge/server.mjs';
import { commentActivity, welcome } from '../../examples/framework-bridge/workflows.mjs';

/**
 * examples/framework-bridge as its README runs it: the app's bridge, the real `novu` CLI's sync, the
 * framework's own `workflow.trigger()`, all against the mock.
 */

/** The CLI as the example installs it (its own devDependency, kept out of the repository's install). */
const NOVU_CLI = exampleDependency('framework-bridge', 'novu/dist/src/index.js');

/**
 * Runs the `novu` CLI in an empty directory (it reads `.env` files from its working
 * directory) with its own config home, analytics off (no call to the internet). Async: the mock runs in
 * this process.
 */
async function novu(args: string[]): Promise<{ code: number | null; output: string }> {
  const home = mkdtempSync(join(tmpdir(), 'novu-cli-'));
  try {
    const child = ownedByTest(spawn(process.execPath, [NOVU_CLI, ...args], { cwd: home, env: { ...process.env, ANALYTICS_ENABLED: 'false', XDG_CONFIG_HOME: home, NOVU_API_URL: '', NOVU_SECRET_KEY: '' } }));
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, output };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

let mock: MockServer;
let app: Awaited<ReturnType<typeof start>>;
/** GET `path`'s `data` (a list), with the answer in the error when it is none. */
async function api(path: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${mock.url}${path}`, { headers: { Authorization: `ApiKey ${DEV_KEY}` } });
  const body = (await res.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body).slice(0, 800)}`);
  return body.data as Record<string, unknown>[];
}

beforeAll(async () => {
  [mock, app] = await Promise.all([
    (async () => startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() }))(),
    start({ secretKey: DEV_KEY, port: 0 }),
  ]);
});
afterAll(async () => {
  await app?.close();
  await mock?.close();
});

/** The subscriber's in-app messages of one workflow, polled until there are `count` (30 s without them is a hang). */
async function inAppMessages(subscriberId: string, workflowId: string, count = 1): Promise<Record<string, unknown>[]> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const data = await api(`/v1/messages?subscriberId=${subscriberId}&channel=in_app`);
    const mine = data.filter((m) => m.templateIdentifier === workflowId);
    if (mine.length >= count) return mine;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${count} in-app message(s) of ${workflowId} for ${subscriberId} within 30 s`);
}

/** The statuses of a transaction's jobs, polled until `done` holds (30 s without that is a hang). */
async function jobStatuses(transactionId: string, done: (statuses: string[]) => boolean): Promise<string[]> {
  let statuses: string[] = [];
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const data = await api(`/v1/notifications?transactionId=${transactionId}`);
    statuses = ((data[0]?.jobs ?? []) as { status: string }[]).map((j) => j.status);
    if (done(statuses)) return statuses;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`transaction ${transactionId}: jobs ${statuses.join(', ')}`);
}

const transactionIdOf = (data: unknown) => (data as { data: { transactionId: string } }).data.transactionId;

describe('examples/framework-bridge against the mock', () => {
  it('syncs with the real `novu sync` CLI, triggers with workflow.trigger(), and delivers what the workflow code wrote', async () => {
    const sync = await novu(['sync', '--bridge-url', app.bridgeUrl, '--secret-key', DEV_KEY, '--api-url', mock.url]);
    expect(sync.code, sync.output).toBe(0);
    const workflows = await api('/v1/notification-templates');
    expect(workflows.map((w) => (w.triggers as { identifier: string }[])[0]?.identifier)).toEqual(expect.arrayContaining(['welcome', 'comment-activity']));

    const to = { subscriberId: 'bridge-example-ada', firstName: 'Ada', email: 'ada@bridge-example.test' };
    const { data } = await welcome.trigger({ to, payload: { workspace: 'Acme HQ', plan: 'pro' }, apiUrl: mock.url, secretKey: DEV_KEY });
    expect(transactionIdOf(data)).toMatch(/\S/);

    const [inbox] = await inAppMessages(to.subscriberId, 'welcome');
    expect(inbox).toMatchObject({ subject: 'Welcome to Acme Pro', content: 'Hi Ada, your workspace Acme HQ has 25 seats.', data: { plan: 'Pro' } });
    expect(inbox?.cta).toMatchObject({ action: { buttons: [{ type: 'primary', content: 'Invite your team', url: '/settings/team' }] } });
    const email = await mock.outbox.waitFor({ channel: 'email', to: to.email }, { timeout: 30_000 });
    expect(email.subject).toBe('Welcome to Acme, Ada');
    expect(email.html).toContain('<h1>Your workspace Acme HQ is ready</h1>');
    expect(email.links).toEqual([{ href: 'https://app.acme.test/settings/team', text: 'Invite your team' }]);
  });

  it('collects comments in the digest while the clock stands, and sends one summary when it is advanced', async () => {
    const to = { subscriberId: 'bridge-example-grace', email: 'grace@bridge-example.test' };
    mock.clock.freeze(undefined, DEV_KEY);
    try {
      const first = await commentActivity.trigger({ to, payload: { postId: 'p1', postTitle: 'Roadmap', author: 'Alan', comment: 'Looks good' }, apiUrl: mock.url, secretKey: DEV_KEY });
      // The digest waits once the bridge has answered for it: only then does a second comment join it. Every
      // step has its job from the trigger on: those after the digest wait `pending`.
      expect(await jobStatuses(transactionIdOf(first.data), (s) => s[0] === 'delayed')).toEqual(['delayed', 'pending', 'pending']);
      const second = await commentActivity.trigger({ to, payload: { postId: 'p1', postTitle: 'Roadmap', author: 'Grace', comment: 'Ship it!' }, apiUrl: mock.url, secretKey: DEV_KEY });
      // Merged into the first comment's digest: its later jobs are `merged` too, and never run.
      expect(await jobStatuses(transactionIdOf(second.data), (s) => s[0] === 'merged')).toEqual(['merged', 'merged', 'merged']);

      mock.clock.advance(10 * 60_000, DEV_KEY);
      const [summary] = await inAppMessages(to.subscriberId, 'comment-activity');
      expect(summary).toMatchObject({ subject: '2 new comments on Roadmap', content: 'Grace: “Ship it!”' });
      expect(await jobStatuses(transactionIdOf(first.data), (s) => s.length === 3 && s[2] !== 'pending')).toEqual(['completed', 'completed', 'completed']);
      const email = await mock.outbox.waitFor({ channel: 'email', to: to.email }, { timeout: 30_000 });
      expect(email.subject).toBe('2 new comments on Roadmap');
      expect(email.html).toContain('from Alan, Grace.');
    } finally {
      mock.clock.realTime(DEV_KEY);
    }
  });
});
