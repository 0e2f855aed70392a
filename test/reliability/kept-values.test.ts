/**
 * Nothing stored can break a read: random deep and wide values (up to the deepest each body lets through,
 * with Object.prototype's names, empty and dotted keys, thousands of keys or items) go through every write
 * path of `kept/write-paths.ts` — API bodies, triggers, actions, a snapshot restore, an admin fixture load —
 * and then every route that shows them is read (`kept/reads.ts`). Each write answers 2xx, or 4xx and changes
 * nothing; never 5xx. Each read answers 200 with a body the contract accepts (strict validation).
 * Seeded: KEPT_SEED (default 20261129), KEPT_RUNS (default 60); a failure prints the path to replay (KEPT_PATH).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';
import { readEverything } from './kept/reads.js';
import { buildValue, keptValueArb } from './kept/values.js';
import { type KeptContext, type TestApp, WRITE_PATHS } from './kept/write-paths.js';

const SEED = Number(process.env.KEPT_SEED ?? 20_261_129);
const RUNS = Number(process.env.KEPT_RUNS ?? 60);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ envelope: false });
});

/** Back to the fixtures, with a workflow of every channel and the sessions of a subscriber that has an action button. */
async function freshContext(): Promise<KeptContext> {
  t.deps.control.reset();
  const environment = t.deps.registry.resolve(DEV_KEY);
  if (!environment) throw new Error('no DEV environment');
  const withAction = environment.messages.all().find((m) => m.channel === 'in_app' && (m.cta as { action?: unknown } | undefined)?.action !== undefined);
  const subscriber = environment.subscribers.list().find((s) => s._id === withAction?._subscriberId);
  if (!withAction || !subscriber) throw new Error('no in-app message with an action in the fixtures');
  const steps = ['in_app', 'email', 'sms', 'push', 'chat'].map((type) => ({ name: type, type, controlValues: { body: 'Hi {{payload.value}} {{subscriber.data.value}}', subject: 'S' } }));
  const created = await t.api().post('/v2/workflows', { name: 'kept-all', workflowId: 'kept-all', steps });
  if (created.status !== 201) throw new Error(`workflow: ${created.status} ${created.text}`);
  const session = () => environment.inboxSessions.open(subscriber.subscriberId);
  return { t, subscriberId: subscriber.subscriberId, messageId: withAction._id, inboxToken: session(), widgetToken: session(), workflowId: 'kept-all' };
}

/** The state as a snapshot shows it (what a refused write must leave as it was). */
const stateText = () => JSON.stringify(t.deps.control.snapshot());

describe('nothing stored can break a read', () => {
  it(
    'deep and wide values through every write path: writes answer 2xx or 4xx (changing nothing), every read then answers 200',
    async () => {
      const seen = new Map<string, number[]>();
      const cases = fc.oneof(...WRITE_PATHS.map((path) => keptValueArb(path.maxDepth).map((spec) => ({ path, spec }))));
      await fc.assert(
        fc.asyncProperty(cases, async ({ path, spec }) => {
          const ctx = await freshContext();
          const value = buildValue(spec);
          const problems: string[] = [];
          {
            const before = stateText();
            const answers = await path.write(ctx, value);
            for (const res of answers) {
              (seen.get(path.name) ?? seen.set(path.name, []).get(path.name))?.push(res.status);
              if (res.status >= 500) problems.push(`write → ${res.status} ${res.text.slice(0, 600)}`);
            }
            const first = answers[0];
            if (answers.length === 1 && first && first.status >= 400 && first.status < 500 && stateText() !== before) problems.push(`write refused (${first.status}) yet changed the state`);
          }
          // A restore ends every session: the reads open them again, as a client would.
          const environment = t.deps.registry.resolve(DEV_KEY);
          ctx.inboxToken = environment?.inboxSessions.open(ctx.subscriberId) ?? '';
          ctx.widgetToken = environment?.inboxSessions.open(ctx.subscriberId) ?? '';
          problems.push(...(await readEverything(ctx)));
          if (problems.length > 0) throw new Error(`${path.name} (depth ${spec.depth}, width ${spec.width}):\n  ${problems.join('\n  ')}`);
        }),
        { seed: SEED, numRuns: RUNS, ...(process.env.KEPT_PATH ? { path: process.env.KEPT_PATH } : {}) },
      );
      console.log(`kept values: ${RUNS} cases (KEPT_SEED=${SEED}); answers per path: ${[...seen].map(([name, statuses]) => `${name} ${statuses.join(',')}`).join('; ')}`);
      // Most writes must be kept, or the reads judged nothing.
      const accepted = [...seen.values()].flat().filter((status) => status < 300).length;
      expect(accepted).toBeGreaterThan([...seen.values()].flat().length / 2);
    },
    Math.max(300_000, RUNS * 10_000),
  );
});
