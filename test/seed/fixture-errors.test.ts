/**
 * Writing your own fixtures: one error lists every problem of the set, in the words of its files (file,
 * record, field), whichever way the set is loaded; the fields a person would not write are filled the same
 * on every load and pass the contract; and the minimal example set serves a trigger end to end.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../../src/server.js';
import { FixtureError } from '../../src/seed/check-fixtures.js';
import { FIXTURE_KINDS } from '../../src/seed/fixture-files.js';
import { MAX_LISTED_FIXTURE_PROBLEMS } from '../../src/seed/fixture-problems.js';
import { loadFixtures } from '../../src/seed/load-fixtures.js';
import { ROOT, runCli } from '../helpers/spawn-cli.js';
import { DEV_KEY, expectErrorShape, makeTestApp, sharedContract, silentLogger } from '../helpers/test-app.js';

const EXAMPLE = join(ROOT, 'examples/my-fixtures');
const NOW = new Date('2026-10-01T00:00:00.000Z');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'my-fixtures-'));
  cpSync(EXAMPLE, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, records: unknown) => writeFileSync(join(dir, file), JSON.stringify(records));

/** The FixtureError that loading the set throws (the test fails if it loads). */
async function loadError(): Promise<FixtureError> {
  const contract = await sharedContract();
  try {
    loadFixtures(dir, contract, NOW);
  } catch (thrown) {
    return thrown as FixtureError;
  }
  throw new Error('loaded');
}

/** Problems in three files: two in one subscriber, one in another, one workflow, one bad JSON file. */
function breakSeveralFiles(): void {
  write('subscribers.json', [
    { subscriberId: 'ann', firstName: 'Ann', email: 'ann@example.com' },
    { subscriberId: 'bob', email: 42, firstName: ['Bob'] },
    { subscriberId: 'cy', _environmentId: 'nowhere' },
  ]);
  write('workflows.json', [{ name: 'Welcome', triggers: [{ identifier: 'welcome' }], active: 'yes', steps: [{ template: { type: 'in_app', content: 'Hi' } }] }]);
  writeFileSync(join(dir, 'topics.json'), '[{"key": "news"},');
}

const EXPECTED_LINES = [
  'topics.json:1:18: not valid JSON: expected a value, found the end of the text',
  'subscribers.json record #1 (subscriberId "bob"): field "email": must be a string or null',
  'subscribers.json record #1 (subscriberId "bob"): field "firstName": must be a string or null',
  'subscribers.json record #2 (subscriberId "cy"): field "_environmentId": no environment nowhere in organizations.json',
  'workflows.json record #0 (name "Welcome"): field "active": must be a boolean',
];

describe('a broken fixture set', () => {
  it('gives ONE error that lists every problem of every file, in fixture words', async () => {
    breakSeveralFiles();
    let error: unknown;
    try {
      loadFixtures(dir, await sharedContract(), NOW);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(FixtureError);
    const message = (error as FixtureError).message;
    expect(message).toMatch(new RegExp(`^The fixtures in ${dir}: \\d+ problems:\\n`));
    for (const line of EXPECTED_LINES) expect(message).toContain(`  - ${join(dir, line)}`);
    // Never the contract judge's words about a response body.
    expect(message).not.toMatch(/Response body|must have required property/);
  });

  it('gives line:column for a file that is not JSON, as editors and terminals link it', async () => {
    writeFileSync(join(dir, 'subscribers.json'), '[\n  { "subscriberId": "ann", "email": "ann@example.com" },\n  { "subscriberId": "bob" },\n]\n');
    writeFileSync(join(dir, 'workflows.json'), '[\n  { "name": "Welcome", "active": True }\n]');
    const error = await loadError();
    expect(error.message).toContain(`  - ${join(dir, 'subscribers.json')}:4:1: not valid JSON: expected a value (a comma before ] is not JSON), found ']'`);
    expect(error.message).toContain(`  - ${join(dir, 'workflows.json')}:2:34: not valid JSON: expected a value, found 'T'`);
    expect(error.problems.find((p) => p.file.endsWith('workflows.json'))).toMatchObject({ line: 2, column: 34 });
  });

  it('stops listing (and checking) after MAX_LISTED_FIXTURE_PROBLEMS problems, saying so', async () => {
    write('subscribers.json', Array.from({ length: MAX_LISTED_FIXTURE_PROBLEMS + 20 }, (_, i) => ({ subscriberId: `s${i}`, email: i })));
    const error = await loadError();
    expect(error.problems).toHaveLength(MAX_LISTED_FIXTURE_PROBLEMS);
    expect(error.message).toContain(`the first ${MAX_LISTED_FIXTURE_PROBLEMS} problems (checking stopped there)`);
  });

  it('stops the CLI with exit code 2 and the whole list on stderr', async () => {
    breakSeveralFiles();
    const { code, stderr } = await runCli(['--port', '0', '--fixtures', dir]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^notification-api-mock: The fixtures in .*: \d+ problems:\n/);
    for (const line of EXPECTED_LINES) expect(stderr).toContain(line);
  });

  it('makes startMockServer({fixturesDir}) throw the same error', async () => {
    breakSeveralFiles();
    const start = startMockServer({ port: 0, fixturesDir: dir, logger: silentLogger, contract: await sharedContract() });
    await expect(start).rejects.toThrow(FixtureError);
    await start.catch((error: Error) => {
      for (const line of EXPECTED_LINES) expect(error.message).toContain(line);
    });
  });

  it('names values JSON can hold that String() cannot convert ({"toString": 1}) instead of failing on them', async () => {
    write('subscribers.json', [{ subscriberId: 'x', _environmentId: { toString: 1 } }, { subscriberId: { toString: 1 } }, null]);
    write('topic-subscriptions.json', [{ topicKey: { toString: 1 }, externalSubscriberId: 'x' }]);
    const load = async () => loadFixtures(dir, await sharedContract(), NOW);
    await expect(load()).rejects.toThrow(FixtureError);
    await expect(load()).rejects.toThrow(/subscribers\.json record #0 \(subscriberId "x"\): field "_environmentId": must be a string[\s\S]*record #2: must be a JSON object/);
  });

  it('lists every broken reference, not the first', async () => {
    write('topics.json', [{ key: 'news' }]);
    write('topic-subscriptions.json', [
      { topicKey: 'news', externalSubscriberId: 'ann' },
      { topicKey: 'news', externalSubscriberId: 'ann', _subscriberId: 'ffffffffffffffffffffffff', _id: 'a1' },
      { topicKey: 'news', externalSubscriberId: 'ann', _topicId: 'eeeeeeeeeeeeeeeeeeeeeeee', _id: 'a2' },
    ]);
    const load = async () => loadFixtures(dir, await sharedContract(), NOW);
    await expect(load()).rejects.toThrow(/record #1 \(identifier "tk_news:si_ann"\): field "_subscriberId": no subscriber ffffffffffffffffffffffff in the same environment\n.*record #2 .*field "_topicId": no topic eeeeeeeeeeeeeeeeeeeeeeee/);
  });
});

describe('POST /__admin/fixtures with broken records', () => {
  it('answers 422 in the error shape listing every problem of every kind, and adds nothing', async () => {
    const t = await makeTestApp();
    const before = t.stateOf();
    const res = await t
      .request()
      .post(`/__admin/fixtures?apiKey=${DEV_KEY}`)
      .send({
        subscribers: [{ subscriberId: 'fine' }, { subscriberId: 'bob', email: 42, firstName: ['Bob'] }],
        workflows: [{ name: 'Broken', active: 'yes', steps: [{ template: { type: 'in_app', content: 'Hi' } }] }],
      });
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
    expect(res.body.errors).toEqual({
      'body.subscribers': {
        messages: expect.arrayContaining([
          'body.subscribers record #1 (subscriberId "bob"): field "email": must be a string or null',
          'body.subscribers record #1 (subscriberId "bob"): field "firstName": must be a string or null',
        ]),
      },
      'body.workflows': { messages: ['body.workflows record #0 (name "Broken"): field "active": must be a boolean'] },
    });
    expect(t.stateOf()).toBe(before);
    expect((await t.api().get('/v2/subscribers/fine')).status).toBe(404);

    // A kind the control plane's contract does not list is refused by the contract, before any record is read.
    const unknownKind = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ subscribers: [{ subscriberId: 'fine' }], widgets: [] });
    expect(unknownKind.status).toBe(422);
    expect(JSON.stringify(unknownKind.body.errors)).toContain("found 'widgets'");
    expect(t.stateOf()).toBe(before);
  });
});

describe('defaults', () => {
  it('fill what a person would not write, the same on every load, and the result passes the contract', async () => {
    const contract = await sharedContract();
    const first = loadFixtures(dir, contract, NOW);
    const again = loadFixtures(dir, contract, new Date('2027-01-01T00:00:00.000Z'));
    const ids = (seed: typeof first) => JSON.stringify([seed.organizations, ...[seed.subscribers, seed.workflows, seed.integrations].map((l) => l.map((r) => [r._id, r._environmentId, r._organizationId]))]);
    expect(ids(again)).toBe(ids(first));
    const [organization] = first.organizations;
    expect(organization?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(organization?.environments[0]?._id).toMatch(/^[0-9a-f]{24}$/);
    const [subscriber] = first.subscribers;
    expect(subscriber).toMatchObject({ subscriberId: 'ann', _environmentId: organization?.environments[0]?._id, _organizationId: organization?._id, deleted: false, channels: [], __v: 0 });
    const [workflow] = first.workflows;
    expect(workflow).toMatchObject({ active: true, draft: false, critical: false, deleted: false, tags: [] });
    expect(workflow?.triggers[0]).toMatchObject({ identifier: 'welcome', type: 'event', variables: [{ name: 'plan' }] });
    for (const step of workflow?.steps ?? []) expect(step).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), uuid: expect.any(String), active: true, filters: [] });
    expect(first.integrations[0]).toMatchObject({ name: 'SendGrid', active: true, primary: true, kind: 'delivery' });
    // Every environment gets the In-App integration the real service creates with it (the Inbox needs it).
    expect(first.integrations[1]).toMatchObject({ providerId: 'novu', channel: 'in_app', name: 'In-App', active: true, _environmentId: organization?.environments[0]?._id });
    // Checked against the bare contract (what loadFixtures did) — and again through a strict server below.
  });

  it('leave a complete record as it is (the default fixtures gain nothing)', async () => {
    const { addInAppIntegrations, fillRecordDefaults } = await import('../../src/seed/fixture-defaults.js');
    const { readFileSync } = await import('node:fs');
    const { DEFAULT_FIXTURES_DIR } = await import('../../src/seed/load-fixtures.js');
    const lists = Object.fromEntries(Object.entries(FIXTURE_KINDS).map(([name, kind]) => [name, JSON.parse(readFileSync(join(DEFAULT_FIXTURES_DIR, kind.file), 'utf8'))]));
    const before = JSON.stringify(lists);
    addInAppIntegrations(lists, [{ _id: '665f1c2a9b1e4a0012a0e001', _organizationId: 'o' }, { _id: '665f1c2a9b1e4a0012a0e002', _organizationId: 'o' }]);
    fillRecordDefaults(lists, { environments: [{ _id: 'e', _organizationId: 'o' }], now: NOW.toISOString(), place: (i) => `#${i}` });
    expect(JSON.stringify(lists)).toBe(before);
  });
});

describe('examples/my-fixtures', () => {
  it('loads, and its workflow triggers end to end: the in-app message is in the Inbox, the email is sent', async () => {
    const t = await makeTestApp({ fixturesDir: EXAMPLE });
    const api = (url: string, body: object) => t.request().post(url).set('Authorization', 'ApiKey my-api-key').send(body);
    const triggered = await api('/v1/events/trigger', { name: 'welcome', to: 'ann', payload: { plan: 'Pro' } });
    expect(triggered.status, JSON.stringify(triggered.body)).toBe(201);
    expect(triggered.body.data).toMatchObject({ acknowledged: true, status: 'processed' });

    const session = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: 'my-app', subscriber: 'ann' });
    expect(session.status).toBe(201);
    const inbox = await t.request().get('/v1/inbox/notifications').set('Authorization', `Bearer ${session.body.data.token as string}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.map((n: { body: string }) => n.body)).toEqual(['Welcome, Ann! Your Pro plan is ready.']);

    // The filled records are served as the contract says (strict response validation: a violation is a 500).
    for (const url of ['/v2/subscribers/ann', '/v2/workflows/welcome', '/v1/integrations', '/v1/notification-templates', '/v1/notification-groups']) {
      expect((await t.request().get(url).set('Authorization', 'ApiKey my-api-key')).status, url).toBe(200);
    }
    const messages = await t.request().get('/v1/messages?subscriberId=ann').set('Authorization', 'ApiKey my-api-key');
    expect(messages.body.data.map((m: { channel: string }) => m.channel).sort()).toEqual(['email', 'in_app']);
  });
});
