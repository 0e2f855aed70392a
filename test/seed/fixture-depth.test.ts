/**
 * The one depth rule of kept values applies to records that come from outside the API: a fixture file and
 * an admin fixture load refuse a record that nests deeper than a kept record may, naming file (or body),
 * record and field, before anything else walks it; nothing of the load is kept.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidInputError, MAX_RECORD_DEPTH } from '../../src/domain/shared/index.js';
import { FixtureError } from '../../src/seed/check-fixtures.js';
import { loadFixtures } from '../../src/seed/load-fixtures.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY, expectErrorShape, makeTestApp, sharedContract } from '../helpers/test-app.js';

/** `levels` objects nested in one another. */
const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deep-fixtures-'));
  cpSync(join(ROOT, 'examples/my-fixtures'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a fixture record nesting deeper than a kept record may', () => {
  it('stops the fixture set with an error naming file, record and field (10,000 levels: no stack overflow)', async () => {
    // Written out: JSON.stringify would recurse 10,000 levels.
    writeFileSync(join(dir, 'subscribers.json'), `[{"subscriberId":"ann"},{"subscriberId":"deep","data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}]`);
    writeFileSync(join(dir, 'workflows.json'), JSON.stringify([{ name: 'Deep', triggers: [{ identifier: 'deep' }], steps: [{ template: { type: 'in_app', content: nested(MAX_RECORD_DEPTH) } }] }]));
    let error: unknown;
    try {
      loadFixtures(dir, await sharedContract(), new Date());
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(FixtureError);
    const message = (error as FixtureError).message;
    expect(message).toContain('subscribers.json record #1 (subscriberId "deep"): field "data": nests deeper than a record may');
    expect(message).toContain('workflows.json record #0 (name "Deep"): field "steps": nests deeper than a record may');
  });

  it('is refused by POST /__admin/fixtures with 400 naming record and field, and nothing of the load is added', async () => {
    const t = await makeTestApp({ envelope: false });
    const before = JSON.stringify(t.deps.control.snapshot());
    const res = await t
      .request()
      .post(`/__admin/fixtures?apiKey=${DEV_KEY}`)
      .send({ subscribers: [{ subscriberId: 'fine' }, { subscriberId: 'deep', data: nested(MAX_RECORD_DEPTH) }], tenants: [{ identifier: 't', name: 'T' }] });
    expect(res.status, res.text).toBe(400);
    expect(expectErrorShape(res.body, 400).message).toBe(`Request body nests deeper than ${MAX_RECORD_DEPTH + 2} levels at subscribers.1.data.a.a.a.a.a.a.a.a.a…`);
    expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);
    expect((await t.api().get('/v2/subscribers/fine')).status).toBe(404);
  });

  it('is refused by an in-process load with the 422 that names body, record and field', async () => {
    const t = await makeTestApp({ envelope: false });
    const before = JSON.stringify(t.deps.control.snapshot());
    let error: unknown;
    try {
      t.deps.control.loadFixtures(DEV_KEY, { subscribers: [{ subscriberId: 'fine' }, { subscriberId: 'deep', data: nested(5_000) }] });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields['body.subscribers']?.messages).toEqual([expect.stringContaining('body.subscribers record #1 (subscriberId "deep"): field "data": nests deeper than a record may')]);
    expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);
  });

  it('one just within the rule is loaded and read back', async () => {
    const t = await makeTestApp({ envelope: false });
    await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ subscribers: [{ subscriberId: 'deep', data: nested(MAX_RECORD_DEPTH - 2) }] }).expect(201);
    const read = await t.api().get('/v2/subscribers/deep');
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body.data)).toBe(JSON.stringify(nested(MAX_RECORD_DEPTH - 2)));
  });
});
