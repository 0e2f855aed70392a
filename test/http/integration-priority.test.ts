/**
 * `priority` as the real service numbers a channel's active email and sms integrations (its create,
 * update, set-primary and remove use cases, and their e2e tests), over HTTP from a Development email channel
 * emptied by deletes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, makeTestApp, PROD_ENV_ID } from '../helpers/test-app.js';

type Integration = { _id: string; _environmentId: string; name: string; channel: string; active: boolean; primary: boolean; priority: number };
let t: Awaited<ReturnType<typeof makeTestApp>>;

const devEmail = async () =>
  ((await t.api().get('/v1/integrations')).body as Integration[]).filter((i) => i._environmentId === DEV_ENV_ID && i.channel === 'email');
/** name → [priority, primary, active] of the Development email integrations, highest priority first. */
const numbering = async () =>
  Object.fromEntries((await devEmail()).sort((a, b) => b.priority - a.priority).map((i) => [i.name, [i.priority, i.primary, i.active]]));
const create = async (name: string, active: boolean) => (await t.api().post('/v1/integrations', { providerId: 'postmark', channel: 'email', name, active })).body as Integration;
const put = async (id: string, body: object) => (await t.api().put(`/v1/integrations/${id}`, body)).body as Integration;

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  for (const integration of await devEmail()) expect((await t.api().delete(`/v1/integrations/${integration._id}`)).status).toBe(200);
  expect(await devEmail()).toEqual([]);
});

describe('priority of email and sms integrations', () => {
  it('create: the first active one is primary at 1; later ones go just below the primary, which moves up; inactive ones are 0', async () => {
    const a = await create('A', true);
    expect(a).toMatchObject({ primary: true, priority: 1 });
    const b = await create('B', true);
    expect(b).toMatchObject({ primary: false, priority: 1 });
    const c = await create('C', true);
    expect(c).toMatchObject({ primary: false, priority: 2 });
    expect(await create('D', false)).toMatchObject({ primary: false, priority: 0 });
    expect(await numbering()).toEqual({ A: [3, true, true], C: [2, false, true], B: [1, false, true], D: [0, false, false] });
    // The list keeps the order they were created in.
    expect((await devEmail()).map((i) => i.name)).toEqual(['A', 'B', 'C', 'D']);
    // Production's channel is numbered on its own.
    const production = ((await t.api().get('/v1/integrations')).body as Integration[]).filter((i) => i._environmentId === PROD_ENV_ID && i.channel === 'email' && i.active);
    expect(production.map((i) => [i.priority, i.primary])).toEqual([[2, true], [1, false]]);
  });

  it('deactivate, activate, set-primary and delete renumber the channel as the real use cases do', async () => {
    const a = await create('A', true);
    const b = await create('B', true);
    const c = await create('C', true);
    const d = await create('D', false);

    // The primary turned off: 0 and no longer primary, the others renumbered; the channel has no primary.
    expect(await put(a._id, { active: false })).toMatchObject({ active: false, primary: false, priority: 0 });
    expect(await numbering()).toEqual({ C: [2, false, true], B: [1, false, true], A: [0, false, false], D: [0, false, false] });

    // Turned on under a highest that is not primary: on top, not primary.
    expect(await put(d._id, { active: true })).toMatchObject({ active: true, primary: false, priority: 3 });

    // set-primary: on top, the others by their priority.
    const primary = await t.api().post(`/v1/integrations/${b._id}/set-primary`);
    expect(primary.body).toMatchObject({ primary: true, active: true, priority: 3 });
    expect(await numbering()).toEqual({ B: [3, true, true], D: [2, false, true], C: [1, false, true], A: [0, false, false] });

    // An active one that is not primary turned off: the others renumbered from their count.
    await put(c._id, { active: false });
    expect(await numbering()).toEqual({ B: [2, true, true], D: [1, false, true], A: [0, false, false], C: [0, false, false] });

    // Turned on under the primary: just below it, the primary one up.
    expect(await put(a._id, { active: true })).toMatchObject({ primary: false, priority: 2 });
    expect(await numbering()).toEqual({ B: [3, true, true], A: [2, false, true], D: [1, false, true], C: [0, false, false] });

    // A delete renumbers the active ones left.
    await t.api().delete(`/v1/integrations/${a._id}`);
    expect(await numbering()).toEqual({ B: [2, true, true], D: [1, false, true], C: [0, false, false] });

    // Conditions on the primary: no longer primary, its priority stays (as the real service leaves it).
    expect(await put(b._id, { conditions: [{ children: [{ on: 'tenant', field: 'identifier', operator: 'EQUAL', value: 'acme' }] }] })).toMatchObject({ primary: false, priority: 2 });
  });

  it('set-primary on an inactive one among inactive ones: 1, the others untouched at 0', async () => {
    const x = await create('X', false);
    await create('Y', false);
    expect((await t.api().post(`/v1/integrations/${x._id}/set-primary`)).body).toMatchObject({ primary: true, active: true, priority: 1 });
    expect(await numbering()).toEqual({ X: [1, true, true], Y: [0, false, false] });
  });

  it('chat, push and in-app integrations are never numbered', async () => {
    const slack = (await t.api().post('/v1/integrations', { providerId: 'slack', channel: 'chat', active: false })).body as Integration;
    expect((await put(slack._id, { active: true })).priority).toBe(0);
    const listed = (await t.api().get('/v1/integrations')).body as Integration[];
    expect(listed.filter((i) => i.channel !== 'email' && i.channel !== 'sms').every((i) => i.priority === 0 && !i.primary)).toBe(true);
  });
});
