/**
 * The gauntlet's payload schema attacks (2a–2e). Besides surviving them, the mock must answer each within
 * its budget on a quiet machine: these are the algorithmic blow-ups (a backtracking pattern, uniqueItems
 * comparing every pair, compiling a huge schema) whose speed the test suite does not judge (it counts the
 * work instead: test/reliability/abuse-schemas.test.ts).
 */
import { PAYLOAD_SCHEMA_VALUE_LIMIT } from '../src/lib/payload-schema-limits.js';
import { type Answer, type Attack, type Outcome, short, type Target, tally, trigger, workflowWith } from './gauntlet-client.js';

/** Runs the timed steps in order; the outcome lists each answer and its time, `SLOW` past its budget. */
async function withinBudgets(steps: [label: string, budgetMs: number, step: () => Promise<Answer>][]): Promise<Outcome> {
  const parts: string[] = [];
  let slow = false;
  for (const [label, budgetMs, step] of steps) {
    const started = performance.now();
    const answer = await step();
    const ms = Math.round(performance.now() - started);
    slow ||= ms > budgetMs;
    parts.push(`${label} ${answer.status} in ${ms} ms${ms > budgetMs ? ` SLOW (budget ${budgetMs})` : ''}`);
  }
  return { outcome: parts.join('; '), slow };
}

/** Writes a workflow with `payloadSchema`, then runs the timed triggers. */
async function schemaThenTriggers(t: Target, workflowId: string, payloadSchema: object, triggers: [label: string, budgetMs: number, payload: object][]): Promise<Outcome> {
  const write = await workflowWith(t, workflowId, 'hi', payloadSchema);
  if (write.status >= 400) return `write refused: ${short(write)}`;
  return withinBudgets(triggers.map(([label, budgetMs, payload]) => [label, budgetMs, () => trigger(t, workflowId, payload)]));
}

const stringProperties = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, { type: 'string', minLength: 1 }]));

export const SCHEMA_ATTACKS: Attack[] = [
  {
    name: '2a. ReDoS: pattern ^(a+)+$, triggers with 31 and 100,000 × a + !',
    run: (t) =>
      schemaThenTriggers(t, 'g-redos', { type: 'object', properties: { name: { type: 'string', pattern: '^(a+)+$' } } }, [
        ['31 a', 300, { name: `${'a'.repeat(31)}!` }],
        ['100,000 a', 1_000, { name: `${'a'.repeat(100_000)}!` }],
      ]),
  },
  {
    name: '2b. uniqueItems over 40,000 items',
    run: (t) =>
      schemaThenTriggers(t, 'g-unique', { type: 'object', properties: { list: { type: 'array', uniqueItems: true } } }, [
        ['trigger', 1_000, { list: Array.from({ length: 40_000 }, (_, i) => ({ i })) }],
      ]),
  },
  {
    name: '2c. a 12,000-property payload schema',
    run: (t) => withinBudgets([['write', 1_000, () => workflowWith(t, 'g-big', 'hi', { type: 'object', properties: stringProperties(12_000) })]]),
  },
  {
    name: '2d. 300 distinct payload schemas, each triggered once',
    async run(t) {
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) {
        const properties = Object.fromEntries(Array.from({ length: 200 }, (_, p) => [`f${i}_${p}`, { type: 'string', minLength: i % 7 }]));
        const write = await workflowWith(t, `g-many-${i}`, 'hi', { type: 'object', properties });
        statuses.push(write.status);
        if (write.status < 400) statuses.push((await trigger(t, `g-many-${i}`, {})).status);
      }
      return tally(statuses);
    },
  },
  {
    name: `2e. a payload schema just under the limit of ${PAYLOAD_SCHEMA_VALUE_LIMIT} values, written then triggered`,
    run: (t) =>
      withinBudgets([
        ['write', 1_000, () => workflowWith(t, 'g-under', 'hi', { type: 'object', properties: stringProperties(Math.floor((PAYLOAD_SCHEMA_VALUE_LIMIT - 10) / 3)) })],
        ['trigger', 1_000, () => trigger(t, 'g-under', { p0: 'x' })],
      ]),
  },
];
