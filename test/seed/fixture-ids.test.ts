/**
 * Every fixture record has its own `_id`, whichever way it is loaded. A record written without one gets one
 * derived from what it is (its subscriberId, its identifier…) or where it is: the same files give the same
 * ids. An `_id` that is written must be a non-empty string, once per environment: without one,
 * `GET /v1/messages?subscriberId=<it>` would list every message of the environment.
 * Snapshots are the mock's own output: a snapshot record without `_id` is refused.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixtureError } from '../../src/seed/check-fixtures.js';
import { FIXTURE_KINDS, PREFERENCES_FILE } from '../../src/seed/fixture-files.js';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from '../../src/seed/load-fixtures.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, sharedContract } from '../helpers/test-app.js';

const NOW = '2026-10-01T00:00:00.000Z';
/** A subscriber as a fixture author might write one, forgetting its `_id`. */
const withoutId = { subscriberId: 'no-id-subscriber', _environmentId: DEV_ENV_ID, _organizationId: '665f1c2a9b1e4a0012a00001', deleted: false, createdAt: NOW, updatedAt: NOW };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fixture-ids-'));
  cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Rewrites one file of the temporary fixture set. */
function edit(file: string, change: (records: Record<string, unknown>[]) => void): void {
  const records = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>[];
  change(records);
  writeFileSync(join(dir, file), JSON.stringify(records));
}

const load = async () => loadFixtures(dir, await sharedContract(), new Date(NOW));

describe('a fixture directory', () => {
  it('gives a subscriber without _id one derived from its subscriberId: the same on every load, served by it', async () => {
    edit('subscribers.json', (records) => records.push(withoutId));
    const first = (await load()).subscribers.find((s) => s.subscriberId === 'no-id-subscriber');
    const second = (await load()).subscribers.find((s) => s.subscriberId === 'no-id-subscriber');
    expect(first?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(second?._id).toBe(first?._id);
    const t = await makeTestApp({ fixturesDir: dir });
    expect((await t.api().get('/v2/subscribers/no-id-subscriber')).body.data._id).toBe(first?._id);
  });

  it.each([...Object.values(FIXTURE_KINDS).map((k) => k.file), PREFERENCES_FILE])('gives a record of %s without _id a derived one', async (file) => {
    edit(file, (records) => delete records[0]?._id);
    const kind = Object.entries(FIXTURE_KINDS).find(([, k]) => k.file === file)?.[0] ?? 'preferences';
    try {
      const seed = await load();
      expect((seed as unknown as Record<string, { _id: string }[]>)[kind]?.[0]?._id).toMatch(/^[0-9a-f]{24}$/);
    } catch (error) {
      // Records that pointed at the old id now point nowhere: the only problems left, the record itself passed.
      expect(error).toBeInstanceOf(FixtureError);
      expect((error as FixtureError).problems.map((p) => p.message).filter((m) => !/^no \w+ [0-9a-f]{24} in the same environment$/.test(m))).toEqual([]);
    }
  });

  it.each(['', 42, null])('refuses an _id that is not a non-empty string (%j)', async (id) => {
    edit('subscribers.json', (records) => records.push({ ...withoutId, _id: id }));
    await expect(load()).rejects.toThrow(/subscribers\.json record #120 \(subscriberId "no-id-subscriber"\): field "_id": (must be a string|is not a non-empty string)/);
  });

  it('refuses two records of one environment with the same _id, naming both', async () => {
    let first: Record<string, unknown> = {};
    edit('subscribers.json', (records) => {
      first = records[0] as Record<string, unknown>;
      records.push({ ...withoutId, _id: first._id });
    });
    await expect(load()).rejects.toThrow('subscribers.json record #120 (subscriberId "no-id-subscriber"): field "_id": record #0 has the same _id');
  });
});

describe('records loaded at run time follow the same rule', () => {
  let t: Awaited<ReturnType<typeof makeTestApp>>;
  beforeEach(async () => {
    t = await makeTestApp();
  });

  it('POST /__admin/fixtures gives a subscriber without _id one derived from its subscriberId', async () => {
    const res = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ subscribers: [{ ...withoutId, subscriberId: 'loaded-no-id' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (await t.api().get('/v2/subscribers/loaded-no-id')).body.data._id as string;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    // Sent again, the same record: replaced, not doubled.
    expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ subscribers: [{ ...withoutId, subscriberId: 'loaded-no-id' }] })).status).toBe(201);
    expect((await t.api().get('/v2/subscribers/loaded-no-id')).body.data._id).toBe(id);
  });

  it('POST /__admin/fixtures refuses an _id that is not a string, by name, changing nothing', async () => {
    const before = t.stateOf();
    const res = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ subscribers: [{ ...withoutId, _id: 42, subscriberId: 'loaded-bad-id' }] });
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
    expect(res.body.errors['body.subscribers'].messages).toEqual(['body.subscribers record #0 (subscriberId "loaded-bad-id"): field "_id": must be a string']);
    expect(t.stateOf()).toBe(before);
  });

  it('PUT /__admin/snapshot refuses a subscriber without _id by name, changing nothing', async () => {
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    const subscribers = snapshot.organizations[0].environments[0].data.subscribers as Record<string, unknown>[];
    const index = subscribers.push({ ...withoutId, subscriberId: 'restored-no-id' }) - 1;
    const before = t.stateOf();
    const res = await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot);
    expect(res.status).toBe(422);
    const where = 'body.organizations.0.environments.0.data.subscribers';
    expect(res.body.errors[where].messages[0]).toBe(`${where} record #${index} (subscriberId "restored-no-id"): field "_id": is required: every record needs its own id, a non-empty string (other records point at it)`);
    expect(t.stateOf()).toBe(before);
  });
});

describe('the reference check', () => {
  it('never takes a missing id for a match: a message without _subscriberId does not belong to a subscriber without _id', async () => {
    const { findBrokenReferences } = await import('../../src/seed/check-references.js');
    const seed = await load();
    const message = { ...seed.messages[0]! } as Record<string, unknown>;
    delete message._subscriberId;
    const broken = findBrokenReferences({ ...seed, subscribers: [...seed.subscribers, withoutId as never], messages: [message as never] });
    expect(broken.map((b) => [b.kind, b.field, b.target])).toEqual([['messages', '_subscriberId', 'subscriber']]);
  });
});
