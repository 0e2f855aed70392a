import { afterEach, describe, expect, it } from 'vitest';
import { MAX_DETAIL_VALUE_BYTES } from '../../src/domain/activity/index.js';
import { DEV_KEY } from '../helpers/test-app.js';
import { closeAll, failureOf, mockWithBridge, runToTheEnd, type TestApp } from './hostile-mock.js';

afterEach(closeAll);

const bytesUsed = (t: TestApp) => t.deps.registry.resolve(DEV_KEY)?.budget.used().bytes ?? Number.NaN;

describe('what a bridge leaves kept is charged to the environment\'s budget (--max-stored-bytes)', () => {
  it('charges a custom step\'s outputs, kept for the later steps of runs that wait on a frozen clock; over the budget the step fails with the reason', async () => {
    const limit = 1_000_000;
    const { t } = await mockWithBridge(
      [{ stepId: 'lookup', type: 'custom' }, { stepId: 'wait', type: 'delay' }, { stepId: 'inbox', type: 'in_app' }],
      (stepId) => ({ body: { outputs: stepId === 'lookup' ? { blob: 'x'.repeat(300_000) } : stepId === 'wait' ? { amount: 1, unit: 'days' } : { body: 'later' } } }),
      { maxStoredBytes: limit },
    );
    expect((await t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send({ action: 'freeze' })).status).toBe(200);
    const customJobs = [];
    for (let run = 0; run < 5; run++) customJobs.push((await runToTheEnd(t, `waiting-${run}`))[0]);
    const statuses = customJobs.map((j) => j?.status);
    // About 300 KB each: three fit in 1 MB with the runs' other records, the fourth does not.
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'failed', 'failed']);
    expect(failureOf(customJobs[3]).detail).toMatch(/^Step outputs not kept: This custom step's outputs would store 29\d(\.\d)? KB of data .* over its limit of 1000000 bytes .*--max-stored-bytes/);
    expect(bytesUsed(t)).toBeGreaterThan(900_000);
    expect(bytesUsed(t)).toBeLessThanOrEqual(limit);
  });

  it('charges an in-app step\'s `data`: over the budget the message is not created, and the step says why', async () => {
    const { t } = await mockWithBridge([{ stepId: 'inbox', type: 'in_app' }], () => ({ body: { outputs: { body: 'hi', data: { blob: 'd'.repeat(300_000) } } } }), { maxStoredBytes: 1_000_000 });
    const jobs = [];
    for (let run = 0; run < 4; run++) jobs.push((await runToTheEnd(t, `data-${run}`))[0]);
    expect(jobs.map((j) => j?.status)).toEqual(['completed', 'completed', 'completed', 'failed']);
    expect(failureOf(jobs[3]).detail).toMatch(/^Message not created: This bridge step's message would store .* over its limit of 1000000 bytes/);
    expect(bytesUsed(t)).toBeLessThanOrEqual(1_000_000);
  });

  it(`keeps at most ${MAX_DETAIL_VALUE_BYTES} bytes of each value of a failing bridge's error body, the rest summarised, and charges what it keeps`, async () => {
    const body = { code: 'HugeError', message: 'm'.repeat(50_000), data: { blob: 'e'.repeat(2_000_000) } };
    const { t } = await mockWithBridge([{ stepId: 'inbox', type: 'in_app' }], () => ({ status: 400, body }));
    const before = bytesUsed(t);
    const [job] = await runToTheEnd(t, 'error-body');
    const { detail, raw } = failureOf(job);
    expect(detail).toBe('Bridge execution failed');
    const dataJson = JSON.stringify(body.data);
    expect(raw).toMatchObject({
      statusCode: 400,
      code: 'HugeError',
      message: `${'m'.repeat(MAX_DETAIL_VALUE_BYTES)}… (${50_000 - MAX_DETAIL_VALUE_BYTES} more bytes)`,
      data: `${dataJson.slice(0, MAX_DETAIL_VALUE_BYTES)}… (${dataJson.length - MAX_DETAIL_VALUE_BYTES} more bytes)`,
    });
    const kept = job?.executionDetails.at(-1)?.raw?.length ?? 0;
    expect(kept).toBeLessThan(3 * MAX_DETAIL_VALUE_BYTES);
    expect(bytesUsed(t) - before).toBeGreaterThanOrEqual(kept);
  });

  it('says so in the detail when the budget has no room for the error body', async () => {
    const { t } = await mockWithBridge([{ stepId: 'inbox', type: 'in_app' }], () => ({ status: 400, body: { code: 'HugeError', message: 'm'.repeat(50_000) } }), { maxStoredBytes: 10_000 });
    const [job] = await runToTheEnd(t, 'no-room');
    expect(failureOf(job)).toMatchObject({ status: 'failed', detail: 'Bridge execution failed', raw: { statusCode: 400, message: expect.stringMatching(/^The bridge's error was not kept: This failed bridge call's execution detail would store .* over its limit of 10000 bytes/) } });
    expect(bytesUsed(t)).toBeLessThanOrEqual(10_000);
  });
});
